/**
 * The statements on `sessions` (0001_init.sql) and the session cache's notification: the SQL of
 * `../sessions.ts` and `../session-cache.ts` (ADR 0033: SQL only in repository files).
 */
import type { Queryable } from '../../db/db.ts'
import type { UserRole } from '../session-user.ts'

/** Inserts a session row `id` (a token's hash) ending `hours` after now. */
export async function insertSession(
  db: Queryable,
  id: string,
  userId: string,
  impersonatedUserId: string | null,
  hours: number,
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, user_id, impersonated_user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [id, userId, impersonatedUserId, hours],
  )
}

/** Sets `last_seen_at` of the live session `id` to now; false when it is gone or past its end. */
export async function touchLiveSession(db: Queryable, id: string): Promise<boolean> {
  const touched = await db.query(
    `UPDATE sessions SET last_seen_at = now()
      WHERE id = $1 AND expires_at > now() RETURNING id`,
    [id],
    { name: 'sessions.touch_cached' },
  )
  return touched.length > 0
}

/** A live session joined with its user, and its times in seconds. */
export interface SessionRow {
  id: string
  user_id: string
  impersonated_user_id: string | null
  role: UserRole
  email: string
  needs_touch: boolean
  /** Seconds until the absolute end. */
  expires_in: number
  /** Seconds since `last_seen_at`. */
  idle_for: number
}

/**
 * The session `id` with its user, when it is before its end and was seen within `idleMinutes`;
 * `needs_touch` when it was last seen more than `touchSeconds` ago. One indexed SELECT, a named
 * prepared statement.
 */
export async function findLiveSession(
  db: Queryable,
  id: string,
  touchSeconds: number,
  idleMinutes: number,
): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    `SELECT s.id, s.user_id, s.impersonated_user_id, u.role, u.email,
            s.last_seen_at < now() - make_interval(secs => $2) AS needs_touch,
            extract(epoch FROM s.expires_at - now())::float8 AS expires_in,
            extract(epoch FROM now() - s.last_seen_at)::float8 AS idle_for
       FROM sessions s
       JOIN users u ON u.id = s.user_id
      WHERE s.id = $1
        AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(mins => $3)`,
    [id, touchSeconds, idleMinutes],
    { name: 'sessions.find_user_timed' },
  )
  return rows[0] ?? null
}

/** Sets `last_seen_at` of the session `id` to now. */
export async function touchSession(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [id], {
    name: 'sessions.touch',
  })
}

/** Deletes the session `id` (absent ids are ignored). */
export async function deleteSessionRow(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [id])
}

/** Deletes the sessions of `userId` past their end or idle for `idleMinutes`. */
export async function deleteEndedSessionsOf(
  db: Queryable,
  userId: string,
  idleMinutes: number,
): Promise<void> {
  await db.query(
    `DELETE FROM sessions
      WHERE user_id = $1
        AND (expires_at <= now() OR last_seen_at <= now() - make_interval(mins => $2))`,
    [userId, idleMinutes],
  )
}

/**
 * Copies the session `fromId` to a new row `toId` (same account, login time and end) impersonating
 * `impersonatedUserId`; false when `fromId` no longer exists.
 */
export async function copySession(
  db: Queryable,
  fromId: string,
  toId: string,
  impersonatedUserId: string | null,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO sessions (id, user_id, impersonated_user_id, created_at, expires_at)
     SELECT $2, user_id, $3, created_at, expires_at FROM sessions WHERE id = $1
     RETURNING id`,
    [fromId, toId, impersonatedUserId],
  )
  return rows.length > 0
}

/** Deletes the sessions of `userId` except `keepId` (null: all of them). */
export async function deleteSessionsOf(
  db: Queryable,
  userId: string,
  keepId: string | null,
): Promise<void> {
  await db.query(
    `DELETE FROM sessions
      WHERE user_id = $1 AND id IS DISTINCT FROM $2`,
    [userId, keepId],
  )
}

/** Sends `payload` on the PostgreSQL channel `channel` (`pg_notify`). */
export async function notifyChannel(
  db: Queryable,
  channel: string,
  payload: string,
): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload])
}

/** The roles of the staff member `userId`; null or empty without roles. */
export async function staffRolesOf<Role extends string>(
  db: Queryable,
  userId: string,
): Promise<Role[] | null> {
  const rows = await db.query<{ roles: Role[] | null }>(
    'SELECT roles FROM staff_accounts WHERE user_id = $1',
    [userId],
  )
  return rows[0]?.roles ?? null
}
