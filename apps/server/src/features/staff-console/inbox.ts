/**
 * The staff inbox (issue 14 "Inbox: everything residents sent, filterable by type, status,
 * property and age, with the service level the spec promises shown per item … and the overdue
 * ones first"). A member sees the kinds their roles cover (`capabilityOfInboxKind`) and, when
 * limited to some properties, only those.
 *
 * Service levels (packages/domain `serviceLevelOf`, Finnish business days): feedback 10,
 * questions 3, messages 3 — counted from the day the resident sent it (for a thread: the oldest
 * resident message not answered yet). Fault reports and contract requests have no promised time
 * in the spec, so no level. Only open and in-progress items carry a level.
 */
import {
  capabilityOfInboxKind,
  type InboxItem,
  type InboxKind,
  type InboxQuery,
} from '@asukas/contract/endpoints/staff-console'
import { serviceLevelOf, todayInHelsinki } from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'
import type { StaffActor } from '../staff/index.ts'
import { iso, originColumns, originJoins, toOrigin, type OriginRow } from './origin.ts'

interface ItemRow extends OriginRow {
  kind: InboxKind
  id: string
  notice_number: number | null
  title: string
  raw_status: string
  created_at: Date
}

/** Inbox status of a stored status. */
function inboxStatus(kind: InboxKind, raw: string): InboxItem['status'] {
  if (kind === 'message') return raw === 'awaiting_reply' ? 'open' : 'done'
  if (raw === 'created' || raw === 'ready_for_review') return 'open'
  if (raw === 'completed' || raw === 'approved' || raw === 'rejected') return 'done'
  return 'in_progress'
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

/** Most items one inbox call answers. */
export const INBOX_LIMIT = 200

/**
 * The inbox of `actor` with `filters`, overdue first, then by due date, then oldest first.
 *
 * @param now the current time (Helsinki "today" for the service levels and ages).
 */
export async function inbox(
  q: Queryable,
  actor: StaffActor,
  filters: InboxQuery,
  now: Date,
): Promise<InboxItem[]> {
  const kinds = (Object.keys(selects) as InboxKind[]).filter(
    (kind) =>
      actor.capabilities.includes(capabilityOfInboxKind[kind]) &&
      (filters.kind === undefined || filters.kind === kind),
  )
  if (kinds.length === 0) return []
  const union = kinds.map((kind) => `(${selects[kind]})`).join(' UNION ALL ')
  const olderThan =
    filters.olderThanDays === undefined
      ? null
      : new Date(now.getTime() - Number(filters.olderThanDays) * 24 * 60 * 60 * 1000)
  const rows = await q.query<ItemRow>(
    `SELECT * FROM (${union}) items
      WHERE (cardinality($1::uuid[]) = 0 OR o_real_property_id = ANY($1::uuid[]))
        AND ($2::uuid IS NULL OR o_real_property_id = $2)
        AND ($3::timestamptz IS NULL OR created_at <= $3)
      ORDER BY created_at
      LIMIT 2000`,
    [actor.realPropertyIds, filters.realPropertyId ?? null, olderThan],
  )
  const today = todayInHelsinki(now)
  const items: InboxItem[] = rows
    .map((row) => {
      const status = inboxStatus(row.kind, row.raw_status)
      const slaKind =
        row.kind === 'feedback' || row.kind === 'question' || row.kind === 'message'
          ? row.kind
          : null
      return {
        kind: row.kind,
        id: row.id,
        noticeNumber: row.notice_number,
        title: row.title,
        status,
        rawStatus: row.raw_status,
        createdAt: iso(row.created_at),
        origin: toOrigin(row),
        serviceLevel:
          slaKind === null || status === 'done'
            ? null
            : serviceLevelOf(slaKind, todayInHelsinki(new Date(row.created_at)), today),
      }
    })
    .filter((item) => filters.status === undefined || item.status === filters.status)
  items.sort((a, b) => {
    const overdue =
      Number(b.serviceLevel?.overdue ?? false) - Number(a.serviceLevel?.overdue ?? false)
    if (overdue !== 0) return overdue
    const dueA = a.serviceLevel?.dueDate ?? '9999-12-31'
    const dueB = b.serviceLevel?.dueDate ?? '9999-12-31'
    if (dueA !== dueB) return dueA < dueB ? -1 : 1
    return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0
  })
  return items.slice(0, INBOX_LIMIT)
}
