/**
 * Routes of registration and passwords (spec 02 §7 password and registration rows), and the
 * registration handler of the identity callback. The registration steps are public routes that
 * need the registration cookie (401 UNAUTHORIZED without a live registration); the password
 * change needs a signed-in resident. Every write is refused for impersonators by the one guard.
 */
import { api } from '@asukas/contract'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import {
  clearingOptions,
  registrationCookieName,
  registrationCookieOptions,
} from '../../platform/auth/cookie.ts'
import {
  findRegistrationSession,
  type RegistrationRow,
} from '../../platform/auth/registration-session.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { notFound, unauthorized } from '../../platform/errors.ts'
import { routeFor } from '../../platform/http.ts'
import { requestLang } from '../../platform/request-lang.ts'
import { bindIdentityState } from '../../platform/identity-callback.ts'
import * as emailChange from './email-change.ts'
import * as passwords from './passwords.ts'
import * as registrations from './registration.ts'

const pub = { access: 'public' } as const
const withPassword = { access: 'public', newPasswordField: 'newPassword' } as const

/** Registers the registration and password routes and the registration callback handler. */
export const accountRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  registerRegistrationRoutes(app, deps)
  registerPasswordRoutes(app, deps)
  registerEmailChangeRoutes(app, deps)
}

/**
 * The registration: the identity callback's handler, the entry links, the code to the e-mail
 * address and the account's creation, each on the registration cookie.
 */
function registerRegistrationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { config, db, clock } = deps
  const cookieName = registrationCookieName(config)
  const cookieOptions = registrationCookieOptions(config)

  /** The live registration of the request's registration cookie. */
  async function registrationOf(request: FastifyRequest): Promise<RegistrationRow> {
    const token = request.cookies[cookieName]
    const registration = token ? await findRegistrationSession(db, token, clock.now()) : null
    if (registration === null) throw unauthorized()
    return registration
  }

  deps.identityCallbacks.register('registration', async (outcome, request, reply) => {
    const result = await registrations.registrationIdentified(deps, outcome, request.ip)
    if (result.token !== null) reply.setCookie(cookieName, result.token, cookieOptions)
    return result.redirect
  })

  /** Starts a registration, binds its flow state to the browser, and answers the provider link. */
  async function entryLink(
    request: FastifyRequest,
    reply: FastifyReply,
    input: Parameters<typeof registrations.registrationLink>[1],
  ): Promise<{ link: string }> {
    const started = await registrations.registrationLink(deps, input, request.ip)
    bindIdentityState(reply, config, started.state)
    return { link: started.link }
  }

  app.route(
    routeFor(
      api.registrationEntryLink,
      async (request, reply) =>
        entryLink(request, reply, {
          provider: 'telia',
          locale: request.query.locale,
          resetOldUser: request.query.resetOldUser,
        }),
      pub,
    ),
  )

  app.route(
    routeFor(
      api.passportRegistrationEntryLink,
      async (request, reply) => {
        if (!config.featureFlags.passportAuth) throw notFound()
        return entryLink(request, reply, {
          provider: 'candour',
          locale: request.query.locale,
          resetOldUser: false,
        })
      },
      pub,
    ),
  )

  app.route(
    routeFor(
      api.resendVerificationCode,
      async (request) => {
        const registration = await registrationOf(request)
        const sentAt = await registrations.sendRegistrationCode(
          deps,
          registration,
          request.body.email,
          request.ip,
        )
        return { sentAt: sentAt.toISOString() }
      },
      pub,
    ),
  )

  app.route(
    routeFor(
      api.setVerificationCode,
      async (request, reply) => {
        const registration = await registrationOf(request)
        const { completed } = await registrations.checkRegistrationCode(
          deps,
          registration,
          request.body.email,
          request.body.verificationCode,
          request.ip,
        )
        if (completed) reply.clearCookie(cookieName, clearingOptions(cookieOptions))
        return { completed }
      },
      pub,
    ),
  )

  app.route(
    routeFor(
      api.verifyEmail,
      async (request, reply) => {
        const registration = await registrationOf(request)
        const { userId, completed } = await registrations.createAccount(
          deps,
          registration,
          request.body.email,
          request.body.newPassword,
          request.ip,
        )
        if (completed) reply.clearCookie(cookieName, clearingOptions(cookieOptions))
        return { cognitoId: userId }
      },
      withPassword,
    ),
  )
}

/** The forgotten password (public) and the signed-in resident's password change. */
function registerPasswordRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.route(
    routeFor(
      api.forgotPassword,
      async (request) => {
        await passwords.forgotPassword(
          deps,
          request.body.email,
          request.ip,
          requestLang(request) ?? 'fi',
        )
        return {}
      },
      pub,
    ),
  )

  app.route(
    routeFor(
      api.confirmForgottenPassword,
      async (request) => {
        await passwords.confirmForgottenPassword(
          deps,
          {
            email: request.body.email,
            code: request.body.resetCode,
            password: request.body.newPassword,
          },
          request.ip,
        )
        return {}
      },
      withPassword,
    ),
  )

  app.route(
    routeFor(api.sendPasswordResetCode, async (request) => {
      await passwords.sendPasswordChangeCode(deps, request.user, request.ip)
      return {}
    }),
  )

  app.route(
    routeFor(
      api.confirmResetPassword,
      async (request) => {
        await passwords.confirmPasswordChange(
          deps,
          request.user,
          { code: request.body.resetCode, password: request.body.newPassword },
          request.ip,
        )
        return {}
      },
      { newPasswordField: 'newPassword' },
    ),
  )
}

/** The signed-in resident's change of e-mail address, confirmed with a code. */
function registerEmailChangeRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.route(
    routeFor(api.startEmailChange, async (request) => {
      const sentAt = await emailChange.startEmailChange(
        deps,
        request.user,
        request.body,
        request.ip,
      )
      return { sentAt: sentAt.toISOString() }
    }),
  )

  app.route(
    routeFor(api.confirmEmailChange, async (request) => ({
      email: await emailChange.confirmEmailChange(
        deps,
        request.user,
        request.body.code,
        request.ip,
      ),
    })),
  )
}
