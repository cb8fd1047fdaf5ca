/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"; issue 8 item 2;
 * ADR 0008): after a successful login the browser gets a cookie saying "this browser has logged
 * in as account X". Login attempts that carry a valid device cookie of the account they name are
 * throttled on a counter of their own (the cookie's nonce), so a stranger failing on the
 * resident's e-mail cannot lock the resident's own browser out.
 *
 * Token: `<userId>.<nonce>.<expires>.<signature>`: the account id (uuid), 16 random bytes
 * (base64url), the expiry in Unix seconds, and HMAC-SHA256 over the three with the server secret
 * `DEVICE_COOKIE_SECRET` (base64url). The cookie is HttpOnly, SameSite=Lax, Secure over https
 * (`__Host-asukas_device`), and lives {@link DEVICE_COOKIE_DAYS} days; one per browser (the last
 * account that logged in on it).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { CookieSerializeOptions } from '@fastify/cookie'
import type { Config } from '../../platform/config.ts'

/** How long a device cookie is valid, in days. */
export const DEVICE_COOKIE_DAYS = 180

/** The device cookie's name for this deployment (`__Host-` prefixed over https). */
export function deviceCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-asukas_device' : 'asukas_device'
}

/** Attributes of the device cookie: HttpOnly, SameSite=Lax, Path=/, Secure over https. */
export function deviceCookieOptions(config: Pick<Config, 'secureCookies'>): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  }
}

/** What a valid device cookie says: the account it logged in as, and its own nonce. */
export interface DeviceClaim {
  userId: string
  nonce: string
}

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`asukas-device-v1|${payload}`).digest()
}

/**
 * Makes a new device cookie value for `userId`, valid {@link DEVICE_COOKIE_DAYS} days from `now`.
 */
export function issueDeviceToken(secret: string, userId: string, now: Date): string {
  const nonce = randomBytes(16).toString('base64url')
  const expires = Math.floor(now.getTime() / 1000) + DEVICE_COOKIE_DAYS * 24 * 60 * 60
  const payload = `${userId}.${nonce}.${expires}`
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`
}

/**
 * Reads a device cookie value.
 *
 * @returns the claim when the signature is right and the cookie has not expired at `now`; null
 *   for anything else (missing, malformed, forged, expired).
 */
export function readDeviceToken(
  secret: string,
  token: string | undefined,
  now: Date,
): DeviceClaim | null {
  if (token === undefined || token.length > 200) return null
  const parts = token.split('.')
  if (parts.length !== 4) return null
  const [userId, nonce, expires, signature] = parts as [string, string, string, string]
  if (!/^[0-9a-f-]{36}$/.test(userId) || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return null
  const expected = signatureOf(secret, `${userId}.${nonce}.${expires}`)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { userId, nonce }
}
