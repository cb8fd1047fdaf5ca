/**
 * Routes of the integration API (issue 22): the administrators' client management under
 * `/api/staff/integration-clients` (capability `integrations`), the token endpoint and the
 * machine clients' calls under `/api/integration/`.
 *
 * This plugin is encapsulated: the form parser of the token endpoint
 * (`application/x-www-form-urlencoded`, which the rest of the app refuses) exists only here.
 */
import {
  api,
  integrationEntityScopes,
  type EndpointDef,
  type IntegrationEntityType,
} from '@asukas/contract'
import type { StaffCapability } from '@asukas/contract/endpoints/staff'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { ApiError, unauthorized } from '../../platform/errors.ts'
import { routeFor } from '../../platform/http.ts'
import { requireCapability, type StaffActor } from '../staff/index.ts'
import { createClient, disableClient, listClients, rotateSecret } from './clients.ts'
import { auditIntegrationCall, requireIntegrationScope } from './auth.ts'
import { PassThrough, type Readable } from 'node:stream'
import { runBulk, splitLines } from './entities/bulk.ts'
import { issueToken } from './token.ts'
import { parseUpsertBody, upsertEntity } from './entities/upserts.ts'

/**
 * The version of an `If-Match` header (`"3"`, `W/"3"` or `3`), `'*'`, or null without one. A
 * value that names no version can match nothing: -1.
 */
export function ifMatchOf(header: string | undefined): number | '*' | null {
  if (header === undefined || header.trim() === '') return null
  const value = header.trim()
  if (value === '*') return '*'
  const match = /^(?:W\/)?"?([1-9][0-9]{0,9})"?$/.exec(value)
  return match?.[1] === undefined ? -1 : Number(match[1])
}

/** The upsert endpoints by entity type. */
const upsertEndpoints: Record<IntegrationEntityType, EndpointDef> = {
  'real-properties': api.upsertRealProperty,
  buildings: api.upsertBuilding,
  apartments: api.upsertApartment,
  contracts: api.upsertContract,
  contacts: api.upsertContact,
  payments: api.upsertPayment,
  documents: api.upsertDocument,
}

/** Largest token request body read (a form of two short fields). */
const tokenBodyLimit = 4096

/** Registers the integration routes. */
export const integrationRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, clock, limits } = deps
  const actors = new WeakMap<FastifyRequest, StaffActor>()

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: tokenBodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )

  // The bulk load reads its body itself, line by line, whatever its size.
  app.addContentTypeParser(
    ['application/x-ndjson', 'application/jsonl'],
    (_request, payload, done) => {
      done(null, payload)
    },
  )

  /** The administrator whose capability the route's hook checked. */
  function actorOf(request: FastifyRequest): StaffActor {
    const actor = actors.get(request)
    if (!actor) throw new Error('integration client route without its capability hook')
    return actor
  }

  /** Adds the administrators' capability check before the body is read. */
  function administrators(route: RouteOptions): RouteOptions {
    const capability: StaffCapability = 'integrations'
    return {
      ...route,
      onRequest: async (request) => {
        if (!request.user) throw unauthorized()
        actors.set(request, await requireCapability(db, request.user, capability))
      },
    }
  }

  registerClientRoutes(app, deps, administrators, actorOf)
  registerUpsertRoutes(app, deps)
  registerBulkRoute(app, deps)

  // --- Token endpoint -------------------------------------------------------------------------
  app.route(
    routeFor(
      api.integrationToken,
      async (request, reply) =>
        issueToken(
          {
            db,
            clock,
            signer: app.integrationAuth.signer,
            failureLimit: limits.integrationTokenFailuresPerIp,
          },
          request,
          reply,
        ),
      { access: 'public' },
    ),
  )
}

/** Wraps a route with the administrators' capability check (the plugin's `administrators`). */
type AdministratorsOnly = (route: RouteOptions) => RouteOptions

/** The administrators' client management: create, list, rotate the secret, disable. */
function registerClientRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  administrators: AdministratorsOnly,
  actorOf: (request: FastifyRequest) => StaffActor,
): void {
  const { db, clock } = deps
  const staff = { access: 'staff' } as const
  app.route(
    administrators(
      routeFor(
        api.createIntegrationClient,
        async (request, reply) => {
          const created = await createClient(db, actorOf(request), request.body, request.ip)
          reply.code(201)
          return created
        },
        staff,
      ),
    ),
  )
  app.route(
    administrators(
      routeFor(api.integrationClients, async () => listClients(db, clock.now()), staff),
    ),
  )
  app.route(
    administrators(
      routeFor(
        api.rotateIntegrationClientSecret,
        async (request) =>
          rotateSecret(
            db,
            clock,
            actorOf(request),
            request.params.clientId,
            request.body.overlapHours,
            request.ip,
          ),
        staff,
      ),
    ),
  )
  app.route(
    administrators(
      routeFor(
        api.disableIntegrationClient,
        async (request) =>
          disableClient(db, clock, actorOf(request), request.params.clientId, request.ip),
        staff,
      ),
    ),
  )
}

/**
 * `PUT /api/integration/v1/{type}/{externalId}` for each entity type: one upsert by the
 * provider's key in its own transaction, audited, with the version as the ETag.
 */
function registerUpsertRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  for (const [type, endpoint] of Object.entries(upsertEndpoints) as [
    IntegrationEntityType,
    EndpointDef,
  ][]) {
    const route = routeFor(
      endpoint,
      async (request, reply) => {
        const params = request.params as { externalId?: unknown }
        if (
          typeof params.externalId !== 'string' ||
          request.validationError?.validationContext === 'params'
        ) {
          throw new ApiError(400, 'VALIDATION_ERROR', {
            fieldErrors: { externalId: 'invalid_string' },
          })
        }
        // The route's schema validated the body already; on failure, this answers the field
        // paths of the integration API (unknown fields named).
        if (request.validationError) parseUpsertBody(type, request.body)
        const externalId = params.externalId
        const answer = await db.transaction(async (tx) => {
          const upserted = await upsertEntity(tx, {
            type,
            externalId,
            body: request.body,
            ifMatch: ifMatchOf(request.headers['if-match']),
          })
          await auditIntegrationCall(tx, request, {
            entityType: type,
            externalId,
            result: upserted.result,
            status: upserted.result === 'created' ? 201 : 200,
          })
          return upserted
        })
        reply.header('etag', `"${answer.version}"`)
        if (answer.result === 'created') reply.code(201)
        return answer
      },
      { access: 'public' },
    )
    app.route({
      ...route,
      attachValidation: true,
      onRequest: requireIntegrationScope(integrationEntityScopes[type]),
    })
  }
}

/**
 * A stream of NDJSON report lines and its writer: lines are gathered and written once per turn of
 * the event loop (a batch's lines come together), one socket write per batch instead of one per
 * line; the writer waits while the socket is full.
 */
function bulkReport(): {
  out: PassThrough
  write: (value: unknown) => Promise<void>
  flush: () => void
} {
  const out = new PassThrough()
  let gathered = ''
  let drained: Promise<void> | null = null
  const flush = () => {
    const text = gathered
    gathered = ''
    if (text !== '' && !out.write(text)) {
      drained ??= new Promise<void>((resolve) =>
        out.once('drain', () => {
          drained = null
          resolve()
        }),
      )
    }
  }
  const write = async (value: unknown) => {
    if (gathered === '') setImmediate(flush)
    gathered += `${JSON.stringify(value)}\n`
    if (gathered.length >= 65536) flush()
    if (drained !== null) await drained
  }
  return { out, write, flush }
}

/** `POST /api/integration/v1/bulk`: the NDJSON load, its report streamed back (entities/bulk.ts). */
function registerBulkRoute(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  app.route({
    ...routeFor(
      api.integrationBulk,
      async (request, reply) => {
        const source = request.body as unknown as Readable | undefined
        if (source === undefined || typeof (source as Readable).pipe !== 'function') {
          throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE')
        }
        const { out, write, flush } = bulkReport()
        reply.header('cache-control', 'no-store')
        reply.type('application/x-ndjson; charset=utf-8')
        void (async () => {
          try {
            const summary = await runBulk(
              db,
              splitLines(source),
              {
                atomic: request.query.atomic === 'true',
                scopes: request.integrationClient?.scopes ?? [],
              },
              write,
            )
            await auditIntegrationCall(db, request, {
              entityType: 'bulk',
              externalId: null,
              result: summary.committed ? 'ok' : 'rolled_back',
              details: { ...summary },
            })
            await write({ summary })
          } catch (error) {
            request.log.error({ err: error }, 'bulk load failed')
            await write({ summary: null, error: { code: 'INTERNAL_SERVER_ERROR' } })
          } finally {
            flush()
            out.end()
          }
        })()
        return reply.send(out) as never
      },
      { access: 'public' },
    ),
    onRequest: requireIntegrationScope(['master-data:write', 'payments:write', 'documents:write']),
  })
}
