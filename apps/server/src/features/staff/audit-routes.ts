/**
 * A resident's contracts and requests and the audit log (issue 14): `GET /api/staff/residents/:id`
 * (capability `residents`) and `GET /api/staff/audit` (capability `audit`), each wrapped by the
 * staff route guard. See `residents-audit.ts`.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { staffRouteGuard } from './guard.ts'
import { auditLog, residentDetail } from './residents-audit.ts'

/** Registers the resident detail and audit log routes. */
export const staffAuditRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const staff = { access: 'staff' } as const
  const { actorOf, withCapability } = staffRouteGuard(db)

  app.route(
    withCapability(
      'residents',
      routeFor(api.staffResident, async (request) => residentDetail(db, request.params.id), staff),
    ),
  )
  app.route(
    withCapability(
      'audit',
      routeFor(
        api.staffAuditLog,
        async (request) => auditLog(db, actorOf(request), request.query),
        staff,
      ),
    ),
  )
}
