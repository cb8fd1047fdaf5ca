/**
 * Login throttling (docs/specification.md "account lockout"): after 5 failed logins for an e-mail the
 * next attempt must wait 1 s, then 2 s, 4 s, … up to 15 minutes; at most 20 failed logins per
 * e-mail per hour. Failures are counted since the last successful login, within the last hour.
 * Counting is per e-mail whether or not the account exists, so answers reveal nothing about
 * accounts; an IP address with 100 failed logins in the last hour is refused too, whatever the
 * e-mail. State lives in the `login_attempts` table, shared by every server instance; the
 * resident login and the staff login share it.
 *
 * Each attempt is counted before its password is verified, under a lock per counter
 * ({@link reserveLoginAttempt}), so parallel attempts cannot all read "no failures yet" (issue 8
 * item 1). A browser holding a valid device cookie of the account (OWASP "device cookies",
 * `features/accounts/device-cookie.ts`) is counted on a counter of its own and is exempt from
 * the per-IP limit, so a stranger's failures do not lock the owner out (issue 8 item 2; ADR 0008).
 *
 * A right password is no failure (issue 23 item 10): an attempt is stored as `verifying` until its
 * password has been checked. When the throttle is closed only because of attempts still being
 * verified, a new attempt waits for them to settle (at most {@link SETTLE_WAIT_MS}) instead of
 * being refused: if they were right, the last success resets the count and it goes ahead (parallel
 * tabs, a family sharing one login); if they were wrong, it is refused as before.
 *
 * Times come from the injectable clock (`platform/clock.ts`) and are stored with each attempt,
 * so tests move the clock instead of sleeping.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import type { Db, Queryable } from '../db/db.ts'
import {
  countFailures,
  deleteAttemptsBefore,
  deleteFailures,
  insertVerifyingAttempt,
  lockKey,
  nthRecentIpFailure,
  settleAttempt,
} from './repository/login-attempts.ts'

const HOUR_MS = 60 * 60 * 1000

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
 * Longest real time (milliseconds) an attempt waits for the attempts before it that are still
 * being verified (one Argon2 verification each, tens of milliseconds) before it is refused anyway.
 */
export const SETTLE_WAIT_MS = 5000
/** Pause between two looks at the attempts being verified, in milliseconds. */
const SETTLE_POLL_MS = 40
/**
 * An attempt still marked `verifying` this long after it was stored (clock time, milliseconds)
 * was abandoned (the instance stopped mid-verification): it counts as the failure it was stored
 * as and is no longer waited for.
 */
export const VERIFYING_STALE_MS = 60 * 1000

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

/**
 * Whose failures an attempt is counted with: the e-mail's shared counter (`device` null: any
 * browser without a device cookie of the account), or the counter of one trusted browser (the
 * nonce of its device cookie, OWASP "device cookies"), so that a stranger's failures do not lock
 * out the owner's browser.
 */
export interface ThrottleCounter {
  email: string
  device: string | null
}

/** The throttle of one counter at one instant. */
export interface ThrottleState {
  /** Failures since the last success, within the hour before `now`. */
  failures: number
  /** Milliseconds the next attempt must still wait (0 = now). */
  waitMs: number
  /** How many of the failures are attempts still being verified (not stale). */
  verifying: number
}

/**
 * Reads the throttle of `counter` at `now` (one query on `login_attempts (email, attempted_at)`).
 * Within the hourly limit the wait runs from the newest failure; at the limit it runs until the
 * oldest counted failure leaves the hour.
 *
 * @param settledOnly leave out the attempts still being verified (the throttle as it will be if
 *   they all turn out right).
 */
export async function throttleState(
  db: Queryable,
  counter: ThrottleCounter,
  now: Date,
  settledOnly = false,
): Promise<ThrottleState> {
  const row = await countFailures(
    db,
    counter.email,
    counter.device,
    now,
    settledOnly,
    VERIFYING_STALE_MS / 1000,
  )
  const failures = row?.failures ?? 0
  const verifying = row?.verifying ?? 0
  const lastAt = row?.last_at ?? null
  const firstAt = row?.first_at ?? null
  if (failures === 0 || lastAt === null || firstAt === null) {
    return { failures: 0, waitMs: 0, verifying: 0 }
  }
  const waitMs = remainingWaitMs(failures, now.getTime() - lastAt.getTime())
  if (Number.isFinite(waitMs)) return { failures, waitMs, verifying }
  return {
    failures,
    waitMs: Math.max(1, firstAt.getTime() + HOUR_MS - now.getTime()),
    verifying,
  }
}

/**
 * How long the IP address must still wait: 0 below {@link MAX_FAILURES_PER_IP_PER_HOUR} failed
 * logins without a device cookie in the hour before `now`, else until the oldest of the newest
 * 100 leaves the hour (one query on `login_attempts (ip_address, attempted_at)`).
 */
export async function ipWaitMs(db: Queryable, ipAddress: string, now: Date): Promise<number> {
  const oldest = await nthRecentIpFailure(db, ipAddress, now, MAX_FAILURES_PER_IP_PER_HOUR)
  return oldest === null ? 0 : Math.max(1, oldest.getTime() + HOUR_MS - now.getTime())
}

/** A counted attempt (its row id and the failures before it), or a refusal with its wait. */
export type Reservation =
  { allowed: true; attemptId: string; failuresBefore: number } | { allowed: false; waitMs: number }

/**
 * Counts one login attempt BEFORE its password is verified (issue 8 item 1): in one transaction
 * holding a lock per counter (and per IP address for attempts without a device cookie), reads
 * the throttle and, when the attempt may go ahead, stores it as a failure being verified. Parallel
 * attempts on the same counter queue on the lock, so each sees the ones before it: of a burst,
 * only as many as the back-off allows are ever verified. {@link settleLoginAttempt} records the
 * outcome when the password has been checked.
 *
 * When the throttle is closed only because of attempts still being verified (it would be open
 * without them), the attempt releases the lock and looks again every few tens of milliseconds, for
 * at most {@link SETTLE_WAIT_MS}: right passwords among them reset the count and let it through
 * (issue 23 item 10), wrong ones close the throttle for good and it is refused.
 *
 * The lock is a transaction-scoped advisory lock on a 64-bit hash of the counter's key, taken in
 * a fixed order (counter, then IP) so two attempts never wait for each other in a circle; on
 * PGlite transactions are serialised anyway.
 *
 * @param ipAddress the client's address (`request.ip`; behind a proxy it needs TRUST_PROXY);
 *   attempts with a device cookie are exempt from the per-IP limit and not counted in it.
 */
export async function reserveLoginAttempt(
  db: Db,
  counter: ThrottleCounter,
  ipAddress: string | null,
  now: Date,
): Promise<Reservation> {
  const deadline = Date.now() + SETTLE_WAIT_MS
  for (;;) {
    const outcome = await tryReserve(db, counter, ipAddress, now)
    if (!('settling' in outcome)) return outcome
    if (Date.now() >= deadline) return { allowed: false, waitMs: outcome.waitMs }
    await sleep(SETTLE_POLL_MS)
  }
}

/** One locked look at the throttle: a reservation, a refusal, or "wait for the ones verifying". */
async function tryReserve(
  db: Db,
  counter: ThrottleCounter,
  ipAddress: string | null,
  now: Date,
): Promise<Reservation | { settling: true; waitMs: number }> {
  return db.transaction(async (tx) => {
    const key =
      counter.device === null ? `login:email:${counter.email}` : `login:device:${counter.device}`
    await lockKey(tx, key)
    const state = await throttleState(tx, counter, now)
    if (state.waitMs > 0) {
      if (state.verifying > 0 && (await throttleState(tx, counter, now, true)).waitMs === 0) {
        return { settling: true, waitMs: state.waitMs }
      }
      return { allowed: false, waitMs: state.waitMs }
    }
    if (counter.device === null && ipAddress !== null) {
      await lockKey(tx, `login:ip:${ipAddress}`)
      const waitMs = await ipWaitMs(tx, ipAddress, now)
      if (waitMs > 0) return { allowed: false, waitMs }
    }
    const attemptId = await insertVerifyingAttempt(
      tx,
      counter.email,
      ipAddress,
      now,
      counter.device,
    )
    return { allowed: true, attemptId, failuresBefore: state.failures }
  })
}

/**
 * Records the outcome of a reserved attempt: a success (the password was right and the login
 * admitted) or a failure; either way it is no longer being verified.
 */
export async function settleLoginAttempt(
  db: Queryable,
  attemptId: string,
  succeeded: boolean,
): Promise<void> {
  await settleAttempt(db, attemptId, succeeded)
}

/**
 * Forgets the failed logins of `email` (after its password was reset with an e-mailed code: the
 * owner of the address proved themselves, and the new password must work at once).
 */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await deleteFailures(db, email)
}

/** Deletes attempts older than `before` (they no longer count); returns how many. */
export function purgeLoginAttempts(db: Queryable, before: Date): Promise<number> {
  return deleteAttemptsBefore(db, before)
}
