/**
 * Rate limits shared by every server instance (docs/architecture.md "Scale-out"; issue 4 "limits on
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
import { deleteRateLimitCountersBefore, incrementRateLimit, rateLimitCount } from './repository.ts'

/** One limit: at most `limit` events per `windowMs` milliseconds. */
export interface RateLimitRule {
  limit: number
  windowMs: number
}

/** One hour in milliseconds. */
export const HOUR_MS = 60 * 60 * 1000

/** The outcome of counting one event: allowed, or refused with the time to wait. */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number }

/**
 * Counts one event against `key` if the limit allows it, and tells how long to wait when not.
 *
 * The wait is the earliest instant at which the sliding count drops below the limit with no
 * further events: within the current window when the previous window's weight alone keeps it
 * closed, else in the next window once the current window's weight has faded enough.
 *
 * @param key what is limited, e.g. `code_send:email:aino@example.com`.
 * @param rule the limit.
 * @param now the current time (the injectable clock).
 * @returns `{ allowed: true }` when the event is allowed (and counted), else the milliseconds
 *   to wait (at least 1).
 */
export async function takeRateLimit(
  db: Queryable,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitResult> {
  const windowStartMs = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs
  const previousStart = new Date(windowStartMs - rule.windowMs)
  const overlap = 1 - (now.getTime() - windowStartMs) / rule.windowMs
  const previousCount = await rateLimitCount(db, key, previousStart)
  // Rounded up: a limit errs on the side of refusing.
  const carried = Math.ceil(previousCount * overlap)
  const allowance = rule.limit - carried
  if (allowance > 0) {
    if (await incrementRateLimit(db, key, new Date(windowStartMs), allowance)) {
      return { allowed: true }
    }
  }
  const currentCount = await rateLimitCount(db, key, new Date(windowStartMs))
  // ceil(c · (1 − x)) ≤ n  ⇔  c · (1 − x) ≤ n: the fraction x of a window after which c fades.
  const fadeAfter = (count: number, room: number) => (count <= room ? 0 : 1 - room / count)
  const openAt =
    currentCount < rule.limit
      ? windowStartMs + rule.windowMs * fadeAfter(previousCount, rule.limit - 1 - currentCount)
      : windowStartMs + rule.windowMs * (1 + fadeAfter(currentCount, rule.limit - 1))
  return { allowed: false, retryAfterMs: Math.max(1, Math.ceil(openAt - now.getTime())) }
}

/**
 * Counts one event against `key` if the limit allows it ({@link takeRateLimit} without the wait).
 *
 * @returns true when the event is allowed (and counted), false when the limit is reached.
 */
export async function consumeRateLimit(
  db: Queryable,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<boolean> {
  return (await takeRateLimit(db, key, rule, now)).allowed
}

/**
 * Deletes counters whose window started before `before` (they no longer count for any limit of
 * at most `now - before`).
 *
 * @returns how many rows were deleted.
 */
export async function purgeRateLimitCounters(db: Queryable, before: Date): Promise<number> {
  return deleteRateLimitCountersBefore(db, before)
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
  /**
   * Every public POST (login, forgot password, registration steps, code resend and check) from
   * one IP address, whatever else limits it (TOO_MANY_REQUESTS_EXCEPTION with Retry-After;
   * issue 8 item 11; `public-rate-limit.ts`).
   */
  publicPostsPerIp: RateLimitRule
  /**
   * Failed client authentications at the integration token endpoint from one IP address
   * (TOO_MANY_REQUESTS_EXCEPTION; issue 22, `features/integration/routes.ts`).
   */
  integrationTokenFailuresPerIp: RateLimitRule
}

/**
 * Default limits: 5 code mails per address per hour (issue 4), 50 per IP per hour; 20 code checks
 * per address and 200 per IP per hour (each code also allows only 5 wrong tries); 10 e-mail
 * changes per resident per hour; 60 registration starts per IP per hour; 300 public POSTs per IP
 * per 15 minutes (generous: a block of flats may share one address); 30 failed integration client
 * authentications per IP per 15 minutes.
 */
export const defaultAccountLimits: AccountLimits = {
  codeSendsPerEmail: { limit: 5, windowMs: HOUR_MS },
  codeSendsPerIp: { limit: 50, windowMs: HOUR_MS },
  codeChecksPerEmail: { limit: 20, windowMs: HOUR_MS },
  codeChecksPerIp: { limit: 200, windowMs: HOUR_MS },
  emailChangesPerUser: { limit: 10, windowMs: HOUR_MS },
  registrationStartsPerIp: { limit: 60, windowMs: HOUR_MS },
  publicPostsPerIp: { limit: 300, windowMs: 15 * 60 * 1000 },
  integrationTokenFailuresPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
}
