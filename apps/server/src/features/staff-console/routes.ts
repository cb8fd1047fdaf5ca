/**
 * Routes of the staff console's work not yet in their features (issue 14): `/api/staff/...` for
 * messages. The contract (`@asukas/contract/endpoints/staff-console`) gives each call's shapes and
 * errors. Fault reports', questions', contract requests', bulletins' and parking's staff routes
 * are in their features; the login's second factor, the inbox, accounts, staff files, residents
 * and the audit log are the staff feature's (ADR 0033).
 *
 * Every route is `staff` (session required) and begins with `requireCapability`, so a role that
 * does not cover the call gets 403 STAFF_ROLE_REQUIRED before anything is read. Writes are
 * refused for impersonators by the one guard.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { staffRouteGuard } from '../staff/index.ts'
import { addInternalNote, getThread, replyToThread } from './messaging.ts'

/** Registers the staff console routes. */
export const staffConsoleRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, clock, mailer } = deps
  const staff = { access: 'staff' } as const
  const guard = staffRouteGuard(db)
  const { actorOf, withCapability } = guard

  // --- Messages ---------------------------------------------------------------------------------
  app.route(
    withCapability(
      'messages',
      routeFor(
        api.staffMessageThread,
        async (request) => {
          return getThread(db, request.params.id, { userId: actorOf(request).userId, clock })
        },
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'messages',
      routeFor(
        api.staffReplyToThread,
        async (request) =>
          replyToThread(
            db,
            mailer,
            actorOf(request),
            request.params.id,
            request.body,
            clock,
            request.ip,
          ),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'messages',
      routeFor(
        api.staffAddThreadNote,
        async (request) => {
          const actor = actorOf(request)
          await addInternalNote(
            db,
            actor,
            'message_thread',
            request.params.id,
            request.body.body,
            request.ip,
          )
          return getThread(db, request.params.id, { userId: actorOf(request).userId, clock })
        },
        staff,
      ),
    ),
  )
}
