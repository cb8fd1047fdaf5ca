/**
 * The contract requests' modes and refusals in the browser (issue 13):
 *
 * - contract-termination-only mode (spec 01 §1 deployment setting `contractTerminationOnly`; §2
 *   "In contract-termination-only mode the routes are …" and "only home, terminate contract and
 *   user info appear"), on a phone in English: the app settings answer is switched on for this
 *   browser only (the server under test runs with the default), and the route table and the
 *   navigation are walked;
 * - the disallowed reasons computed by the server, each shown with its own message (spec 01 §4
 *   "Termination blocked …"), in Swedish on a desktop, on contracts made for this test.
 *
 * axe-core runs on every page.
 */
import { expect, test } from '@playwright/test'
import { demoPassword, logIn, noWriteDelay } from '../pages/accounts.ts'
import {
  desktop,
  expectNoSeriousViolations,
  phone,
  qa,
  signInTo,
} from '../pages/contract-requests.ts'
import { createFlowContract, createResident } from '../pages/fixtures.ts'
import { answerConsent } from '../pages/portal.ts'

test.describe('contract-termination-only mode (en, phone)', () => {
  test.use({ viewport: phone })

  test('keeps only the reduced routes and navigation', async ({ page }) => {
    test.setTimeout(240_000)
    await page.route('**/api/app-settings', async (route) => {
      const answer = await route.fetch()
      const settings = (await answer.json()) as Record<string, unknown>
      await route.fulfill({
        response: answer,
        json: { ...settings, contractTerminationOnly: true },
      })
    })
    const fixture = await createFlowContract(page.request, {
      people: [{ firstName: 'Tea', lastName: 'Tervo', locale: 'en' }],
    })
    const contractId = fixture.contractId
    await signInTo(page, fixture.people[0]!, contractId, 'en')

    // navigation: home, terminate contract and user info only, no groups
    await qa(page, 'nav-menu-toggle').click()
    const nav = qa(page, 'nav-menu-toggle').locator('xpath=..')
    await expect(qa(page, 'nav-home')).toBeVisible()
    await expect(qa(page, 'nav-terminate')).toBeVisible()
    await expect(qa(page, 'nav-ownInfo')).toBeVisible()
    await expect(nav.locator('[data-qa^="nav-group-"]')).toHaveCount(0)
    for (const hidden of ['defectNotice', 'messages', 'payments', 'documents', 'building']) {
      await expect(qa(page, `nav-${hidden}`)).toHaveCount(0)
    }
    await expectNoSeriousViolations(page)

    // the route table: the reduced screens open …
    const base = `/asiointi/${contractId}`
    for (const [path, screen] of [
      [`${base}/irtisano`, 'terminate-screen'],
      [`${base}/irtisano/vahvista`, 'confirm-termination-screen'],
      [`${base}/sopimusmuutos/vahvista`, 'confirm-modification-screen'],
      [`${base}/lisaa-asukas`, 'add-tenant-screen'],
    ] as const) {
      await page.goto(path)
      await expect(qa(page, screen)).toBeVisible({ timeout: 30_000 })
    }
    await page.goto(`${base}/pysakointi`)
    await expect(page).toHaveURL(new RegExp(`${base}/pysakointi$`))
    await page.goto(`/omat-tiedot/${contractId}`)
    await expect(page).toHaveURL(new RegExp(`/omat-tiedot/${contractId}$`))
    // … every other one is not found
    for (const path of [
      `${base}/vikailmoitus`,
      `${base}/kysymys`,
      `${base}/palaute`,
      `${base}/maksut/tiedot`,
      `${base}/dokumentit`,
      `${base}/kiinteiston-tiedot`,
      `${base}/ilmoitustaulu`,
      `${base}/yhteystiedot`,
    ]) {
      await page.goto(path)
      await expect(qa(page, 'not-found'), path).toBeVisible({ timeout: 30_000 })
    }
    await expectNoSeriousViolations(page)
  })
})

test.describe('disallowed reasons (sv, desktop)', () => {
  test.use({ viewport: desktop })

  test('each refusal of the server shows its own message and no way forward', async ({ page }) => {
    test.setTimeout(240_000)
    const future = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
    const resident = await createResident(page.request, {
      firstName: 'Gun',
      locale: 'sv',
      contracts: [
        { isEstateContract: true },
        { hasGuardianOfInterests: true },
        { company: { name: 'Firma Ab', businessId: '1234567-1' } },
        { status: 'terminated' },
        { status: 'signed', startDate: future },
      ],
    })
    const expected: Record<string, string> = {
      is_estate_contract: 'dödsbo',
      has_guardian_of_interests: 'intressebevakare',
      has_company_tenant: 'företag',
      contract_terminated: 'redan upphört',
      not_started_yet: 'inte börjat',
    }
    await noWriteDelay(page)
    await logIn(page, resident.email, demoPassword)
    await answerConsent(page)
    await qa(page, 'lang-sv').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
    const seen = new Map<string, string>()
    for (const { contractId } of resident.contracts) {
      await page.goto(`/asiointi/${contractId}/irtisano`)
      const reason = qa(page, 'terminate-disallowed-reason')
      await expect(reason).toBeVisible({ timeout: 15_000 })
      const code = (await reason.getAttribute('data-reason')) ?? ''
      const text = (await reason.textContent()) ?? ''
      expect(Object.keys(expected), code).toContain(code)
      expect(text.toLowerCase(), code).toContain(expected[code])
      seen.set(code, text)
      await expect(qa(page, 'terminate-next')).toHaveCount(0)
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(expected).sort())
    expect(new Set(seen.values()).size).toBe(5)
    await expectNoSeriousViolations(page)
  })
})
