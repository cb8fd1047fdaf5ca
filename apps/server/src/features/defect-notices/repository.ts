/** Database access of the defect notices feature (fault reports, spec 01 §3 Defect notice). */
import type {
  DefectClassId,
  DefectNotice,
  DefectNoticeEventType,
  NoticeStatus,
} from '@asukas/contract'
import type { Queryable } from '../../platform/db/db.ts'

/** An event as aggregated by the notice query (timestamps as PostgreSQL JSON text). */
export interface EventJson {
  id: string
  eventType: DefectNoticeEventType
  createdAt: string
  workFinishedAt: string | null
  workOrderId: string | null
  workNoteDescription: string | null
}

/** A defect notice row with its events, oldest first. */
export interface DefectNoticeRow {
  id: string
  notice_number: number
  contract_id: string
  title: string
  description: string
  defect_class_id: DefectClassId | null
  defect_location: DefectNotice['defectLocation']
  status: NoticeStatus
  has_pets_in_apartment: boolean
  master_key_access_allowed: boolean
  reporter_phone_number: string | null
  reporter_email: string | null
  created_at: Date
  events: EventJson[]
}

const noticeColumns = `n.id, n.notice_number, n.contract_id, n.title, n.description,
  n.defect_class_id, n.defect_location, n.status, n.has_pets_in_apartment,
  n.master_key_access_allowed, n.reporter_phone_number, n.reporter_email, n.created_at,
  coalesce((SELECT json_agg(json_build_object(
              'id', e.id, 'eventType', e.event_type, 'createdAt', e.created_at,
              'workFinishedAt', e.work_finished_at, 'workOrderId', e.work_order_id,
              'workNoteDescription', e.work_note_description)
            ORDER BY e.created_at, e.id)
              FROM defect_notice_events e WHERE e.defect_notice_id = n.id), '[]'::json) AS events`

/**
 * The defect notices of a contract, newest first (index `defect_notices_contract_id_idx`), each
 * with its events: one query.
 */
export async function listDefectNotices(
  db: Queryable,
  contractId: string,
): Promise<DefectNoticeRow[]> {
  return db.query<DefectNoticeRow>(
    `SELECT ${noticeColumns}
       FROM defect_notices n
      WHERE n.contract_id = $1
      ORDER BY n.created_at DESC, n.notice_number DESC`,
    [contractId],
    { name: 'defect_notices.list' },
  )
}

/** One defect notice of a contract by uuid, or null. */
export async function findDefectNotice(
  db: Queryable,
  contractId: string,
  noticeId: string,
): Promise<DefectNoticeRow | null> {
  const rows = await db.query<DefectNoticeRow>(
    `SELECT ${noticeColumns}
       FROM defect_notices n
      WHERE n.contract_id = $1 AND n.id = $2`,
    [contractId, noticeId],
    { name: 'defect_notices.find' },
  )
  return rows[0] ?? null
}
