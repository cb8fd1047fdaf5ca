/**
 * Staff routes of the bulletins feature (issue 14; ADR 0033): `/api/staff/bulletins/...` to list,
 * read, write (publish now or at a time) and unpublish bulletins. Each route is wrapped by the
 * staff route guard with the `bulletins` capability (administrators; 403 STAFF_ROLE_REQUIRED
 * before the body is read); writes are refused for impersonators by the one guard of the
 * platform. The featured image and attachments are uploaded through the staff uploads
 * (`/api/staff/file-init`, shared with the messages' replies, in the staff console's routes).
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { staffRouteGuard } from '../staff/index.ts'
import {
  getBulletinForStaff,
  listBulletinsForStaff,
  saveBulletin,
  unpublishBulletin,
} from './staff-service.ts'

/** Registers GET/POST /api/staff/bulletins, GET/PUT …/:id and POST …/:id/unpublish. */
export const bulletinStaffRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clock }) => {
  const staff = { access: 'staff' } as const
  const guard = staffRouteGuard(db)
  const { actorOf } = guard

  app.route(
    guard.withCapability(
      'bulletins',
      routeFor(
        api.staffBulletins,
        async (request) => listBulletinsForStaff(db, { userId: actorOf(request).userId, clock }),
        staff,
      ),
    ),
  )
  app.route(
    guard.withCapability(
      'bulletins',
      routeFor(
        api.staffBulletin,
        async (request) =>
          getBulletinForStaff(db, request.params.id, { userId: actorOf(request).userId, clock }),
        staff,
      ),
    ),
  )
  app.route(
    guard.withCapability(
      'bulletins',
      routeFor(
        api.staffCreateBulletin,
        async (request) =>
          saveBulletin(db, actorOf(request), null, request.body, clock, request.ip),
        staff,
      ),
    ),
  )
  app.route(
    guard.withCapability(
      'bulletins',
      routeFor(
        api.staffUpdateBulletin,
        async (request) =>
          saveBulletin(db, actorOf(request), request.params.id, request.body, clock, request.ip),
        staff,
      ),
    ),
  )
  app.route(
    guard.withCapability(
      'bulletins',
      routeFor(
        api.staffUnpublishBulletin,
        async (request) =>
          unpublishBulletin(db, actorOf(request), request.params.id, clock, request.ip),
        staff,
      ),
    ),
  )
}
