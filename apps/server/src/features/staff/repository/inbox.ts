/**
 * The inbox's one query (`../inbox.ts`): every kind of resident request a member may see, with
 * where it came from, in one UNION ALL.
 */
import type { InboxKind } from '@asukas/contract/endpoints/staff'
import type { Queryable } from '../../../platform/db/db.ts'
import { originColumns, originJoins } from './origin.ts'
import type { OriginRow } from '../origin.ts'

/** One inbox item as stored. */
export interface ItemRow extends OriginRow {
  kind: InboxKind
  id: string
  notice_number: number | null
  title: string
  raw_status: string
  created_at: Date
}

const selects: Record<InboxKind, string> = {
  defect_notice: `SELECT 'defect_notice' AS kind, dn.id, dn.notice_number, dn.title,
      dn.status AS raw_status, dn.created_at, ${originColumns('dn.created_by_user_id')}
    FROM defect_notices dn JOIN contracts c ON c.id = dn.contract_id ${originJoins}`,
  question: `SELECT 'question' AS kind, n.id, n.notice_number, n.title, n.status AS raw_status,
      n.created_at, ${originColumns('n.created_by_user_id')}
    FROM feedback_question_notices n JOIN contracts c ON c.id = n.contract_id ${originJoins}
    WHERE n.notice_type = 'question'`,
  feedback: `SELECT 'feedback' AS kind, n.id, n.notice_number, n.title, n.status AS raw_status,
      n.created_at, ${originColumns('n.created_by_user_id')}
    FROM feedback_question_notices n JOIN contracts c ON c.id = n.contract_id ${originJoins}
    WHERE n.notice_type = 'feedback'`,
  message: `SELECT 'message' AS kind, t.id, NULL::integer AS notice_number, t.subject AS title,
      CASE WHEN m.unanswered_since IS NOT NULL THEN 'awaiting_reply' ELSE 'answered' END AS raw_status,
      coalesce(m.unanswered_since, t.created_at) AS created_at,
      ${originColumns('t.created_by_user_id')}
    FROM message_threads t
    JOIN LATERAL (
      SELECT min(e.created_at) FILTER (
               WHERE e.entry_type = 'IncomingEmailMessage' AND e.created_at > coalesce(
                 (SELECT max(s.created_at) FROM message_entries s
                   WHERE s.thread_id = t.id AND s.entry_type <> 'IncomingEmailMessage'),
                 '-infinity'::timestamptz)) AS unanswered_since
        FROM message_entries e WHERE e.thread_id = t.id) m ON true
    JOIN contracts c ON c.id = t.contract_id ${originJoins}`,
  termination_request: `SELECT 'termination_request' AS kind, r.id, NULL::integer AS notice_number,
      r.termination_reason AS title, r.status AS raw_status, r.created_at,
      ${originColumns('r.created_by_user_id')}
    FROM termination_requests r JOIN contracts c ON c.id = r.contract_id ${originJoins}`,
  modification_request: `SELECT 'modification_request' AS kind, r.id, NULL::integer AS notice_number,
      coalesce(nullif(r.description, ''), (
        SELECT string_agg(e.first_name || ' ' || e.last_name, ', ' ORDER BY e.id)
          FROM modification_add_tenant_events e WHERE e.modification_request_id = r.id), '')
        AS title, r.status AS raw_status, r.created_at,
      ${originColumns('r.created_by_user_id')}
    FROM modification_requests r JOIN contracts c ON c.id = r.contract_id ${originJoins}`,
}

/** Every inbox kind, in the order of {@link selects}. */
export const inboxKinds = Object.keys(selects) as InboxKind[]

/**
 * At most 2,000 items of `kinds` on the real properties `realPropertyIds` (empty: all), narrowed
 * to `realPropertyId` and to items created at or before `olderThan` when given; oldest first.
 */
export function selectInboxItems(
  q: Queryable,
  kinds: readonly InboxKind[],
  realPropertyIds: readonly string[],
  realPropertyId: string | null,
  olderThan: Date | null,
): Promise<ItemRow[]> {
  const union = kinds.map((kind) => `(${selects[kind]})`).join(' UNION ALL ')
  return q.query<ItemRow>(
    `SELECT * FROM (${union}) items
      WHERE (cardinality($1::uuid[]) = 0 OR o_real_property_id = ANY($1::uuid[]))
        AND ($2::uuid IS NULL OR o_real_property_id = $2)
        AND ($3::timestamptz IS NULL OR created_at <= $3)
      ORDER BY created_at
      LIMIT 2000`,
    [realPropertyIds, realPropertyId, olderThan],
  )
}
