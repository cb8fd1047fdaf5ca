/**
 * The staff console and read-only impersonation in the browser (issue 4 "Staff and
 * impersonation"; spec 01 §1, §6; spec 02 §8 IMPERSONATION_WRITE_ACCESS_DENIED): staff login
 * (with the second factor of issue 14; `/staff` redirects to `/henkilosto`),
 * resident search, the portal as the resident with the impersonator banner, no writes (hidden
 * close buttons, disabled save, the write-denied page with its back action when a write is tried),
 * and ending the impersonation back to the staff view. Nothing is written, so the tests can run in
 * any order.
 */
import { expect, test } from '@playwright/test'
import {
  declineConsent,
  demoPassword,
  expectNoSeriousViolations,
  openOwnInfo,
  people,
  qa,
  staffLogIn,
} from '../pages/accounts.ts'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { __ASUKAS_WRITE_DELAY_MS__: number }).__ASUKAS_WRITE_DELAY_MS__ = 0
  })
})

test('staff views the portal as a resident, read-only, and ends the impersonation', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/staff')
  await page.waitForURL(/\/henkilosto$/)
  await expect(qa(page, 'staff-login-form')).toBeVisible()
  await expectNoSeriousViolations(page)
  await staffLogIn(page, people.staff.email, demoPassword)
  await expect(qa(page, 'staff-signed-in')).toContainText('Johanna Lehtonen')
  await expectNoSeriousViolations(page)

  // a search text of one character is refused by the form
  await qa(page, 'staff-search-input').fill('V')
  await qa(page, 'staff-search-submit').click()
  await expect(qa(page, 'staff-search-input-error')).toBeVisible()

  // search by name, then by e-mail
  await qa(page, 'staff-search-input').fill('virtanen')
  await qa(page, 'staff-search-submit').click()
  const resident = qa(page, 'staff-resident').filter({ hasText: people.aino.email })
  await expect(resident).toHaveCount(1)
  await expect(resident.locator('[data-qa="staff-resident-contract"]')).toHaveCount(2)
  await expectNoSeriousViolations(page)
  await qa(page, 'staff-search-input').fill(people.aino.email)
  await qa(page, 'staff-search-submit').click()
  await expect(qa(page, 'staff-resident')).toHaveCount(1)

  // start the impersonation: the portal opens as the resident, with the banner
  await qa(page, 'staff-resident').first().locator('[data-qa="staff-impersonate"]').click()
  await page.waitForURL(/\/asiointi\/[0-9a-f-]{36}$/, { timeout: 20_000 })
  await declineConsent(page)
  const banner = qa(page, 'impersonator-banner')
  await expect(banner).toContainText(people.staff.email)
  await expect(qa(page, 'greeting')).toContainText('Aino')
  await expect(qa(page, 'notification').first()).toBeVisible()
  await expect(qa(page, 'notification-close')).toHaveCount(0)
  await expectNoSeriousViolations(page)

  // own information: reads as the resident, save stays disabled
  await openOwnInfo(page)
  await expect(qa(page, 'own-info-email')).toHaveText(people.aino.email)
  await qa(page, 'own-info-edit').click()
  await expect(qa(page, 'own-info-impersonator-note')).toBeVisible()
  await qa(page, 'own-info-phone-input').fill('+358 40 111 2222')
  await expect(qa(page, 'own-info-save')).toBeDisabled()
  await qa(page, 'own-info-cancel').click()

  // the server refuses every write of an impersonator
  const direct = await page.request.post('/api/user/update', {
    data: {
      email: people.aino.email,
      phoneNumber: '+358 40 111 2222',
      communicationByEmail: true,
      communicationBySms: true,
      marketingAllowed: false,
    },
  })
  expect(direct.status()).toBe(401)
  expect(await direct.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })

  // a write tried in the portal shows the write-denied page, with a way back
  await qa(page, 'change-password-send-code').click()
  await expect(qa(page, 'write-denied')).toBeVisible()
  await expectNoSeriousViolations(page)
  await qa(page, 'write-denied-back').click()
  await expect(qa(page, 'own-info-view')).toBeVisible()

  // end the impersonation: back to the staff view, no longer impersonating
  await qa(page, 'end-impersonation').click()
  await page.waitForURL(/\/henkilosto\/asukkaat$/)
  await expect(qa(page, 'staff-signed-in')).toBeVisible()
  await expect(qa(page, 'staff-impersonating')).toHaveCount(0)
  expect((await page.request.get('/api/user/profile')).status()).toBe(401)

  await qa(page, 'staff-logout').click()
  await page.waitForURL(/\/henkilosto$/)
  await expect(qa(page, 'staff-login-form')).toBeVisible()
})

test('the staff login refuses a resident and the staff view needs a staff session', async ({
  page,
}) => {
  await page.goto('/staff/residents')
  await page.waitForURL(/\/henkilosto$/)
  await qa(page, 'staff-login-username').fill(people.aino.email)
  await qa(page, 'staff-login-password').fill(demoPassword)
  await qa(page, 'staff-login-submit').click()
  await expect(qa(page, 'staff-login-error')).toBeVisible()
  await expect(page).toHaveURL(/\/henkilosto$/)
})
