/** Routes of the contracts feature (spec 02 §7): contracts, one contract, tenants, contacts. */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import * as service from './service.ts'

/** Registers GET /api/contracts, /api/contracts/:contractUuid and its tenants and contacts. */
export const contractRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clock }) => {
  app.route(
    routeFor(api.contracts, async (request) => service.listContracts(db, clock, request.user)),
  )
  app.route(
    routeFor(api.contract, async (request) =>
      service.getContract(db, clock, request.user, request.contract),
    ),
  )
  app.route(
    routeFor(api.tenants, async (request) =>
      service.listTenants(db, clock, request.user, request.contract),
    ),
  )
  app.route(routeFor(api.contacts, async (request) => service.listContacts(db, request.contract)))
}
