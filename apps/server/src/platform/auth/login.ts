/**
 * Logging in with e-mail and password (spec 02 §5 "Login", spec 02 §8 login answers;
 * SPEC-DECISIONS "account lockout").
 */
import type { Queryable } from '../db/db.ts'
import { ApiError } from '../errors.ts'
import { loginAllowed, recordLoginAttempt } from './login-throttle.ts'
import { verifyPassword } from './passwords.ts'
import { createSession, deleteEndedSessions, deleteSession } from './sessions.ts'

/**
 * Checks the credentials and starts a new session.
 *
 * The answer for an unknown e-mail and for a wrong password is the same, and costs the same
 * (one Argon2 verification either way). The unconfirmed-account answer is given only after the
 * password has been proven, so it reveals nothing to a stranger.
 *
 * @param email the username, already lower-cased by the contract's `emailSchema`.
 * @param previousToken the caller's current session token, deleted so the session id is always
 *   new after login (session fixation).
 * @returns the new session's cookie token.
 * @throws ApiError 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION while throttled, 401
 *   INVALID_CREDENTIALS, 403 USER_NOT_CONFIRMED.
 */
export async function logIn(
  db: Queryable,
  input: { email: string; password: string; ipAddress: string | null; previousToken?: string },
): Promise<string> {
  if (!(await loginAllowed(db, input.email))) {
    throw new ApiError(429, 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION')
  }
  const rows = await db.query<{ id: string; password_hash: string | null; confirmed: boolean }>(
    'SELECT id, password_hash, confirmed FROM users WHERE email = $1',
    [input.email],
  )
  const user = rows[0]
  const valid = await verifyPassword(user?.password_hash ?? null, input.password)
  await recordLoginAttempt(db, input.email, input.ipAddress, valid)
  if (!user || !valid) throw new ApiError(401, 'INVALID_CREDENTIALS')
  if (!user.confirmed) throw new ApiError(403, 'USER_NOT_CONFIRMED')
  if (input.previousToken) await deleteSession(db, input.previousToken)
  await deleteEndedSessions(db, user.id)
  return createSession(db, user.id)
}
