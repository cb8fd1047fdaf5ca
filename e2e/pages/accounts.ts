/**
 * Page objects and helpers for the account flows (issue 4): registration through the built-in
 * test identity provider, codes read from the dev mailbox, forgotten and changed passwords, own
 * information, the staff console, and an axe-core check. Locators use `data-qa` attributes and
 * the test provider's form field names, never Finnish text, so the tests run in every language.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { staffConsoleLogIn } from './staff.ts'

/** Password of every demo user (seeded by the server's demo data). */
export const demoPassword = 'Asukas-demo-1'

/** Demo people of the seed (apps/server/src/seed/demo.ts). */
export const people = {
  /** Tenant of the neighbour contract, with no portal account: registers in the tests. */
  leena: { personalIdentityCode: '010101A900R', firstName: 'Leena' },
  /** A child on Aino's contract, with no portal account: used for interrupted registrations. */
  emilia: { personalIdentityCode: '030516D9026', firstName: 'Emilia' },
  /** A registered resident. */
  aino: { personalIdentityCode: '020594X902N', email: 'aino.virtanen@example.com' },
  /** A registered resident whose password the forgot-password test changes (and restores). */
  antti: { email: 'antti.nieminen@example.com' },
  /** The staff member. */
  staff: { email: 'staff@example.com' },
} as const

/** A valid personal identity code that no demo tenant has (temporary individual number 947). */
export const strangerIdentityCode = '150377-947H'

/** `[data-qa="name"]` on `page`. */
export const qa = (page: Page, name: string) => page.locator(`[data-qa="${name}"]`)

/** Sets the client's write delay to 0 before the app starts (README "Write delay"). */
export async function noWriteDelay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    ;(window as unknown as { __ASUKAS_WRITE_DELAY_MS__: number }).__ASUKAS_WRITE_DELAY_MS__ = 0
  })
}

/** Fails on serious or critical axe-core violations (WCAG 2.1 A and AA) and lists them. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
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

interface MailboxEntry {
  id: string
  to: string
  subject: string
  text: string
  createdAt: string
  template: string | null
}

/** The mails of the dev mailbox to `to`, newest first (`GET /api/dev/mailbox?to=`). */
export async function mailTo(request: APIRequestContext, to: string): Promise<MailboxEntry[]> {
  const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)
  expect(answer.status()).toBe(200)
  return (await answer.json()) as MailboxEntry[]
}

/** The ids of the mails to `to` so far (to tell a new mail from older ones). */
export async function mailIds(request: APIRequestContext, to: string): Promise<Set<string>> {
  return new Set((await mailTo(request, to)).map((mail) => mail.id))
}

/**
 * Waits for a new mail to `to` (one whose id is not in `seen`) and returns the 6-digit code in
 * its text.
 */
export async function newCode(
  request: APIRequestContext,
  to: string,
  seen: Set<string>,
): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        const fresh = (await mailTo(request, to)).find((mail) => !seen.has(mail.id))
        code = /\b(\d{6})\b/.exec(fresh?.text ?? '')?.[1] ?? ''
        return code
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code
}

/** A 6-digit code that is not `code` (for the wrong-code checks). */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000'
}

/** The built-in test identity provider's page (server-rendered at `/idp/...`). */
export class TestIdentityProvider {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  /** Waits for the provider's page. */
  async waitFor(): Promise<void> {
    await this.page.waitForURL(/\/idp\//, { timeout: 20_000 })
    await expect(this.page.locator('input[name="identity"]').first()).toBeVisible()
  }

  /** Identifies as the offered test person with `personalIdentityCode`. */
  async choose(personalIdentityCode: string): Promise<void> {
    await this.waitFor()
    await this.page.locator(`input[name="identity"][value="${personalIdentityCode}"]`).check()
    await this.page
      .locator('form:has(input[name="form"][value="choose"]) button[type="submit"]')
      .click()
  }

  /** Identifies as a typed person. */
  async type(personalIdentityCode: string, givenName: string, familyName: string): Promise<void> {
    await this.waitFor()
    await this.page.locator('#personalIdentityCode').fill(personalIdentityCode)
    await this.page.locator('#givenName').fill(givenName)
    await this.page.locator('#familyName').fill(familyName)
    await this.page
      .locator('form:has(input[name="form"][value="type"]) button[type="submit"]')
      .click()
  }

  /** Cancels the identification. */
  async cancel(): Promise<void> {
    await this.waitFor()
    await this.page.locator('form[action$="/abort"] button[type="submit"]').click()
  }
}

/** The registration pages `/register`, `/register/auth`, `/register/verify-email`. */
export class RegistrationPages {
  readonly page: Page
  readonly idp: TestIdentityProvider
  constructor(page: Page) {
    this.page = page
    this.idp = new TestIdentityProvider(page)
  }

  /** Opens `/register` and starts a new registration (passportAuth is off: straight to telia). */
  async start(): Promise<void> {
    await this.page.goto('/register')
    await qa(this.page, 'register-start').click()
  }

  /** Starts a registration and identifies as the offered person with `code`. */
  async identifyAs(code: string): Promise<void> {
    await this.start()
    await this.idp.choose(code)
  }

  /**
   * Starts a registration and identifies by typing `code` and the name (a person the test made
   * through the fixtures API, whom the provider does not offer).
   */
  async identifyByTyping(code: string, firstName: string, lastName: string): Promise<void> {
    await this.start()
    await this.idp.type(code, firstName, lastName)
  }

  /**
   * Forgets every cookie of the browser (the portal's and the identity provider's), so that the
   * next identification starts as in a new browser. The test provider does not yet switch from
   * one remembered person to another within its own session (its end-of-session page needs a
   * script its Content-Security-Policy forbids).
   */
  async newBrowserSession(): Promise<void> {
    await this.page.context().clearCookies()
  }

  /** Waits for the verify-email page in phase `phase`. */
  async waitForPhase(
    phase: 'confirm-send' | 'verify-code' | 'create-password' | 'success',
  ): Promise<void> {
    await expect(qa(this.page, `verify-email-${phase}`)).toBeVisible({ timeout: 20_000 })
  }

  /** Confirm-send: enters `email` and sends the code. */
  async sendCode(email: string): Promise<void> {
    await this.waitForPhase('confirm-send')
    await qa(this.page, 'verify-email-email').fill(email)
    await qa(this.page, 'confirm-send-submit').click()
  }

  /** Verify-code: enters `code` and submits. */
  async enterCode(code: string): Promise<void> {
    await qa(this.page, 'verify-email-code').fill(code)
    await qa(this.page, 'verify-code-submit').click()
  }

  /** Create-password: enters the password twice and submits. */
  async createPassword(password: string, confirmation = password): Promise<void> {
    await this.waitForPhase('create-password')
    await qa(this.page, 'create-password-new-password').fill(password)
    await qa(this.page, 'create-password-confirm-password').fill(confirmation)
    await qa(this.page, 'create-password-submit').click()
  }
}

/**
 * Logs in on `/login` and waits for a front page. The login page is opened in `lang` (`?lang=`,
 * the visitor's own choice, so the portal stays in it whatever the account's stored language is);
 * `null` opens it as it is, so the portal follows the session's language if one was chosen,
 * else the account's stored one.
 */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  lang: 'fi' | 'sv' | 'en' | null = 'fi',
): Promise<void> {
  await page.goto(lang === null ? '/login' : `/login?lang=${lang}`)
  await qa(page, 'login-username').fill(email)
  await qa(page, 'login-password').fill(password)
  await qa(page, 'login-submit').click()
  await page.waitForURL(/\/asiointi\/[0-9a-f-]{36}$/, { timeout: 20_000 })
}

/** The contract id of the current `/asiointi/:id...` or `/omat-tiedot/:id` URL. */
export function contractIdOf(page: Page): string {
  const match = /\/(?:asiointi|omat-tiedot)\/([0-9a-f-]{36})/.exec(page.url())
  if (!match?.[1]) throw new Error(`no contract id in ${page.url()}`)
  return match[1]
}

/** Opens own information through the profile menu. */
export async function openOwnInfo(page: Page): Promise<void> {
  await qa(page, 'profile-menu').click()
  await qa(page, 'profile-own-info').click()
  await page.waitForURL(/\/omat-tiedot\/[0-9a-f-]{36}$/)
  await expect(qa(page, 'own-info-view')).toBeVisible()
}

/** Logs in at the staff console (password and second factor) and opens the resident search. */
export async function staffLogIn(page: Page, email: string, password: string): Promise<void> {
  await staffConsoleLogIn(page, email, password)
  await page.goto('/henkilosto/asukkaat')
  await expect(qa(page, 'staff-residents')).toBeVisible()
}

/** Accepts or declines the tracking-consent banner when it shows. */
export async function declineConsent(page: Page): Promise<void> {
  const decline = qa(page, 'consent-decline')
  if (await decline.isVisible()) await decline.click()
}
