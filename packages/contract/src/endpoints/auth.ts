/**
 * Session calls: log in and log out (spec 02 §7 login, logout; spec 01 §2 Login). The password
 * calls are in `password.ts` and the registration calls in `registration.ts`, apart: a module
 * lands in a browser chunk whole, and the login page would otherwise load the password policy
 * and the registration schemas (ADR 0030).
 */
import { z } from 'zod'
import { loginFormSchema } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import { emptyObjectSchema, localeSchema } from '../entities/common.ts'

/**
 * Login body: `loginFormSchema` of `@asukas/domain` — the e-mail as username (lower-cased) and
 * a password of 8..256 characters, not checked against the policy (spec 02 §5 Login).
 */
export const loginBodySchema = loginFormSchema
/** Login body. */
export type LoginBody = z.input<typeof loginBodySchema>

/**
 * Answer of a successful login: the resident's stored portal language (`users.locale`, the one
 * their mail goes out in). The web app opens the portal in it unless the visitor chose a language
 * before logging in (issue 10: the portal follows the resident's language).
 */
export const loginResponseSchema = z.object({ locale: localeSchema })
/** Answer of a successful login. */
export type LoginResponse = z.infer<typeof loginResponseSchema>

/**
 * POST /api/login: starts a session and sets the session cookie (`__Host-asukas_session` over
 * https, `asukas_session` on plain-http localhost); answers {@link loginResponseSchema}. 401
 * INVALID_CREDENTIALS, 403 USER_NOT_CONFIRMED, 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION when
 * locked out (docs/specification.md).
 */
export const login = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  body: loginBodySchema,
  response: loginResponseSchema,
  summary: 'Log in with e-mail and password',
  tag: 'auth',
  errors: [
    'INVALID_CREDENTIALS',
    'USER_NOT_CONFIRMED',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'TOO_MANY_REQUESTS_EXCEPTION',
  ],
})

/** POST /api/logout: ends the session and clears the cookie; answers `{}` even without one. */
export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/logout',
  response: emptyObjectSchema,
  summary: 'Log out',
  tag: 'auth',
  errors: [],
})
