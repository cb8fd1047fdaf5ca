/**
 * `POST /api/login`, `POST /api/staff/login` and `POST /api/logout` (spec 02 §7). All are public
 * and exempt from the impersonation guard: anyone may start a session, and an impersonating staff
 * member may end one.
 *
 * The resident login admits residents only, the staff login staff only (`login.ts`). An
 * unconfirmed resident with the right password gets 403 USER_NOT_CONFIRMED and a continue-mode
 * registration cookie, so the registration page can go straight to code entry (spec 01 §4, spec
 * 02 §8). A successful login also sets the browser's device cookie (`device-cookie.ts`, ADR
 * 0008); logout keeps it. Logout also ends a registration in progress (spec 01 §4 "Cancel leads
 * to logout").
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import {
  clearingOptions,
  registrationCookieName,
  registrationCookieOptions,
  sessionCookieName,
  sessionCookieOptions,
} from '../../platform/auth/cookie.ts'
import {
  createContinueRegistration,
  deleteRegistrationSession,
} from '../../platform/auth/registration-session.ts'
import { deleteSession } from '../../platform/auth/sessions.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { ApiError } from '../../platform/errors.ts'
import { routeFor } from '../../platform/http.ts'
import { deviceCookieName, deviceCookieOptions } from './device-cookie.ts'
import {
  challengeCookieName,
  challengeCookieOptions,
  assertNotLocked,
  startChallenge,
} from '../staff/index.ts'
import { logIn, type LoginDoor, type LoginOutcome } from './login.ts'

/** Registers the two logins and logout. */
export const loginRoutes: FastifyPluginAsync<AppDeps> = async (app, { config, db, clock }) => {
  const cookieName = sessionCookieName(config)
  const cookieOptions = sessionCookieOptions(config)
  const registrationCookie = registrationCookieName(config)
  const registrationOptions = registrationCookieOptions(config)
  const deviceCookie = deviceCookieName(config)
  const deviceOptions = deviceCookieOptions(config)
  const open = { access: 'public', impersonatorMayWrite: true } as const

  /** Logs in through `door` and sets the session and device cookies on success. */
  async function logInThrough(
    door: LoginDoor,
    request: FastifyRequest,
    reply: FastifyReply,
    body: { username: string; password: string },
  ): Promise<LoginOutcome> {
    const outcome = await logIn(db, {
      email: body.username,
      password: body.password,
      ipAddress: request.ip,
      previousToken: request.cookies[cookieName],
      deviceToken: request.cookies[deviceCookie],
      deviceSecret: config.deviceCookieSecret,
      door,
      now: clock.now(),
      logger: request.log,
    })
    if (outcome.outcome === 'session') {
      reply.setCookie(cookieName, outcome.token, cookieOptions)
      reply.setCookie(deviceCookie, outcome.deviceToken, deviceOptions)
    }
    return outcome
  }

  app.route(
    routeFor(
      api.login,
      async (request, reply) => {
        const outcome = await logInThrough('resident', request, reply, request.body)
        if (outcome.outcome === 'not_confirmed') {
          const token = await createContinueRegistration(db, outcome.userId, clock.now())
          if (token !== null) reply.setCookie(registrationCookie, token, registrationOptions)
          throw new ApiError(403, 'USER_NOT_CONFIRMED')
        }
        return { locale: outcome.locale }
      },
      open,
    ),
  )

  app.route(
    routeFor(
      api.staffLogin,
      async (request, reply) => {
        // The password step only: the session starts after the second factor (issue 14,
        // features/staff/second-factor.ts).
        const outcome = await logIn(db, {
          email: request.body.username,
          password: request.body.password,
          ipAddress: request.ip,
          previousToken: request.cookies[cookieName],
          deviceToken: request.cookies[deviceCookie],
          deviceSecret: config.deviceCookieSecret,
          door: 'staff',
          now: clock.now(),
          logger: request.log,
          startSession: false,
        })
        reply.setCookie(deviceCookie, outcome.deviceToken, deviceOptions)
        if (request.cookies[cookieName] !== undefined) {
          reply.clearCookie(cookieName, clearingOptions(cookieOptions))
        }
        await assertNotLocked(db, outcome.userId)
        const challenge = await startChallenge(db, outcome.userId, clock.now())
        reply.setCookie(
          challengeCookieName(config),
          challenge.token,
          challengeCookieOptions(config),
        )
        return { next: challenge.next }
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
