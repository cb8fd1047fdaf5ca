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
} from '@asukas/contract/endpoints/staff'
import { serviceLevelOf, todayInHelsinki } from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'
import type { StaffActor } from './access.ts'
import { iso, toOrigin } from './origin.ts'
import { inboxKinds, selectInboxItems } from './repository.ts'

/** Inbox status of a stored status. */
function inboxStatus(kind: InboxKind, raw: string): InboxItem['status'] {
  if (kind === 'message') return raw === 'awaiting_reply' ? 'open' : 'done'
  if (raw === 'created' || raw === 'ready_for_review') return 'open'
  if (raw === 'completed' || raw === 'approved' || raw === 'rejected') return 'done'
  return 'in_progress'
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
  const kinds = inboxKinds.filter(
    (kind) =>
      actor.capabilities.includes(capabilityOfInboxKind[kind]) &&
      (filters.kind === undefined || filters.kind === kind),
  )
  if (kinds.length === 0) return []
  const olderThan =
    filters.olderThanDays === undefined
      ? null
      : new Date(now.getTime() - Number(filters.olderThanDays) * 24 * 60 * 60 * 1000)
  const rows = await selectInboxItems(
    q,
    kinds,
    actor.realPropertyIds,
    filters.realPropertyId ?? null,
    olderThan,
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
