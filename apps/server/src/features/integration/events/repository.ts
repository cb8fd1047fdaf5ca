/** The SQL of the pull feed (`feed.ts`; ADR 0024). */
import type { IntegrationEvent } from '@asukas/contract/endpoints/integration-events'
import type { Queryable } from '../../../platform/db/db.ts'

/** A row of `integration_events` with its position (transaction id, sequence) as text. */
export interface EventRow {
  id: string
  type: IntegrationEvent['type']
  occurred_at: Date
  data: Record<string, unknown>
  tx_id: number | string
  seq: number | string
}

/**
 * Up to `limit` events after position (`txId`, `seq`), oldest first, of transactions older than
 * every running one (see `feed.ts`).
 */
export async function eventsAfter(
  q: Queryable,
  txId: string,
  seq: string,
  limit: number,
): Promise<EventRow[]> {
  return q.query<EventRow>(
    `SELECT id, type, occurred_at, data, tx_id::text AS tx_id, seq::text AS seq
       FROM integration_events
      WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
        AND (tx_id, seq) > ($1::bigint, $2::bigint)
      ORDER BY tx_id, seq
      LIMIT $3`,
    [txId, seq, limit],
  )
}
