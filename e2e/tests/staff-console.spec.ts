/**
 * The staff console in the browser (issue 14 "Proof"; the fault report walk is in
 * defect-notices-staff.spec.ts): customer service answers a message;
 * a property manager accepts a termination and both parties are told; an administrator publishes
 * a trilingual bulletin that a resident reads in Swedish. Every staff page is checked with axe
 * (no serious or critical violations) and the main actions are done by keyboard.
 */
import { expect, test, type Page } from '@playwright/test'
import { demoPassword, expectNoSeriousViolations, mailTo, qa } from '../pages/accounts.ts'
import { answerConsent, LoginPage } from '../pages/portal.ts'
import { fillRichText, replyInStaffThread, waitForStaffThread } from '../pages/messages.ts'
import { dateValue, typeDate } from '../pages/property.ts'
import { createResident, testIdentityCode } from '../pages/fixtures.ts'
import {
  expectCardImageLoaded,
  tinyPdf,
  tinyPng,
  uploadBulletinFile,
  writeBulletinTexts,
} from '../pages/bulletins.ts'
import { staffParkingPath, toggleFirstSpotTwice } from '../pages/parking.ts'
import { staffConsoleLogIn, staffLogins } from '../pages/staff.ts'

/** Demo rows (apps/server/src/seed/demo.ts and demo-staff-console.ts). */
const demo = {
  /** A "created" fault report on Aino's rental (Kallio, the maintenance member's property). */
  createdDefectNotice: 'a5a50000-0008-4000-8000-000000000002',
  /** The Saarela couple's termination request, ready for review. */
  readyTerminationRequest: 'a5a50000-005c-4000-8000-00000000000b',
  /** Mikko's overdue question. */
  overdueQuestion: 'a5a50000-005c-4000-8000-00000000000c',
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

test('customer service answers a message and an overdue question', async ({ page }) => {
  test.setTimeout(120_000)
  await staffConsoleLogIn(page, staffLogins.customerService, demoPassword)
  await expect(qa(page, 'inbox-item').first()).toBeVisible()
  // overdue first
  await expect(qa(page, 'inbox-item').first().locator('[data-qa="sla-overdue"]')).toBeVisible()
  await qa(page, 'inbox-kind').selectOption('message')
  await expect(qa(page, 'inbox-item').first()).toHaveAttribute('data-kind', 'message')
  await expectNoSeriousViolations(page)
  await qa(page, 'inbox-item-link').first().click()
  await waitForStaffThread(page)
  await expectNoSeriousViolations(page)
  const origin = await qa(page, 'staff-origin').innerText()
  const resident = /[a-z.]+@example\.com/.exec(origin)?.[0] ?? ''
  const entries = await qa(page, 'thread-entry').count()
  // an empty reply is refused in the form and not sent
  await qa(page, 'thread-send').click()
  await expect(qa(page, 'thread-reply-input-error')).toBeVisible()
  await expect(qa(page, 'thread-entry')).toHaveCount(entries)
  await replyInStaffThread(page, 'Hei, asia on hoidossa. Palaamme pian.', {
    name: 'ohje.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  })
  await expect(qa(page, 'thread-entry')).toHaveCount(entries + 1)
  await expect(qa(page, 'thread-entry').last()).toContainText('asia on hoidossa')
  await expect(qa(page, 'thread-entry').last()).toContainText('ohje.png')
  // This reply's mail (other tests in parallel may mail the same resident).
  const [mail] = (await mailTo(page.request, resident)).filter(
    (entry) => entry.template === 'staff_message_reply',
  )
  expect(mail?.subject).toMatch(/uusi viesti|nytt meddelande|new message/i)

  // the overdue question: answer and complete
  await page.goto(`/henkilosto/kysymykset/${demo.overdueQuestion}`)
  await expect(qa(page, 'notice-status')).toBeVisible()
  await expectNoSeriousViolations(page)
  // an empty answer is refused in the form and not sent
  await qa(page, 'notice-send').click()
  await expect(qa(page, 'notice-answer-input-error')).toBeVisible()
  await expect(qa(page, 'notice-answer')).toHaveCount(0)
  await fillRichText(page, 'notice-answer-input', 'Vakiovuoro maksaa 25 euroa kuussa.')
  await qa(page, 'notice-send').click()
  await expect(qa(page, 'notice-sent')).toBeVisible()
  await expect(qa(page, 'notice-answer')).toHaveCount(1)
  await expect(qa(page, 'notice-status')).toHaveText('Käsitelty')
  // an internal note: an empty one is refused in the form, a written one is sent and shown
  const notes = await qa(page, 'staff-note').count()
  await qa(page, 'staff-note-submit').click()
  await expect(qa(page, 'staff-note-input-error')).toBeVisible()
  await qa(page, 'staff-note-input').fill('Soitettu asukkaalle, hinta kerrottu.')
  const noteSent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/notes'),
  )
  await qa(page, 'staff-note-submit').click()
  await noteSent
  await expect(qa(page, 'staff-note')).toHaveCount(notes + 1)
  await expect(qa(page, 'staff-note').last()).toContainText('Soitettu asukkaalle')
  await expect(qa(page, 'staff-note-input')).toHaveValue('')
})

test('a property manager accepts a termination and both parties are told', async ({ page }) => {
  test.setTimeout(120_000)
  await staffConsoleLogIn(page, staffLogins.propertyManager, demoPassword)
  await qa(page, 'staff-nav-contract_requests').click()
  await page.waitForURL(/\/henkilosto\/sopimuspyynnot$/)
  await expect(qa(page, 'request-item').first()).toBeVisible()
  await expectNoSeriousViolations(page)
  await page.locator(`a[href$="/termination/${demo.readyTerminationRequest}"]`).click()
  await expect(qa(page, 'request-tenants')).toContainText('Helmi Saarela')
  await expectNoSeriousViolations(page)
  // rejecting needs a reason
  await qa(page, 'request-reject').click()
  await expect(qa(page, 'request-reason-error')).toBeVisible()
  await qa(page, 'request-reason').fill(
    'Avaimet palautetaan huoltoon viimeistään päättymispäivänä.',
  )
  await qa(page, 'request-accept').click()
  await expect(qa(page, 'request-decided')).toBeVisible()
  await expect(qa(page, 'request-status')).toHaveText('Hyväksytty')
  const helmi = await mailTo(page.request, 'helmi.saarela@example.com')
  const oskari = await mailTo(page.request, 'oskari.saarela@example.com')
  // The contract requests' state machine tells both parties, each in their language.
  expect(helmi[0]?.subject).toBe('Asukas: irtisanomispyyntö on hyväksytty')
  expect(oskari[0]?.subject).toBe('Asukas: uppsägningsbegäran har godkänts')
  await expect(qa(page, 'staff-request')).toContainText('Avaimet palautetaan huoltoon')
  // the termination reason is shown translated
  await expect(qa(page, 'staff-request')).toContainText('Perhekoon muutos')
})

test('an administrator publishes a trilingual bulletin that a resident reads in Swedish', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  await staffConsoleLogIn(page, staffLogins.administrator, demoPassword)
  await qa(page, 'staff-nav-bulletins').click()
  await page.waitForURL(/\/henkilosto\/tiedotteet$/)
  await expectNoSeriousViolations(page)
  await qa(page, 'bulletin-new').click()
  await page.waitForURL(/\/henkilosto\/tiedotteet\/uusi$/)
  await expectNoSeriousViolations(page)
  // the Finnish text is required
  await qa(page, 'bulletin-publish').click()
  await expect(qa(page, 'bulletin-title-fi-error')).toBeVisible()
  const texts = {
    fi: [
      'Pihatalkoot lauantaina',
      'Tervetuloa talkoisiin klo 10.',
      'Haravat ja makkarat on varattu.',
    ],
    sv: ['Gårdstalko på lördag', 'Välkommen till talko kl. 10.', 'Krattor och korv finns.'],
    en: ['Yard clean-up on Saturday', 'Join us at 10 am.', 'Rakes and sausages provided.'],
  } as const
  await writeBulletinTexts(page, texts)
  // the featured image and an attachment are uploads
  await uploadBulletinFile(page, 'bulletin-image-file', {
    name: 'piha.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  })
  await uploadBulletinFile(page, 'bulletin-attachment-files', {
    name: 'talkoot.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf,
  })
  await qa(page, 'bulletin-image-alt').fill('Haravia pihalla')
  // two linked attachments; removing the first keeps what was typed in the second
  await qa(page, 'bulletin-add-attachment').click()
  await qa(page, 'bulletin-add-attachment').click()
  await qa(page, 'bulletin-attachment-name-0').fill('Ohje')
  await qa(page, 'bulletin-attachment-url-0').fill('https://example.com/ohje.pdf')
  await qa(page, 'bulletin-attachment-name-1').fill('Kartta')
  await qa(page, 'bulletin-attachment-url-1').fill('https://example.com/kartta.pdf')
  await qa(page, 'bulletin-attachment').first().getByRole('button').click()
  await expect(qa(page, 'bulletin-attachment')).toHaveCount(1)
  await expect(qa(page, 'bulletin-attachment-name-0')).toHaveValue('Kartta')
  await expect(qa(page, 'bulletin-attachment-url-0')).toHaveValue('https://example.com/kartta.pdf')
  // a scheduled time is typed in the kit's date field, with hour and minute after the date
  await qa(page, 'bulletin-publish-when-later').check()
  const publishAt = qa(page, 'bulletin-publish-at')
  await expect(publishAt.getByRole('spinbutton')).toHaveCount(5)
  await typeDate(page, publishAt, '2030-01-15T09:45')
  await expect(dateValue(page, 'bulletin-publish-at')).toHaveValue('2030-01-15T09:45:00')
  await expectNoSeriousViolations(page)
  await qa(page, 'bulletin-publish-when-now').check()
  await qa(page, 'bulletin-audience-all').check()
  await qa(page, 'bulletin-publish').click()
  await page.waitForURL(/\/henkilosto\/tiedotteet\/[0-9a-f-]{36}$/)
  await expect(qa(page, 'bulletin-status')).toContainText('Julkaistu')
  await expect(qa(page, 'bulletin-image-preview')).toBeVisible()
  await expect(qa(page, 'bulletin-attachment')).toHaveCount(2)
  await expect(qa(page, 'bulletin-attachment-name-0')).toHaveValue('Kartta')
  await expectNoSeriousViolations(page)

  // the audit log shows it
  await qa(page, 'staff-nav-audit').click()
  await qa(page, 'audit-action').fill('staff_bulletin_saved')
  await qa(page, 'audit-action').press('Enter')
  await expect(qa(page, 'audit-row')).toHaveCount(1)
  // a start date in the future leaves nothing; one in the past keeps the entry
  await typeDate(page, qa(page, 'audit-from'), '2099-01-01')
  await qa(page, 'audit-submit').click()
  await expect(qa(page, 'audit-empty')).toBeVisible()
  await typeDate(page, qa(page, 'audit-from'), '2020-01-01')
  await qa(page, 'audit-submit').click()
  await expect(qa(page, 'audit-row')).toHaveCount(1)
  await expectNoSeriousViolations(page)

  // a resident reading the portal in Swedish sees the Swedish version
  const context = await browser.newContext()
  const residentPage = await context.newPage()
  await residentLogIn(residentPage, demo.aino, 'sv')
  const card = residentPage.locator('[data-qa="bulletin-card"]').first()
  await expect(card).toContainText(texts.sv[0])
  // the uploaded image loads through the resident's signed address
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/contracts\/[0-9a-f-]+\/files\//)
  await expectCardImageLoaded(card)
  await context.close()
})

test('every other staff page passes axe and the console keeps roles apart', async ({ page }) => {
  test.setTimeout(150_000)
  await staffConsoleLogIn(page, staffLogins.all, demoPassword)
  await expectNoSeriousViolations(page)
  for (const [path, ready] of [
    [staffParkingPath, 'parking-spot'],
    ['/henkilosto/asukkaat', 'staff-search-form'],
    ['/henkilosto/loki', 'audit-table'],
    ['/henkilosto/tunnukset', 'staff-account'],
    [`/henkilosto/kysymykset/${demo.overdueQuestion}`, 'notice-status'],
    [`/henkilosto/vikailmoitukset/${demo.createdDefectNotice}`, 'defect-status'],
  ] as const) {
    await page.goto(path)
    await expect(qa(page, ready).first()).toBeVisible()
    await expectNoSeriousViolations(page)
  }
  // an administrator saves their own account: the disabled administrator role is kept
  await page.goto('/henkilosto/tunnukset')
  const own = qa(page, 'staff-account').filter({ hasText: staffLogins.all })
  await expect(own.locator('[data-qa="checkbox-administrator"]')).toBeDisabled()
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/api/staff/accounts/'),
  )
  await own.locator('[data-qa="staff-account-save"]').click()
  expect((await saved).postDataJSON()).toMatchObject({
    roles: expect.arrayContaining(['administrator']),
  })
  await expect(qa(page, 'staff-account-saved')).toHaveText('Muutos tallennettu.')
  // a resident's contracts and requests
  await page.goto('/henkilosto/asukkaat')
  await qa(page, 'staff-search-input').fill('virtanen')
  await qa(page, 'staff-search-input').press('Enter')
  await qa(page, 'staff-resident-detail-link').first().click()
  await expect(qa(page, 'staff-resident-detail')).toContainText('Aino')
  await expectNoSeriousViolations(page)
  // parking: take a spot out of use and back
  await toggleFirstSpotTwice(page)
  // the second-factor page
  await qa(page, 'staff-logout').click()
  await page.waitForURL(/\/henkilosto$/)
  await page.locator('[data-qa="staff-login-username"]').fill(staffLogins.all)
  await page.locator('[data-qa="staff-login-password"]').fill(demoPassword)
  await page.locator('[data-qa="staff-login-submit"]').click()
  await page.waitForURL(/\/henkilosto\/tunnistus$/)
  await expect(qa(page, 'staff-totp-code')).toBeVisible()
  await expectNoSeriousViolations(page)
  await qa(page, 'staff-totp-code').fill('000000')
  await qa(page, 'staff-2fa-submit').click()
  await expect(qa(page, 'staff-2fa-error')).toBeVisible()
})

test('the inbox shows reasons in words and an add-tenant request names whom it adds (issue 26 item 24)', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  // a resident asks to add a person (no bank ID needed for add tenant)
  const residentContext = await browser.newContext()
  const resident = await createResident(residentContext.request, { firstName: 'Pirjo' })
  const login = await residentContext.request.post('/api/login', {
    data: { username: resident.email, password: resident.password },
  })
  expect(login.status()).toBe(200)
  const contractId = resident.contracts[0]!.contractId
  const added = await residentContext.request.post(
    `/api/contracts/${contractId}/confirm-operation/add-tenant`,
    {
      headers: { 'x-requested-with': 'asukas' },
      data: {
        locale: 'fi',
        operationData: {
          tenants: [
            {
              socialSecurityNumber: testIdentityCode(),
              firstName: 'Niilo',
              lastName: 'Lisättävä',
              email: 'niilo.lisattava@example.com',
              phoneNumber: '',
              birthDate: null,
            },
          ],
        },
      },
    },
  )
  expect(added.status(), await added.text()).toBe(200)
  await residentContext.close()

  await staffConsoleLogIn(page, staffLogins.propertyManager, demoPassword)
  // every status: another test may have decided the Saarela request already
  await qa(page, 'inbox-status').selectOption('')
  await qa(page, 'inbox-kind').selectOption('termination_request')
  await expect(qa(page, 'inbox-item').first()).toBeVisible()
  const saarela = qa(page, 'inbox-item').filter({
    has: page.locator(`a[href$="/termination/${demo.readyTerminationRequest}"]`),
  })
  await expect(saarela.locator('[data-qa="inbox-item-link"]')).toHaveText('Perhekoon muutos')
  for (const title of await qa(page, 'inbox-item-link').allInnerTexts()) {
    expect(title).not.toMatch(/^[a-z]+(_[a-z]+)+$/)
  }

  await qa(page, 'inbox-kind').selectOption('modification_request')
  const request = qa(page, 'inbox-item').filter({ hasText: 'Niilo Lisättävä' })
  await expect(request).toHaveCount(1)
  await request.getByRole('link').click()
  // the name, the birth date (from the identity code, which is not shown) and the e-mail
  await expect(qa(page, 'request-added-persons')).toHaveText(
    /^Niilo Lisättävä, \d\d\.\d\d\.\d{4} \(niilo\.lisattava@example\.com\)$/,
  )
  await expectNoSeriousViolations(page)
})
