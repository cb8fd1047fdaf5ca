/**
 * Termination in the browser (issue 13; spec 01 §2 "Terminate contract and modify contract",
 * "Confirm termination and confirm modification"): a rental termination by the sole tenant on a
 * phone in Finnish through every step and the test identity provider, with an invalid step, the
 * back-from-preview round trip and a cancelled identification; a two-party termination in
 * Swedish on a desktop where the co-tenant first rejects and then accepts in another browser; and
 * a right-of-occupancy termination in English; stored beneficiaries prefilled and one removed;
 * an early end with an attachment whose first upload is aborted. Every test makes its own
 * contract and people through the fixtures API. axe-core runs on every page.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  atStep,
  cancelIdentification,
  desktop,
  expectNoSeriousViolations,
  identifyAs,
  otherBrowser,
  phone,
  qa,
  signInTo,
  tenantIdOf,
} from '../pages/contract-requests.ts'
import { demoPassword, logIn, mailTo, noWriteDelay } from '../pages/accounts.ts'
import { createFlowContract } from '../pages/fixtures.ts'
import { answerConsent } from '../pages/portal.ts'
import { staffConsoleLogIn, staffLogins } from '../pages/staff.ts'

/**
 * The screen-reader summary "fix the marked fields" (hidden), wherever it is in the page: it must
 * be there only while the step shows an error (issue 26 item 10).
 */
function fixErrors(page: Page) {
  return page.getByText('Korjaa merkityt kentät ennen kuin jatkat.')
}

/** Chooses "moves out" for each named tenant on the parties step and goes on. */
async function chooseMovingOut(
  page: Page,
  contractId: string,
  ...firstNames: string[]
): Promise<void> {
  for (const firstName of firstNames) {
    const tenantId = await tenantIdOf(page, contractId, firstName)
    await qa(page, `tenant-choice-${tenantId}-terminate`).check()
  }
  await qa(page, 'terminate-next').click()
}

/** Fills a valid rental termination from the form step to the preview. */
async function fillRental(page: Page, reason = 'move_due_work'): Promise<void> {
  await atStep(page, 'form')
  await qa(page, 'termination-reason').selectOption(reason)
  await qa(page, 'terminate-next').click()
  await atStep(page, 'payment')
  await qa(page, 'terminate-next').click()
  await atStep(page, 'address')
  await qa(page, 'terminate-next').click()
  await atStep(page, 'showing')
  await qa(page, 'terminate-next').click()
  await atStep(page, 'preview')
}

test.describe('rental termination by the sole tenant (fi, phone)', () => {
  test.use({ viewport: phone })

  test('walks every step, is confirmed with bank ID and thanks the resident', async ({ page }) => {
    test.setTimeout(240_000)
    const fixture = await createFlowContract(page.request, {
      people: [{ firstName: 'Ville', lastName: 'Laine' }],
    })
    const ville = fixture.people[0]!
    const contractId = fixture.contractId
    await signInTo(page, ville, contractId, 'fi')
    await page.goto(`/asiointi/${contractId}/irtisano`)
    await atStep(page, 'parties')

    // nobody chosen: the step refuses and says why
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'terminate-parties-error')).toBeVisible()
    await chooseMovingOut(page, contractId, 'Ville')

    // a new step takes the focus on its heading, not the page body (issue 26 item 16)
    await atStep(page, 'form')
    await expect(page.locator('#terminate-step-heading')).toBeFocused()
    await expect(page.locator('#terminate-step-heading')).toContainText(/Vaihe 2/)

    // an invalid step marks its fields and moves to the first error
    await qa(page, 'termination-reason').selectOption('')
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'termination-reason-error')).toHaveText('Tieto on pakollinen')
    await expect(qa(page, 'termination-reason')).toBeFocused()
    await expect(qa(page, 'termination-reason')).toHaveAttribute('aria-invalid', 'true')
    await qa(page, 'termination-reason').selectOption('move_to_another_municipality')
    // the dates are the kit's date fields: day, month and year segments, in Finnish order
    const endDate = qa(page, 'termination-end-date').getByRole('spinbutton')
    await expect(endDate).toHaveCount(3)
    await expect(endDate.first()).toHaveAttribute('data-type', 'day')
    await expect(qa(page, 'termination-end-date-calendar')).toBeVisible()
    await qa(page, 'termination-additional-details').fill('Muutan Tampereelle.')
    await qa(page, 'terminate-next').click()

    // payment: a name without an IBAN is not enough
    await atStep(page, 'payment')
    await qa(page, 'beneficiary-0-name').fill('Ville Laine')
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'beneficiary-0-iban-error')).toBeVisible()
    await qa(page, 'beneficiary-0-iban').fill('FI21 1234 5600 0007 85')
    await expect(qa(page, 'beneficiary-0-percentage')).toHaveValue('100')
    await qa(page, 'terminate-next').click()

    // new address: all four or none
    await atStep(page, 'address')
    await qa(page, 'new-address-streetAddress').fill('Hämeenkatu 1')
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'new-address-city-error')).toHaveText(
      'Pakollinen, jos uusi osoite lisätään.',
    )
    await qa(page, 'new-address-recipientName').fill('Ville Laine')
    await qa(page, 'new-address-postalCode').fill('33100')
    await qa(page, 'new-address-city').fill('Tampere')
    await qa(page, 'terminate-next').click()

    await atStep(page, 'showing')
    await qa(page, 'termination-showing-property_company_group_shows').check()
    await qa(page, 'termination-pets').check()
    await qa(page, 'terminate-next').click()

    // preview, back to edit keeps every value, preview again
    await atStep(page, 'preview')
    await expect(qa(page, 'preview-reason')).toHaveText('Muutto toiselle paikkakunnalle')
    await expect(qa(page, 'preview-new-address')).toHaveText(
      'Ville Laine, Hämeenkatu 1, 33100 Tampere',
    )
    await qa(page, 'terminate-back').click()
    await atStep(page, 'showing')
    await expect(qa(page, 'termination-showing-property_company_group_shows')).toBeChecked()
    await expect(qa(page, 'termination-pets')).toBeChecked()
    await qa(page, 'terminate-back').click()
    await qa(page, 'terminate-back').click()
    await qa(page, 'terminate-back').click()
    await atStep(page, 'form')
    await expect(qa(page, 'termination-additional-details')).toHaveValue('Muutan Tampereelle.')
    await qa(page, 'terminate-next').click()
    await qa(page, 'terminate-next').click()
    await qa(page, 'terminate-next').click()
    await qa(page, 'terminate-next').click()
    await atStep(page, 'preview')
    await expect(qa(page, 'preview-beneficiaries')).toContainText('FI2112345600000785 100 %')

    // a cancelled identification shows its own view with a restart button
    await qa(page, 'terminate-confirm').click()
    await expect(qa(page, 'provider-redirect')).toBeVisible()
    await cancelIdentification(page)
    await expect(qa(page, 'confirm-error-title')).toHaveText('Tunnistautuminen peruttiin')
    await expect(qa(page, 'confirm-error-restart')).toBeVisible()
    await expectNoSeriousViolations(page)
    await qa(page, 'confirm-error-restart').click()

    await atStep(page, 'parties')
    await chooseMovingOut(page, contractId, 'Ville')
    await fillRental(page)
    await qa(page, 'terminate-confirm').click()
    await identifyAs(page, ville)
    await page.waitForURL(/\/irtisano\?success=true/)
    await expect(qa(page, 'terminate-success-title')).toHaveText('Irtisanominen on lähetetty', {
      timeout: 30_000,
    })
    await expectNoSeriousViolations(page)

    // the request is open now: the parties step shows the pending state and its reason
    await page.goto(`/asiointi/${contractId}/irtisano`)
    await atStep(page, 'parties')
    await expect(qa(page, 'terminate-disallowed-reason')).toHaveText(
      'Sopimuksen irtisanominen on vuokranantajan käsiteltävänä.',
    )
    await expect(qa(page, 'terminate-next')).toHaveCount(0)
  })
})

test.describe('two contract parties (sv, desktop)', () => {
  test.use({ viewport: desktop })

  test('the co-tenant rejects, then accepts a new termination in another browser', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000)
    const fixture = await createFlowContract(page.request, {
      people: [
        { firstName: 'Sanna', lastName: 'Koski', locale: 'sv' },
        { firstName: 'Pekka', lastName: 'Koski', locale: 'sv' },
      ],
    })
    const [sanna, pekkaPerson] = [fixture.people[0]!, fixture.people[1]!]
    const contractId = fixture.contractId
    await signInTo(page, sanna, contractId, 'sv')
    const terminate = async (after: 'nothing' | 'rejection' = 'nothing') => {
      await page.goto(`/asiointi/${contractId}/irtisano`)
      if (after === 'rejection') {
        // the rejected one is shown with who rejected it until Sanna starts again (issue 26)
        await expect(qa(page, 'terminate-outcome-decision')).toHaveText(
          /^Pekka Koski avslog uppsägningen \d\d\.\d\d\.\d{4} kl\. \d\d[.:]\d\d\./,
        )
        await qa(page, 'terminate-start-again').click()
      }
      await atStep(page, 'parties')
      await chooseMovingOut(page, contractId, 'Sanna', 'Pekka')
      await fillRental(page, 'buying_property')
      await expect(qa(page, 'preview-reason')).toHaveText('Köp av egen bostad')
      await qa(page, 'terminate-confirm').click()
      await identifyAs(page, sanna)
      await page.waitForURL(/\/irtisano\?success=true/)
      await expect(qa(page, 'terminate-success-title')).toHaveText('Uppsägningen har skickats', {
        timeout: 30_000,
      })
    }
    await terminate()

    // Pekka follows the link of his e-mail in a fresh browser: the page opens in his language
    // (?lang=sv, spec 01 §1), through the login, without choosing it
    const [mail] = (await mailTo(page.request, pekkaPerson.email!)).filter(
      (m) => m.template === 'contract_request',
    )
    const link = /http\S+\/irtisano\/vahvista\?lang=sv/.exec(mail?.text ?? '')?.[0]
    expect(link, mail?.text).toBeDefined()
    const pekka = await otherBrowser(browser)
    await noWriteDelay(pekka)
    await pekka.goto(link!)
    await expect(pekka.locator('html')).toHaveAttribute('lang', 'sv')
    await expect(qa(pekka, 'login-submit')).toHaveText('Logga in', { timeout: 30_000 })
    await logIn(pekka, pekkaPerson.email!, demoPassword, null)
    await answerConsent(pekka)
    await expect(pekka.locator('html')).toHaveAttribute('lang', 'sv')
    await pekka.goto(`/asiointi/${contractId}/irtisano/vahvista?action=reject`)
    await expect(qa(pekka, 'confirm-request')).toBeVisible()
    await expect(qa(pekka, 'confirm-reason')).toHaveText('Köp av egen bostad')
    await expectNoSeriousViolations(pekka)
    await qa(pekka, 'confirm-reject').click()
    await identifyAs(pekka, pekkaPerson)
    await pekka.waitForURL(/\/irtisano\/vahvista\?action=reject&success=true/)
    await expect(qa(pekka, 'confirm-success-title')).toHaveText('Begäran har avslagits')
    await expectNoSeriousViolations(pekka)

    // the rejection cancelled it: Sanna can terminate again, and Pekka accepts
    await terminate('rejection')
    await pekka.goto(`/asiointi/${contractId}/irtisano/vahvista`)
    await expect(qa(pekka, 'confirm-request')).toBeVisible()
    await qa(pekka, 'confirm-accept').click()
    await identifyAs(pekka, pekkaPerson)
    await pekka.waitForURL(/\/irtisano\/vahvista\?action=accept&success=true/)
    await expect(qa(pekka, 'confirm-success-title')).toHaveText(
      'Tack, ditt godkännande har tagits emot',
    )
    // nothing more to confirm
    await pekka.goto(`/asiointi/${contractId}/irtisano/vahvista`)
    await expect(qa(pekka, 'confirm-none')).toBeVisible()
    await pekka.context().close()
  })
})

test.describe('right-of-occupancy termination (en, phone)', () => {
  test.use({ viewport: phone })

  test('asks for the collateral and at least 3 months of notice', async ({ page }) => {
    test.setTimeout(240_000)
    const fixture = await createFlowContract(page.request, {
      contractType: 'right_of_occupancy',
      people: [{ firstName: 'Ville', lastName: 'Laine' }],
    })
    const ville = fixture.people[0]!
    const contractId = fixture.contractId
    await signInTo(page, ville, contractId, 'en')
    await page.goto(`/asiointi/${contractId}/irtisano`)
    await atStep(page, 'parties')
    await chooseMovingOut(page, contractId, 'Ville')
    await atStep(page, 'form')
    await qa(page, 'termination-reason').selectOption('move_to_another_rental')
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'termination-is-collateral-error')).toHaveText(
      'This information is required',
    )
    await qa(page, 'termination-is-collateral-yes').check()
    await qa(page, 'termination-collateral-lender').fill('Osuuspankki')
    await qa(page, 'termination-collateral-location-bank').check()
    await qa(page, 'termination-bank').fill('Osuuspankki Tikkurila')
    await expect(qa(page, 'delivery-address')).toBeVisible()
    await expectNoSeriousViolations(page)
    await qa(page, 'terminate-next').click()
    await atStep(page, 'payment')
    // the help text is the right-of-occupancy one: bank details required (issue 26 item 11)
    await expect(qa(page, 'payment-intro')).toHaveText(
      'The right-of-occupancy payment is refunded to the account holders below. Bank details are required for a right-of-occupancy contract: give the account holder’s name and IBAN (and the BIC for a foreign account).',
    )
    await qa(page, 'beneficiary-0-name').fill('Ville Laine')
    await qa(page, 'beneficiary-0-iban').fill('DE89370400440532013000')
    await expect(qa(page, 'beneficiary-0-bic')).toBeVisible()
    await qa(page, 'beneficiary-0-bic').fill('COBADEFFXXX')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'address')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'showing')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'preview')
    await expect(qa(page, 'preview-collateral')).toHaveText(
      'Yes, Osuuspankki – At a bank (Osuuspankki Tikkurila)',
    )
    await qa(page, 'terminate-confirm').click()
    await identifyAs(page, ville)
    await page.waitForURL(/\/irtisano\?success=true/)
    await expect(qa(page, 'terminate-success-title')).toHaveText('The termination has been sent', {
      timeout: 30_000,
    })
    await expectNoSeriousViolations(page)
  })
})

test.describe('early end of a fixed-term contract (en, desktop)', () => {
  test.use({ viewport: desktop })

  test('needs an attachment; an upload can be aborted and another sent', async ({ page }) => {
    test.setTimeout(240_000)
    const endDate = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10)
    const fixture = await createFlowContract(page.request, {
      startDate: '2025-06-01',
      endDate,
      people: [{ firstName: 'Kalle', lastName: 'Järvi' }],
    })
    const kalle = fixture.people[0]!
    const contractId = fixture.contractId
    await signInTo(page, kalle, contractId, 'en')
    await page.goto(`/asiointi/${contractId}/irtisano`)
    await atStep(page, 'parties')
    await chooseMovingOut(page, contractId, 'Kalle')
    await atStep(page, 'form')
    await qa(page, 'termination-reason').selectOption('move_due_work')
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'termination-files-error')).toHaveText('Add at least one attachment.')

    // the first upload hangs at the PUT; the resident aborts it (spec 02 §4)
    let held = false
    await page.route('**/*', async (route) => {
      if (route.request().method() === 'PUT' && !held) {
        held = true
        return // never answered: the browser's abort ends it
      }
      await route.continue()
    })
    const files = qa(page, 'termination-files').locator('input[type="file"]')
    const pdf = (name: string) => ({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    })
    await files.setInputFiles(pdf('draft.pdf'))
    const draft = qa(page, 'termination-files-file').filter({ hasText: 'draft.pdf' })
    await expect(draft).toHaveAttribute('data-status', 'uploading')
    await expectNoSeriousViolations(page)
    await draft.getByRole('button', { name: 'Abort draft.pdf' }).click()
    await expect(draft).toHaveAttribute('data-status', 'aborted')
    await expect(draft).toContainText('The upload was aborted.')
    // an aborted upload is not an attachment
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'termination-files-error')).toBeVisible()

    await files.setInputFiles(pdf('employment-certificate.pdf'))
    const certificate = qa(page, 'termination-files-file').filter({
      hasText: 'employment-certificate.pdf',
    })
    await expect(certificate).toHaveAttribute('data-status', 'done')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'payment')
    // back to the form: the uploaded attachment is still listed
    await qa(page, 'terminate-back').click()
    await atStep(page, 'form')
    await expect(certificate).toHaveAttribute('data-status', 'done')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'payment')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'address')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'showing')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'preview')
    await qa(page, 'terminate-confirm').click()
    await identifyAs(page, kalle)
    await page.waitForURL(/\/irtisano\?success=true/)
    await expect(qa(page, 'terminate-success-title')).toHaveText('The termination has been sent', {
      timeout: 30_000,
    })
    const request = (await (
      await page.request.get(`/api/contracts/${contractId}/termination-request`)
    ).json()) as { files: { fileName: string }[] }
    expect(request.files.map((file) => file.fileName)).toEqual(['employment-certificate.pdf'])
  })
})

test.describe('stored beneficiaries (sv, phone)', () => {
  test.use({ viewport: phone })

  test('are prefilled; a removed one is sent as a removal with 0 %', async ({ page }) => {
    test.setTimeout(240_000)
    const fixture = await createFlowContract(page.request, {
      people: [{ firstName: 'Tuula', lastName: 'Aalto', locale: 'sv' }],
      beneficiaries: [
        { beneficiaryName: 'Tuula Aalto', iban: 'FI2112345600000785', returnPercentage: 60 },
        { beneficiaryName: 'Gamla Mottagaren', iban: 'FI2112345600000785', returnPercentage: 40 },
      ],
    })
    const tuula = fixture.people[0]!
    const contractId = fixture.contractId
    await signInTo(page, tuula, contractId, 'sv')
    await page.goto(`/asiointi/${contractId}/irtisano`)
    await atStep(page, 'parties')
    await chooseMovingOut(page, contractId, 'Tuula')
    await atStep(page, 'form')
    await qa(page, 'termination-reason').selectOption('move_due_work')
    await qa(page, 'terminate-next').click()

    await atStep(page, 'payment')
    await expect(qa(page, 'beneficiary-0-name')).toHaveValue('Tuula Aalto')
    await expect(qa(page, 'beneficiary-0-percentage')).toHaveValue('60')
    await expect(qa(page, 'beneficiary-1-name')).toHaveValue('Gamla Mottagaren')
    await expect(qa(page, 'beneficiary-1-percentage')).toHaveValue('40')
    // removing the stored one lists it as removed; the one left gets 100 %
    await qa(page, 'beneficiary-1-remove').click()
    await expect(qa(page, 'beneficiary-1-name')).toHaveCount(0)
    await expect(qa(page, 'beneficiary-1-removed')).toContainText('Gamla Mottagaren')
    await expect(qa(page, 'beneficiary-0-percentage')).toHaveValue('100')
    // optional contact details of the account holder, checked like the spec says
    await qa(page, 'beneficiary-0-phone').fill('0401234567')
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'beneficiary-0-phone-error')).toBeVisible()
    await qa(page, 'beneficiary-0-phone').fill('+358401234567')
    await qa(page, 'beneficiary-0-email').fill('Tuula.Aalto@Example.com')
    await expectNoSeriousViolations(page)
    await qa(page, 'terminate-next').click()
    await atStep(page, 'address')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'showing')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'preview')
    await expect(qa(page, 'preview-beneficiaries')).toHaveText(
      'Tuula Aalto FI2112345600000785 100 %, +358401234567, tuula.aalto@example.com',
    )
    await expect(qa(page, 'preview-removed-beneficiaries')).toHaveText(
      'Gamla Mottagaren FI2112345600000785 0 %',
    )
    await qa(page, 'terminate-confirm').click()
    await identifyAs(page, tuula)
    await page.waitForURL(/\/irtisano\?success=true/)
    const request = (await (
      await page.request.get(`/api/contracts/${contractId}/termination-request`)
    ).json()) as { beneficiaries: { beneficiaryName: string; returnPercentage: number }[] }
    expect(request.beneficiaries).toEqual([
      expect.objectContaining({ beneficiaryName: 'Tuula Aalto', returnPercentage: 100 }),
    ])
  })
})

test.describe('the decided termination on the move notice page (issue 26 item 1, fi, desktop)', () => {
  test.use({ viewport: desktop })

  test('after the property manager approves, the page shows it and offers no new one', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000)
    const fixture = await createFlowContract(page.request, {
      people: [
        { firstName: 'Aila', lastName: 'Harju' },
        { firstName: 'Antero', lastName: 'Harju' },
      ],
      beneficiaries: [
        { beneficiaryName: 'Aila Harju', iban: 'FI2112345600000785', returnPercentage: 100 },
      ],
    })
    const [aila, antero] = [fixture.people[0]!, fixture.people[1]!]
    const contractId = fixture.contractId
    await signInTo(page, aila, contractId, 'fi')
    await page.goto(`/asiointi/${contractId}/irtisano`)
    await atStep(page, 'parties')
    await chooseMovingOut(page, contractId, 'Aila', 'Antero')
    await fillRental(page)
    await qa(page, 'terminate-confirm').click()
    await identifyAs(page, aila)
    await page.waitForURL(/\/irtisano\?success=true/)

    // the co-tenant confirms in his own browser
    const other = await otherBrowser(browser)
    await signInTo(other, antero, contractId, 'fi')
    await other.goto(`/asiointi/${contractId}/irtisano/vahvista`)
    await qa(other, 'confirm-accept').click()
    await identifyAs(other, antero)
    await other.waitForURL(/\/irtisano\/vahvista\?action=accept&success=true/)
    await other.context().close()

    // the property manager approves in the staff console
    const request = (await (
      await page.request.get(`/api/contracts/${contractId}/termination-request`)
    ).json()) as { id: string; endDate: string }
    const manager = await otherBrowser(browser)
    await staffConsoleLogIn(manager, staffLogins.propertyManager, demoPassword)
    await manager.goto(`/henkilosto/sopimuspyynnot/termination/${request.id}`)
    await qa(manager, 'request-accept').click()
    await expect(qa(manager, 'request-status')).toHaveText('Hyväksytty')
    await manager.context().close()

    // Aila's move notice page shows the approved termination, not a new form
    await page.goto(`/asiointi/${contractId}`)
    await page.goto(`/asiointi/${contractId}/irtisano`)
    await expect(qa(page, 'terminate-outcome-title')).toHaveText('Irtisanominen on hyväksytty', {
      timeout: 30_000,
    })
    const [y, m, d] = request.endDate.split('-')
    await expect(qa(page, 'outcome-end-date')).toHaveText(`${d}.${m}.${y}`)
    await expect(qa(page, 'outcome-moving-out-date')).toHaveText('Ei annettu')
    await expect(qa(page, 'outcome-beneficiaries')).toContainText(
      'Aila Harju FI2112345600000785 100 %',
    )
    await expect(qa(page, 'outcome-approval')).toHaveText(
      /^Antero Harju: Hyväksynyt \d\d\.\d\d\.\d{4} klo \d\d\.\d\d$/,
    )
    await expect(qa(page, 'terminate-outcome-decision')).toContainText('Vuokranantaja hyväksyi')
    await expect(qa(page, 'terminate-receipt')).toHaveAttribute(
      'href',
      `/api/contracts/${contractId}/termination-request/receipt?lang=fi`,
    )
    await expect(qa(page, 'terminate-next')).toHaveCount(0)
    await expect(qa(page, 'terminate-step-parties')).toHaveCount(0)
    await expect(qa(page, 'terminate-start-again')).toHaveCount(0)
    await expectNoSeriousViolations(page)
  })

  test('a rejected one is shown with its decision until the resident starts again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    const fixture = await createFlowContract(page.request, {
      people: [{ firstName: 'Eero', lastName: 'Lampi' }],
    })
    const eero = fixture.people[0]!
    const contractId = fixture.contractId
    await signInTo(page, eero, contractId, 'fi')
    await page.goto(`/asiointi/${contractId}/irtisano`)
    await chooseMovingOut(page, contractId, 'Eero')
    await fillRental(page)
    await qa(page, 'terminate-confirm').click()
    await identifyAs(page, eero)
    await page.waitForURL(/\/irtisano\?success=true/)
    const request = (await (
      await page.request.get(`/api/contracts/${contractId}/termination-request`)
    ).json()) as { id: string }
    const manager = await otherBrowser(browser)
    await staffConsoleLogIn(manager, staffLogins.propertyManager, demoPassword)
    await manager.goto(`/henkilosto/sopimuspyynnot/termination/${request.id}`)
    await qa(manager, 'request-reason').fill('Irtisanomisaika ei täyty.')
    await qa(manager, 'request-reject').click()
    await expect(qa(manager, 'request-status')).toHaveText('Hylätty')
    await manager.context().close()

    await page.goto(`/asiointi/${contractId}`)
    await page.goto(`/asiointi/${contractId}/irtisano`)
    await expect(qa(page, 'terminate-outcome-title')).toHaveText('Irtisanominen hylättiin', {
      timeout: 30_000,
    })
    await expect(qa(page, 'terminate-outcome-decision')).toContainText('Vuokranantaja hylkäsi')
    await expectNoSeriousViolations(page)
    await qa(page, 'terminate-start-again').click()
    await atStep(page, 'parties')
    await expect(qa(page, 'terminate-next')).toBeVisible()
  })
})

test.describe('what the new-user walk met on the termination steps (issue 26 items 9-10, fi, phone)', () => {
  test.use({ viewport: phone })

  test('specific messages, a spaced phone number, no stray error summary, pets in the preview', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const fixture = await createFlowContract(page.request, {
      people: [{ firstName: 'Kaisa', lastName: 'Rinne' }],
    })
    const kaisa = fixture.people[0]!
    const contractId = fixture.contractId
    await signInTo(page, kaisa, contractId, 'fi')
    await page.goto(`/asiointi/${contractId}/irtisano`)
    await atStep(page, 'parties')
    await expect(fixErrors(page)).toHaveCount(0)
    await chooseMovingOut(page, contractId, 'Kaisa')

    // over-long details say the limit and the length, not "Virheellinen arvo"
    await atStep(page, 'form')
    await qa(page, 'termination-reason').selectOption('move_due_work')
    await qa(page, 'termination-additional-details').fill('a'.repeat(1100))
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'termination-additional-details-error')).toHaveText(
      /^Enintään 1\s000 merkkiä \(nyt 1\s100\)\.$/,
    )
    await expect(fixErrors(page)).toHaveCount(1)
    await qa(page, 'termination-additional-details').fill('Muutto työn perässä.')
    await qa(page, 'terminate-next').click()

    // step 3: no error summary while the step has no errors
    await atStep(page, 'payment')
    await expect(fixErrors(page)).toHaveCount(0)
    await qa(page, 'beneficiary-0-name').fill('Kaisa Rinne')
    await qa(page, 'beneficiary-0-iban').fill('FI21 1234 5600 0007 85')
    await qa(page, 'beneficiary-0-percentage').fill('140')
    await qa(page, 'beneficiary-0-phone').fill('040 123')
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'beneficiary-0-percentage-error')).toHaveText(
      'Palautettavan osuuden on oltava kokonaisluku 0–100 %.',
    )
    // a refused number says why
    await expect(qa(page, 'beneficiary-0-phone-error')).toHaveText(
      'Virheellinen puhelinnumero. Anna numero muodossa +358 40 123 4567: plusmerkki ja 7–15 numeroa.',
    )
    await expect(fixErrors(page)).toHaveCount(1)
    await qa(page, 'beneficiary-0-percentage').fill('100')
    // the format own information suggests is accepted (15 characters are the number's digits)
    await qa(page, 'beneficiary-0-phone').fill('+358 50 123 4567')
    await qa(page, 'termination-giving-contact-info').check()
    await qa(page, 'terminate-next').click()
    await atStep(page, 'address')
    await expect(fixErrors(page)).toHaveCount(0)
    await qa(page, 'terminate-next').click()
    await atStep(page, 'showing')
    await qa(page, 'termination-pets').check()
    await qa(page, 'terminate-next').click()

    // the preview shows pets and the contact-sharing choice, and no error summary
    await atStep(page, 'preview')
    await expect(qa(page, 'preview-pets')).toHaveText('Kyllä')
    await expect(qa(page, 'preview-contact-sharing')).toHaveText('Kyllä')
    await expect(qa(page, 'preview-beneficiaries')).toContainText('+358 50 123 4567')
    await expect(fixErrors(page)).toHaveCount(0)
    await expectNoSeriousViolations(page)
  })
})
