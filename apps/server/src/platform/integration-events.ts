/**
 * The outbox of the integration API's outgoing events (issue 22 item 4; migration 0030; ADR
 * 0024): a resident action the housing provider must act on calls {@link recordIntegrationEvent}
 * with its own transaction, so the event commits or rolls back with the action. Used by many
 * features and owned by none, so it lives here (ADR 0017); the feed and the webhook delivery are
 * in `features/integration/`.
 *
 * The same statement writes one delivery per live webhook endpoint subscribed to the event's type,
 * so a crash after the commit loses nothing, and `pg_notify` wakes the delivery workers of every
 * instance once the transaction commits.
 */
import type { IntegrationEventType } from '@asukas/contract/endpoints/integration-events'
import type { Queryable } from './db/db.ts'
import { insertIntegrationEvent } from './repository.ts'

/** The notification channel the webhook workers listen on (payload empty). */
export const INTEGRATION_EVENTS_CHANNEL = 'asukas_integration_events'

/** One event to record. */
export interface IntegrationEventInput {
  type: IntegrationEventType
  /** The entity the event is about (`<type>:<id>` orders the deliveries of one entity). */
  entity: { type: string; id: string }
  /** When the action happened (the service's clock). */
  occurredAt: Date
  /**
   * The wire `data`: the entity's `id`, the ids of what it belongs to (e.g. `contractId`) and the
   * fields an ERP needs, camelCase. When it holds `contractId`, the provider's id of the contract
   * (`integration_entities`, migration 0028; null for a contract the API did not bring) is added
   * as `contractExternalId`.
   */
  data: Record<string, unknown>
}

/**
 * Writes one event and its webhook deliveries inside the caller's transaction `tx`.
 *
 * @returns the event's id (uuid), the `id` of the wire event and the webhook's `webhook-id`.
 */
export async function recordIntegrationEvent(
  tx: Queryable,
  event: IntegrationEventInput,
): Promise<string> {
  return insertIntegrationEvent(
    tx,
    {
      type: event.type,
      entityType: event.entity.type,
      entityId: event.entity.id,
      occurredAt: event.occurredAt,
      dataJson: JSON.stringify(event.data),
    },
    INTEGRATION_EVENTS_CHANNEL,
  )
}
