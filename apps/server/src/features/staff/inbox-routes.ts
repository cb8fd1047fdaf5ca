/**
 * The staff inbox and the real properties it filters by (issue 14): `GET /api/staff/inbox` and
 * `GET /api/staff/properties`, both wrapped by the staff route guard with the `inbox` capability.
 * See `inbox.ts` and `residents-audit.ts`.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { staffRouteGuard } from './guard.ts'
import { inbox } from './inbox.ts'
import { properties } from './residents-audit.ts'

/** Registers the inbox and properties routes. */
export const staffInboxRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clock }) => {
  const staff = { access: 'staff' } as const
  const { actorOf, withCapability } = staffRouteGuard(db)

  app.route(
    withCapability(
      'inbox',
      routeFor(api.staffProperties, async (request) => properties(db, actorOf(request)), staff),
    ),
  )
  app.route(
    withCapability(
      'inbox',
      routeFor(
        api.staffInbox,
        async (request) => inbox(db, actorOf(request), request.query, clock.now()),
        staff,
      ),
    ),
  )
}
