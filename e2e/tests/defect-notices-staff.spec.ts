/**
 * Fault reports in the staff console, in the browser (issue 14 "Proof"): a maintenance member
 * finds the report in the inbox, opens it by keyboard, links a work order, starts the work, adds
 * an internal and a visible note and completes it; the resident gets a mail for each visible step
 * (never the internal note) and sees the report completed on the front page. Every staff page is
 * checked with axe (no serious or critical violations).
 */
import { expect, test, type Page } from '@playwright/test'
import { demoPassword, expectNoSeriousViolations, mailTo, qa } from '../pages/accounts.ts'
import { answerConsent, LoginPage } from '../pages/portal.ts'
import { staffConsoleLogIn, staffLogins } from '../pages/staff.ts'

/** Demo rows (apps/server/src/seed/demo.ts and demo-staff-console.ts). */
const demo = {
  /** A "created" fault report on Aino's rental (Kallio, the maintenance member's property). */
  createdDefectNotice: 'a5a50000-0008-4000-8000-000000000002',
  aino: 'aino.virtanen@example.com',
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { __ASUKAS_WRITE_DELAY_MS__: number }).__ASUKAS_WRITE_DELAY_MS__ = 0
  })
})

async function residentLogIn(page: Page, email: string, lang: 'fi' | 'sv' = 'fi') {
  const login = new LoginPage(page)
  await login.open(lang)
  await login.logIn({ email, password: demoPassword } as never)
  await answerConsent(page)
}

test('maintenance completes a fault report; the resident sees it completed and gets mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.goto('/henkilosto')
  await expect(qa(page, 'staff-login-form')).toBeVisible()
  await expectNoSeriousViolations(page)

  // first login: enrol the authenticator (the enrolment and recovery pages are checked too)
  await page.locator('[data-qa="staff-login-username"]').fill(staffLogins.maintenance)
  await page.locator('[data-qa="staff-login-password"]').fill(demoPassword)
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/henkilosto\/kayttoonotto$/)
  await expect(qa(page, 'staff-totp-secret')).toBeVisible()
  await expectNoSeriousViolations(page)
  await page.goto('/henkilosto')
  await staffConsoleLogIn(page, staffLogins.maintenance, demoPassword)

  // the inbox shows only fault reports of the member's property
  await expect(qa(page, 'inbox-item').first()).toBeVisible()
  const kinds = await qa(page, 'inbox-item').evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-kind')),
  )
  expect(new Set(kinds)).toEqual(new Set(['defect_notice']))
  await expectNoSeriousViolations(page)

  // open the report by keyboard
  const link = page.locator(`a[href="/henkilosto/vikailmoitukset/${demo.createdDefectNotice}"]`)
  await link.focus()
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/henkilosto\/vikailmoitukset\//)
  await expect(qa(page, 'defect-status')).toBeVisible()
  await expectNoSeriousViolations(page)
  const origin = await qa(page, 'staff-origin').innerText()
  const resident = /[a-z.]+@example\.com/.exec(origin)?.[0] ?? demo.aino
  // Only this work's mails: other tests running in parallel may mail the same resident.
  const defectMails = async () =>
    (await mailTo(page.request, resident)).filter(
      (mail) => mail.template === 'staff_defect_notice_event',
    )
  const mailsBefore = (await defectMails()).length

  // Each step must really reach the server: wait for its POST, then for the screen to change.
  const stepCall = (step: string) =>
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/api/staff/defect-notices/${demo.createdDefectNotice}/${step}`),
      { timeout: 10_000 },
    )
  const stepsPrefix = `/api/staff/defect-notices/${demo.createdDefectNotice}/`
  const stepsSent: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && path.startsWith(stepsPrefix)) {
      stepsSent.push(path.slice(stepsPrefix.length))
    }
  })

  // an empty work order or work note shows the required error in the field and sends nothing
  await qa(page, 'defect-link').click()
  await expect(qa(page, 'defect-work-order-error')).toHaveText(/pakollinen/i)
  await expect(qa(page, 'defect-work-order')).toBeFocused()
  await qa(page, 'defect-note').fill('   ')
  await qa(page, 'defect-note-submit').click()
  await expect(qa(page, 'defect-note-error')).toHaveText(/pakollinen/i)
  await expect(qa(page, 'defect-note')).toBeFocused()
  expect(stepsSent).toEqual([])

  // link a work order (Enter submits), start, a visible and an internal note, complete
  await qa(page, 'defect-work-order').fill('TO-7781')
  const linked = stepCall('work-order')
  await qa(page, 'defect-work-order').press('Enter')
  expect((await linked).status()).toBe(200)
  expect((await linked).request().postDataJSON()).toEqual({ workOrderId: 'TO-7781' })
  await expect(qa(page, 'defect-work-order-id')).toHaveText('TO-7781')
  await expect(qa(page, 'defect-work-order')).toHaveValue('')
  const started = stepCall('start')
  await qa(page, 'defect-start').click()
  expect((await started).status()).toBe(200)
  await expect(qa(page, 'defect-status')).toHaveText(/Työn alla/)
  await expect(qa(page, 'defect-start')).toHaveCount(0)
  await qa(page, 'defect-note').fill('Avain noudettu huoltoyhtiön toimistolta.')
  await qa(page, 'defect-note-internal').check()
  const internalNote = stepCall('work-notes')
  await qa(page, 'defect-note-submit').click()
  expect((await internalNote).status()).toBe(200)
  expect((await internalNote).request().postDataJSON()).toEqual({
    description: 'Avain noudettu huoltoyhtiön toimistolta.',
    internal: true,
  })
  await expect(qa(page, 'defect-internal-notes')).toContainText('Avain noudettu')
  await expect(qa(page, 'defect-note')).toHaveValue('')
  await expect(qa(page, 'defect-note-internal')).not.toBeChecked()
  await qa(page, 'defect-note').fill('Hana vaihdettu uuteen.')
  const visibleNote = stepCall('work-notes')
  await qa(page, 'defect-note-submit').click()
  expect((await visibleNote).status()).toBe(200)
  expect((await visibleNote).request().postDataJSON()).toEqual({
    description: 'Hana vaihdettu uuteen.',
    internal: false,
  })
  await expect(qa(page, 'defect-event').last()).toContainText('Hana vaihdettu uuteen.')
  page.once('dialog', (dialog) => void dialog.accept())
  const completed = stepCall('complete')
  await qa(page, 'defect-complete').click()
  expect((await completed).status()).toBe(200)
  await expect(qa(page, 'defect-completed')).toBeVisible()
  await expect(qa(page, 'defect-status')).toHaveText(/Valmis/)
  expect(stepsSent).toEqual(['work-order', 'start', 'work-notes', 'work-notes', 'complete'])
  await expectNoSeriousViolations(page)

  // the resident got a mail for each step (four), the last one saying the work is done
  // (the outbox is read by the dev mailbox as the worker delivers it: wait for the fourth)
  await expect.poll(async () => (await defectMails()).length - mailsBefore).toBe(4)
  const mails = await defectMails()
  expect(mails[0]?.text).toMatch(/Työ on valmis|Arbetet är klart|The work is done/)
  expect(mails.map((mail) => mail.text).join('\n')).not.toContain('Avain noudettu')

  // and sees it completed on the front page
  const context = await browser.newContext()
  const residentPage = await context.newPage()
  await residentLogIn(residentPage, demo.aino)
  const notice = residentPage
    .locator('[data-qa="defect-notice"]')
    .filter({ has: residentPage.locator(`a[href$="/vikailmoitus/${demo.createdDefectNotice}"]`) })
  await expect(notice.locator('.status')).toHaveText(/Valmis|valmis|Käsitelty/)
  await context.close()
})
