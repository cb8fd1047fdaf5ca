/**
 * Routes of termination, modification, add tenant and the other parties' accept or reject
 * (spec 02 §7 confirm-operation/*, termination and modification request), and the
 * `confirm_operation` handler of the identity callback. Every write is refused for
 * impersonators by the one guard (IMPERSONATION_WRITE_ACCESS_DENIED); every route is
 * contract-scoped (another resident's contract is 404).
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import { sessionCookieName } from '../../platform/auth/cookie.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { bindIdentityState } from '../../platform/identity-callback.ts'
import * as service from './service.ts'

/** Registers the contract request routes and the confirmation callback handler. */
export const contractRequestRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { config, db } = deps
  const cookieName = sessionCookieName(config)

  deps.identityCallbacks.register('confirm_operation', async (outcome, request) =>
    service.confirmationIdentified(deps, outcome, request.cookies[cookieName]),
  )

  app.route(
    routeFor(api.terminationRequest, async (request) =>
      service.latestTermination(db, request.user, request.contract),
    ),
  )
  app.route(
    routeFor(api.modificationRequest, async (request) =>
      service.latestModification(deps, request.user, request.contract),
    ),
  )
  app.route(
    routeFor(api.createTermination, async (request, reply) => {
      const started = await service.initTermination(
        deps,
        request.user,
        request.contract,
        request.body,
      )
      bindIdentityState(reply, config, started.state)
      return { link: started.link }
    }),
  )
  app.route(
    routeFor(api.approveTermination, async (request, reply) => {
      const started = await service.initApproval(
        deps,
        request.user,
        request.contract,
        'termination',
        request.body,
      )
      bindIdentityState(reply, config, started.state)
      return { link: started.link }
    }),
  )
  app.route(
    routeFor(api.createModification, async (request, reply) => {
      const started = await service.initModification(
        deps,
        request.user,
        request.contract,
        request.body,
      )
      bindIdentityState(reply, config, started.state)
      return { link: started.link }
    }),
  )
  app.route(
    routeFor(api.approveModification, async (request, reply) => {
      const started = await service.initApproval(
        deps,
        request.user,
        request.contract,
        'modification',
        request.body,
      )
      bindIdentityState(reply, config, started.state)
      return { link: started.link }
    }),
  )
  app.route(
    routeFor(api.addTenant, async (request) =>
      service.addTenants(deps, request.user, request.contract, request.body.operationData.tenants),
    ),
  )
}
