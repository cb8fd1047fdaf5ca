/**
 * Staff routes of contract requests (issue 14; ADR 0033): `/api/staff/contract-requests/...` to
 * list the requests in a status, read one and decide it. Every route needs the
 * `contract_requests` capability (the staff route guard answers 403 STAFF_ROLE_REQUIRED before
 * anything is read); the decision is refused for impersonators by the one write guard.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { requireId } from '../../platform/ids.ts'
import { staffRouteGuard } from '../staff/index.ts'
import { decideAsStaff, getContractRequest, listContractRequests } from './staff-service.ts'

/** Registers the staff's contract request routes. */
export const contractRequestStaffRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps
  const staff = { access: 'staff' } as const
  const { actorOf, withCapability } = staffRouteGuard(db)

  app.route(
    withCapability(
      'contract_requests',
      routeFor(
        api.staffContractRequests,
        async (request) => listContractRequests(db, request.query.status),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'contract_requests',
      routeFor(
        api.staffContractRequest,
        async (request) =>
          getContractRequest(
            db,
            request.params.kind,
            requireId('ContractRequest', request.params.id),
          ),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'contract_requests',
      routeFor(
        api.staffDecideContractRequest,
        async (request) =>
          decideAsStaff(
            deps,
            actorOf(request),
            request.params.kind,
            requireId('ContractRequest', request.params.id),
            request.body,
            request.ip,
          ),
        staff,
      ),
    ),
  )
}
