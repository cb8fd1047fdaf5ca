/**
 * The session cookie (spec 02 §8 session; ADR 0002). Over https it is
 * `__Host-asukas_session` (the `__Host-` prefix makes browsers insist on Secure, Path=/ and no
 * Domain); on plain-http localhost it is `asukas_session` without Secure, because a browser drops
 * Secure cookies on http. Always HttpOnly and SameSite=Lax.
 */
import type { CookieSerializeOptions } from '@fastify/cookie'
import type { Config } from '../config.ts'
import { ABSOLUTE_TIMEOUT_HOURS } from './sessions.ts'

/** Cookie name over https. */
export const SECURE_SESSION_COOKIE = '__Host-asukas_session'
/** Cookie name on plain http (local development and demo). */
export const PLAIN_SESSION_COOKIE = 'asukas_session'

/** The session cookie's name for this deployment. */
export function sessionCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE
}

/**
 * Attributes of the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure over https, and a
 * Max-Age of the absolute session timeout (12 h) so the browser forgets it when the server would.
 */
export function sessionCookieOptions(
  config: Pick<Config, 'secureCookies'>,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
    maxAge: ABSOLUTE_TIMEOUT_HOURS * 60 * 60,
  }
}

/** How long a registration session lasts after the identification, in minutes. */
export const REGISTRATION_SESSION_MINUTES = 60

/**
 * Name of the registration session cookie (`__Host-asukas_registration` over https): it binds a
 * registration in progress to the browser that identified itself (issue 4 "Registration").
 */
export function registrationCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-asukas_registration' : 'asukas_registration'
}

/** Attributes of the registration cookie: as the session cookie, living 60 minutes. */
export function registrationCookieOptions(
  config: Pick<Config, 'secureCookies'>,
): CookieSerializeOptions {
  return { ...sessionCookieOptions(config), maxAge: REGISTRATION_SESSION_MINUTES * 60 }
}

/** How long the browser keeps the `state` of a started strong identification, in seconds. */
export const IDENTITY_STATE_COOKIE_SECONDS = 10 * 60

/**
 * Name of the cookie that holds the `state` of the strong identification the browser started
 * (`__Host-asukas_identity` over https). The callback completes only the flow whose state this
 * browser holds, so a callback carried to another browser fails (login CSRF).
 */
export function identityStateCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-asukas_identity' : 'asukas_identity'
}

/**
 * Attributes of the identity state cookie: HttpOnly, SameSite=Lax (sent on the provider's
 * top-level redirect back), Path=/, Secure over https, 10 minutes (the flow's life).
 */
export function identityStateCookieOptions(
  config: Pick<Config, 'secureCookies'>,
): CookieSerializeOptions {
  return { ...sessionCookieOptions(config), maxAge: IDENTITY_STATE_COOKIE_SECONDS }
}

/** Options to clear a cookie set with `options` (same path and attributes, no Max-Age). */
export function clearingOptions(options: CookieSerializeOptions): CookieSerializeOptions {
  return { ...options, maxAge: undefined }
}
