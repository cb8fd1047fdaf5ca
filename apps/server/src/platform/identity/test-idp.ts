/**
 * The built-in test identity provider (oidc-provider v9), mounted at `/idp` of the same server,
 * so that `npm start` and the tests can register and confirm with "strong identification" and
 * no set-up. Enabled in demo and test mode only: {@link registerTestIdentityProvider} throws in
 * production mode.
 *
 * It is configured the way the FTN brokers are (Traficom FTN OIDC profile): request objects must
 * be signed (RS256/PS256), clients authenticate with `private_key_jwt`, ID tokens are signed
 * (RS256) and encrypted (RSA-OAEP-256 / A256GCM) to the client, PKCE (S256) is required, and
 * every authorization is a new authentication: the identity page is shown each time, and a new
 * login replaces the browser's earlier session at the provider. Two clients, one per provider name:
 * `asukas-test-telia` (bank ID, acr loa2) and `asukas-test-candour` (passport, acr `passport`).
 * Its interaction page offers the given test identities, or takes a typed one, and answers the
 * claims a broker answers: `personal_identity_code`, `given_name`, `family_name`, `birthdate`
 * (from the identity code) and `acr`. Cancel answers `error=access_denied`.
 *
 * Keys (its own signing key and the relying party's signing and decryption keys) are generated
 * at start and kept in memory, as is its state: one demo instance, restarts forget flows.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { normalizeHetu, parseHetu, type Lang, type MessageKey } from '@asukas/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import Provider, {
  errors as oidcErrors,
  interactionPolicy,
  type Configuration,
  type Interaction,
} from 'oidc-provider'
import type { Mode } from '../config-error.ts'
import type { Queryable } from '../db/db.ts'
import { injectFetch } from './inject-fetch.ts'
import { personTenantNames } from './repository.ts'
import { generateRsaJwk, publicJwkOf } from './keys.ts'
import { createMemoryAdapter } from './memory-adapter.ts'
import {
  defaultAcrValues,
  ftnAcr,
  identityCallbackPath,
  passportAcr,
  providerNames,
  type ProviderName,
  type ProviderSettings,
  type SettingsJwk,
} from './providers.ts'
import {
  pageLanguageOf,
  renderFailurePage,
  renderLoginPage,
  stylesheet,
  stylesheetPath,
  testIdpTexts,
  type LoginPageErrors,
  type TestIdentity,
  type TypedIdentityValues,
} from './test-idp-page.ts'

export type { TestIdentity } from './test-idp-page.ts'

/** Where the test provider is mounted; its issuer is `PUBLIC_URL` + this. */
export const testIdpPath = '/idp'

/** Client ids of the relying party at the test provider. */
export const testIdpClientIds: Record<ProviderName, string> = {
  telia: 'asukas-test-telia',
  candour: 'asukas-test-candour',
}

/** The `acr` values each test client can reach; the first is its default. */
export const testIdpAcrValues: Record<ProviderName, readonly string[]> = {
  telia: [ftnAcr.substantial],
  candour: [passportAcr],
}

/** The test identities to offer: a list, or a function read at each page view. */
export type TestIdentitySource =
  readonly TestIdentity[] | (() => Promise<readonly TestIdentity[]> | readonly TestIdentity[])

/** What {@link registerTestIdentityProvider} needs. */
export interface TestIdentityProviderOptions {
  /** The server's public URL without a trailing slash, as the browser reaches it. */
  publicUrl: string
  /** People to offer on the page (e.g. {@link tenantTestIdentities}). */
  identities: TestIdentitySource
  /** Server mode; `production` is refused. */
  mode: Mode
  /** Path of the relying party's callback (default `/api/identity/callback`). */
  callbackPath?: string
}

/** The mounted test provider. */
export interface TestIdentityProvider {
  /** Issuer identifier, `PUBLIC_URL/idp`. */
  issuer: string
  /** Relying-party settings for both names, pointing at the test provider. */
  providers: { telia: ProviderSettings; candour: ProviderSettings }
}

/** Claims of a test person, kept from the login until the tokens are issued. */
interface AccountClaims {
  personal_identity_code: string
  given_name: string
  family_name: string
  birthdate: string
}

/** How long a test login's claims are kept (longer than any code or token of the provider). */
const accountTtlMs = 30 * 60 * 1000

/** Content-Security-Policy of every answer of the test provider: no script, own styles only. */
const testIdpCsp = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

/**
 * The people of the tenants table (persons with an identity code), for the test page: in demo
 * mode these are the demo tenants, registered or not. Sorted by family and given name; at most
 * `limit` (default 50).
 */
export async function tenantTestIdentities(db: Queryable, limit = 50): Promise<TestIdentity[]> {
  const rows = await personTenantNames(db, limit)
  return rows.map((row) => ({
    personalIdentityCode: row.code,
    givenName: row.first_name,
    familyName: row.last_name,
  }))
}

/** The provider name of a test client id. */
function providerOfClient(clientId: unknown): ProviderName {
  return providerNames.find((name) => testIdpClientIds[name] === clientId) ?? 'telia'
}

/**
 * The `acr` of a test login: the first requested `acr_values` entry the client can reach, else
 * the client's default (OIDC Core §3.1.2.1: `acr_values` is a voluntary request).
 */
function acrFor(provider: ProviderName, requested: unknown): string {
  const reachable = testIdpAcrValues[provider]
  const wanted = typeof requested === 'string' ? requested.split(/\s+/) : []
  return wanted.find((acr) => reachable.includes(acr)) ?? reachable[0] ?? ftnAcr.substantial
}

/**
 * Validates the typed identity (spec 02 §5 General for the identity code; names required, at
 * most 100 characters).
 *
 * @returns the identity, or the field errors as message keys.
 */
function typedIdentity(
  values: TypedIdentityValues,
): { identity: TestIdentity } | { errors: LoginPageErrors } {
  const errors: LoginPageErrors = {}
  const code = normalizeHetu(values.personalIdentityCode)
  if (code === '') errors.personalIdentityCode = 'required'
  else if (!parseHetu(code).valid) errors.personalIdentityCode = 'invalid_ssn'
  const nameError = (name: string): MessageKey | undefined =>
    name.trim() === '' ? 'required' : name.trim().length > 100 ? 'invalid_string' : undefined
  const givenNameError = nameError(values.givenName)
  const familyNameError = nameError(values.familyName)
  if (givenNameError !== undefined) errors.givenName = givenNameError
  if (familyNameError !== undefined) errors.familyName = familyNameError
  if (Object.keys(errors).length > 0) return { errors }
  return {
    identity: {
      personalIdentityCode: code,
      givenName: values.givenName.trim(),
      familyName: values.familyName.trim(),
    },
  }
}

/** A string field of a parsed form body, or ''. */
function formField(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value : ''
}

/** Keeps the test identity provider's pages out of the OpenAPI document at `/api/docs`. */
function hideFromApiDocs(route: RouteOptions): void {
  route.schema = { ...route.schema, hide: true }
}

/** The test logins' claims by account id, each kept {@link accountTtlMs}. */
type AccountStore = Map<string, { claims: AccountClaims; expiresAt: number }>

/** Keeps a test login's claims (dropping expired ones) and returns its new account id. */
function rememberAccount(accounts: AccountStore, claims: AccountClaims): string {
  const now = Date.now()
  for (const [id, entry] of accounts) if (entry.expiresAt <= now) accounts.delete(id)
  const accountId = randomUUID()
  accounts.set(accountId, { claims, expiresAt: now + accountTtlMs })
  return accountId
}

/** The interaction policy: FTN asks for a new authentication at every identification. */
function freshLoginPolicy(): ReturnType<typeof interactionPolicy.base> {
  const policy = interactionPolicy.base()
  // FTN: every identification authenticates anew; an earlier session at the provider is not reused.
  policy
    .get('login')
    ?.checks.push(
      new interactionPolicy.Check(
        'fresh_authentication',
        'every identification is a new authentication',
        (ctx) =>
          ctx.oidc.result?.login === undefined
            ? interactionPolicy.Check.REQUEST_PROMPT
            : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    )
  return policy
}

/** What the provider's configuration is made of. */
interface ConfigurationInput {
  redirectUri: string
  rpJwks: { keys: Awaited<ReturnType<typeof publicJwkOf>>[] }
  idpSigningJwk: SettingsJwk
  accounts: AccountStore
}

/**
 * The oidc-provider configuration of the test provider: the two relying-party clients (signed
 * request objects, `private_key_jwt`, encrypted ID tokens, as an FTN broker asks), the claims of
 * a person, PKCE, short lifetimes and the failure page.
 */
function providerConfiguration(input: ConfigurationInput): Configuration {
  const { redirectUri, rpJwks, idpSigningJwk, accounts } = input
  const policy = freshLoginPolicy()
  return {
    adapter: createMemoryAdapter(),
    clients: providerNames.map((name) => ({
      client_id: testIdpClientIds[name],
      client_name: `Asukas (${name})`,
      redirect_uris: [redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'private_key_jwt',
      token_endpoint_auth_signing_alg: 'RS256',
      request_object_signing_alg: 'RS256',
      id_token_signed_response_alg: 'RS256',
      id_token_encrypted_response_alg: 'RSA-OAEP-256',
      id_token_encrypted_response_enc: 'A256GCM',
      jwks: rpJwks,
    })),
    jwks: { keys: [idpSigningJwk] },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      long: { httpOnly: true, sameSite: 'lax', path: testIdpPath },
      short: { httpOnly: true, sameSite: 'lax', path: testIdpPath },
    },
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'birthdate'],
      personal_identity_code: ['personal_identity_code'],
    },
    acrValues: [...new Set(providerNames.flatMap((name) => testIdpAcrValues[name]))],
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientAuthMethods: ['private_key_jwt'],
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      requestObjects: { enabled: true, requireSignedRequestObject: true },
      encryption: { enabled: true },
      claimsParameter: { enabled: true },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
    },
    enabledJWA: {
      requestObjectSigningAlgValues: ['RS256', 'PS256'],
      clientAuthSigningAlgValues: ['RS256', 'PS256'],
      idTokenSigningAlgValues: ['RS256'],
      idTokenEncryptionAlgValues: ['RSA-OAEP-256'],
      idTokenEncryptionEncValues: ['A256GCM'],
    },
    ttl: {
      Interaction: 10 * 60,
      Session: 10 * 60,
      Grant: 10 * 60,
      AuthorizationCode: 60,
      AccessToken: 5 * 60,
      IdToken: 5 * 60,
    },
    interactions: {
      url: (_ctx, interaction) => `${testIdpPath}/interaction/${interaction.uid}`,
      policy,
    },
    findAccount: (_ctx, sub) => {
      const entry = accounts.get(sub)
      if (entry === undefined || entry.expiresAt <= Date.now()) return undefined
      return { accountId: sub, claims: () => ({ sub, ...entry.claims }) }
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = renderFailurePage(
        pageLanguageOf(ctx.oidc?.params?.ui_locales),
        typeof out.error_description === 'string' ? out.error_description : out.error,
        out.error,
      )
    },
  }
}

/** Makes the request look as if it came to `publicOrigin`, the origin of the issuer. */
function asPublicRequest(raw: IncomingMessage, publicOrigin: URL): IncomingMessage {
  raw.headers.host = publicOrigin.host
  raw.headers['x-forwarded-proto'] = publicOrigin.protocol.replace(':', '')
  delete raw.headers['x-forwarded-host']
  return raw
}

/** Sends a page of the test provider with its own CSP, never cached. */
function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-security-policy', testIdpCsp)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html)
}

/** The mounted provider and what its interaction routes need. */
interface IdpContext {
  provider: Provider
  publicOrigin: URL
  accounts: AccountStore
  identities: () => Promise<readonly TestIdentity[]>
}

/**
 * The interaction of the request (cookie-bound) when it matches the path's uid; else answers
 * the failure page and returns undefined.
 */
async function interactionOf(
  idp: IdpContext,
  raw: IncomingMessage,
  reply: FastifyReply,
  uid: string,
): Promise<Interaction | undefined> {
  try {
    const details = await idp.provider.interactionDetails(
      asPublicRequest(raw, idp.publicOrigin),
      reply.raw,
    )
    if (details.uid === uid) return details
  } catch (error) {
    if (!(error instanceof oidcErrors.SessionNotFound)) throw error
  }
  await sendHtml(reply, 400, renderFailurePage('fi', testIdpTexts.fi.sessionExpired))
  return undefined
}

/** Saves a grant of what the client asked for (no consent screen: the resident chose to come). */
async function grantConsent(provider: Provider, details: Interaction): Promise<string> {
  const missing = details.prompt.details as {
    missingOIDCScope?: string[]
    missingOIDCClaims?: string[]
    missingResourceScopes?: Record<string, string[]>
  }
  const grant =
    (details.grantId === undefined ? undefined : await provider.Grant.find(details.grantId)) ??
    new provider.Grant({
      accountId: details.session?.accountId ?? '',
      clientId: String(details.params.client_id),
    })
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '))
  }
  return grant.save()
}

/**
 * Ends the provider session of an earlier test login in this browser (the session and its
 * grants) and detaches the interaction from it, so that the new login starts a fresh session
 * instead of oidc-provider's "end the previous session" confirmation page, whose inline script
 * the CSP blocks. An FTN broker keeps no session for us: a new identification simply replaces
 * the previous one, whoever it identifies.
 */
async function endEarlierSession(provider: Provider, details: Interaction): Promise<void> {
  if (details.session === undefined) return
  const earlier = await provider.Session.findByUid(details.session.uid)
  if (earlier !== undefined) {
    for (const { grantId } of Object.values(earlier.authorizations ?? {})) {
      if (grantId !== undefined) await (await provider.Grant.find(grantId))?.destroy()
    }
    await earlier.destroy()
  }
  details.session = undefined
  await details.save(Math.max(details.exp - Math.floor(Date.now() / 1000), 1))
}

/** The identity the login form chose or typed, or the form's errors. */
interface FormIdentity {
  identity: TestIdentity | undefined
  errors: LoginPageErrors | undefined
  values: TypedIdentityValues
  chosenCode: string
}

/** Reads the login form: one of the `offered` identities (`form=choose`) or a typed one. */
function formIdentity(body: unknown, offered: readonly TestIdentity[]): FormIdentity {
  const chosenCode = formField(body, 'identity')
  const values: TypedIdentityValues = {
    personalIdentityCode: formField(body, 'personalIdentityCode'),
    givenName: formField(body, 'givenName'),
    familyName: formField(body, 'familyName'),
  }
  let identity: TestIdentity | undefined
  let errors: LoginPageErrors | undefined
  if (formField(body, 'form') === 'choose') {
    identity = offered.find(
      (person) =>
        normalizeHetu(person.personalIdentityCode) === normalizeHetu(chosenCode) &&
        chosenCode !== '',
    )
    if (identity === undefined) errors = { identity: 'required' }
  } else {
    const typed = typedIdentity(values)
    if ('errors' in typed) errors = typed.errors
    else identity = typed.identity
  }
  return { identity, errors, values, chosenCode }
}

/** The login form's post: a valid identity logs in, anything else shows the page again. */
async function postLogin(
  idp: IdpContext,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { provider } = idp
  const details = await interactionOf(idp, request.raw, reply, request.params.uid)
  if (details === undefined) return reply
  const lang: Lang = pageLanguageOf(details.params.ui_locales)
  const providerName = providerOfClient(details.params.client_id)
  const offered = await idp.identities()
  const { identity, errors, values, chosenCode } = formIdentity(request.body, offered)
  const hetu = identity === undefined ? undefined : parseHetu(identity.personalIdentityCode)
  if (identity === undefined || hetu === undefined || !hetu.valid) {
    const html = renderLoginPage({
      lang,
      provider: providerName,
      uid: details.uid,
      identities: offered,
      values,
      errors: errors ?? { identity: 'required' },
      chosen: chosenCode,
    })
    return sendHtml(reply, 400, html)
  }
  const accountId = rememberAccount(idp.accounts, {
    personal_identity_code: hetu.hetu,
    given_name: identity.givenName,
    family_name: identity.familyName,
    birthdate: hetu.dateOfBirth,
  })
  await endEarlierSession(provider, details)
  const returnTo = await provider.interactionResult(
    request.raw,
    reply.raw,
    {
      login: {
        accountId,
        acr: acrFor(providerName, details.params.acr_values),
        remember: false,
      },
    },
    { mergeWithLastSubmission: false },
  )
  return reply.redirect(returnTo, 303)
}

/** The provider's own pages: the stylesheet, the login page and its two form posts. */
async function registerInteractionRoutes(app: FastifyInstance, ctx: IdpContext): Promise<void> {
  const { provider } = ctx
  await app.register(async (idp) => {
    idp.addHook('onRoute', hideFromApiDocs)
    idp.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))))
      },
    )

    idp.get(stylesheetPath, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'max-age=3600')
        .send(stylesheet),
    )

    idp.get<{ Params: { uid: string } }>(
      `${testIdpPath}/interaction/:uid`,
      async (request, reply) => {
        const details = await interactionOf(ctx, request.raw, reply, request.params.uid)
        if (details === undefined) return reply
        if (details.prompt.name === 'consent') {
          const grantId = await grantConsent(provider, details)
          const returnTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            { consent: { grantId } },
            { mergeWithLastSubmission: true },
          )
          return reply.redirect(returnTo, 303)
        }
        const html = renderLoginPage({
          lang: pageLanguageOf(details.params.ui_locales),
          provider: providerOfClient(details.params.client_id),
          uid: details.uid,
          identities: await ctx.identities(),
        })
        return sendHtml(reply, 200, html)
      },
    )

    idp.post<{ Params: { uid: string } }>(
      `${testIdpPath}/interaction/:uid/login`,
      async (request, reply) => postLogin(ctx, request, reply),
    )

    idp.post<{ Params: { uid: string } }>(
      `${testIdpPath}/interaction/:uid/abort`,
      async (request, reply) => {
        const details = await interactionOf(ctx, request.raw, reply, request.params.uid)
        if (details === undefined) return reply
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'End-User aborted interaction' },
          { mergeWithLastSubmission: false },
        )
        return reply.redirect(returnTo, 303)
      },
    )
  })
}

/** The provider's protocol routes under `/idp/*`, their bodies left unparsed for it. */
async function registerProviderPassthrough(app: FastifyInstance, ctx: IdpContext): Promise<void> {
  const callback = ctx.provider.callback()
  // oidc-provider reads its own request bodies: this scope leaves them unparsed.
  await app.register(async (passthrough) => {
    passthrough.addHook('onRoute', hideFromApiDocs)
    passthrough.removeAllContentTypeParsers()
    passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null))
    const toProvider = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack()
      const raw = asPublicRequest(request.raw, ctx.publicOrigin) as IncomingMessage & {
        originalUrl?: string
      }
      raw.originalUrl = raw.url
      raw.url = (raw.url ?? '/').slice(testIdpPath.length) || '/'
      await callback(raw, reply.raw)
    }
    // Two routes, so that only POST gets the impersonation guard of the platform.
    passthrough.get(`${testIdpPath}/*`, toProvider)
    passthrough.post(`${testIdpPath}/*`, toProvider)
  })
}

/**
 * Registers the test identity provider at `/idp` of `app` (before `app.ready()`).
 *
 * Routes: `GET|POST /idp/*` (oidc-provider: discovery, `auth`, `token`, `jwks`, `me`; bodies are
 * left unparsed for it), `GET /idp/interaction/:uid` (the page), `POST
 * /idp/interaction/:uid/login` and `/abort` (form posts), `GET /idp/static/test-idp.css`. Every
 * URL the provider builds uses `publicUrl`, whatever Host the request came with.
 *
 * @returns the issuer and the relying-party settings of `telia` and `candour` at the test
 *   provider (with an in-process `fetch`, see `injectFetch`), ready for `createIdentityService`.
 * @throws Error in production mode: the test provider is never enabled there (issue 4).
 */
export async function registerTestIdentityProvider(
  app: FastifyInstance,
  options: TestIdentityProviderOptions,
): Promise<TestIdentityProvider> {
  if (options.mode === 'production') {
    throw new Error('The built-in test identity provider is never enabled in production mode')
  }
  const publicUrl = options.publicUrl.replace(/\/+$/, '')
  const issuer = `${publicUrl}${testIdpPath}`
  const redirectUri = `${publicUrl}${options.callbackPath ?? identityCallbackPath}`
  const [idpSigningJwk, rpSigningJwk, rpEncryptionJwk] = await Promise.all([
    generateRsaJwk('RS256'),
    generateRsaJwk('RS256'),
    generateRsaJwk('RSA-OAEP-256'),
  ])
  const rpJwks = {
    keys: [await publicJwkOf(rpSigningJwk, 'sig'), await publicJwkOf(rpEncryptionJwk, 'enc')],
  }
  const accounts: AccountStore = new Map()
  const provider = new Provider(
    issuer,
    providerConfiguration({ redirectUri, rpJwks, idpSigningJwk, accounts }),
  )
  // URLs are built from the rewritten Host and X-Forwarded-Proto (see `asPublicRequest`).
  provider.proxy = true
  provider.use(async (ctx, next) => {
    await next()
    ctx.set('content-security-policy', testIdpCsp)
    ctx.set('x-content-type-options', 'nosniff')
    ctx.set('x-frame-options', 'DENY')
    ctx.set('referrer-policy', 'no-referrer')
  })
  const idp: IdpContext = {
    provider,
    publicOrigin: new URL(publicUrl),
    accounts,
    identities: async () =>
      typeof options.identities === 'function' ? options.identities() : options.identities,
  }
  await registerInteractionRoutes(app, idp)
  await registerProviderPassthrough(app, idp)

  const fetch = injectFetch(app, publicUrl)
  const settingsOf = (name: ProviderName): ProviderSettings => ({
    issuer,
    clientId: testIdpClientIds[name],
    privateJwk: rpSigningJwk,
    encryptionJwk: rpEncryptionJwk,
    redirectUri,
    acrValues: [...defaultAcrValues[name]],
    fetch,
  })
  return { issuer, providers: { telia: settingsOf('telia'), candour: settingsOf('candour') } }
}
