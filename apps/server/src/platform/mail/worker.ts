/**
 * The mail delivery worker: runs `mailer.deliverPending()` every `pollIntervalMs`, and soon after
 * each `send` of this instance, so a code reaches the resident within seconds. Mail queued by
 * other instances, or inside a transaction that had not committed yet when the worker looked,
 * is picked up by the next poll. Once an hour it also deletes old mail (`retentionDays`).
 *
 * Runs are never concurrent within one worker (the loop of `platform/worker-loop.ts`, shared with
 * the integration webhooks); several workers (instances) share the queue through the claim of
 * `repository.ts`. The worker keeps no state another instance needs
 * (docs/architecture.md "Scale-out").
 */
import { startWorkerLoop } from '../worker-loop.ts'
import type { Mailer, MailLogger } from './mailer.ts'

/** Options of {@link startMailWorker}. */
export interface MailWorkerOptions {
  logger: MailLogger
  /** Time between polls in milliseconds (default 2000). */
  pollIntervalMs?: number
  /** Delay between a `send` and the run it triggers, in milliseconds (default 50). */
  wakeDelayMs?: number
  /** Sent and failed mail older than this many days is deleted (default 30). */
  retentionDays?: number
}

/** A running worker. */
export interface MailWorker {
  /** Stops polling and waits for a running delivery to finish. Idempotent. */
  stop(): Promise<void>
}

/** How often old mail is deleted, in milliseconds. */
const purgeIntervalMs = 60 * 60_000

/**
 * Starts the delivery worker of `mailer`. Call it outside any database transaction (at start-up):
 * its timers run in the asynchronous context of this call, not in that of the `send` that wakes
 * them, so a wake-up from inside a transaction never runs the delivery inside it.
 *
 * Without SMTP_URL (`mailer.delivery === 'dev_mailbox'`) the runs deliver nothing and only delete
 * old mail. Errors of a run (e.g. the database being down) are logged and the next poll tries again.
 *
 * @returns the worker; call `stop()` before closing the mailer and the database.
 */
export function startMailWorker(mailer: Mailer, options: MailWorkerOptions): MailWorker {
  const { logger } = options
  const retentionDays = options.retentionDays ?? 30
  let lastPurgeAt = Number.NEGATIVE_INFINITY

  const loop = startWorkerLoop({
    pollIntervalMs: options.pollIntervalMs ?? 2000,
    wakeDelayMs: options.wakeDelayMs ?? 50,
    async run() {
      const report = await mailer.deliverPending()
      if (report.sent + report.retried + report.failed > 0) logger.info(report, 'mail delivery run')
      if (Date.now() - lastPurgeAt >= purgeIntervalMs) {
        lastPurgeAt = Date.now()
        const deleted = await mailer.deleteOldMail(retentionDays)
        if (deleted > 0) logger.info({ deleted, retentionDays }, 'old mail deleted')
      }
    },
    onError: (error) => logger.error({ err: error }, 'mail delivery run failed'),
  })
  const unsubscribe = mailer.onQueued(() => loop.wake())

  return {
    async stop() {
      unsubscribe()
      await loop.stop()
    },
  }
}
