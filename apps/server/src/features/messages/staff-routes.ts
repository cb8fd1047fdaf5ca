/**
 * Staff routes of messages (issue 14; ADR 0033): `/api/staff/message-threads/:id` to read a
 * resident's thread, reply in it and add an internal note. Each route is wrapped by the staff
 * route guard with the `messages` capability (403 STAFF_ROLE_REQUIRED before the body is read);
 * writes are refused for impersonators by the one guard of the platform.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { requireId } from '../../platform/ids.ts'
import { staffRouteGuard } from '../staff/index.ts'
import { addThreadNote, getStaffThread, replyToThread } from './staff-service.ts'

/** Registers the staff thread view, reply and note (each answers the whole thread). */
export const messageStaffRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, clock, mailer },
) => {
  const staff = { access: 'staff' } as const
  const guard = staffRouteGuard(db)

  app.route(
    guard.withCapability(
      'messages',
      routeFor(
        api.staffMessageThread,
        async (request) =>
          getStaffThread(db, requireId('MessageThread', request.params.id), {
            userId: guard.actorOf(request).userId,
            clock,
          }),
        staff,
      ),
    ),
  )
  app.route(
    guard.withCapability(
      'messages',
      routeFor(
        api.staffReplyToThread,
        async (request) =>
          replyToThread(
            db,
            mailer,
            guard.actorOf(request),
            requireId('MessageThread', request.params.id),
            request.body,
            clock,
            request.ip,
          ),
        staff,
      ),
    ),
  )
  app.route(
    guard.withCapability(
      'messages',
      routeFor(
        api.staffAddThreadNote,
        async (request) =>
          addThreadNote(
            db,
            guard.actorOf(request),
            requireId('MessageThread', request.params.id),
            request.body.body,
            clock,
            request.ip,
          ),
        staff,
      ),
    ),
  )
}
