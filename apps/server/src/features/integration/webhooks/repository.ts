/**
 * Webhook endpoints and their deliveries (migration 0030; ADR 0024). Times of the delivery life
 * cycle come from the server's clock as parameters (`platform/clock.ts`), so tests move time
 * instead of waiting for a backoff; instances keep their clocks in step (NTP), as for every other
 * shared time limit.
 */
import type { IntegrationEventType } from '@asukas/contract/endpoints/integration-events'
import type { Queryable } from '../../../platform/db/db.ts'
import { INTEGRATION_EVENTS_CHANNEL } from '../../../platform/integration-events.ts'

/** A webhook endpoint as stored. */
export interface WebhookRow {
  id: string
  url: string
  event_types: IntegrationEventType[]
  created_at: Date
  pending: number
  dead: number
}

/** The internal id of a live client by its public `clientId`, or null. */
export async function clientIdOf(q: Queryable, clientId: string): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    `SELECT id FROM integration_clients WHERE client_id = $1`,
    [clientId],
  )
  return rows[0]?.id ?? null
}

/** Inserts an endpoint; returns its id. */
export async function insertWebhook(
  q: Queryable,
  input: { clientId: string; url: string; eventTypes: readonly string[]; secret: string },
): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO integration_webhooks (client_id, url, event_types, secret)
     VALUES ($1, $2, $3::text[], $4) RETURNING id`,
    [input.clientId, input.url, input.eventTypes, input.secret],
  )
  const id = rows[0]?.id
  if (id === undefined) throw new Error('integration_webhooks insert returned no id')
  return id
}

/** The client's live endpoints, oldest first, with their waiting and dead delivery counts. */
export async function listWebhooks(q: Queryable, clientId: string): Promise<WebhookRow[]> {
  return q.query<WebhookRow>(
    `SELECT w.id, w.url, w.event_types, w.created_at,
            (SELECT count(*) FROM integration_webhook_deliveries d
              WHERE d.webhook_id = w.id AND d.status IN ('pending', 'sending'))::int AS pending,
            (SELECT count(*) FROM integration_webhook_deliveries d
              WHERE d.webhook_id = w.id AND d.status = 'dead')::int AS dead
       FROM integration_webhooks w
      WHERE w.client_id = $1 AND w.deleted_at IS NULL
      ORDER BY w.created_at, w.id`,
    [clientId],
  )
}

/** Marks an endpoint deleted; true when it was live. Its waiting deliveries are no longer claimed. */
export async function deleteWebhook(
  q: Queryable,
  clientId: string,
  webhookId: string,
): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `UPDATE integration_webhooks SET deleted_at = now()
      WHERE id = $1 AND client_id = $2 AND deleted_at IS NULL RETURNING id`,
    [webhookId, clientId],
  )
  return rows.length > 0
}

/** A claimed delivery with what its request needs. */
export interface ClaimedDelivery {
  id: string
  attempts: number
  window_started_at: Date
  url: string
  secret: string
  event_id: string
  type: string
  occurred_at: Date
  data: Record<string, unknown>
}

/**
 * Claims up to `limit` due deliveries for this worker, in event order: `pending` ones whose
 * `next_attempt_at` has come and `sending` ones whose lease ran out (their worker died), of live
 * endpoints, and only the first waiting one of each entity per endpoint (in order per entity: a
 * delivery waits while an earlier one of its entity to its endpoint is pending or sending). One
 * statement: rows are locked with `FOR UPDATE SKIP LOCKED`, so concurrent workers on one
 * PostgreSQL never claim the same delivery, and set to `sending` with `attempts + 1` and a lease
 * ending `leaseMs` after `now`.
 */
export async function claimDueDeliveries(
  q: Queryable,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  return q.query<ClaimedDelivery>(
    `WITH claimed AS (
       UPDATE integration_webhook_deliveries AS d
          SET status = 'sending', attempts = d.attempts + 1, last_attempt_at = $1,
              next_attempt_at = $1::timestamptz + $3::double precision * interval '1 millisecond'
        WHERE d.id IN (
                SELECT x.id FROM integration_webhook_deliveries x
                  JOIN integration_webhooks w ON w.id = x.webhook_id AND w.deleted_at IS NULL
                 WHERE x.status IN ('pending', 'sending') AND x.next_attempt_at <= $1
                   AND NOT EXISTS (
                         SELECT 1 FROM integration_webhook_deliveries p
                          WHERE p.webhook_id = x.webhook_id AND p.entity_key = x.entity_key
                            AND p.event_seq < x.event_seq
                            AND p.status IN ('pending', 'sending'))
                 ORDER BY x.event_seq
                 LIMIT $2
                   FOR UPDATE OF x SKIP LOCKED)
        RETURNING d.id, d.attempts, d.window_started_at, d.webhook_id, d.event_id, d.event_seq)
     SELECT c.id, c.attempts, c.window_started_at, w.url, w.secret, e.id AS event_id, e.type,
            e.occurred_at, e.data
       FROM claimed c
       JOIN integration_webhooks w ON w.id = c.webhook_id
       JOIN integration_events e ON e.id = c.event_id
      ORDER BY c.event_seq`,
    [options.now, options.limit, options.leaseMs],
  )
}

/** Marks a claimed delivery delivered (left alone when no longer `sending`: taken over). */
export async function markDelivered(q: Queryable, id: string, now: Date, statusCode: number) {
  await q.query(
    `UPDATE integration_webhook_deliveries
        SET status = 'delivered', delivered_at = $2, last_status_code = $3, last_error = NULL
      WHERE id = $1 AND status = 'sending'`,
    [id, now, statusCode],
  )
}

/** Puts a claimed delivery back to `pending`, due at `dueAt`; or `dead` when `dueAt` is null. */
export async function markFailed(
  q: Queryable,
  id: string,
  failure: { statusCode: number | null; error: string; dueAt: Date | null },
) {
  await q.query(
    `UPDATE integration_webhook_deliveries
        SET status = CASE WHEN $4::timestamptz IS NULL THEN 'dead' ELSE 'pending' END,
            next_attempt_at = coalesce($4::timestamptz, next_attempt_at),
            last_status_code = $2, last_error = $3
      WHERE id = $1 AND status = 'sending'`,
    [id, failure.statusCode, failure.error.slice(0, 500), failure.dueAt],
  )
}

/** A dead delivery with its event and endpoint. */
export interface DeadDeliveryRow {
  id: string
  webhook_id: string
  url: string
  attempts: number
  last_attempt_at: Date | null
  last_status_code: number | null
  last_error: string | null
  event_id: string
  type: IntegrationEventType
  occurred_at: Date
  data: Record<string, unknown>
}

/** The dead deliveries of the client's endpoints, newest event first (at most 200). */
export async function listDeadDeliveries(
  q: Queryable,
  clientId: string,
): Promise<DeadDeliveryRow[]> {
  return q.query<DeadDeliveryRow>(
    `SELECT d.id, d.webhook_id, w.url, d.attempts, d.last_attempt_at, d.last_status_code,
            d.last_error, e.id AS event_id, e.type, e.occurred_at, e.data
       FROM integration_webhook_deliveries d
       JOIN integration_webhooks w ON w.id = d.webhook_id
       JOIN integration_events e ON e.id = d.event_id
      WHERE w.client_id = $1 AND d.status = 'dead'
      ORDER BY d.event_seq DESC LIMIT 200`,
    [clientId],
  )
}

/**
 * Sends a dead delivery again: `pending`, due at `now`, with a new retry window from `now`.
 *
 * @returns false when no dead delivery of the client has that id.
 */
export async function resendDelivery(
  q: Queryable,
  clientId: string,
  deliveryId: string,
  now: Date,
): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `UPDATE integration_webhook_deliveries d
        SET status = 'pending', next_attempt_at = $3, window_started_at = $3, attempts = 0
       FROM integration_webhooks w
      WHERE d.id = $1 AND d.status = 'dead' AND w.id = d.webhook_id AND w.client_id = $2
        AND w.deleted_at IS NULL
      RETURNING d.id`,
    [deliveryId, clientId, now],
  )
  return rows.length > 0
}

/** Wakes the delivery workers (after this transaction commits). */
export async function notifyDeliveries(q: Queryable): Promise<void> {
  await q.query(`SELECT pg_notify($1, '')`, [INTEGRATION_EVENTS_CHANNEL])
}

/**
 * Deletes up to `limit` events that occurred before `cutoff` and have no delivery still to be
 * made or dead-lettered (every delivery succeeded, or none was wanted); their deliveries go with
 * them. Returns how many were deleted.
 */
export async function deleteDeliveredEvents(
  q: Queryable,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const rows = await q.query<{ id: string }>(
    `DELETE FROM integration_events
      WHERE id IN (
        SELECT e.id FROM integration_events e
         WHERE e.occurred_at < $1
           AND NOT EXISTS (SELECT 1 FROM integration_webhook_deliveries d
                            WHERE d.event_id = e.id AND d.status <> 'delivered')
         ORDER BY e.occurred_at
         LIMIT $2
         FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [cutoff, limit],
  )
  return rows.length
}

/** A delivery with its endpoint and event, for the administrators' list. */
export interface DeliveryRow {
  id: string
  webhook_id: string
  url: string
  status: 'pending' | 'sending' | 'delivered' | 'dead'
  event_id: string
  type: string
  occurred_at: Date
  attempts: number
  last_attempt_at: Date | null
  last_status_code: number | null
  last_error: string | null
  delivered_at: Date | null
  next_attempt_at: Date
}

/** The latest `limit` deliveries of the client's endpoints (our uuid), newest event first. */
export async function listDeliveries(
  q: Queryable,
  clientId: string,
  limit: number,
): Promise<DeliveryRow[]> {
  return q.query<DeliveryRow>(
    `SELECT d.id, d.webhook_id, w.url, d.status, e.id AS event_id, e.type, e.occurred_at,
            d.attempts, d.last_attempt_at, d.last_status_code, d.last_error, d.delivered_at,
            d.next_attempt_at
       FROM integration_webhooks w
       JOIN integration_webhook_deliveries d ON d.webhook_id = w.id
       JOIN integration_events e ON e.id = d.event_id
      WHERE w.client_id = $1
      ORDER BY d.event_seq DESC, w.url LIMIT $2`,
    [clientId, limit],
  )
}
