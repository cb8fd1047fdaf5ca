/**
 * The administrators' webhook endpoints of a machine client (issue 22 item 4): add (the Standard
 * Webhooks signing secret `whsec_…` is shown once), list, delete, the dead-letter list and the
 * resend action. Every change is audited.
 */
import { randomBytes } from 'node:crypto'
import type {
  DeadWebhookDelivery,
  IntegrationWebhook,
  IntegrationWebhookBody,
  WebhookDelivery,
} from '@asukas/contract/endpoints/integration-events'
import { audit } from '../../../platform/audit.ts'
import type { Clock } from '../../../platform/clock.ts'
import type { Db } from '../../../platform/db/db.ts'
import { ApiError, notFound } from '../../../platform/errors.ts'
import { wireEvent } from '../events/feed.ts'
import { isPublicEndpoint } from './public-address.ts'
import * as repo from './repository.ts'

/** A new Standard Webhooks secret: `whsec_` and base64 of 32 random bytes (256-bit HMAC key). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/** The internal id of the client with public id `clientId`. @throws ApiError 404 NOT_FOUND. */
async function requireClient(db: Db, clientId: string): Promise<string> {
  const id = await repo.clientIdOf(db, clientId)
  if (id === null) throw notFound()
  return id
}

/**
 * Adds an endpoint receiving `body.events` at `body.url`; audited as `integration_webhook_created`.
 *
 * @param allowPrivateNetwork `WEBHOOK_ALLOW_PRIVATE_NETWORK`: false requires an `https` address
 *   on a public host (`public-address.ts`).
 * @returns its id and its signing secret (shown only here).
 * @throws ApiError 404 NOT_FOUND for an unknown client; 400 VALIDATION_ERROR (`url`:
 *   `invalid_string`) for a plain `http` or non-public address when the private network is not
 *   allowed.
 */
export async function addWebhook(
  db: Db,
  actorUserId: string,
  clientId: string,
  body: IntegrationWebhookBody,
  ipAddress: string | null,
  allowPrivateNetwork: boolean,
): Promise<{ id: string; secret: string }> {
  if (!allowPrivateNetwork && !isPublicEndpoint(body.url)) {
    throw new ApiError(400, 'VALIDATION_ERROR', { fieldErrors: { url: 'invalid_string' } })
  }
  const secret = newWebhookSecret()
  return db.transaction(async (tx) => {
    const client = await repo.clientIdOf(tx, clientId)
    if (client === null) throw notFound()
    const id = await repo.insertWebhook(tx, {
      clientId: client,
      url: body.url,
      eventTypes: [...new Set(body.events)],
      secret,
    })
    await audit(tx, {
      action: 'integration_webhook_created',
      actorUserId,
      entityType: 'integration_webhook',
      entityId: id,
      ipAddress,
      details: { clientId, url: body.url, events: body.events },
    })
    return { id, secret }
  })
}

/** The client's live endpoints. @throws ApiError 404 NOT_FOUND for an unknown client. */
export async function webhooksOf(db: Db, clientId: string): Promise<IntegrationWebhook[]> {
  const rows = await repo.listWebhooks(db, await requireClient(db, clientId))
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    events: row.event_types,
    createdAt: row.created_at.toISOString(),
    pending: row.pending,
    dead: row.dead,
  }))
}

/**
 * Deletes an endpoint (its waiting deliveries stop); audited as `integration_webhook_deleted`.
 *
 * @throws ApiError 404 NOT_FOUND for an unknown client or endpoint.
 */
export async function removeWebhook(
  db: Db,
  actorUserId: string,
  clientId: string,
  webhookId: string,
  ipAddress: string | null,
): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const client = await repo.clientIdOf(tx, clientId)
    if (client === null || !(await repo.deleteWebhook(tx, client, webhookId))) throw notFound()
    await audit(tx, {
      action: 'integration_webhook_deleted',
      actorUserId,
      entityType: 'integration_webhook',
      entityId: webhookId,
      ipAddress,
      details: { clientId },
    })
  })
  return {}
}

/**
 * The latest 100 deliveries of the client's endpoints with their status, newest event first.
 *
 * @throws ApiError 404 NOT_FOUND for an unknown client.
 */
export async function deliveries(db: Db, clientId: string): Promise<WebhookDelivery[]> {
  const rows = await repo.listDeliveries(db, await requireClient(db, clientId), 100)
  return rows.map((row) => ({
    id: row.id,
    webhookId: row.webhook_id,
    url: row.url,
    status: row.status,
    eventId: row.event_id,
    eventType: row.type,
    occurredAt: row.occurred_at.toISOString(),
    attempts: row.attempts,
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    nextAttemptAt:
      row.status === 'pending' || row.status === 'sending'
        ? row.next_attempt_at.toISOString()
        : null,
  }))
}

/** The dead deliveries of the client's endpoints. @throws ApiError 404 NOT_FOUND. */
export async function deadLetters(db: Db, clientId: string): Promise<DeadWebhookDelivery[]> {
  const rows = await repo.listDeadDeliveries(db, await requireClient(db, clientId))
  return rows.map((row) => ({
    id: row.id,
    webhookId: row.webhook_id,
    url: row.url,
    event: wireEvent({
      id: row.event_id,
      type: row.type,
      occurred_at: row.occurred_at,
      data: row.data,
    }),
    attempts: row.attempts,
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
  }))
}

/**
 * Sends a dead delivery again, due now with a new 3-day window; audited as
 * `integration_delivery_resent`. The workers are woken when it commits.
 *
 * @throws ApiError 404 NOT_FOUND when the client has no dead delivery with that id.
 */
export async function resend(
  db: Db,
  clock: Clock,
  actorUserId: string,
  clientId: string,
  deliveryId: string,
  ipAddress: string | null,
): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const client = await repo.clientIdOf(tx, clientId)
    if (client === null || !(await repo.resendDelivery(tx, client, deliveryId, clock.now()))) {
      throw notFound()
    }
    await repo.notifyDeliveries(tx)
    await audit(tx, {
      action: 'integration_delivery_resent',
      actorUserId,
      entityType: 'integration_webhook_delivery',
      entityId: deliveryId,
      ipAddress,
      details: { clientId },
    })
  })
  return {}
}
