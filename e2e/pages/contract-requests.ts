/**
 * Page helpers of the contract requests (issue 13): the demo people of
 * `apps/server/src/seed/demo-contract-flows.ts`, logging in in a given language and viewport,
 * finding a contract of the signed-in resident, and identifying in the test identity provider.
 */
import { expect, type Browser, type Page } from '@playwright/test'
import {
  demoPassword,
  expectNoSeriousViolations,
  logIn,
  noWriteDelay,
  qa,
  TestIdentityProvider,
} from './accounts.ts'
import { answerConsent } from './portal.ts'

export { expectNoSeriousViolations, qa }

const checkCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY'
/** A temporary personal identity code (as the seed makes them). */
function hetu(ddmmyy: string, sign: '-' | 'A', individual: number): string {
  return `${ddmmyy}${sign}${individual}${checkCharacters[Number(`${ddmmyy}${individual}`) % 31]}`
}

/** A demo person of the contract requests. */
export interface FlowPerson {
  email: string
  hetu: string
  firstName: string
  lastName: string
}

/** The demo people of the contract requests (seed `flowPeople`). */
export const flowPeople = {
  ville: {
    email: 'ville.laine@example.com',
    hetu: hetu('150385', '-', 911),
    firstName: 'Ville',
    lastName: 'Laine',
  },
  sanna: {
    email: 'sanna.koski@example.com',
    hetu: hetu('160386', '-', 912),
    firstName: 'Sanna',
    lastName: 'Koski',
  },
  pekka: {
    email: 'pekka.koski@example.com',
    hetu: hetu('170387', '-', 913),
    firstName: 'Pekka',
    lastName: 'Koski',
  },
  riikka: {
    email: 'riikka.salo@example.com',
    hetu: hetu('180388', '-', 914),
    firstName: 'Riikka',
    lastName: 'Salo',
  },
  oskari: {
    email: 'oskari.salo@example.com',
    hetu: hetu('190302', 'A', 915),
    firstName: 'Oskari',
    lastName: 'Salo',
  },
  kalle: {
    email: 'kalle.jarvi@example.com',
    hetu: hetu('210390', '-', 917),
    firstName: 'Kalle',
    lastName: 'Järvi',
  },
  tuula: {
    email: 'tuula.aalto@example.com',
    hetu: hetu('200389', '-', 916),
    firstName: 'Tuula',
    lastName: 'Aalto',
  },
} as const satisfies Record<string, FlowPerson>

/** Phone and desktop viewports. */
export const phone = { width: 390, height: 844 }
export const desktop = { width: 1280, height: 900 }

/**
 * Logs `person` in (write delay 0, consent answered) and switches to `lang`.
 *
 * @returns the id of the person's contract of `contractType`.
 */
export async function signIn(
  page: Page,
  person: FlowPerson,
  lang: 'fi' | 'sv' | 'en',
  contractType: 'rental' | 'right_of_occupancy' = 'rental',
): Promise<string> {
  await noWriteDelay(page)
  await logIn(page, person.email, demoPassword)
  await answerConsent(page)
  const contracts = (await (await page.request.get('/api/contracts')).json()) as {
    uuid: string
    contractType: string
  }[]
  const contract = contracts.find((c) => c.contractType === contractType)
  if (!contract) throw new Error(`${person.email} has no ${contractType} contract`)
  await page.goto(`/asiointi/${contract.uuid}`)
  await answerConsent(page)
  if (lang !== 'fi') {
    await qa(page, `lang-${lang}`).click()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
  }
  return contract.uuid
}

/**
 * Logs in a person of a fixture contract (write delay 0, consent answered), opens the contract's
 * front page and switches to `lang`.
 */
export async function signInTo(
  page: Page,
  person: { email: string | null },
  contractId: string,
  lang: 'fi' | 'sv' | 'en',
): Promise<void> {
  if (person.email === null) throw new Error('the person has no account')
  await noWriteDelay(page)
  await logIn(page, person.email, demoPassword)
  await answerConsent(page)
  await page.goto(`/asiointi/${contractId}`)
  await answerConsent(page)
  if (lang !== 'fi') {
    await qa(page, `lang-${lang}`).click()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
  }
}

/** A page in a browser context of its own (another person's browser). */
export async function otherBrowser(browser: Browser, viewport = desktop): Promise<Page> {
  const context = await browser.newContext({ viewport })
  return context.newPage()
}

/** Identifies in the test identity provider as `person` (typed identity). */
export async function identifyAs(
  page: Page,
  person: Pick<FlowPerson, 'hetu' | 'firstName' | 'lastName'>,
): Promise<void> {
  await new TestIdentityProvider(page).type(person.hetu, person.firstName, person.lastName)
}

/** Cancels in the test identity provider. */
export async function cancelIdentification(page: Page): Promise<void> {
  await new TestIdentityProvider(page).cancel()
}

/** The tenant id of `firstName` on the contract. */
export async function tenantIdOf(
  page: Page,
  contractId: string,
  firstName: string,
): Promise<string> {
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

/** Waits for the terminate wizard's step `step`, and checks it with axe. */
export async function atStep(page: Page, step: string): Promise<void> {
  await expect(qa(page, `terminate-step-${step}`)).toBeVisible({ timeout: 30_000 })
  await expectNoSeriousViolations(page)
}
