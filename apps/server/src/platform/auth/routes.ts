/**
 * `POST /api/login` and `POST /api/logout` (spec 02 §7). Both are public and exempt from the
 * impersonation guard: anyone may start a session, and an impersonating staff member may end one.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../deps.ts'
import { routeFor } from '../http.ts'
import { sessionCookieName, sessionCookieOptions } from './cookie.ts'
import { logIn } from './login.ts'
import { deleteSession } from './sessions.ts'

/** Registers login and logout. */
export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, { config, db }) => {
  const cookieName = sessionCookieName(config)
  const cookieOptions = sessionCookieOptions(config)
  const open = { access: 'public', impersonatorMayWrite: true } as const

  app.route(
    routeFor(
      api.login,
      async (request, reply) => {
        const token = await logIn(db, {
          email: request.body.username,
          password: request.body.password,
          ipAddress: request.ip,
          previousToken: request.cookies[cookieName],
        })
        reply.setCookie(cookieName, token, cookieOptions)
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
        reply.clearCookie(cookieName, { ...cookieOptions, maxAge: undefined })
        return {}
      },
      open,
    ),
  )
}
