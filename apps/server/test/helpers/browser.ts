/**
 * A browser stand-in for the account tests, all through `app.inject`: a cookie jar (by name and
 * path, honouring Max-Age), JSON API calls with the content type the CSRF check wants, form
 * posts, manual redirects; plus the test identity provider's pages and the dev mailbox.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { CookieJar, type StoredCookie } from './cookie-jar.ts'

/** The public URL of the test config (PUBLIC_URL unset, port 3000). */
export const TEST_PUBLIC_URL = 'http://localhost:3000'

/** A browser with its own cookies. */
export class Browser {
  /** The browser's cookies. */
  readonly jar = new CookieJar()
  readonly app: FastifyInstance
  /** Extra headers on every request (e.g. `accept-language`). */
  headers: Record<string, string> = {}
  /** The client's IP address as the server sees it (default 127.0.0.1). */
  remoteAddress = '127.0.0.1'

  constructor(app: FastifyInstance) {
    this.app = app
  }

  /** The value of cookie `name`, or undefined. */
  cookie(name: string): string | undefined {
    return this.cookies.find((cookie) => cookie.name === name)?.value
  }

  /** The kept cookies (the jar's own array: tests may add or copy some). */
  get cookies(): StoredCookie[] {
    return this.jar.cookies
  }

  /** One request: `json` is sent as a JSON body, `form` as a form; `url` absolute or a path. */
  async request(
    method: 'GET' | 'POST',
    url: string,
    body: { json?: object; form?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const target = new URL(url, TEST_PUBLIC_URL)
    const cookie = this.jar.headerFor(target.pathname)
    const headers: Record<string, string> = { host: target.host, ...this.headers }
    if (cookie !== undefined) headers.cookie = cookie
    let payload: string | undefined
    if (body.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      payload = new URLSearchParams(body.form).toString()
    } else if (method === 'POST') {
      headers['content-type'] = 'application/json'
      payload = body.json === undefined ? '' : JSON.stringify(body.json)
    }
    const response = await this.app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers,
      remoteAddress: this.remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    })
    this.jar.remember(response, target.pathname)
    return response
  }

  /** `GET url` of the API. */
  get(url: string): Promise<LightMyRequestResponse> {
    return this.request('GET', url)
  }

  /** `POST url` of the API with a JSON body (empty when omitted). */
  post(url: string, json?: object): Promise<LightMyRequestResponse> {
    return this.request('POST', url, json === undefined ? {} : { json })
  }

  /**
   * Follows redirects until a page answers or the next location starts with `stopAt`.
   *
   * @returns the last response, and the location it pointed to when stopped.
   */
  async follow(
    method: 'GET' | 'POST',
    url: string,
    body: { form?: Record<string, string> } = {},
    stopAt?: string,
  ): Promise<{ response: LightMyRequestResponse; location?: string }> {
    let response = await this.request(method, url, body)
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.location
      if (response.statusCode < 300 || response.statusCode >= 400 || location === undefined) {
        return { response }
      }
      const next = new URL(String(location), TEST_PUBLIC_URL).href
      if (stopAt !== undefined && next.startsWith(stopAt)) return { response, location: next }
      response = await this.request('GET', next)
    }
    throw new Error('too many redirects')
  }
}

/** A person typed on the test identity provider's page. */
export interface TypedPerson {
  personalIdentityCode: string
  givenName: string
  familyName: string
}

/** The form action on a test provider page ending with `suffix`. */
function formAction(html: string, suffix: '/login' | '/abort'): string {
  const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1])
  const action = actions.find((a) => a?.endsWith(suffix))
  if (action === undefined) throw new Error(`no form posting to …${suffix}: ${html.slice(0, 300)}`)
  return action.replaceAll('&amp;', '&')
}

/**
 * Goes from a provider address (a registration link) through the test identity provider, as a
 * resident would, up to the relying party's callback, without calling it.
 *
 * @returns the callback URL the provider redirected to.
 */
export async function callbackUrlOf(
  browser: Browser,
  link: string,
  choice: TypedPerson | 'cancel',
): Promise<string> {
  const callback = `${TEST_PUBLIC_URL}/api/identity/callback`
  const page = await browser.follow('GET', link)
  if (page.response.statusCode !== 200) {
    throw new Error(`provider page answered ${page.response.statusCode}: ${page.response.body}`)
  }
  const html = page.response.body
  const result =
    choice === 'cancel'
      ? await browser.follow('POST', formAction(html, '/abort'), { form: {} }, callback)
      : await browser.follow(
          'POST',
          formAction(html, '/login'),
          { form: { form: 'type', ...choice } },
          callback,
        )
  if (result.location === undefined) {
    throw new Error(`no callback: ${result.response.statusCode} ${result.response.body}`)
  }
  return result.location
}

/**
 * As {@link callbackUrlOf}, then calls the callback in the same browser.
 *
 * @returns the callback's answer (a 303 to the page the registration goes on to).
 */
export async function identifyThrough(
  browser: Browser,
  link: string,
  choice: TypedPerson | 'cancel',
): Promise<LightMyRequestResponse> {
  return browser.request('GET', await callbackUrlOf(browser, link, choice))
}

/**
 * Starts a registration (`GET /api/registration-entry-link`, or the passport one) and goes
 * through the test provider as `person`.
 *
 * @returns the callback's `Location` (e.g. `/register/verify-email`).
 */
export async function identifyForRegistration(
  browser: Browser,
  person: TypedPerson | 'cancel',
  options: { passport?: boolean; resetOldUser?: boolean; locale?: 'fi' | 'sv' | 'en' } = {},
): Promise<string> {
  const locale = options.locale ?? 'fi'
  const url = options.passport
    ? `/api/passport-registration-entry-link?locale=${locale}`
    : `/api/registration-entry-link?locale=${locale}&resetOldUser=${options.resetOldUser ?? false}`
  const started = await browser.get(url)
  if (started.statusCode !== 200) {
    throw new Error(`entry link answered ${started.statusCode} ${started.body}`)
  }
  const { link } = started.json() as { link: string }
  const callback = await identifyThrough(browser, link, person)
  if (callback.statusCode !== 303) {
    throw new Error(`callback answered ${callback.statusCode} ${callback.body}`)
  }
  return String(callback.headers.location)
}

/** One mail of the dev mailbox JSON. */
export interface MailboxMail {
  to: string
  subject: string
  text: string
  lang: string | null
  template: string | null
  createdAt: string
}

/** The mail to `email` in the dev mailbox, newest first. */
export async function mailTo(app: FastifyInstance, email: string): Promise<MailboxMail[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
  })
  if (response.statusCode !== 200) throw new Error(`mailbox answered ${response.statusCode}`)
  return response.json() as MailboxMail[]
}

/**
 * The 6-digit code of the newest mail to `email` (the code is a paragraph of its own).
 *
 * @throws Error when there is no such mail or it has no code.
 */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await mailTo(app, email)
  const code = mail?.text.match(/^(\d{6})$/m)?.[1]
  if (code === undefined) throw new Error(`no code mailed to ${email}`)
  return code
}

/** A code that differs from `code` (for wrong-code tests). */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000'
}

const checkCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY'

/**
 * A valid personal identity code of a test person born 1 January 1990 with individual number
 * `900 + n` (the temporary range 900–999), e.g. `testHetu(1)` is `010190-901…`.
 */
export function testHetu(n: number): string {
  const individual = 900 + n
  if (individual > 999) throw new RangeError('n must be 0…99')
  const digits = `010190${individual}`
  return `010190-${individual}${checkCharacters[Number(digits) % 31]}`
}
