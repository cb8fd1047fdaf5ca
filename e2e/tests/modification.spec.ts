/**
 * Contract modification in the browser (issue 13; spec 01 §2 "Terminate contract and modify
 * contract": modification is the terminate route's view when not every tenant leaves; spec 02 §5
 * Contract modification): Riikka moves out and the contract-party role transfers to Oskari, an
 * adult tenant with an account, on a phone in English; Oskari accepts in another browser on a
 * desktop in Finnish. The contract and both people are made for this test (fixtures API).
 * axe-core runs on every page.
 */
import { expect, test } from '@playwright/test'
import {
  atStep,
  desktop,
  expectNoSeriousViolations,
  identifyAs,
  otherBrowser,
  phone,
  qa,
  signInTo,
  tenantIdOf,
} from '../pages/contract-requests.ts'
import { createFlowContract } from '../pages/fixtures.ts'

test.use({ viewport: phone })

test('a tenant moves out, the contract-party role transfers and the new party accepts', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const fixture = await createFlowContract(page.request, {
    people: [
      { firstName: 'Riikka', lastName: 'Salo', locale: 'en' },
      { firstName: 'Oskari', lastName: 'Salo', isContractParty: false, birthDate: '2002-03-19' },
    ],
  })
  const [riikka, oskariPerson] = [fixture.people[0]!, fixture.people[1]!]
  const contractId = fixture.contractId
  await signInTo(page, riikka, contractId, 'en')
  const riikkaId = await tenantIdOf(page, contractId, 'Riikka')
  const oskariId = await tenantIdOf(page, contractId, 'Oskari')
  await page.goto(`/asiointi/${contractId}/irtisano`)
  await atStep(page, 'parties')
  await qa(page, `tenant-choice-${riikkaId}-terminate`).check()
  await expect(qa(page, `tenant-choice-${oskariId}-in_effect`)).toBeChecked()
  await qa(page, 'terminate-next').click()

  // the modification step: date today … 2 months, the transfer is required
  await atStep(page, 'modification')
  await expect(qa(page, 'terminate-step-title')).toHaveText('Tenants moving out')
  await qa(page, 'terminate-next').click()
  await expect(qa(page, 'modification-transfer-error')).toHaveText('This information is required')
  await expect(qa(page, 'modification-transfer')).toBeFocused()
  await qa(page, 'modification-transfer').selectOption(oskariId)
  await qa(page, 'modification-description').fill('Riikka moves to Turku.')
  await qa(page, 'terminate-next').click()

  await atStep(page, 'preview')
  await expect(qa(page, 'preview-transfer')).toHaveText('Oskari Salo')
  // back keeps the values
  await qa(page, 'terminate-back').click()
  await atStep(page, 'modification')
  await expect(qa(page, 'modification-transfer')).toHaveValue(oskariId)
  await expect(qa(page, 'modification-description')).toHaveValue('Riikka moves to Turku.')
  await qa(page, 'terminate-next').click()
  await atStep(page, 'preview')
  await qa(page, 'terminate-confirm').click()
  await identifyAs(page, riikka)
  await page.waitForURL(/\/irtisano\?success=true/)
  await expect(qa(page, 'terminate-success-title')).toHaveText(
    'The contract change has been sent',
    { timeout: 30_000 },
  )
  await expectNoSeriousViolations(page)

  const oskari = await otherBrowser(browser, desktop)
  await signInTo(oskari, oskariPerson, contractId, 'fi')
  await oskari.goto(`/asiointi/${contractId}/sopimusmuutos/vahvista`)
  await expect(qa(oskari, 'confirm-request')).toBeVisible()
  await expect(qa(oskari, 'confirm-transfer')).toHaveText('Oskari Salo')
  await expect(qa(oskari, 'confirm-remove-tenants')).toHaveText('Riikka Salo')
  await expectNoSeriousViolations(oskari)
  await qa(oskari, 'confirm-accept').click()
  await identifyAs(oskari, oskariPerson)
  await oskari.waitForURL(/\/sopimusmuutos\/vahvista\?action=accept&success=true/)
  await expect(qa(oskari, 'confirm-success-title')).toHaveText(
    'Kiitos, hyväksyntäsi on vastaanotettu',
  )
  await expectNoSeriousViolations(oskari)
  await oskari.context().close()

  // the contract now has a modification under review: Riikka sees the pending state
  await page.goto(`/asiointi/${contractId}/irtisano`)
  await atStep(page, 'parties')
  await expect(qa(page, 'terminate-disallowed-reason')).toHaveAttribute(
    'data-reason',
    'pending_modification_request',
  )
  await expect(qa(page, `tenant-choice-${riikkaId}-pending`)).toBeDisabled()
})

test('the modification is named as such and offers only who can take the party role (issue 26 item 12)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const fixture = await createFlowContract(page.request, {
    people: [
      { firstName: 'Riikka', lastName: 'Salo', locale: 'en' },
      { firstName: 'Oskari', lastName: 'Salo', isContractParty: false, birthDate: '2002-03-19' },
      { firstName: 'Ella', lastName: 'Salo', isContractParty: false, birthDate: '2016-06-01' },
    ],
  })
  const riikka = fixture.people[0]!
  const contractId = fixture.contractId
  await signInTo(page, riikka, contractId, 'en')
  const riikkaId = await tenantIdOf(page, contractId, 'Riikka')
  const oskariId = await tenantIdOf(page, contractId, 'Oskari')
  await page.goto(`/asiointi/${contractId}/irtisano`)
  await atStep(page, 'parties')
  await expect(qa(page, 'terminate-title')).toHaveText('Terminate contract')
  await qa(page, `tenant-choice-${riikkaId}-terminate`).check()
  // some tenants stay: the page is a contract change, not a termination
  await expect(qa(page, 'terminate-title')).toHaveText('Contract change')
  await qa(page, 'terminate-next').click()
  await atStep(page, 'modification')
  await expect(qa(page, 'terminate-title')).toHaveText('Contract change')
  await expect(page).toHaveTitle(/Contract change/)
  // the child is not offered (and nothing is marked with an unexplained asterisk)
  const options = qa(page, 'modification-transfer').locator('option')
  await expect(options).toHaveText(['Choose a tenant', 'Oskari Salo'])
  await qa(page, 'modification-transfer').selectOption(oskariId)
})
