/**
 * Test harness of the strong identification tests: a minimal Fastify app with only the test
 * identity provider mounted (not `app.ts`), a seeded database, the relying-party service with a
 * movable clock, and a small "browser" that follows redirects and keeps cookies per path, all
 * through `app.inject`.
 */
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify'
import type { CustomFetch } from 'openid-client'
import type { Db } from '../../src/platform/db/db.ts'
import {
  createIdentityService,
  type IdentityService,
} from '../../src/platform/identity/oidc-client.ts'
import type {
  ProviderSettings,
  ProviderSettingsMap,
} from '../../src/platform/identity/providers.ts'
import {
  registerTestIdentityProvider,
  tenantTestIdentities,
  type TestIdentityProvider,
} from '../../src/platform/identity/test-idp.ts'
import { openTestDatabase } from '../helpers/db.ts'
import { CookieJar } from '../helpers/cookie-jar.ts'

/** The public URL of the test apps (never listened on: everything goes through `inject`). */
export const PUBLIC_URL = 'http://asukas.test'
/** Aino Virtanen of the demo seed. */
export const AINO_HETU = '020594X902N'

/** One log line of the relying-party service. */
export interface LogEntry {
  level: 'info' | 'warn' | 'error'
  object: Record<string, unknown>
  message: string
}

/** A rewrite of a token endpoint answer (JSON body in, JSON body out). */
export type TokenRewrite = (
  body: Record<string, unknown>,
) => Record<string, unknown> | Promise<Record<string, unknown>>

/** One exchange the relying party made with the provider. */
export interface RecordedCall {
  url: string
  method: string
  requestBody: string | undefined
  status: number
  responseBody: string
}

/** A running minimal app with the test provider. */
export interface IdentityTestApp {
  app: FastifyInstance
  db: Db
  idp: TestIdentityProvider
  /** Calls the relying party made to the provider (discovery, token, keys). */
  calls: RecordedCall[]
  /** A relying-party service over `providers` (default: the test provider's) and the clock. */
  service(providers?: ProviderSettingsMap): IdentityService
  /** The service's clock; tests move it. */
  clock: { now: Date }
  /** What the services logged. */
  logs: LogEntry[]
  /**
   * Replaces the token endpoint's answer for the next token request (e.g. to replay an ID token).
   */
  rewriteNextToken(rewrite: TokenRewrite): void
  close(): Promise<void>
}

/** Wraps a provider's fetch to record each call and optionally rewrite one token answer. */
function recordingFetch(
  inner: CustomFetch,
  calls: RecordedCall[],
  rewrites: TokenRewrite[],
): CustomFetch {
  return async (url, options) => {
    const response = await inner(url, options)
    const text = await response.text()
    const requestBody =
      options.body instanceof URLSearchParams ? options.body.toString() : (options.body as string)
    let body = text
    const rewrite = url.endsWith('/token') ? rewrites.shift() : undefined
    if (rewrite !== undefined) body = JSON.stringify(await rewrite(JSON.parse(text)))
    calls.push({
      url,
      method: options.method,
      requestBody,
      status: response.status,
      responseBody: body,
    })
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(body, { status: response.status, headers })
  }
}

/** Starts the minimal app on a fresh seeded database. Close it in `afterAll`. */
export async function startIdentityTestApp(): Promise<IdentityTestApp> {
  const db = await openTestDatabase({ seed: true })
  const app = Fastify({ logger: false })
  const idp = await registerTestIdentityProvider(app, {
    publicUrl: PUBLIC_URL,
    identities: () => tenantTestIdentities(db),
    mode: 'test',
  })
  await app.ready()
  const calls: RecordedCall[] = []
  const rewrites: TokenRewrite[] = []
  const clock = { now: new Date() }
  const logs: LogEntry[] = []
  const logger = {
    info: (object: Record<string, unknown>, message: string) =>
      logs.push({ level: 'info', object, message }),
    warn: (object: Record<string, unknown>, message: string) =>
      logs.push({ level: 'warn', object, message }),
    error: (object: Record<string, unknown>, message: string) =>
      logs.push({ level: 'error', object, message }),
  }
  const recorded = (settings: ProviderSettings): ProviderSettings => ({
    ...settings,
    fetch: recordingFetch(settings.fetch ?? fetch, calls, rewrites),
  })
  return {
    app,
    db,
    idp,
    calls,
    clock,
    logs,
    service(providers = idp.providers) {
      return createIdentityService({
        db,
        providers: Object.fromEntries(
          Object.entries(providers).map(([name, settings]) => [name, recorded(settings)]),
        ),
        publicUrl: PUBLIC_URL,
        now: () => clock.now,
        logger,
      })
    },
    rewriteNextToken(rewrite) {
      rewrites.push(rewrite)
    },
    async close() {
      await app.close()
      await db.close()
    },
  }
}

/** A browser stand-in: cookies by name and path, manual redirects, all through `inject`. */
export class Browser {
  /** The browser's cookies. */
  readonly jar = new CookieJar()
  readonly app: FastifyInstance
  readonly baseUrl: string

  /** @param baseUrl the public URL the app answers on (default {@link PUBLIC_URL}). */
  constructor(app: FastifyInstance, baseUrl = PUBLIC_URL) {
    this.app = app
    this.baseUrl = baseUrl
  }

  /** One request; `url` absolute on PUBLIC_URL or a path. */
  async request(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
  ): Promise<LightMyRequestResponse> {
    const target = new URL(url, this.baseUrl)
    const cookie = this.jar.headerFor(target.pathname)
    const response = await this.app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: {
        host: target.host,
        ...(cookie === undefined ? {} : { cookie }),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form === undefined ? {} : { payload: new URLSearchParams(form).toString() }),
    })
    this.jar.remember(response, target.pathname)
    return response
  }

  /**
   * Follows redirects from a request until a page answers, or until the redirect leaves for
   * `stopAt` (the relying party's callback), whose URL is then returned as `location`.
   */
  async follow(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    stopAt = `${this.baseUrl}/api/identity/callback`,
  ): Promise<{ response: LightMyRequestResponse; location?: string }> {
    let response = await this.request(method, url, form)
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.location
      if (response.statusCode < 300 || response.statusCode >= 400 || location === undefined) {
        return { response }
      }
      const next = new URL(String(location), this.baseUrl).href
      if (next.startsWith(stopAt)) return { response, location: next }
      response = await this.request('GET', next)
    }
    throw new Error('too many redirects')
  }
}

/** The action of the first form on a page whose action ends with `suffix`. */
export function formAction(html: string, suffix: '/login' | '/abort'): string {
  const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1])
  const action = actions.find((a) => a?.endsWith(suffix))
  if (action === undefined) throw new Error(`no form posting to …${suffix}`)
  return action.replaceAll('&amp;', '&')
}

/**
 * Runs a started flow through the test provider as a resident would: open the authorization
 * URL, then on the page pick `chooseCode` or type `typed`, or cancel.
 *
 * @returns the callback URL the provider redirected to.
 */
export async function identifyAt(
  browser: Browser,
  authorizationUrl: string,
  choice:
    | { choose: string }
    | { type: { personalIdentityCode: string; givenName: string; familyName: string } }
    | 'cancel',
): Promise<string> {
  const page = await browser.follow('GET', authorizationUrl)
  if (page.response.statusCode !== 200) {
    throw new Error(
      `authorization page answered ${page.response.statusCode}: ${page.response.body}`,
    )
  }
  const html = page.response.body
  const result =
    choice === 'cancel'
      ? await browser.follow('POST', formAction(html, '/abort'), {})
      : 'choose' in choice
        ? await browser.follow('POST', formAction(html, '/login'), {
            form: 'choose',
            identity: choice.choose,
          })
        : await browser.follow('POST', formAction(html, '/login'), {
            form: 'type',
            ...choice.type,
          })
  if (result.location === undefined) {
    throw new Error(`no callback: ${result.response.statusCode} ${result.response.body}`)
  }
  return result.location
}
