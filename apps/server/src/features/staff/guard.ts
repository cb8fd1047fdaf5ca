/**
 * The role check of every staff route (spec 01 §6 roles; issue 14 "Who"), shared by the features
 * that serve staff beside residents (ADR 0033: one feature per domain concept). Each feature's
 * staff plugin makes one guard and wraps its routes:
 *
 * ```ts
 * const guard = staffRouteGuard(db)
 * app.route(guard.withCapability('parking', routeFor(api.staffParking, async (request) =>
 *   listParking(db, guard.actorOf(request), request.query), { access: 'staff' })))
 * ```
 *
 * The check is an `onRequest` hook that runs after the session check and before the body is
 * parsed or validated, so a role without the capability gets 403 STAFF_ROLE_REQUIRED whatever
 * it sends, and nothing is read first.
 */
import type { StaffCapability } from '@asukas/contract/endpoints/staff'
import type { FastifyRequest, RouteOptions } from 'fastify'
import type { Queryable } from '../../platform/db/db.ts'
import { ApiError, unauthorized } from '../../platform/errors.ts'
import { requireCapability, staffActor, type StaffActor } from './access.ts'

/** Route wrappers of {@link staffRouteGuard}. */
export interface StaffRouteGuard {
  /**
   * The staff member whose capability the route's hook checked.
   *
   * @throws Error when the route was not wrapped (a programming error, answered 500).
   */
  actorOf(request: FastifyRequest): StaffActor
  /** `route` with a hook that requires `capability` (403 STAFF_ROLE_REQUIRED, 401 without a session). */
  withCapability(capability: StaffCapability, route: RouteOptions): RouteOptions
  /**
   * For an `onRequest` hook of a route any staff member may call (whatever their roles): finds
   * the member and keeps them for {@link StaffRouteGuard.actorOf}.
   *
   * @throws ApiError 401 UNAUTHORIZED without a staff session.
   */
  identify(request: FastifyRequest): Promise<StaffActor>
  /** As `withCapability`, for a route that any of `capabilities` may call (the staff uploads). */
  withAnyCapability(capabilities: readonly StaffCapability[], route: RouteOptions): RouteOptions
}

/** Makes the role check for one plugin's routes (the actors are kept per request). */
export function staffRouteGuard(db: Queryable): StaffRouteGuard {
  const actors = new WeakMap<FastifyRequest, StaffActor>()
  return {
    actorOf(request) {
      const actor = actors.get(request)
      if (!actor) throw new Error('staff route without its capability hook')
      return actor
    },
    async identify(request) {
      if (!request.user) throw unauthorized()
      const actor = await staffActor(db, request.user)
      actors.set(request, actor)
      return actor
    },
    withCapability(capability, route) {
      return {
        ...route,
        onRequest: async (request) => {
          if (!request.user) throw unauthorized()
          actors.set(request, await requireCapability(db, request.user, capability))
        },
      }
    },
    withAnyCapability(capabilities, route) {
      return {
        ...route,
        onRequest: async (request) => {
          if (!request.user) throw unauthorized()
          const actor = await staffActor(db, request.user)
          if (!capabilities.some((capability) => actor.capabilities.includes(capability))) {
            throw new ApiError(403, 'STAFF_ROLE_REQUIRED')
          }
          actors.set(request, actor)
        },
      }
    },
  }
}
