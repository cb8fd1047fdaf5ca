/**
 * Termination in the browser (issue 13; spec 01 §2 "Terminate contract and modify contract",
 * "Confirm termination and confirm modification"): a rental termination by the sole tenant on a
 * phone in Finnish through every step and the test identity provider, with an invalid step, the
 * back-from-preview round trip and a cancelled identification; a two-party termination in
 * Swedish on a desktop where the co-tenant first rejects and then accepts in another browser; and
 * a right-of-occupancy termination in English. axe-core runs on every page.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  atStep,
  cancelIdentification,
  desktop,
  expectNoSeriousViolations,
  flowPeople,
  identifyAs,
  otherBrowser,
  phone,
  qa,
  signIn,
} from '../pages/contract-flows.ts'

/** The tenant id of `firstName` on the contract. */
async function tenantIdOf(page: Page, contractId: string, firstName: string): Promise<string> {
  const tenants = (await (
    await page.request.get(`/api/contracts/${contractId}/tenants`)
  ).json()) as {
    id: string
    firstName?: string
  }[]
  const tenant = tenants.find((t) => t.firstName === firstName)
  if (!tenant) throw new Error(`no tenant ${firstName}`)
  return tenant.id
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
    test.setTimeout(120_000)
    const contractId = await signIn(page, flowPeople.ville, 'fi')
    await page.goto(`/asiointi/${contractId}/irtisano`)
    await atStep(page, 'parties')

    // nobody chosen: the step refuses and says why
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'terminate-parties-error')).toBeVisible()
    await chooseMovingOut(page, contractId, 'Ville')

    // an invalid step marks its fields and moves to the first error
    await atStep(page, 'form')
    await qa(page, 'termination-reason').selectOption('')
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'termination-reason-error')).toHaveText('Tieto on pakollinen')
    await expect(qa(page, 'termination-reason')).toBeFocused()
    await expect(qa(page, 'termination-reason')).toHaveAttribute('aria-invalid', 'true')
    await qa(page, 'termination-reason').selectOption('move_to_another_municipality')
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
    await identifyAs(page, flowPeople.ville)
    await page.waitForURL(/\/irtisano\?success=true/)
    await expect(qa(page, 'terminate-success-title')).toHaveText('Irtisanominen on lähetetty')
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
    test.setTimeout(180_000)
    const contractId = await signIn(page, flowPeople.sanna, 'sv')
    const terminate = async () => {
      await page.goto(`/asiointi/${contractId}/irtisano`)
      await atStep(page, 'parties')
      await chooseMovingOut(page, contractId, 'Sanna', 'Pekka')
      await fillRental(page, 'buying_property')
      await expect(qa(page, 'preview-reason')).toHaveText('Köp av egen bostad')
      await qa(page, 'terminate-confirm').click()
      await identifyAs(page, flowPeople.sanna)
      await page.waitForURL(/\/irtisano\?success=true/)
      await expect(qa(page, 'terminate-success-title')).toHaveText('Uppsägningen har skickats')
    }
    await terminate()

    const pekka = await otherBrowser(browser)
    await signIn(pekka, flowPeople.pekka, 'sv')
    await pekka.goto(`/asiointi/${contractId}/irtisano/vahvista?action=reject`)
    await expect(qa(pekka, 'confirm-request')).toBeVisible()
    await expect(qa(pekka, 'confirm-reason')).toHaveText('Köp av egen bostad')
    await expectNoSeriousViolations(pekka)
    await qa(pekka, 'confirm-reject').click()
    await identifyAs(pekka, flowPeople.pekka)
    await pekka.waitForURL(/\/irtisano\/vahvista\?action=reject&success=true/)
    await expect(qa(pekka, 'confirm-success-title')).toHaveText('Begäran har avslagits')
    await expectNoSeriousViolations(pekka)

    // the rejection cancelled it: Sanna can terminate again, and Pekka accepts
    await terminate()
    await pekka.goto(`/asiointi/${contractId}/irtisano/vahvista`)
    await expect(qa(pekka, 'confirm-request')).toBeVisible()
    await qa(pekka, 'confirm-accept').click()
    await identifyAs(pekka, flowPeople.pekka)
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
    test.setTimeout(120_000)
    const contractId = await signIn(page, flowPeople.ville, 'en', 'right_of_occupancy')
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
    await identifyAs(page, flowPeople.ville)
    await page.waitForURL(/\/irtisano\?success=true/)
    await expect(qa(page, 'terminate-success-title')).toHaveText('The termination has been sent')
    await expectNoSeriousViolations(page)
  })
})

test.describe('early end of a fixed-term contract (en, desktop)', () => {
  test.use({ viewport: desktop })

  test('needs an attachment, uploaded in the form step', async ({ page }) => {
    test.setTimeout(120_000)
    const contractId = await signIn(page, flowPeople.kalle, 'en')
    await page.goto(`/asiointi/${contractId}/irtisano`)
    await atStep(page, 'parties')
    await chooseMovingOut(page, contractId, 'Kalle')
    await atStep(page, 'form')
    await qa(page, 'termination-reason').selectOption('move_due_work')
    await qa(page, 'terminate-next').click()
    await expect(qa(page, 'termination-files-error')).toHaveText('Add at least one attachment.')
    await qa(page, 'termination-files-input').setInputFiles({
      name: 'employment-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    })
    await expect(qa(page, 'termination-files-list')).toContainText('employment-certificate.pdf')
    await expectNoSeriousViolations(page)
    await qa(page, 'terminate-next').click()
    await atStep(page, 'payment')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'address')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'showing')
    await qa(page, 'terminate-next').click()
    await atStep(page, 'preview')
    await qa(page, 'terminate-confirm').click()
    await identifyAs(page, flowPeople.kalle)
    await page.waitForURL(/\/irtisano\?success=true/)
    await expect(qa(page, 'terminate-success-title')).toHaveText('The termination has been sent')
    const request = (await (
      await page.request.get(`/api/contracts/${contractId}/termination-request`)
    ).json()) as { files: { fileName: string }[] }
    expect(request.files.map((file) => file.fileName)).toEqual(['employment-certificate.pdf'])
  })
})
