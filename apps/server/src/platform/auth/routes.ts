/**
 * `POST /api/login` and `POST /api/logout` (spec 02 §7). Both are public and exempt from the
 * impersonation guard: anyone may start a session, and an impersonating staff member may end one.
 *
 * Login admits residents only (staff use `POST /api/staff/login`). An unconfirmed resident with
 * the right password gets 403 USER_NOT_CONFIRMED and a continue-mode registration cookie, so the
 * registration page can go straight to code entry (spec 01 §4, spec 02 §8). Logout also ends a
 * registration in progress (spec 01 §4 "Cancel leads to logout").
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../errors.ts'
import { routeFor } from '../http.ts'
import { requestLang } from '../request-lang.ts'
import {
  clearingOptions,
  registrationCookieName,
  registrationCookieOptions,
  sessionCookieName,
  sessionCookieOptions,
} from './cookie.ts'
import { logIn } from './login.ts'
import { createContinueRegistration, deleteRegistrationSession } from './registration-session.ts'
import { deleteSession } from './sessions.ts'

/** Registers login and logout. */
export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, { config, db, clock }) => {
  const cookieName = sessionCookieName(config)
  const cookieOptions = sessionCookieOptions(config)
  const registrationCookie = registrationCookieName(config)
  const registrationOptions = registrationCookieOptions(config)
  const open = { access: 'public', impersonatorMayWrite: true } as const

  app.route(
    routeFor(
      api.login,
      async (request, reply) => {
        const now = clock.now()
        const outcome = await logIn(db, {
          email: request.body.username,
          password: request.body.password,
          ipAddress: request.ip,
          previousToken: request.cookies[cookieName],
          door: 'resident',
          now,
          locale: requestLang(request),
          logger: request.log,
        })
        if (outcome.outcome === 'not_confirmed') {
          const token = await createContinueRegistration(db, outcome.userId, now)
          if (token !== null) reply.setCookie(registrationCookie, token, registrationOptions)
          throw new ApiError(403, 'USER_NOT_CONFIRMED')
        }
        reply.setCookie(cookieName, outcome.token, cookieOptions)
        return {}
      },
      open,
    ),
  )

  app.route(
    routeFor(
      api.logout,
      async (request, reply) => {
        const token = request.cookies[cookieName]
        if (token) await deleteSession(db, token)
        const registration = request.cookies[registrationCookie]
        if (registration) await deleteRegistrationSession(db, registration)
        reply.clearCookie(cookieName, clearingOptions(cookieOptions))
        if (registration) {
          reply.clearCookie(registrationCookie, clearingOptions(registrationOptions))
        }
        return {}
      },
      open,
    ),
  )
}
