/**
 * Webhook delivery (issue 22 item 4; ADR 0024): each due delivery is claimed by one worker
 * (`claimDueDeliveries`), POSTed as the event's JSON signed per the Standard Webhooks
 * specification (the `standardwebhooks` package: `webhook-id` = the event id, `webhook-timestamp`,
 * `webhook-signature` = `v1,<base64 HMAC-SHA256>`), and marked delivered on a 2xx answer. Any
 * other answer, a timeout or a network error is retried with exponential backoff until 3 days
 * after the event; then the delivery is dead (the console's dead-letter list; resend starts a
 * new window). Delivery is at least once: a worker that dies after the receiver's 2xx but before
 * recording it leaves the delivery to be sent again after its lease; receivers deduplicate on
 * `webhook-id`.
 */
import { Webhook } from 'standardwebhooks'
import { fetch } from 'undici'
import type { Clock } from '../../../platform/clock.ts'
import type { Db } from '../../../platform/db/db.ts'
import { INTEGRATION_EVENTS_CHANNEL } from '../../../platform/integration-events.ts'
import type { MailLogger } from '../../../platform/mail/mailer.ts'
import { startWorkerLoop } from '../../../platform/worker-loop.ts'
import { isPublicEndpoint, NON_PUBLIC_ADDRESS, publicOnlyDispatcher } from './public-address.ts'
import * as repo from './repository.ts'

/** Retry policy of the deliveries (all in milliseconds). */
export interface RetryPolicy {
  /** Wait after the first failed attempt; doubled after each further one (default 10 s). */
  initialDelayMs: number
  /** Longest wait between two attempts (default 6 h). */
  maxDelayMs: number
  /** How long after the event (or a resend) attempts go on (default 3 days). */
  windowMs: number
}

/** The default policy: 10 s, 20 s, 40 s, … up to 6 h between attempts, for 3 days. */
export const defaultRetryPolicy: RetryPolicy = {
  initialDelayMs: 10_000,
  maxDelayMs: 6 * 60 * 60_000,
  windowMs: 3 * 24 * 60 * 60_000,
}

/**
 * When the next attempt is due after `attempts` failed ones, or null when it would fall after the
 * retry window (the delivery is then dead).
 */
export function nextAttemptAt(
  policy: RetryPolicy,
  attempts: number,
  now: Date,
  windowStartedAt: Date,
): Date | null {
  const delay = Math.min(policy.initialDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs)
  const due = now.getTime() + delay
  return due > windowStartedAt.getTime() + policy.windowMs ? null : new Date(due)
}

/** What one {@link WebhookDispatcher.deliverDue} did. */
export interface DeliveryReport {
  delivered: number
  retried: number
  dead: number
}

/** Options of {@link createWebhookDispatcher}. */
export interface WebhookDispatcherOptions {
  db: Db
  clock: Clock
  logger: MailLogger
  retry?: Partial<RetryPolicy>
  /** Time a receiver has to answer, in milliseconds (default 15 s). */
  timeoutMs?: number
  /** Claims per round (default 50); the deliveries of one round are sent concurrently. */
  batchSize?: number
  /** Days a delivered event is kept (`INTEGRATION_EVENT_RETENTION_DAYS`; default 90). */
  retentionDays?: number
  /**
   * Whether deliveries may connect to non-public addresses (`WEBHOOK_ALLOW_PRIVATE_NETWORK`;
   * default true, as in demo and test mode). False: every connection resolves its host and refuses
   * a non-public address (`public-address.ts`); the delivery fails and is retried like any
   * network error, so the dead-letter list shows why.
   */
  allowPrivateNetwork?: boolean
}

/** Sends due deliveries. */
export interface WebhookDispatcher {
  /**
   * Claims and sends due deliveries round after round until none is due (a later event of an
   * entity becomes due in the round after its predecessor was delivered).
   */
  deliverDue(): Promise<DeliveryReport>
  /**
   * Deletes the events older than the retention whose deliveries all succeeded (or that no
   * webhook wanted), in rounds of 1,000; dead-lettered and pending ones stay.
   *
   * @returns how many events were deleted.
   */
  pruneEvents(): Promise<number>
}

/** A claimed delivery's signed request: the body and the Standard Webhooks headers. */
export function signedRequest(
  delivery: Pick<repo.ClaimedDelivery, 'secret' | 'event_id' | 'type' | 'occurred_at' | 'data'>,
  now: Date,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({
    id: delivery.event_id,
    type: delivery.type,
    occurredAt: delivery.occurred_at.toISOString(),
    data: delivery.data,
  })
  const signer = new Webhook(delivery.secret)
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Asukas-Webhooks/1',
      'webhook-id': delivery.event_id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signer.sign(delivery.event_id, now, body),
    },
  }
}

/** The failure's text for the deliveries list: the error and, for fetch's, its cause's. */
function describeFailure(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause)
  const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : ''
  return `${cause.name}: ${cause.message}${inner}`
}

/** Creates the dispatcher (stateless: every state is in the database). */
export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { db, clock, logger } = options
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry }
  const timeoutMs = options.timeoutMs ?? 15_000
  const batchSize = options.batchSize ?? 50
  // The lease outlasts the request, so a live worker's claim is never taken over.
  const leaseMs = timeoutMs * 4
  const dispatcher = options.allowPrivateNetwork === false ? publicOnlyDispatcher() : undefined

  async function send(delivery: repo.ClaimedDelivery, report: DeliveryReport): Promise<void> {
    const request = signedRequest(delivery, clock.now())
    let statusCode: number | null = null
    let error: string
    try {
      // A stored address the setting no longer allows (a literal address never meets the lookup).
      if (dispatcher && !isPublicEndpoint(delivery.url)) {
        throw new Error(
          `${NON_PUBLIC_ADDRESS}: ${delivery.url} is not an https address on a public host`,
        )
      }
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        ...(dispatcher ? { dispatcher } : {}),
      })
      statusCode = response.status
      await response.body?.cancel()
      if (response.status >= 200 && response.status < 300) {
        await repo.markDelivered(db, delivery.id, clock.now(), response.status)
        report.delivered++
        return
      }
      error = `HTTP ${response.status}`
    } catch (cause) {
      error = describeFailure(cause)
    }
    const dueAt = nextAttemptAt(policy, delivery.attempts, clock.now(), delivery.window_started_at)
    await repo.markFailed(db, delivery.id, { statusCode, error, dueAt })
    if (dueAt === null) {
      report.dead++
      logger.warn({ delivery: delivery.id, event: delivery.event_id, error }, 'webhook dead')
    } else {
      report.retried++
    }
  }

  const retentionMs = (options.retentionDays ?? 90) * 24 * 3_600_000

  return {
    async pruneEvents() {
      const cutoff = new Date(clock.now().getTime() - retentionMs)
      let deleted = 0
      for (;;) {
        const round = await repo.deleteDeliveredEvents(db, cutoff, 1000)
        deleted += round
        if (round < 1000) return deleted
      }
    },
    async deliverDue() {
      const report: DeliveryReport = { delivered: 0, retried: 0, dead: 0 }
      for (;;) {
        const claimed = await repo.claimDueDeliveries(db, {
          now: clock.now(),
          limit: batchSize,
          leaseMs,
        })
        if (claimed.length === 0) return report
        await Promise.all(claimed.map((delivery) => send(delivery, report)))
      }
    },
  }
}

/** A running webhook worker. */
export interface WebhookWorker {
  /** Stops polling and listening, and waits for a running round. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts the delivery worker of this instance: a run at once, every `pollIntervalMs` (default
 * 2000) and soon after each committed event with deliveries (`pg_notify` on
 * {@link INTEGRATION_EVENTS_CHANNEL}, from any instance). Call outside any transaction (start-up).
 * A lost subscription is logged and made again by the next run; the polls go on meanwhile.
 * The first run and then one run an hour also apply the event retention
 * ({@link WebhookDispatcher.pruneEvents}).
 */
export function startWebhookWorker(
  dispatcher: WebhookDispatcher,
  options: { db: Db; logger: MailLogger; pollIntervalMs?: number },
): WebhookWorker {
  const { db, logger } = options
  let unlisten: (() => Promise<void>) | null = null
  let listening = false
  let stopped = false
  /** The retention is applied at start and then hourly (not at every poll). */
  const pruneIntervalMs = 3_600_000
  let prunedAt = -Infinity

  async function listen(): Promise<void> {
    if (listening || stopped) return
    listening = true
    try {
      unlisten = await db.listen(
        INTEGRATION_EVENTS_CHANNEL,
        () => loop.wake(),
        () => {
          listening = false
          unlisten = null
        },
      )
    } catch (error) {
      listening = false
      logger.warn({ err: error }, 'webhook wake-up subscription failed; polling')
    }
  }

  const loop = startWorkerLoop({
    pollIntervalMs: options.pollIntervalMs ?? 2000,
    wakeDelayMs: 20,
    async run() {
      await listen()
      if (performance.now() - prunedAt >= pruneIntervalMs) {
        prunedAt = performance.now()
        const pruned = await dispatcher.pruneEvents()
        if (pruned > 0) logger.info({ pruned }, 'integration events past their retention deleted')
      }
      const report = await dispatcher.deliverDue()
      if (report.delivered + report.retried + report.dead > 0) {
        logger.info(report, 'webhook delivery run')
      }
    },
    onError: (error) => logger.error({ err: error }, 'webhook delivery run failed'),
  })

  return {
    async stop() {
      stopped = true
      await loop.stop()
      await unlisten?.()
    },
  }
}
