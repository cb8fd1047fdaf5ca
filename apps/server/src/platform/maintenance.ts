/**
 * Housekeeping of the account machinery: deletes rows that no longer count for anything, so the
 * tables stay small and personal data is not kept longer than needed (GDPR art. 5(1)(e)).
 *
 * | table                 | deleted when                                   |
 * |-----------------------|------------------------------------------------|
 * | `rate_limit_counters` | the window started over 2 hours ago            |
 * | `login_attempts`      | older than 24 hours (the throttle reads 1 hour) |
 * | `verification_codes`  | expired over 24 hours ago                      |
 * | `registrations`       | expired (they hold identity codes)             |
 * | `files` (+ bytes)     | temporary (never attached) and over 24 h old   |
 *
 * The audit log is never touched (append-only). Safe to run on every instance at once: each
 * statement is one DELETE of rows no request reads any more.
 */
import type { FastifyBaseLogger } from 'fastify'
import { purgeCodes } from './auth/codes.ts'
import { purgeLoginAttempts } from './auth/login-throttle.ts'
import { purgeRegistrations } from './auth/registration-session.ts'
import type { Clock } from './clock.ts'
import type { Queryable } from './db/db.ts'
import { purgeTemporaryFiles, temporaryFileMaxAgeMs } from './files/service.ts'
import type { FileStorage } from './files/storage.ts'
import { HOUR_MS, purgeRateLimitCounters } from './rate-limit.ts'

/** Rows deleted by one run, per table. */
export interface PurgeReport {
  rateLimitCounters: number
  loginAttempts: number
  verificationCodes: number
  registrations: number
  /** Temporary files removed (0 when no file storage was given). */
  temporaryFiles: number
}

/**
 * Deletes what no longer counts at `now` (see the table above).
 *
 * @param files the file storage; temporary files are purged only when it is given.
 */
export async function purgeAccountData(
  db: Queryable,
  now: Date,
  files?: FileStorage,
): Promise<PurgeReport> {
  const at = now.getTime()
  return {
    rateLimitCounters: await purgeRateLimitCounters(db, new Date(at - 2 * HOUR_MS)),
    loginAttempts: await purgeLoginAttempts(db, new Date(at - 24 * HOUR_MS)),
    verificationCodes: await purgeCodes(db, new Date(at - 24 * HOUR_MS)),
    registrations: await purgeRegistrations(db, now),
    temporaryFiles: files
      ? await purgeTemporaryFiles(db, files, new Date(at - temporaryFileMaxAgeMs))
      : 0,
  }
}

/** A running housekeeping timer. */
export interface Maintenance {
  /** Stops the timer and waits for a running purge. */
  stop(): Promise<void>
}

/**
 * Runs {@link purgeAccountData} now and then every `intervalMs` (default 1 hour). Errors are
 * logged; the next run tries again.
 */
export function startMaintenance(options: {
  db: Queryable
  clock: Clock
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>
  intervalMs?: number
  /** File storage whose temporary files are purged (see the table above). */
  files?: FileStorage
}): Maintenance {
  const { db, clock, logger } = options
  let running: Promise<void> | null = null
  const run = () => {
    if (running !== null) return
    running = purgeAccountData(db, clock.now(), options.files)
      .then(
        (report) => {
          const total = Object.values(report).reduce((sum, count) => sum + count, 0)
          if (total > 0) logger.info(report, 'account data purged')
        },
        (error: unknown) => logger.error({ err: error }, 'account data purge failed'),
      )
      .finally(() => {
        running = null
      })
  }
  run()
  const timer = setInterval(run, options.intervalMs ?? HOUR_MS)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
