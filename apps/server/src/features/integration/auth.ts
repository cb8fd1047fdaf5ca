/**
 * Authentication and audit of the integration API's calls (issue 22 item 1).
 *
 * `requireIntegrationScope(scope)` is a Fastify hook (use it as the route's `onRequest`, so a
 * caller without a valid token learns nothing about the body, or as its `preHandler`) that:
 * 1. reads `Authorization: Bearer <JWT>` and verifies it (`tokens.ts`: signature, `typ`, issuer,
 *    audience, expiry at the app's clock) — else 401 `INVALID_TOKEN` with
 *    `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750 §3);
 * 2. checks that the client still exists, is not disabled and that the request's address is in
 *    its allowed IP ranges — else 401 `INVALID_TOKEN` as well;
 * 3. checks that the token carries `scope` and the client still has it — else 403
 *    `INSUFFICIENT_SCOPE` with `WWW-Authenticate: Bearer error="insufficient_scope"`;
 * 4. sets `request.integrationClient = { id, clientId, name, scopes }`.
 *
 * Every call that got past step 1 is audited exactly once (`integration_call` in the audit
 * log): on success the route's handler calls {@link auditIntegrationCall} inside its
 * transaction with the entity type, external id and result; an error answer (or a success the
 * handler did not audit) is written by an `onResponse` hook with the status as the result.
 * Refusals at steps 2–3 are audited too.
 *
 * {@link registerIntegrationAuth} must run in `app.ts` before the features' routes: it keeps
 * the database, clock and token signer on the root instance for every plugin's hooks.
 */
import type { IntegrationScope } from '@asukas/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { audit, auditQuietly } from '../../platform/audit.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Config } from '../../platform/config.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { ApiError } from '../../platform/errors.ts'
import { clientByUuid, ipAllowed } from './clients.ts'
import { createTokenSigner, type TokenSigner } from './tokens.ts'

/** The machine client of an authenticated integration call. */
export interface IntegrationClientContext {
  /** Our uuid of the client. */
  id: string
  /** Its public client id. */
  clientId: string
  name: string
  /** The scopes of the access token (a subset of the client's). */
  scopes: IntegrationScope[]
}

/** What the integration hooks need, kept on the root instance. */
export interface IntegrationAuthDeps {
  db: Queryable
  clock: Clock
  signer: TokenSigner
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, clock and token signer of the integration API (`registerIntegrationAuth`). */
    integrationAuth: IntegrationAuthDeps
  }
  interface FastifyRequest {
    /** The machine client of an integration call (set by `requireIntegrationScope`), or null. */
    integrationClient: IntegrationClientContext | null
    /** The scope the route required (set with `integrationClient`), or null. */
    integrationScope: IntegrationScope | null
    /** True once the call's `integration_call` audit row is written. */
    integrationAudited: boolean
  }
}

/**
 * Keeps the integration API's dependencies on `app` and installs the `onResponse` hook that
 * audits every authenticated call not audited by its handler. Call before any route.
 */
export function registerIntegrationAuth(
  app: FastifyInstance,
  deps: { db: Queryable; clock: Clock; config: Config },
): void {
  const signer = createTokenSigner(deps.config.integrationTokenSecret, deps.config.publicUrl)
  app.decorate('integrationAuth', { db: deps.db, clock: deps.clock, signer })
  app.decorateRequest('integrationClient', null)
  app.decorateRequest('integrationScope', null)
  app.decorateRequest('integrationAudited', false)
  app.addHook('onResponse', async (request, reply) => {
    // A handler audits its success inside its transaction; when that transaction rolled back
    // the answer is an error, which is audited here.
    if (request.integrationClient === null) return
    if (request.integrationAudited && reply.statusCode < 400) return
    await auditQuietly(
      deps.db,
      callEntry(request, {
        entityType: null,
        externalId: null,
        result: reply.statusCode < 400 ? 'ok' : `error_${reply.statusCode}`,
        status: reply.statusCode,
      }),
      request.log,
    )
  })
}

/** 401 INVALID_TOKEN with RFC 6750's challenge. */
function invalidToken(reply: FastifyReply, description: string): ApiError {
  reply.header(
    'www-authenticate',
    `Bearer realm="asukas-integration", error="invalid_token", error_description="${description}"`,
  )
  return new ApiError(401, 'INVALID_TOKEN')
}

/** The bearer token of `Authorization`, or null when there is none or it is not Bearer. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (header === undefined) return null
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i.exec(header.trim())
  return match?.[1] ?? null
}

/**
 * A hook that lets only machine clients whose access token carries `scope` through (see the
 * module comment for the checks and answers).
 *
 * @param required the scope the route needs, or a list of which any one will do (the bulk load,
 *   which checks each line's own scope).
 * @throws ApiError 401 INVALID_TOKEN, 403 INSUFFICIENT_SCOPE.
 */
export function requireIntegrationScope(required: IntegrationScope | readonly IntegrationScope[]) {
  const anyOf: readonly IntegrationScope[] = typeof required === 'string' ? [required] : required
  return async function integrationScopeHook(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const { db, clock, signer } = request.server.integrationAuth
    const token = bearerOf(request)
    if (token === null) {
      reply.header('www-authenticate', 'Bearer realm="asukas-integration"')
      throw new ApiError(401, 'INVALID_TOKEN')
    }
    const claims = await signer.verify(token, clock.now())
    if (claims === null) throw invalidToken(reply, 'the access token is invalid or expired')
    const client = await clientByUuid(db, claims.clientUuid)
    const scope = anyOf.find((s) => claims.scopes.includes(s) && client?.scopes.includes(s))
    const refusal =
      client === null
        ? 'unknown_client'
        : client.disabledAt !== null
          ? 'client_disabled'
          : !ipAllowed(request.ip, client.allowedIpRanges)
            ? 'ip_not_allowed'
            : scope === undefined
              ? 'insufficient_scope'
              : null
    if (refusal !== null) {
      await auditQuietly(
        db,
        {
          action: 'integration_call',
          ipAddress: request.ip,
          entityType: null,
          details: {
            clientId: claims.clientId,
            scope: scope ?? anyOf.join(' '),
            result: refusal,
            status: refusal === 'insufficient_scope' ? 403 : 401,
            method: request.method,
            path: request.url.split('?')[0] ?? '',
          },
        },
        request.log,
      )
    }
    if (refusal === 'insufficient_scope') {
      reply.header(
        'www-authenticate',
        `Bearer realm="asukas-integration", error="insufficient_scope", scope="${anyOf.join(' ')}"`,
      )
      throw new ApiError(403, 'INSUFFICIENT_SCOPE')
    }
    if (refusal !== null || client === null || scope === undefined) {
      throw invalidToken(reply, 'the client is disabled, unknown or not allowed from this address')
    }
    request.integrationClient = {
      id: client.id,
      clientId: client.clientId,
      name: client.name,
      scopes: claims.scopes.filter((s) => client.scopes.includes(s)),
    }
    request.integrationScope = scope
  }
}

/** What one audited integration call did. */
export interface IntegrationCallOutcome {
  /** The entity type, e.g. `contract` (null for calls about no single entity). */
  entityType: string | null
  /** The provider's id of the entity, or a summary such as `bulk`. */
  externalId: string | null
  /** E.g. `created`, `updated`, `unchanged`, `ok`, or an error code. */
  result: string
  /** The HTTP status answered. */
  status?: number
  /** More facts (counts of a bulk load). */
  details?: Record<string, unknown>
}

function callEntry(request: FastifyRequest, outcome: IntegrationCallOutcome) {
  const client = request.integrationClient
  return {
    action: 'integration_call' as const,
    ipAddress: request.ip,
    entityType: outcome.entityType,
    entityId: outcome.externalId,
    details: {
      clientId: client?.clientId ?? null,
      clientName: client?.name ?? null,
      scope: request.integrationScope,
      result: outcome.result,
      status: outcome.status ?? 200,
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      ...outcome.details,
    },
  }
}

/**
 * Writes the call's one `integration_call` audit row: client, scope, entity type, external id
 * and result. Pass the transaction of the change so the row commits with it.
 *
 * @throws the database error (the caller's transaction then rolls back).
 */
export async function auditIntegrationCall(
  q: Queryable,
  request: FastifyRequest,
  outcome: IntegrationCallOutcome,
): Promise<void> {
  await audit(q, callEntry(request, outcome))
  request.integrationAudited = true
}
