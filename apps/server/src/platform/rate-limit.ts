/**
 * Rate limits shared by every server instance (ARCHITECTURE.md "Scale-out"; issue 4 "limits on
 * code sending and checking … Counters live in the database"), on `rate_limit_counters`
 * (0001_init.sql: key, window_start, count).
 *
 * Each limit is "at most `limit` events per `windowMs`", counted in fixed windows and checked as a
 * sliding window: the previous window's count, weighted by how much of it still overlaps the last
 * `windowMs`, plus the current window's count must stay below `limit`. Only allowed events are
 * counted, so a client hammering a closed limit does not push its reopening further away. The
 * increment is one conditional upsert, so concurrent instances never let more through than the
 * limit allows.
 */
import type { Queryable } from './db/db.ts'

/** One limit: at most `limit` events per `windowMs` milliseconds. */
export interface RateLimitRule {
  limit: number
  windowMs: number
}

/** One hour in milliseconds. */
export const HOUR_MS = 60 * 60 * 1000

/**
 * Counts one event against `key` if the limit allows it.
 *
 * @param key what is limited, e.g. `code_send:email:aino@example.com`.
 * @param rule the limit.
 * @param now the current time (the injectable clock).
 * @returns true when the event is allowed (and counted), false when the limit is reached.
 */
export async function consumeRateLimit(
  db: Queryable,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<boolean> {
  const windowStartMs = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs
  const previousStart = new Date(windowStartMs - rule.windowMs)
  const overlap = 1 - (now.getTime() - windowStartMs) / rule.windowMs
  const previous = await db.query<{ count: number }>(
    'SELECT count FROM rate_limit_counters WHERE key = $1 AND window_start = $2',
    [key, previousStart],
  )
  // Rounded up: a limit errs on the side of refusing.
  const carried = Math.ceil((previous[0]?.count ?? 0) * overlap)
  const allowance = rule.limit - carried
  if (allowance <= 0) return false
  const counted = await db.query<{ count: number }>(
    `INSERT INTO rate_limit_counters (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
       WHERE rate_limit_counters.count < $3
     RETURNING count`,
    [key, new Date(windowStartMs), allowance],
  )
  return counted.length > 0
}

/**
 * Deletes counters whose window started before `before` (they no longer count for any limit of
 * at most `now - before`).
 *
 * @returns how many rows were deleted.
 */
export async function purgeRateLimitCounters(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query<{ key: string }>(
    'DELETE FROM rate_limit_counters WHERE window_start < $1 RETURNING key',
    [before],
  )
  return rows.length
}

/**
 * The limits of the account machinery (issue 4 "limits on code sending and checking"). Per-IP
 * limits count `request.ip`: behind a reverse proxy set TRUST_PROXY, or every resident shares the
 * proxy's address (and its limit).
 */
export interface AccountLimits {
  /** Codes mailed to one address, all purposes together (answer: LIMIT_EXCEEDED_EXCEPTION). */
  codeSendsPerEmail: RateLimitRule
  /** Code mails requested from one IP address (LIMIT_EXCEEDED_EXCEPTION). */
  codeSendsPerIp: RateLimitRule
  /** Code checks for one address or account (TOO_MANY_REQUESTS_EXCEPTION). */
  codeChecksPerEmail: RateLimitRule
  /** Code checks from one IP address (TOO_MANY_REQUESTS_EXCEPTION). */
  codeChecksPerIp: RateLimitRule
  /** Changes of a resident's e-mail address in own information (LIMIT_EXCEEDED_EXCEPTION). */
  emailChangesPerUser: RateLimitRule
  /** Registrations started (identification flows) from one IP (TOO_MANY_REQUESTS_EXCEPTION). */
  registrationStartsPerIp: RateLimitRule
}

/**
 * Default limits: 5 code mails per address per hour (issue 4), 50 per IP per hour; 20 code checks
 * per address and 200 per IP per hour (each code also allows only 5 wrong tries); 10 e-mail
 * changes per resident per hour; 60 registration starts per IP per hour.
 */
export const defaultAccountLimits: AccountLimits = {
  codeSendsPerEmail: { limit: 5, windowMs: HOUR_MS },
  codeSendsPerIp: { limit: 50, windowMs: HOUR_MS },
  codeChecksPerEmail: { limit: 20, windowMs: HOUR_MS },
  codeChecksPerIp: { limit: 200, windowMs: HOUR_MS },
  emailChangesPerUser: { limit: 10, windowMs: HOUR_MS },
  registrationStartsPerIp: { limit: 60, windowMs: HOUR_MS },
}
