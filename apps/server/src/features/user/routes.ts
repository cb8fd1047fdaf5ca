/**
 * Routes of the user feature (spec 02 §7): metadata, profile, permissions, notifications, own
 * information update and account removal. All need a session (a resident, or staff
 * impersonating one); the writes are refused for impersonators by the one guard.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import {
  clearingOptions,
  sessionCookieName,
  sessionCookieOptions,
} from '../../platform/auth/cookie.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import * as service from './service.ts'

/** Registers the /api/user/... routes and /api/remove-user. */
export const userRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, config } = deps
  app.route(routeFor(api.userMetadata, async (request) => service.userMetadata(db, request.user)))
  app.route(routeFor(api.userProfile, async (request) => service.userProfile(db, request.user)))
  app.route(
    routeFor(api.userLastStaffView, async (request) => service.lastStaffView(db, request.user)),
  )
  app.route(
    routeFor(api.userPermissions, async (request) => service.userPermissions(db, request.user)),
  )
  app.route(
    routeFor(api.notifications, async (request) => service.openNotifications(db, request.user)),
  )
  app.route(
    routeFor(api.closeNotification, async (request) =>
      service.closeNotification(db, request.user, String(request.params.id)),
    ),
  )
  app.route(
    routeFor(api.updateUser, async (request) =>
      service.updateUser(deps, request.user, request.body, request.ip),
    ),
  )
  app.route(
    routeFor(api.updateUserLocale, async (request) =>
      service.updateLocale(db, request.user, request.body),
    ),
  )
  app.route(
    routeFor(api.removeUser, async (request, reply) => {
      await service.removeUser(deps, request.user, request.ip)
      reply.clearCookie(sessionCookieName(config), clearingOptions(sessionCookieOptions(config)))
      return {}
    }),
  )
}
