/**
 * The second factor of the staff login (issue 14; ADR 0011): `GET`/`POST
 * /api/staff/login/enrolment` and `POST /api/staff/login/second-factor`. Public routes: the
 * login challenge cookie, made by the password step (`features/accounts/login-routes.ts`), is
 * what they need; a right code swaps it for the session cookie. See `second-factor.ts`.
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
import {
  challengeCookieName,
  challengeCookieOptions,
  confirmEnrolment,
  enrolment,
  secondFactor,
} from './second-factor.ts'

/** Registers the staff login's enrolment and second-factor steps. */
export const staffLoginRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { config, db, clock, mailer } = deps
  const sessionCookie = sessionCookieName(config)
  const challengeCookie = challengeCookieName(config)

  app.route(
    routeFor(
      api.staffEnrolment,
      async (request) =>
        enrolment(db, config.totpEncryptionKey, request.cookies[challengeCookie], clock.now()),
      { access: 'public' },
    ),
  )
  app.route(
    routeFor(
      api.staffConfirmEnrolment,
      async (request, reply) => {
        const result = await confirmEnrolment(
          db,
          mailer,
          config.totpEncryptionKey,
          request.cookies[challengeCookie],
          request.body.code,
          clock.now(),
          request.ip,
        )
        reply.clearCookie(challengeCookie, clearingOptions(challengeCookieOptions(config)))
        reply.setCookie(sessionCookie, result.session, sessionCookieOptions(config))
        return { recoveryCodes: result.recoveryCodes }
      },
      { access: 'public' },
    ),
  )
  app.route(
    routeFor(
      api.staffSecondFactor,
      async (request, reply) => {
        const session = await secondFactor(
          db,
          mailer,
          config.totpEncryptionKey,
          request.cookies[challengeCookie],
          request.body,
          clock.now(),
          request.ip,
        )
        reply.clearCookie(challengeCookie, clearingOptions(challengeCookieOptions(config)))
        reply.setCookie(sessionCookie, session, sessionCookieOptions(config))
        return {}
      },
      { access: 'public' },
    ),
  )
}
