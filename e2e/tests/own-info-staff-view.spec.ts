/**
 * Own information tells the resident when staff last looked at the portal as them (issue 23 item
 * 9): a staff member with the `impersonation` capability opens the portal as Aino; Aino, in her
 * own browser, then sees today's date and a time in own information, in Finnish and in English.
 */
import { expect, test } from '@playwright/test'
import {
  declineConsent,
  demoPassword,
  logIn,
  openOwnInfo,
  people,
  qa,
  staffLogIn,
} from '../pages/accounts.ts'

/** Today in Helsinki as `dd.MM.yyyy` (the portal's date format, spec 02 §9). */
function helsinkiToday(): string {
  const parts = new Intl.DateTimeFormat('fi-FI', {
    timeZone: 'Europe/Helsinki',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date())
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')}.${part('month')}.${part('year')}`
}

test('own information shows when staff last looked as the resident', async ({ browser }) => {
  test.setTimeout(90_000)
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await staffLogIn(staff, people.staff.email, demoPassword)
  await qa(staff, 'staff-search-input').fill(people.aino.email)
  await qa(staff, 'staff-search-submit').click()
  await expect(qa(staff, 'staff-resident')).toHaveCount(1)
  await qa(staff, 'staff-resident').first().locator('[data-qa="staff-impersonate"]').click()
  await staff.waitForURL(/\/asiointi\/[0-9a-f-]{36}$/, { timeout: 20_000 })
  await declineConsent(staff)
  await expect(qa(staff, 'impersonator-banner')).toBeVisible()
  await staffContext.close()

  const residentContext = await browser.newContext()
  const page = await residentContext.newPage()
  await logIn(page, people.aino.email, demoPassword)
  await declineConsent(page)
  await openOwnInfo(page)
  const line = qa(page, 'own-info-last-staff-view')
  await expect(line).toContainText('Henkilökunta katsoi palvelua sinuna viimeksi')
  await expect(line).toContainText(helsinkiToday())
  await expect(line).toHaveText(/klo \d{2}\.\d{2}\.$/)

  await page.goto(`${page.url().split('?')[0] ?? ''}?lang=en`)
  await expect(qa(page, 'own-info-last-staff-view')).toHaveText(
    new RegExp(
      `^Staff last viewed the service as you on ${helsinkiToday().replaceAll('.', '\\.')} at \\d{2}:\\d{2}\\.$`,
    ),
  )
  await residentContext.close()
})
