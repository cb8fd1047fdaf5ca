/**
 * The OpenID Connect relying party of strong identification (openid-client v6).
 *
 * Authorization code flow with PKCE (S256), `state` and `nonce`, as the Finnish Trust Network
 * OIDC profile asks: the authorization request travels as a signed request object (JAR,
 * RFC 9101), the client authenticates at the token endpoint with `private_key_jwt`, and the ID
 * token must come encrypted (JWE) and is decrypted with the relying party's own key. The `acr`
 * must be one of the provider's accepted values. The person is identified by the
 * `personal_identity_code` claim, never by `sub` (brokers' `sub` values are pairwise and may
 * change). Flow state lives in `identity_flows` (see `flows.ts`), valid 10 minutes, single use.
 *
 * Source: issue 4 "Strong identification"; spec 01 §4 (registration, confirmation), spec 02 §7
 * (links), §8 (confirmation error codes); OpenID Connect Core 1.0; RFC 7636, RFC 9101.
 */
import type { Lang } from '@asukas/domain'
import { parseHetu } from '@asukas/domain'
import * as client from 'openid-client'
import type { Queryable } from '../db/db.ts'
import { IdentityError, type IdentityFailureReason } from './errors.ts'
import {
  claimIdentityFlow,
  completeIdentityFlow,
  failIdentityFlow,
  insertIdentityFlow,
  purgeIdentityFlows,
  type ClaimedIdentityFlow,
  type IdentityFlowKind,
  type IdentityFlowSummary,
  type IdentityOperationType,
  type VerifiedIdentity,
} from './flows.ts'
import { contentEncryptionAlgs, importRelyingPartyKeys, type RelyingPartyKeys } from './keys.ts'
import {
  defaultScope,
  identityProviderOf,
  providerNames,
  type ProviderName,
  type ProviderSettings,
  type ProviderSettingsMap,
} from './providers.ts'

/** How long a started flow may wait for its callback (issue 4: "expiry 10 min"). */
export const identityFlowTtlMs = 10 * 60 * 1000

/** How long flows are kept after their start before `start` purges them (they hold hetus). */
export const identityFlowRetentionMs = 24 * 60 * 60 * 1000

/** Seconds an HTTP call to a provider may take before the flow fails. */
const providerTimeoutSeconds = 10

/** The logging the service does: failures, without personal data. */
export interface IdentityLogger {
  info(object: Record<string, unknown>, message: string): void
  warn(object: Record<string, unknown>, message: string): void
  error(object: Record<string, unknown>, message: string): void
}

/** What {@link createIdentityService} needs. */
export interface IdentityServiceOptions {
  /** The database with `identity_flows` (0001 + 0003). */
  db: Queryable
  /** The providers to offer; from `readProviderSettings` or `registerTestIdentityProvider`. */
  providers: ProviderSettingsMap
  /** The server's public URL without a trailing slash; relative callback URLs resolve on it. */
  publicUrl: string
  logger?: IdentityLogger
  /** The clock (tests move it); default `new Date()`. */
  now?: () => Date
}

/** What a strong identification is started for. */
export interface StartIdentityFlowInput {
  provider: ProviderName
  kind: IdentityFlowKind
  /** Language of the provider's pages (`ui_locales`). */
  locale: Lang
  /** The signed-in resident, if any (confirmations). */
  userId?: string | null
  /** Required for `confirm_operation`. */
  contractId?: string | null
  /** Required for `confirm_operation`. */
  operationType?: IdentityOperationType | null
  /** Anything JSON the operation needs after the callback (e.g. the termination form). */
  operationData?: unknown
  /** Same-origin path (`/…`, not `//…`) to send the browser back to after the callback. */
  returnTo: string
}

/** A started flow: send the browser to `url` and bind `state` to it (e.g. an HttpOnly cookie). */
export interface StartedIdentityFlow {
  /** The provider's authorization URL (carries only `client_id`, `request`, `response_type`, `scope`). */
  url: string
  flowId: string
  /**
   * The flow's `state`. Keep it in the browser that started the flow (a cookie) and pass it to
   * `complete`: that is what makes a callback from another browser fail (login CSRF).
   */
  state: string
  expiresAt: Date
}

/** A completed flow: what it was for, and who was identified. */
export interface CompletedIdentityFlow extends IdentityFlowSummary {
  identity: VerifiedIdentity
}

/** The strong identification service, see {@link createIdentityService}. */
export interface IdentityService {
  /** Providers with settings, in the order `telia`, `candour`. */
  readonly providers: readonly ProviderName[]
  /**
   * Stores a new flow and builds the provider's authorization URL (a signed request object with
   * PKCE challenge, state, nonce, `acr_values`, `ui_locales`, and a `claims` request for the
   * identity code and names when the provider supports it).
   *
   * @throws IdentityError `provider_not_configured` / `provider_unreachable`
   *   (CONFIRM_OPERATION_NO_IDENTITY_VERIFIER); TypeError for a bad `returnTo` or a confirmation
   *   without contract and operation type (programming errors).
   */
  start(input: StartIdentityFlowInput): Promise<StartedIdentityFlow>
  /**
   * Handles the provider's callback: claims the flow of `expectedState` (once), checks expiry
   * and `state`, exchanges the code (PKCE, `private_key_jwt`), decrypts and validates the ID token
   * (signature, issuer, audience, `nonce`, encryption), checks `acr` and reads the identity.
   *
   * @param callbackUrl the URL the provider redirected to (absolute, or a path with query).
   * @param expectedState the state bound to the browser at `start`.
   * @returns the flow and the verified identity; the flow is then `completed`.
   * @throws IdentityError with the reason and the spec 02 §8 code (see `errors.ts`); the flow,
   *   when known, is then `failed` or `cancelled` and the error carries its summary.
   */
  complete(callbackUrl: string | URL, expectedState: string): Promise<CompletedIdentityFlow>
}

interface ProviderClient {
  config: client.Configuration
  keys: RelyingPartyKeys
}

/** Tells whether a compact JWT is a JWE (five parts) rather than a JWS (three). */
function isEncryptedJwt(jwt: string | undefined): boolean {
  return jwt !== undefined && jwt.split('.').length === 5
}

/** A same-origin path: starts with exactly one `/` (no `//host` or `/\host` escapes). */
function isSameOriginPath(path: string): boolean {
  return /^\/($|[^/\\])/.test(path) && !/[\r\n]/.test(path)
}

/** The claims the relying party asks to be put in the ID token (OIDC Core §5.5). */
const idTokenClaimsRequest = JSON.stringify({
  id_token: {
    personal_identity_code: { essential: true },
    given_name: { essential: true },
    family_name: { essential: true },
    birthdate: null,
  },
})

/** The error's reason: cancellation, provider error, replayed ID token or another failure. */
function failureReasonOf(error: unknown): IdentityFailureReason {
  if (error instanceof client.AuthorizationResponseError) {
    return error.error === 'access_denied' ? 'cancelled' : 'provider_error'
  }
  if (error instanceof client.ClientError) {
    const detail = (error.cause as { cause?: { claim?: unknown } } | undefined)?.cause
    if (detail?.claim === 'nonce') return 'nonce_mismatch'
  }
  return 'token_error'
}

/** A non-empty trimmed string claim, or undefined. */
function textClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/**
 * Reads the person from validated ID token claims: `personal_identity_code` (normalised and
 * validated, spec 02 §5 General; DVV 2023 century signs), `given_name`, `family_name`;
 * `birthdate`, when given, must equal the date of birth in the code. `sub` is not used.
 *
 * @param flow the flow, carried by the error.
 * @throws IdentityError `missing_attributes`, `invalid_identity_code`, `inconsistent_attributes`.
 */
export function identityFromClaims(
  claims: Readonly<Record<string, unknown>>,
  provider: ProviderName,
  acr: string,
  flow: IdentityFlowSummary,
): VerifiedIdentity {
  const code = textClaim(claims.personal_identity_code)
  const givenName = textClaim(claims.given_name)
  const familyName = textClaim(claims.family_name)
  if (code === undefined || givenName === undefined || familyName === undefined) {
    throw new IdentityError('missing_attributes', flow)
  }
  const hetu = parseHetu(code)
  if (!hetu.valid) throw new IdentityError('invalid_identity_code', flow)
  if (claims.birthdate !== undefined && claims.birthdate !== hetu.dateOfBirth) {
    throw new IdentityError('inconsistent_attributes', flow)
  }
  return {
    personalIdentityCode: hetu.hetu,
    givenName,
    familyName,
    birthdate: hetu.dateOfBirth,
    acr,
    provider,
    identityProvider: identityProviderOf(provider),
  }
}

function summaryOf(flow: ClaimedIdentityFlow): IdentityFlowSummary {
  const {
    state: _state,
    nonce: _nonce,
    codeVerifier: _verifier,
    expiresAt: _expires,
    ...rest
  } = flow
  return rest
}

/**
 * Connects to a provider: imports the relying party's keys and discovers the provider's metadata
 * (response decryption on; plain http only for an `http:` issuer, the built-in test provider).
 */
async function connect(settings: ProviderSettings): Promise<ProviderClient> {
  const keys = await importRelyingPartyKeys(settings)
  const issuer = new URL(settings.issuer)
  const execute: ((config: client.Configuration) => void)[] = [
    (config) =>
      client.enableDecryptingResponses(config, contentEncryptionAlgs, {
        key: keys.decryption.key,
        alg: keys.decryption.alg,
        kid: keys.decryption.kid,
      }),
  ]
  if (issuer.protocol === 'http:') execute.push(client.allowInsecureRequests)
  const discoveryOptions: client.DiscoveryRequestOptions = {
    execute,
    timeout: providerTimeoutSeconds,
    ...(settings.fetch ? { [client.customFetch]: settings.fetch } : {}),
  }
  const config = await client.discovery(
    issuer,
    settings.clientId,
    {
      token_endpoint_auth_method: 'private_key_jwt',
      token_endpoint_auth_signing_alg: keys.signing.alg,
      request_object_signing_alg: keys.signing.alg,
      id_token_encrypted_response_alg: keys.decryption.alg,
    },
    client.PrivateKeyJwt({ key: keys.signing.key, kid: keys.signing.kid }),
    discoveryOptions,
  )
  return { config, keys }
}

/**
 * The authorization request's address: the parameters in a signed request object (JAR), with
 * `response_type` and `scope` repeated outside it (OIDC Core §6.1), and the `claims` request
 * when the provider supports it.
 */
async function authorizationUrl(
  settings: ProviderSettings,
  providerClient: ProviderClient,
  request: { state: string; nonce: string; codeChallenge: string; locale: Lang },
): Promise<URL> {
  const { config, keys } = providerClient
  const { state, nonce, codeChallenge } = request
  const scope = settings.scope ?? defaultScope
  const parameters: Record<string, string> = {
    redirect_uri: settings.redirectUri,
    response_type: 'code',
    scope,
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    acr_values: settings.acrValues.join(' '),
    ui_locales: request.locale,
  }
  if (config.serverMetadata().claims_parameter_supported === true) {
    parameters.claims = idTokenClaimsRequest
  }
  const url = await client.buildAuthorizationUrlWithJAR(config, parameters, {
    key: keys.signing.key,
    kid: keys.signing.kid,
  })
  // OIDC Core §6.1: response_type and scope are repeated outside the request object.
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('scope', scope)
  return url
}

/**
 * Exchanges the code for the tokens (PKCE, state and nonce checked) and checks that the ID token
 * came encrypted and with an accepted `acr`.
 *
 * @returns the token's claims and its `acr`.
 * @throws IdentityError with the failure's reason.
 */
async function exchangeCode(
  settings: ProviderSettings,
  providerClient: ProviderClient,
  currentUrl: URL,
  flow: { codeVerifier: string; state: string; nonce: string },
  summary: IdentityFlowSummary,
): Promise<{ claims: client.IDToken; acr: string }> {
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>
  try {
    tokens = await client.authorizationCodeGrant(providerClient.config, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    })
  } catch (error) {
    throw new IdentityError(failureReasonOf(error), summary, { cause: error })
  }
  if (!isEncryptedJwt(tokens.id_token)) {
    throw new IdentityError('id_token_not_encrypted', summary)
  }
  const claims = tokens.claims()
  if (claims === undefined) throw new IdentityError('token_error', summary)
  const acr = typeof claims.acr === 'string' ? claims.acr : undefined
  if (acr === undefined || !settings.acrValues.includes(acr)) {
    throw new IdentityError('acr_not_accepted', summary)
  }
  return { claims, acr }
}

/**
 * Records a completion's failure on its flow and logs it.
 *
 * @returns the failure as an IdentityError (`token_error` for anything unexpected), to throw.
 */
async function failedFlow(
  db: Queryable,
  logger: IdentityLogger | undefined,
  flow: Pick<ClaimedIdentityFlow, 'flowId' | 'provider'>,
  summary: IdentityFlowSummary,
  error: unknown,
  at: Date,
): Promise<IdentityError> {
  const failure =
    error instanceof IdentityError
      ? error
      : new IdentityError('token_error', summary, { cause: error })
  await failIdentityFlow(db, flow.flowId, failure.code, at)
  const cause = failure.cause
  logger?.warn(
    {
      flowId: flow.flowId,
      provider: flow.provider,
      reason: failure.reason,
      code: failure.code,
      ...(cause instanceof Error ? { cause: cause.message } : {}),
    },
    'strong identification failed',
  )
  return failure
}

/**
 * Creates the strong identification service over the configured providers.
 *
 * Provider metadata is discovered (`/.well-known/openid-configuration`) and the keys imported on
 * first use, then cached; a failed discovery is retried on the next call. An `http:` issuer (the
 * built-in test provider on localhost) is allowed; real providers' settings require https
 * (`readProviderSettings`).
 *
 * @returns `{ providers, start, complete }`, see {@link IdentityService}.
 */
export function createIdentityService(options: IdentityServiceOptions): IdentityService {
  const { db, providers, publicUrl, logger } = options
  const now = options.now ?? (() => new Date())
  const clients = new Map<ProviderName, Promise<ProviderClient>>()

  /** The provider's client, connecting once; a failure is forgotten so the next call retries. */
  function clientOf(name: ProviderName, settings: ProviderSettings): Promise<ProviderClient> {
    let pending = clients.get(name)
    if (pending === undefined) {
      pending = connect(settings)
      clients.set(name, pending)
      pending.catch(() => clients.delete(name))
    }
    return pending
  }

  async function connectOrFail(
    name: ProviderName,
    flow?: IdentityFlowSummary,
  ): Promise<{ settings: ProviderSettings; providerClient: ProviderClient }> {
    const settings = providers[name]
    if (settings === undefined) throw new IdentityError('provider_not_configured', flow)
    try {
      return { settings, providerClient: await clientOf(name, settings) }
    } catch (error) {
      logger?.error(
        { provider: name, err: error instanceof Error ? error.message : String(error) },
        'identity provider unreachable',
      )
      throw new IdentityError('provider_unreachable', flow, { cause: error })
    }
  }

  async function start(input: StartIdentityFlowInput): Promise<StartedIdentityFlow> {
    if (!isSameOriginPath(input.returnTo)) {
      throw new TypeError('returnTo must be a same-origin path starting with a single /')
    }
    const contractId = input.contractId ?? null
    const operationType = input.operationType ?? null
    if (input.kind === 'confirm_operation' && (contractId === null || operationType === null)) {
      throw new TypeError('a confirm_operation flow needs contractId and operationType')
    }
    const { settings, providerClient } = await connectOrFail(input.provider)

    const state = client.randomState()
    const nonce = client.randomNonce()
    const codeVerifier = client.randomPKCECodeVerifier()
    const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier)
    const createdAt = now()
    const expiresAt = new Date(createdAt.getTime() + identityFlowTtlMs)

    await purgeIdentityFlows(db, new Date(createdAt.getTime() - identityFlowRetentionMs))
    const flowId = await insertIdentityFlow(db, {
      kind: input.kind,
      provider: input.provider,
      locale: input.locale,
      userId: input.userId ?? null,
      contractId,
      operationType,
      operationData: input.operationData ?? null,
      returnTo: input.returnTo,
      state,
      nonce,
      codeVerifier,
      createdAt,
      expiresAt,
    })

    const url = await authorizationUrl(settings, providerClient, {
      state,
      nonce,
      codeChallenge,
      locale: input.locale,
    })
    return { url: url.href, flowId, state, expiresAt }
  }

  async function complete(
    callbackUrl: string | URL,
    expectedState: string,
  ): Promise<CompletedIdentityFlow> {
    const at = now()
    const parameters = new URL(callbackUrl, publicUrl).searchParams
    if (expectedState === '') throw new IdentityError('unknown_flow')
    const claim = await claimIdentityFlow(db, expectedState)
    if (claim.outcome === 'unknown') throw new IdentityError('unknown_flow')
    if (claim.outcome === 'used') throw new IdentityError('flow_used', claim.flow)
    const flow = claim.flow
    const summary = summaryOf(flow)
    try {
      if (flow.expiresAt.getTime() <= at.getTime()) {
        throw new IdentityError('flow_expired', summary)
      }
      if (parameters.get('state') !== flow.state) {
        throw new IdentityError('state_mismatch', summary)
      }
      const { settings, providerClient } = await connectOrFail(flow.provider, summary)
      const currentUrl = new URL(settings.redirectUri)
      currentUrl.search = parameters.toString()

      const { claims, acr } = await exchangeCode(
        settings,
        providerClient,
        currentUrl,
        flow,
        summary,
      )
      const identity = identityFromClaims(claims, flow.provider, acr, summary)
      await completeIdentityFlow(db, flow.flowId, identity, at)
      logger?.info(
        { flowId: flow.flowId, provider: flow.provider, kind: flow.kind, acr },
        'strong identification completed',
      )
      return { ...summary, identity }
    } catch (error) {
      throw await failedFlow(db, logger, flow, summary, error, at)
    }
  }

  return {
    providers: providerNames.filter((name) => providers[name] !== undefined),
    start,
    complete,
  }
}
