/**
 * Routes of the integration API (issue 22): the administrators' client management under
 * `/api/staff/integration-clients` (capability `integrations`), the token endpoint and the
 * machine clients' calls under `/api/integration/`.
 *
 * This plugin is encapsulated: the form parser of the token endpoint
 * (`application/x-www-form-urlencoded`, which the rest of the app refuses) exists only here.
 */
import { api } from '@asukas/contract'
import type { StaffCapability } from '@asukas/contract/endpoints/staff-console'
import type { FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { unauthorized } from '../../platform/errors.ts'
import { routeFor } from '../../platform/http.ts'
import { requireCapability, type StaffActor } from '../staff-console/index.ts'
import { createClient, disableClient, listClients, rotateSecret } from './clients.ts'
import { issueToken } from './token.ts'

/** Largest token request body read (a form of two short fields). */
const tokenBodyLimit = 4096

/** Registers the integration routes. */
export const integrationRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, clock, limits } = deps
  const staff = { access: 'staff' } as const
  const actors = new WeakMap<FastifyRequest, StaffActor>()

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: tokenBodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
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

  // --- Clients (administrators) -------------------------------------------------------------
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
