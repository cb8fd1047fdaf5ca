/**
 * The main flows by keyboard alone (issue 10; WCAG 2.1.1 Keyboard, 2.4.3 Focus Order): log in,
 * switch the contract, open a bulletin, edit own information. Only Tab, Shift+Tab, Enter, Space,
 * the arrow keys and typing are used; no clicks. Each test makes its own resident through the
 * fixtures API.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { createResident, type FixtureResident } from '../pages/fixtures.ts'
import { qa } from '../pages/accounts.ts'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { __ASUKAS_WRITE_DELAY_MS__: number }).__ASUKAS_WRITE_DELAY_MS__ = 0
  })
})

/** Presses Tab until `target` (or an element inside it) has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await expect(target).toBeVisible()
  for (let i = 0; i < max; i++) {
    const focused = await target.evaluate(
      (el) => el === document.activeElement || el.contains(document.activeElement),
    )
    if (focused) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

/** Logs in from the login page with the keyboard and declines the consent banner. */
async function logInByKeyboard(page: Page, resident: FixtureResident): Promise<void> {
  await page.goto('/login?lang=en')
  await tabTo(page, qa(page, 'login-username'))
  await page.keyboard.type(resident.email)
  await tabTo(page, qa(page, 'login-password'))
  await page.keyboard.type(resident.password)
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/asiointi\/[0-9a-f-]{36}$/)
  await expect(qa(page, 'greeting')).toBeVisible()
  const decline = qa(page, 'consent-decline')
  if (await decline.isVisible()) {
    await tabTo(page, decline)
    await page.keyboard.press('Enter')
    await expect(decline).toBeHidden()
  }
}

function contractIdOf(page: Page): string {
  return /\/(?:asiointi|omat-tiedot)\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? ''
}

test('log in and switch the contract by keyboard', async ({ page }) => {
  const resident = await createResident(page.request, {
    firstName: 'Sofia',
    contracts: [{}, { type: 'right_of_occupancy' }],
  })
  await logInByKeyboard(page, resident)
  await expect(qa(page, 'greeting')).toContainText('Sofia')
  const first = contractIdOf(page)

  const switcher = qa(page, 'contract-switcher')
  await tabTo(page, switcher)
  await page.keyboard.press(
    (await switcher.evaluate((el) => (el as HTMLSelectElement).selectedIndex)) === 0
      ? 'ArrowDown'
      : 'ArrowUp',
  )
  await expect.poll(() => contractIdOf(page)).not.toBe(first)
  expect(resident.contracts.map((c) => c.contractId)).toContain(contractIdOf(page))
  await expect(qa(page, 'greeting')).toBeVisible()
})

test('open a bulletin from the front page by keyboard', async ({ page }) => {
  const resident = await createResident(page.request)
  await logInByKeyboard(page, resident)
  const card = qa(page, 'bulletin-card').first()
  const title = ((await card.getByRole('heading').first().textContent()) ?? '').trim()
  await tabTo(page, card.getByRole('link').first())
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tiedotteet\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('open and edit own information by keyboard', async ({ page }) => {
  const resident = await createResident(page.request)
  await logInByKeyboard(page, resident)

  await tabTo(page, qa(page, 'profile-menu'))
  await page.keyboard.press('Enter')
  await tabTo(page, qa(page, 'profile-own-info'))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/omat-tiedot\/[0-9a-f-]{36}$/)
  await expect(qa(page, 'own-info-email')).toHaveText(resident.email)

  await tabTo(page, qa(page, 'own-info-edit'))
  await page.keyboard.press('Enter')
  await tabTo(page, qa(page, 'own-info-phone-input'))
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('+358 40 555 1234')
  await tabTo(page, qa(page, 'own-info-save'))
  await page.keyboard.press('Enter')
  await expect(qa(page, 'own-info-saved')).toBeVisible()
  await expect(qa(page, 'own-info-phone')).toHaveText('+358 40 555 1234')
})
