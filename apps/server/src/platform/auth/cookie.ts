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
