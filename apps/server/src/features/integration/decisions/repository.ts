/**
 * The SQL of the ERP's fault-report steps (`service.ts`): the fault report's status and timeline
 * as the maintenance system reads them (a decision's reason is the contract requests' own,
 * `decideAsProvider`).
 */
import type { DefectNoticeEventType } from '@asukas/contract'
import type { Queryable } from '../../../platform/db/db.ts'

/** A fault report's number and status. */
export interface NoticeStatusRow {
  id: string
  notice_number: number
  status: 'created' | 'in_progress' | 'completed'
}

/** One event of a fault report's timeline. */
export interface NoticeEventRow {
  id: string
  event_type: DefectNoticeEventType
  created_at: Date
  work_order_id: string | null
  work_note_description: string | null
  work_finished_at: Date | null
}

/** The fault report `id`, or null. */
export async function noticeStatus(q: Queryable, id: string): Promise<NoticeStatusRow | null> {
  const rows = await q.query<NoticeStatusRow>(
    `SELECT id, notice_number, status FROM defect_notices WHERE id = $1`,
    [id],
  )
  return rows[0] ?? null
}

/** The fault report's timeline, oldest first. */
export async function noticeEvents(q: Queryable, id: string): Promise<NoticeEventRow[]> {
  return q.query<NoticeEventRow>(
    `SELECT id, event_type, created_at, work_order_id, work_note_description, work_finished_at
       FROM defect_notice_events WHERE defect_notice_id = $1 ORDER BY created_at, position`,
    [id],
  )
}
