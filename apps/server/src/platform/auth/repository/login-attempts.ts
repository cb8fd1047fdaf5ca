/**
 * The statements on `login_attempts`: the SQL of `../login-throttle.ts` (ADR 0033: SQL only in
 * repository files). The throttle's rules (free failures, back-off, hourly limits) stay there.
 */
import type { Queryable } from '../../db/db.ts'

/** The counted failures of one counter: how many, how many still verifying, newest and oldest. */
export interface FailureCounts {
  failures: number
  verifying: number
  last_at: Date | null
  first_at: Date | null
}

/**
 * Counts the failures of the counter (`email`, `device`) since its last success, within the hour
 * before `now` (one query on `login_attempts (email, attempted_at)`). An attempt is `fresh` while
 * it is verifying and younger than `staleSeconds`; `settledOnly` leaves the fresh ones out.
 */
export async function countFailures(
  db: Queryable,
  email: string,
  device: string | null,
  now: Date,
  settledOnly: boolean,
  staleSeconds: number,
): Promise<FailureCounts | null> {
  const rows = await db.query<FailureCounts>(
    `WITH last_success AS (
       SELECT max(attempted_at) AS at FROM login_attempts
        WHERE email = $1 AND device IS NOT DISTINCT FROM $3 AND succeeded AND attempted_at <= $2
     ), counted AS (
       SELECT attempted_at,
              verifying AND attempted_at > $2::timestamptz - make_interval(secs => $5) AS fresh
         FROM login_attempts, last_success
        WHERE email = $1 AND device IS NOT DISTINCT FROM $3 AND NOT succeeded
          AND attempted_at > $2::timestamptz - interval '1 hour'
          AND attempted_at <= $2
          AND (last_success.at IS NULL OR attempted_at >= last_success.at)
     )
     SELECT count(*)::int AS failures, count(*) FILTER (WHERE fresh)::int AS verifying,
            max(attempted_at) AS last_at, min(attempted_at) AS first_at
       FROM counted WHERE NOT ($4 AND fresh)`,
    [email, now, device, settledOnly, staleSeconds],
  )
  return rows[0] ?? null
}

/**
 * The time of the `nth` newest failure without a device cookie from `ipAddress` within the hour
 * before `now`, or null when there are fewer (one query on `login_attempts (ip_address,
 * attempted_at)`).
 */
export async function nthRecentIpFailure(
  db: Queryable,
  ipAddress: string,
  now: Date,
  nth: number,
): Promise<Date | null> {
  const rows = await db.query<{ attempted_at: Date }>(
    `SELECT attempted_at FROM login_attempts
      WHERE ip_address = $1 AND NOT succeeded AND device IS NULL
        AND attempted_at > $2::timestamptz - interval '1 hour' AND attempted_at <= $2
      ORDER BY attempted_at DESC OFFSET $3 - 1 LIMIT 1`,
    [ipAddress, now, nth],
  )
  return rows[0]?.attempted_at ?? null
}

/** Takes the transaction-scoped advisory lock on a 64-bit hash of `key` (waits for it). */
export async function lockKey(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key])
}

/** Stores an attempt as a failure being verified; returns its id. */
export async function insertVerifyingAttempt(
  tx: Queryable,
  email: string,
  ipAddress: string | null,
  now: Date,
  device: string | null,
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO login_attempts (email, ip_address, succeeded, attempted_at, device, verifying)
     VALUES ($1, $2, false, $3, $4, true) RETURNING id`,
    [email, ipAddress, now, device],
  )
  const attemptId = rows[0]?.id
  if (attemptId === undefined) throw new Error('login attempt was not stored')
  return attemptId
}

/** Records the outcome of the attempt `attemptId`; it is no longer being verified. */
export async function settleAttempt(
  db: Queryable,
  attemptId: string,
  succeeded: boolean,
): Promise<void> {
  await db.query('UPDATE login_attempts SET succeeded = $2, verifying = false WHERE id = $1', [
    attemptId,
    succeeded,
  ])
}

/** Deletes the failed attempts of `email`. */
export async function deleteFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE email = $1 AND NOT succeeded', [email])
}

/** Deletes attempts older than `before`; returns how many. */
export async function deleteAttemptsBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM login_attempts WHERE attempted_at < $1 RETURNING id',
    [before],
  )
  return rows.length
}
