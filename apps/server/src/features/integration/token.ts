/**
 * The token endpoint (issue 22 item 1; RFC 6749 §4.4 client credentials grant):
 * `POST /api/integration/oauth/token` with HTTP Basic client authentication (RFC 6749 §2.3.1:
 * `client_id:client_secret`, each form-urlencoded, base64) and the form body
 * `grant_type=client_credentials[&scope=a b]`. Answers RFC 6749 §5.1
 * `{access_token, token_type: 'Bearer', expires_in, scope}` with `Cache-Control: no-store`;
 * errors are RFC 6749 §5.2 codes in the `{error}` body:
 * - `invalid_client` (401, `WWW-Authenticate: Basic`): no or malformed Basic credentials, an
 *   unknown client, a wrong or expired secret, a disabled client, or an address outside the
 *   client's allowed IP ranges;
 * - `invalid_request` (400): not a form body, or no `grant_type`;
 * - `unsupported_grant_type` (400): a grant other than `client_credentials`;
 * - `invalid_scope` (400): a scope the client does not have, or an unknown one.
 *
 * Each attempt counts against the per-IP failure limit before the secret is checked (so parallel
 * guesses cannot slip past) and is given back when the client authenticates; past
 * `limits.integrationTokenFailuresPerIp` the answer is 429 TOO_MANY_REQUESTS_EXCEPTION with
 * `Retry-After`.
 */
import type { TokenResponse } from '@asukas/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { auditQuietly } from '../../platform/audit.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { ApiError, tooManyAttempts } from '../../platform/errors.ts'
import { takeRateLimit, type RateLimitRule } from '../../platform/rate-limit.ts'
import { authenticateClient, ipAllowed } from './clients.ts'
import { isScope, type TokenSigner } from './tokens.ts'
import { refundRateLimit } from './repository.ts'

/** The client id and secret of an HTTP Basic `Authorization` header, or null. */
export function basicCredentials(
  header: string | undefined,
): { clientId: string; secret: string } | null {
  const match = /^Basic +([A-Za-z0-9+/]+=*)$/i.exec(header?.trim() ?? '')
  if (!match?.[1]) return null
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 1) return null
  try {
    const formDecode = (value: string) => decodeURIComponent(value.replace(/\+/g, ' '))
    return {
      clientId: formDecode(decoded.slice(0, colon)),
      secret: formDecode(decoded.slice(colon + 1)),
    }
  } catch {
    return null
  }
}

/** Gives back one event counted by `takeRateLimit` at `at` (a success is no failure). */
async function refund(q: Queryable, key: string, rule: RateLimitRule, at: Date): Promise<void> {
  const windowStart = new Date(Math.floor(at.getTime() / rule.windowMs) * rule.windowMs)
  await refundRateLimit(q, key, windowStart)
}

/** What {@link issueToken} needs. */
export interface TokenDeps {
  db: Queryable
  clock: Clock
  signer: TokenSigner
  failureLimit: RateLimitRule
}

/**
 * Handles one token request (see the module comment).
 *
 * @throws ApiError with an RFC 6749 §5.2 code, or 429 TOO_MANY_REQUESTS_EXCEPTION.
 */
export async function issueToken(
  deps: TokenDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TokenResponse> {
  const { db, clock, signer, failureLimit } = deps
  reply.header('cache-control', 'no-store')
  reply.header('pragma', 'no-cache')
  const now = clock.now()
  const limitKey = `integration_token_failure:ip:${request.ip}`
  const taken = await takeRateLimit(db, limitKey, failureLimit, now)
  if (!taken.allowed) throw tooManyAttempts('TOO_MANY_REQUESTS_EXCEPTION', taken.retryAfterMs)

  const refuse = async (code: 'invalid_client', reason: string, clientId: string | null) => {
    await auditQuietly(
      db,
      {
        action: 'integration_token_refused',
        ipAddress: request.ip,
        entityType: 'integration_client',
        entityId: clientId,
        details: { clientId, reason },
      },
      request.log,
    )
    reply.header('www-authenticate', 'Basic realm="asukas-integration", charset="UTF-8"')
    return new ApiError(401, code)
  }

  const credentials = basicCredentials(request.headers.authorization)
  if (credentials === null) throw await refuse('invalid_client', 'no_credentials', null)
  const client = await authenticateClient(db, credentials.clientId, credentials.secret, now)
  if (client === null) throw await refuse('invalid_client', 'wrong_secret', credentials.clientId)
  if (client.disabledAt !== null) {
    throw await refuse('invalid_client', 'client_disabled', client.clientId)
  }
  if (!ipAllowed(request.ip, client.allowedIpRanges)) {
    throw await refuse('invalid_client', 'ip_not_allowed', client.clientId)
  }
  // The client is who it says: this attempt was no failure.
  await refund(db, limitKey, failureLimit, now)

  const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
  const body = (request.body ?? {}) as Record<string, unknown>
  if (contentType !== 'application/x-www-form-urlencoded' || body.grant_type === undefined) {
    throw new ApiError(400, 'invalid_request')
  }
  if (body.grant_type !== 'client_credentials') throw new ApiError(400, 'unsupported_grant_type')
  const requested =
    typeof body.scope === 'string' && body.scope.trim() !== ''
      ? [...new Set(body.scope.trim().split(/ +/))]
      : client.scopes
  if (!requested.every((scope) => isScope(scope) && client.scopes.includes(scope))) {
    throw new ApiError(400, 'invalid_scope')
  }
  const scopes = requested.filter(isScope)
  const { token, expiresIn } = await signer.issue(
    { clientUuid: client.id, clientId: client.clientId, scopes },
    now,
  )
  await auditQuietly(
    db,
    {
      action: 'integration_token_issued',
      ipAddress: request.ip,
      entityType: 'integration_client',
      entityId: client.clientId,
      details: { clientId: client.clientId, scopes },
    },
    request.log,
  )
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: expiresIn,
    scope: scopes.join(' '),
  }
}
