/**
 * Logging in with e-mail and password (spec 02 §5 "Login", spec 02 §8 login answers;
 * docs/specification.md "account lockout"; issue 4 "Staff … their own login, same password rules").
 *
 * Two doors share this code and the throttle: the resident login (`POST /api/login`) admits only
 * residents, the staff login (`POST /api/staff/login`) only staff. The wrong door answers exactly
 * like a wrong password, so neither reveals which kind of account an e-mail has.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Lang } from '@asukas/domain'
import { auditQuietly } from '../../platform/audit.ts'
import type { Db } from '../../platform/db/db.ts'
import { ApiError, tooManyAttempts } from '../../platform/errors.ts'
import {
  FREE_FAILURES,
  reserveLoginAttempt,
  settleLoginAttempt,
  throttleState,
} from '../../platform/auth/login-throttle.ts'
import { verifyPassword } from '../../platform/auth/passwords.ts'
import { createSession, deleteEndedSessions, deleteSession } from '../../platform/auth/sessions.ts'
import { issueDeviceToken, readDeviceToken } from './device-cookie.ts'
import { findLoginAccount } from './repository.ts'

/** Which login was used: the residents' or the staff's. */
export type LoginDoor = 'resident' | 'staff'

/** What {@link logIn} needs. */
export interface LoginInput {
  /** The username, already lower-cased by the contract's `emailSchema`. */
  email: string
  password: string
  ipAddress: string | null
  /**
   * The caller's current session token, deleted so the session id is always new after login
   * (session fixation).
   */
  previousToken?: string | undefined
  /** The browser's device cookie value, if any (see `device-cookie.ts`). */
  deviceToken?: string | undefined
  /** HMAC key of the device cookies (`config.deviceCookieSecret`). */
  deviceSecret: string
  door: LoginDoor
  /** The current time (injectable clock). */
  now: Date
  /**
   * False for a login with a second factor (the staff door, issue 14): the right password then
   * answers `password_verified` and no session is made; the caller starts it after the second
   * factor. Default true.
   */
  startSession?: boolean
  logger: Pick<FastifyBaseLogger, 'error'>
}

/**
 * The outcome of a login with the right password: a new session and a fresh device cookie, or
 * (resident door only) an account whose registration is not finished (continue mode, spec 01 §4).
 */
export type LoginOutcome =
  | {
      outcome: 'session'
      token: string
      userId: string
      deviceToken: string
      /** The account's stored portal language (`users.locale`). */
      locale: Lang
    }
  | { outcome: 'not_confirmed'; userId: string; email: string }

/** The outcome of a right password when `startSession` is false: the second factor is next. */
export interface PasswordVerified {
  outcome: 'password_verified'
  userId: string
  /** A new device cookie value: the password was proven on this browser (ADR 0008). */
  deviceToken: string
}

/**
 * The 429 of a throttled login, telling how long to wait: `details.retryAfter` in whole seconds
 * (rounded up), also sent as the `Retry-After` header (issue 10 finding 19).
 */
export function lockedOut(waitMs: number): ApiError {
  return tooManyAttempts('TOO_MANY_FAILED_ATTEMPTS_EXCEPTION', waitMs)
}

/**
 * Checks the credentials and starts a new session.
 *
 * The attempt is counted first, before the password is verified ({@link reserveLoginAttempt}),
 * and settled as a success or a failure after it (a right password is no failure, so parallel
 * right logins of one account are not refused; issue 23 item 10):
 * on the e-mail's counter, or on the browser's own counter when it carries a valid device cookie
 * of this account; the per-IP limit applies to attempts without one. The answer for an unknown
 * e-mail, a wrong password and the wrong door is the same, and costs the same (one Argon2
 * verification either way). The unconfirmed-account outcome is given only after the password
 * has been proven, so it reveals nothing to a stranger. Every attempt is audited
 * (`login_succeeded`, `login_failed`, and `login_locked_out` when a failure starts a wait).
 *
 * @returns the new session's cookie token and a new device cookie value, or `not_confirmed` for
 *   an unconfirmed resident.
 * @throws ApiError 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION (with `retryAfter` seconds) while the
 *   counter or the IP address is throttled, 401 INVALID_CREDENTIALS.
 */
export async function logIn(
  db: Db,
  input: LoginInput & { startSession: false },
): Promise<PasswordVerified>
export async function logIn(db: Db, input: LoginInput): Promise<LoginOutcome>
export async function logIn(db: Db, input: LoginInput): Promise<LoginOutcome | PasswordVerified> {
  const { email, now, door, logger } = input
  const user = (await findLoginAccount(db, email)) ?? undefined
  const claim = readDeviceToken(input.deviceSecret, input.deviceToken, now)
  const device =
    claim !== null && user !== undefined && claim.userId === user.id ? claim.nonce : null
  const reservation = await reserveLoginAttempt(db, { email, device }, input.ipAddress, now)
  if (!reservation.allowed) throw lockedOut(reservation.waitMs)

  let passwordValid: boolean
  try {
    passwordValid = await verifyPassword(user?.password_hash ?? null, input.password)
  } catch (error) {
    await settleLoginAttempt(db, reservation.attemptId, false)
    throw error
  }
  const rightDoor = user !== undefined && user.role === door
  const admitted =
    user !== undefined && passwordValid && rightDoor && (door === 'resident' || user.confirmed)
  // Settled either way: attempts waiting behind this one look at the outcome (issue 23 item 10).
  await settleLoginAttempt(db, reservation.attemptId, admitted)
  const base = { actorUserId: user?.id ?? null, ipAddress: input.ipAddress, at: now }

  if (!admitted || user === undefined) {
    const reason = !passwordValid
      ? 'invalid_credentials'
      : !rightDoor
        ? 'wrong_door'
        : 'not_confirmed'
    await auditQuietly(
      db,
      {
        ...base,
        action: 'login_failed',
        details: { email, door, reason, ...(device === null ? {} : { trustedDevice: true }) },
      },
      logger,
    )
    const failures = reservation.failuresBefore + 1
    if (failures >= FREE_FAILURES) {
      const after = await throttleState(db, { email, device }, now)
      await auditQuietly(
        db,
        {
          ...base,
          action: 'login_locked_out',
          details: {
            email,
            door,
            failures: after.failures,
            waitMs: after.waitMs,
            ...(device === null ? {} : { trustedDevice: true }),
          },
        },
        logger,
      )
    }
    throw new ApiError(401, 'INVALID_CREDENTIALS')
  }

  if (!user.confirmed) {
    await auditQuietly(
      db,
      { ...base, action: 'login_failed', details: { email, door, reason: 'not_confirmed' } },
      logger,
    )
    return { outcome: 'not_confirmed', userId: user.id, email }
  }

  if (input.previousToken) await deleteSession(db, input.previousToken)
  if (input.startSession === false) {
    await auditQuietly(
      db,
      {
        ...base,
        action: 'login_password_verified',
        entityType: 'user',
        entityId: user.id,
        details: { door },
      },
      logger,
    )
    return {
      outcome: 'password_verified',
      userId: user.id,
      deviceToken: issueDeviceToken(input.deviceSecret, user.id, now),
    }
  }
  await deleteEndedSessions(db, user.id)
  const token = await createSession(db, user.id)
  await auditQuietly(
    db,
    {
      ...base,
      action: 'login_succeeded',
      entityType: 'user',
      entityId: user.id,
      details: { door },
    },
    logger,
  )
  const deviceToken = issueDeviceToken(input.deviceSecret, user.id, now)
  return { outcome: 'session', token, userId: user.id, deviceToken, locale: user.locale }
}
