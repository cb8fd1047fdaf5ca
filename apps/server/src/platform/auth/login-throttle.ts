/**
 * Login throttling (SPEC-DECISIONS "account lockout"): after 5 failed logins for an e-mail the
 * next attempt must wait 1 s, then 2 s, 4 s, … up to 15 minutes; at most 20 failed logins per
 * e-mail per hour. Failures are counted since the last successful login, within the last hour.
 * Counting is per e-mail whether or not the account exists, so answers reveal nothing about
 * accounts. State lives in the `login_attempts` table, shared by every server instance.
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
 * How long the next attempt must still wait, given the failures counted so far.
 *
 * @param failures consecutive failures within the last hour.
 * @param msSinceLastFailure time since the newest of them.
 * @returns milliseconds to wait (0 = may try now); `Infinity` when the hourly limit is reached.
 */
export function remainingWaitMs(failures: number, msSinceLastFailure: number): number {
  if (failures >= MAX_FAILURES_PER_HOUR) return Number.POSITIVE_INFINITY
  if (failures < FREE_FAILURES) return 0
  const wait = Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES), MAX_WAIT_MS)
  return Math.max(0, wait - msSinceLastFailure)
}

/**
 * Tells whether a login for `email` may be attempted now (one indexed query on
 * `login_attempts (email, attempted_at)`).
 */
export async function loginAllowed(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query<{ failures: number; ms_since_last: number | null }>(
    `WITH last_success AS (
       SELECT max(attempted_at) AS at FROM login_attempts WHERE email = $1 AND succeeded
     )
     SELECT count(*)::int AS failures,
            (extract(epoch FROM now() - max(attempted_at)) * 1000)::float8 AS ms_since_last
       FROM login_attempts, last_success
      WHERE email = $1 AND NOT succeeded
        AND attempted_at > now() - interval '1 hour'
        AND (last_success.at IS NULL OR attempted_at > last_success.at)`,
    [email],
  )
  const row = rows[0]
  if (!row || row.failures === 0) return true
  return remainingWaitMs(row.failures, row.ms_since_last ?? 0) === 0
}

/** Records one login attempt for `email` from `ipAddress`. */
export async function recordLoginAttempt(
  db: Queryable,
  email: string,
  ipAddress: string | null,
  succeeded: boolean,
): Promise<void> {
  await db.query('INSERT INTO login_attempts (email, ip_address, succeeded) VALUES ($1, $2, $3)', [
    email,
    ipAddress,
    succeeded,
  ])
}
