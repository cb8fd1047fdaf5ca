import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { FrontPage, LoginPage, answerConsent } from '../pages/portal.ts'

/** Fails on serious or critical axe-core violations and lists them. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

test('login, front page, bulletin board and 404 page have no serious violations', async ({
  page,
}) => {
  const login = new LoginPage(page)
  await login.open()
  await expectNoSeriousViolations(page)

  await login.logIn()
  await answerConsent(page)
  const front = new FrontPage(page)
  await expect(front.greeting()).toBeVisible()
  await expect(front.bulletinCards().first()).toBeVisible()
  await expectNoSeriousViolations(page)

  await page.goto(`/asiointi/${front.contractId()}/ilmoitustaulu`)
  await expect(page.locator('[data-qa="bulletin-card"]').first()).toBeVisible()
  await expectNoSeriousViolations(page)

  await page.goto('/404')
  await expect(page.locator('[data-qa="back-home"]')).toBeVisible()
  await expectNoSeriousViolations(page)
})
