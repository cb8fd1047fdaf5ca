/**
 * Sessions stored in the database (docs/architecture.md "Scale-out": the server is stateless, so any
 * instance can serve any request; ADR 0002).
 *
 * The cookie holds a random 32-byte token (base64url); the `sessions` row is keyed by the token's
 * SHA-256 in hex, so a leaked database does not yield usable cookies. A session ends after
 * {@link IDLE_TIMEOUT_MINUTES} without requests or {@link ABSOLUTE_TIMEOUT_HOURS} after login,
 * whichever comes first. `last_seen_at` is written at most once a minute
 * ({@link TOUCH_INTERVAL_SECONDS}); signed-in sessions are cached in the process with revocation
 * through the database (`session-cache.ts`), so an ordinary read needs no session query at all.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '../db/db.ts'
import {
  copySession,
  deleteEndedSessionsOf,
  deleteSessionRow,
  deleteSessionsOf,
  findLiveSession,
  insertSession,
  touchLiveSession,
  touchSession,
} from './repository/sessions.ts'
import { noSessionCache, SESSION_CACHE_TTL_MS, type SessionCache } from './session-cache.ts'
import type { SessionUser } from './session-user.ts'

/** Idle timeout: a session unused for 30 minutes is over. */
export const IDLE_TIMEOUT_MINUTES = 30
/** Absolute timeout: a session is over 12 hours after login, however busy. */
export const ABSOLUTE_TIMEOUT_HOURS = 12
/** `last_seen_at` is refreshed when it is older than this many seconds. */
export const TOUCH_INTERVAL_SECONDS = 60

/** A new random session token for the cookie: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The `sessions.id` of a cookie token: SHA-256 of the token, 64 lower-case hex digits. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Stores a new session for `userId`, optionally impersonating `impersonatedUserId`.
 *
 * @returns the cookie token (only its hash is stored).
 */
export async function createSession(
  db: Queryable,
  userId: string,
  impersonatedUserId: string | null = null,
): Promise<string> {
  const token = newSessionToken()
  await insertSession(db, sessionIdOf(token), userId, impersonatedUserId, ABSOLUTE_TIMEOUT_HOURS)
  return token
}

/**
 * Resolves a cookie token to the signed-in user.
 *
 * From `cache` when it holds the session within its limits (no database round trip; see
 * `session-cache.ts` for how a logout elsewhere revokes it at once); otherwise one indexed SELECT
 * (primary key, joined with the user, a named prepared statement) whose answer is cached. Either
 * way `last_seen_at` is written at most once a minute per session ({@link TOUCH_INTERVAL_SECONDS}).
 *
 * @param now the current instant in ms since the epoch (tests pass their own).
 * @returns the user, or null when the token is unknown, idle for 30 minutes or older than 12 hours.
 */
export async function findSessionUser(
  db: Queryable,
  token: string,
  cache: SessionCache = noSessionCache,
  now: number = Date.now(),
): Promise<SessionUser | null> {
  const sessionId = sessionIdOf(token)
  const cached = cache.get(sessionId)
  if (
    cached &&
    now < cached.expiresAt &&
    now - cached.lastSeenAt < IDLE_TIMEOUT_MINUTES * 60_000 &&
    now - cached.cachedAt < SESSION_CACHE_TTL_MS
  ) {
    if (now - cached.touchedAt >= TOUCH_INTERVAL_SECONDS * 1000) {
      if (!(await touchLiveSession(db, sessionId))) {
        cache.delete(sessionId)
        return null
      }
      cached.touchedAt = now
    }
    cached.lastSeenAt = now
    return cached.user
  }

  const row = await findLiveSession(db, sessionId, TOUCH_INTERVAL_SECONDS, IDLE_TIMEOUT_MINUTES)
  if (!row) {
    cache.delete(sessionId)
    return null
  }
  if (row.needs_touch) {
    await touchSession(db, sessionId)
  }
  const isImpersonator = row.impersonated_user_id !== null
  const user: SessionUser = {
    userId: row.user_id,
    residentUserId: row.impersonated_user_id ?? row.user_id,
    isImpersonator,
    impersonatorEmail: isImpersonator ? row.email : null,
    role: row.role,
    sessionId,
  }
  cache.set(sessionId, {
    user,
    expiresAt: now + row.expires_in * 1000,
    lastSeenAt: now,
    touchedAt: row.needs_touch ? now : now - row.idle_for * 1000,
    cachedAt: now,
  })
  return user
}

/** Deletes the session of a cookie token (logout, rotation at login). Unknown tokens are ignored. */
export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await deleteSessionRow(db, sessionIdOf(token))
}

/** Deletes the user's sessions that are over (idle or past their absolute end); run at login. */
export async function deleteEndedSessions(db: Queryable, userId: string): Promise<void> {
  await deleteEndedSessionsOf(db, userId, IDLE_TIMEOUT_MINUTES)
}

/**
 * Replaces the session `sessionId` by a new one of the same account and the same absolute end,
 * impersonating `impersonatedUserId` (or nobody): the session id changes whenever what the
 * session may see changes (staff impersonation start and end), and chaining impersonations never
 * extends a session beyond 12 hours after login.
 *
 * @returns the new cookie token, or null when the session no longer exists.
 */
export async function rotateSession(
  db: Queryable,
  sessionId: string,
  impersonatedUserId: string | null,
): Promise<string | null> {
  const token = newSessionToken()
  if (!(await copySession(db, sessionId, sessionIdOf(token), impersonatedUserId))) return null
  await deleteSessionRow(db, sessionId)
  return token
}

/**
 * Ends the sessions of `userId` except `keepSessionId`: after a password change or reset every
 * other browser must log in again.
 */
export async function deleteUserSessions(
  db: Queryable,
  userId: string,
  keepSessionId: string | null = null,
): Promise<void> {
  await deleteSessionsOf(db, userId, keepSessionId)
}
