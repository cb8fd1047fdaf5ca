/** Routes of the user feature (spec 02 §7): metadata, profile, permissions, notifications. */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import * as service from './service.ts'

/** Registers the /api/user/... routes (all need a session). */
export const userRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.route(routeFor(api.userMetadata, async (request) => service.userMetadata(db, request.user)))
  app.route(routeFor(api.userProfile, async (request) => service.userProfile(db, request.user)))
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
}
