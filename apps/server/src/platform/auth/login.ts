/**
 * Logging in with e-mail and password (spec 02 §5 "Login", spec 02 §8 login answers;
 * SPEC-DECISIONS "account lockout"; issue 4 "Staff … their own login, same password rules").
 *
 * Two doors share this code and the throttle: the resident login (`POST /api/login`) admits only
 * residents, the staff login (`POST /api/staff/login`) only staff. The wrong door answers exactly
 * like a wrong password, so neither reveals which kind of account an e-mail has.
 */
import type { Lang } from '@asukas/domain'
import type { FastifyBaseLogger } from 'fastify'
import { auditQuietly } from '../audit.ts'
import type { Queryable } from '../db/db.ts'
import { ApiError } from '../errors.ts'
import { FREE_FAILURES, ipBlocked, recordLoginAttempt, throttleState } from './login-throttle.ts'
import { verifyPassword } from './passwords.ts'
import { createSession, deleteEndedSessions, deleteSession } from './sessions.ts'
import type { UserRole } from './session-user.ts'

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
  door: LoginDoor
  /** The current time (injectable clock). */
  now: Date
  /** The language the resident uses the portal in; stored for their mail when given. */
  locale?: Lang | null
  /**
   * False for a login with a second factor (the staff door, issue 14): the right password then
   * answers `password_verified` and no session is made; the caller starts it after the second
   * factor. Default true.
   */
  startSession?: boolean
  logger: Pick<FastifyBaseLogger, 'error'>
}

/**
 * The outcome of a login with the right password: a new session, or (resident door only) an
 * account whose registration is not finished (continue mode, spec 01 §4).
 */
export type LoginOutcome =
  | { outcome: 'session'; token: string; userId: string }
  | { outcome: 'not_confirmed'; userId: string; email: string }

/** The outcome of a right password when `startSession` is false: the second factor is next. */
export interface PasswordVerified {
  outcome: 'password_verified'
  userId: string
}

interface LoginRow {
  id: string
  password_hash: string | null
  confirmed: boolean
  role: UserRole
}

/**
 * Checks the credentials and starts a new session.
 *
 * The answer for an unknown e-mail, a wrong password and the wrong door is the same, and costs
 * the same (one Argon2 verification either way). The unconfirmed-account outcome is given only
 * after the password has been proven, so it reveals nothing to a stranger. Every attempt is
 * counted by the throttle and audited (`login_succeeded`, `login_failed`, and
 * `login_locked_out` when a failure starts a wait).
 *
 * @returns the new session's cookie token, or `not_confirmed` for an unconfirmed resident.
 * @throws ApiError 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION while the e-mail or the IP address is
 *   throttled, 401 INVALID_CREDENTIALS.
 */
export async function logIn(
  db: Queryable,
  input: LoginInput & { startSession: false },
): Promise<PasswordVerified>
export async function logIn(db: Queryable, input: LoginInput): Promise<LoginOutcome>
export async function logIn(
  db: Queryable,
  input: LoginInput,
): Promise<LoginOutcome | PasswordVerified> {
  const { email, now, door, logger } = input
  const throttle = await throttleState(db, email, now)
  if (
    throttle.waitMs > 0 ||
    (input.ipAddress !== null && (await ipBlocked(db, input.ipAddress, now)))
  ) {
    throw new ApiError(429, 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION')
  }
  const rows = await db.query<LoginRow>(
    'SELECT id, password_hash, confirmed, role FROM users WHERE email = $1',
    [email],
  )
  const user = rows[0]
  const passwordValid = await verifyPassword(user?.password_hash ?? null, input.password)
  const rightDoor = user !== undefined && user.role === door
  const admitted =
    user !== undefined && passwordValid && rightDoor && (door === 'resident' || user.confirmed)
  await recordLoginAttempt(db, email, input.ipAddress, admitted, now)
  const base = { actorUserId: user?.id ?? null, ipAddress: input.ipAddress, at: now }

  if (!admitted || user === undefined) {
    const reason = !passwordValid
      ? 'invalid_credentials'
      : !rightDoor
        ? 'wrong_door'
        : 'not_confirmed'
    await auditQuietly(
      db,
      { ...base, action: 'login_failed', details: { email, door, reason } },
      logger,
    )
    const failures = throttle.failures + 1
    if (failures >= FREE_FAILURES) {
      const after = await throttleState(db, email, now)
      await auditQuietly(
        db,
        {
          ...base,
          action: 'login_locked_out',
          details: {
            email,
            door,
            failures: after.failures,
            waitMs: Number.isFinite(after.waitMs) ? after.waitMs : null,
          },
        },
        logger,
      )
    }
    throw new ApiError(401, 'INVALID_CREDENTIALS')
  }

  if (door === 'resident' && input.locale) {
    await db.query('UPDATE users SET locale = $2 WHERE id = $1 AND locale <> $2', [
      user.id,
      input.locale,
    ])
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
    return { outcome: 'password_verified', userId: user.id }
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
  return { outcome: 'session', token, userId: user.id }
}
