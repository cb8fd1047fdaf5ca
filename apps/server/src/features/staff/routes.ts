/**
 * Routes of the staff console (issue 4 "Staff and impersonation"): `GET /api/staff/me`,
 * `GET /api/staff/residents`, `POST /api/staff/impersonation` and
 * `POST /api/staff/impersonation/end` (staff sessions). The staff login's password step is in
 * `features/accounts/login-routes.ts`, its second factor in `features/staff/second-factor.ts`
 * (issue 14).
 *
 * Starting an impersonation needs the `impersonation` capability (issue 23 item 9). Starting an
 * impersonation is a write like any other, so the one guard refuses it while already
 * impersonating; ending one is explicitly exempt (`impersonatorMayWrite`), as are the logins and
 * logout.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { sessionCookieName, sessionCookieOptions } from '../../platform/auth/cookie.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { unauthorized } from '../../platform/errors.ts'
import { routeFor } from '../../platform/http.ts'
import { requireCapability } from './access.ts'
import * as service from './service.ts'

/** Registers the /api/staff/... routes. */
export const staffRoutes: FastifyPluginAsync<AppDeps> = async (app, { config, db }) => {
  const cookieName = sessionCookieName(config)
  const cookieOptions = sessionCookieOptions(config)
  const staff = { access: 'staff' } as const

  app.route(
    routeFor(
      api.staffMe,
      async (request) =>
        service.staffMe(
          db,
          request.user.userId,
          request.user.isImpersonator ? request.user.residentUserId : null,
        ),
      staff,
    ),
  )

  // Resident search needs the `residents` capability (issue 14 roles).
  const residentsRole = {
    onRequest: async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized()
      await requireCapability(db, request.user, 'residents')
    },
  }

  app.route({
    ...routeFor(
      api.staffResidents,
      async (request) => service.searchResidents(db, request.query.q),
      staff,
    ),
    ...residentsRole,
  })

  // Impersonation is a capability of its own (customer service and administrators; issue 23
  // item 9): the impersonator reads all the resident does, messages and feedback included.
  const impersonationRole = {
    onRequest: async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized()
      await requireCapability(db, request.user, 'impersonation')
    },
  }

  app.route({
    ...impersonationRole,
    ...routeFor(
      api.startImpersonation,
      async (request, reply) => {
        const change = await service.startImpersonation(
          db,
          request.user,
          request.body.userId,
          request.ip,
        )
        reply.setCookie(cookieName, change.token, cookieOptions)
        return change.me
      },
      staff,
    ),
  })

  app.route(
    routeFor(
      api.endImpersonation,
      async (request, reply) => {
        const change = await service.endImpersonation(db, request.user, request.ip)
        if (change.token !== null) reply.setCookie(cookieName, change.token, cookieOptions)
        return change.me
      },
      { access: 'staff', impersonatorMayWrite: true },
    ),
  )
}
