/**
 * The pull feed of integration events (issue 22 item 4; ADR 0024): `GET
 * /api/integration/v1/events?after=CURSOR&limit=N` for ERPs that poll.
 *
 * Order and cursor: events are handed out in (writing transaction id, sequence) order, and only
 * those whose writing transaction is older than every transaction still running
 * (`pg_snapshot_xmin(pg_current_snapshot())`): such a transaction has committed or rolled back
 * for good, so no event can later appear before a cursor already given out. The cursor
 * `<tx_id>-<seq>` is opaque to clients and stable: the same `after` always answers the same first
 * events. Within one entity the order is that of its actions (the services lock the entity).
 */
import type { IntegrationEvent } from '@asukas/contract/endpoints/integration-events'
import type { Queryable } from '../../../platform/db/db.ts'
import { eventsAfter, type EventRow } from './repository.ts'

/** An event row in the wire shape. */
export function wireEvent(row: Pick<EventRow, 'id' | 'type' | 'occurred_at' | 'data'>) {
  return {
    id: row.id,
    type: row.type,
    occurredAt: row.occurred_at.toISOString(),
    data: row.data,
  } satisfies IntegrationEvent
}

/**
 * Up to `limit` events after `after`, oldest first.
 *
 * @param after a cursor from an earlier answer (`<tx_id>-<seq>`), or undefined for the start.
 * @returns the events and the cursor to continue from (`after` again when nothing is new; null
 *   when there are no events at all).
 */
export async function readEvents(
  q: Queryable,
  options: { after?: string | undefined; limit: number },
): Promise<{ events: IntegrationEvent[]; next: string | null }> {
  const [txId, seq] = (options.after ?? '0-0').split('-')
  const rows = await eventsAfter(q, txId ?? '0', seq ?? '0', options.limit)
  const last = rows.at(-1)
  return {
    events: rows.map(wireEvent),
    next: last ? `${last.tx_id}-${last.seq}` : (options.after ?? null),
  }
}
