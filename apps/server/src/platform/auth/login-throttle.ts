/**
 * Login throttling (SPEC-DECISIONS "account lockout"): after 5 failed logins for an e-mail the
 * next attempt must wait 1 s, then 2 s, 4 s, … up to 15 minutes; at most 20 failed logins per
 * e-mail per hour. Failures are counted since the last successful login, within the last hour.
 * Counting is per e-mail whether or not the account exists, so answers reveal nothing about
 * accounts; an IP address with 100 failed logins in the last hour is refused too, whatever the
 * e-mail. State lives in the `login_attempts` table, shared by every server instance; the
 * resident login and the staff login share it.
 *
 * Times come from the injectable clock (`platform/clock.ts`) and are stored with each attempt,
 * so tests move the clock instead of sleeping.
 */
import type { Queryable } from '../db/db.ts'

/** Failed logins allowed before waits start. */
export const FREE_FAILURES = 5
/** First wait after {@link FREE_FAILURES} failures, in milliseconds; doubles with each failure. */
export const FIRST_WAIT_MS = 1000
/** Longest wait between attempts, in milliseconds (15 minutes). */
export const MAX_WAIT_MS = 15 * 60 * 1000
/** Failed logins allowed per e-mail per hour. */
export const MAX_FAILURES_PER_HOUR = 20
/**
 * Failed logins allowed per IP address per hour, whatever the e-mails (password spraying). Behind
 * a reverse proxy this needs TRUST_PROXY, or every resident shares the proxy's address.
 */
export const MAX_FAILURES_PER_IP_PER_HOUR = 100

/**
 * The wait that `failures` consecutive failures impose after the newest of them.
 *
 * @returns milliseconds (0 below {@link FREE_FAILURES}); `Infinity` once the hourly limit is
 *   reached (the oldest failure must leave the hour first).
 */
export function waitAfterFailures(failures: number): number {
  if (failures >= MAX_FAILURES_PER_HOUR) return Number.POSITIVE_INFINITY
  if (failures < FREE_FAILURES) return 0
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES), MAX_WAIT_MS)
}

/**
 * How long the next attempt must still wait, given the failures counted so far.
 *
 * @param failures consecutive failures within the last hour.
 * @param msSinceLastFailure time since the newest of them.
 * @returns milliseconds to wait (0 = may try now); `Infinity` when the hourly limit is reached.
 */
export function remainingWaitMs(failures: number, msSinceLastFailure: number): number {
  return Math.max(0, waitAfterFailures(failures) - msSinceLastFailure)
}

/** The throttle of one e-mail at one instant. */
export interface ThrottleState {
  /** Failures since the last success, within the hour before `now`. */
  failures: number
  /** Milliseconds the next attempt must still wait (0 = now; `Infinity` = hourly limit). */
  waitMs: number
}

/**
 * Reads the throttle of `email` at `now` (one query on `login_attempts (email, attempted_at)`).
 */
export async function throttleState(
  db: Queryable,
  email: string,
  now: Date,
): Promise<ThrottleState> {
  const rows = await db.query<{ failures: number; last_at: Date | null }>(
    `WITH last_success AS (
       SELECT max(attempted_at) AS at FROM login_attempts
        WHERE email = $1 AND succeeded AND attempted_at <= $2
     )
     SELECT count(*)::int AS failures, max(attempted_at) AS last_at
       FROM login_attempts, last_success
      WHERE email = $1 AND NOT succeeded
        AND attempted_at > $2::timestamptz - interval '1 hour'
        AND attempted_at <= $2
        AND (last_success.at IS NULL OR attempted_at >= last_success.at)`,
    [email, now],
  )
  const failures = rows[0]?.failures ?? 0
  const lastAt = rows[0]?.last_at ?? null
  if (failures === 0 || lastAt === null) return { failures: 0, waitMs: 0 }
  return { failures, waitMs: remainingWaitMs(failures, now.getTime() - lastAt.getTime()) }
}

/**
 * Tells whether the IP address has reached {@link MAX_FAILURES_PER_IP_PER_HOUR} failed logins in
 * the hour before `now` (one query on `login_attempts (ip_address, attempted_at)`).
 */
export async function ipBlocked(db: Queryable, ipAddress: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ failures: number }>(
    `SELECT count(*)::int AS failures FROM (
       SELECT 1 FROM login_attempts
        WHERE ip_address = $1 AND NOT succeeded
          AND attempted_at > $2::timestamptz - interval '1 hour' AND attempted_at <= $2
        LIMIT $3) recent`,
    [ipAddress, now, MAX_FAILURES_PER_IP_PER_HOUR],
  )
  return (rows[0]?.failures ?? 0) >= MAX_FAILURES_PER_IP_PER_HOUR
}

/** Tells whether a login for `email` may be attempted at `now`. */
export async function loginAllowed(db: Queryable, email: string, now: Date): Promise<boolean> {
  return (await throttleState(db, email, now)).waitMs === 0
}

/** Records one login attempt for `email` from `ipAddress` at `at`. */
export async function recordLoginAttempt(
  db: Queryable,
  email: string,
  ipAddress: string | null,
  succeeded: boolean,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO login_attempts (email, ip_address, succeeded, attempted_at)
     VALUES ($1, $2, $3, $4)`,
    [email, ipAddress, succeeded, at],
  )
}

/**
 * Forgets the failed logins of `email` (after its password was reset with an e-mailed code: the
 * owner of the address proved themselves, and the new password must work at once).
 */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE email = $1 AND NOT succeeded', [email])
}

/** Deletes attempts older than `before` (they no longer count); returns how many. */
export async function purgeLoginAttempts(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM login_attempts WHERE attempted_at < $1 RETURNING id',
    [before],
  )
  return rows.length
}
