/** Database access of the defect notices feature (fault reports, spec 01 §3 Defect notice). */
import type {
  DefectClassId,
  DefectNotice,
  DefectNoticeEventType,
  NoticeStatus,
} from '@asukas/contract'
import type { ContractId, DefectNoticeId } from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'
import { originColumns, originJoins, type OriginRow } from '../staff/index.ts'

/** An event as aggregated by the notice query (timestamps as PostgreSQL JSON text). */
export interface EventJson {
  id: string
  eventType: DefectNoticeEventType
  createdAt: string
  workFinishedAt: string | null
  workOrderId: string | null
  workNoteDescription: string | null
  actorName: string | null
}

/** A defect notice row with its events, oldest first. */
export interface DefectNoticeRow {
  id: DefectNoticeId
  notice_number: number
  contract_id: ContractId
  title: string
  description: string
  defect_class_id: DefectClassId | null
  defect_location: DefectNotice['defectLocation']
  status: NoticeStatus
  has_pets_in_apartment: boolean
  master_key_access_allowed: boolean
  reporter_phone_number: string | null
  reporter_email: string | null
  created_by_user_id: string | null
  created_at: Date
  events: EventJson[]
}

const noticeColumns = `n.id, n.notice_number, n.contract_id, n.title, n.description,
  n.defect_class_id, n.defect_location, n.status, n.has_pets_in_apartment,
  n.master_key_access_allowed, n.reporter_phone_number, n.reporter_email, n.created_by_user_id,
  n.created_at,
  coalesce((SELECT json_agg(json_build_object(
              'id', e.id, 'eventType', e.event_type, 'createdAt', e.created_at,
              'workFinishedAt', e.work_finished_at, 'workOrderId', e.work_order_id,
              'workNoteDescription', e.work_note_description,
              'actorName', (SELECT u.first_name || ' ' || u.last_name FROM users u
                             WHERE u.id = e.actor_user_id))
            ORDER BY e.created_at, e.position)
              FROM defect_notice_events e WHERE e.defect_notice_id = n.id), '[]'::json) AS events`

/**
 * The defect notices of a contract, newest first (index `defect_notices_contract_id_idx`), each
 * with its events: one query.
 */
export async function listDefectNotices(
  db: Queryable,
  contractId: ContractId,
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
  contractId: ContractId,
  noticeId: DefectNoticeId,
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

/** The files attached to a notice, in attachment order (for signed download addresses). */
export async function listNoticeFiles(
  db: Queryable,
  noticeIds: readonly string[],
): Promise<(FileSummaryRow & { defect_notice_id: string })[]> {
  if (noticeIds.length === 0) return []
  return db.query(
    `SELECT nf.defect_notice_id, f.id, f.file_name, f.file_type, f.content_type
       FROM defect_notice_files nf JOIN files f ON f.id = nf.file_id
      WHERE nf.defect_notice_id = ANY($1::uuid[])
      ORDER BY f.created_at, f.id`,
    [noticeIds],
  )
}

/** The columns of an attached file that the wire needs. */
export interface FileSummaryRow {
  id: string
  file_name: string
  file_type: 'image' | 'document' | 'video'
  content_type:
    'image/jpeg' | 'image/png' | 'image/gif' | 'application/pdf' | 'video/mp4' | 'video/quicktime'
}

/** The fields of a fault report a resident writes (create and edit). */
export interface NoticeFields {
  title: string
  description: string
  defectClassId: number | null
  hasPetsInApartment: boolean
  masterKeyAccessAllowed: boolean
  reporterPhoneNumber: string | null
  reporterEmail: string | null
}

/** Inserts a notice and its `created` event; returns its uuid and number. */
export async function insertDefectNotice(
  tx: Queryable,
  input: NoticeFields & {
    contractId: ContractId
    userId: string
    defectLocation: DefectNotice['defectLocation']
    at: Date
  },
): Promise<{ id: DefectNoticeId; notice_number: number }> {
  const rows = await tx.query<{ id: DefectNoticeId; notice_number: number }>(
    `INSERT INTO defect_notices (contract_id, created_by_user_id, title, description,
       defect_class_id, defect_location, has_pets_in_apartment, master_key_access_allowed,
       reporter_phone_number, reporter_email, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     RETURNING id, notice_number`,
    [
      input.contractId,
      input.userId,
      input.title,
      input.description,
      input.defectClassId,
      input.defectLocation,
      input.hasPetsInApartment,
      input.masterKeyAccessAllowed,
      input.reporterPhoneNumber,
      input.reporterEmail,
      input.at,
    ],
  )
  const row = rows[0]
  if (!row) throw new Error('defect notice insert returned nothing')
  await insertEvent(tx, { defectNoticeId: row.id, eventType: 'created', at: input.at })
  return row
}

/**
 * Updates the resident's fields of a notice that is not completed (one statement, so a
 * concurrent completion cannot be overwritten).
 *
 * @returns true when a row was updated.
 */
export async function updateOpenDefectNotice(
  tx: Queryable,
  input: NoticeFields & { id: DefectNoticeId; contractId: ContractId; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE defect_notices
        SET title = $3, description = $4, defect_class_id = $5, has_pets_in_apartment = $6,
            master_key_access_allowed = $7, reporter_phone_number = $8, reporter_email = $9,
            updated_at = $10
      WHERE id = $1 AND contract_id = $2 AND status <> 'completed'
      RETURNING id`,
    [
      input.id,
      input.contractId,
      input.title,
      input.description,
      input.defectClassId,
      input.hasPetsInApartment,
      input.masterKeyAccessAllowed,
      input.reporterPhoneNumber,
      input.reporterEmail,
      input.at,
    ],
  )
  return rows.length > 0
}

/** The files attached to a notice with the user who uploaded each (null: unknown or staff). */
export async function noticeFileOwners(
  tx: Queryable,
  noticeId: DefectNoticeId,
): Promise<{ id: string; owner: string | null }[]> {
  return tx.query<{ id: string; owner: string | null }>(
    `SELECT f.id, f.created_by_user_id AS owner
       FROM defect_notice_files nf JOIN files f ON f.id = nf.file_id
      WHERE nf.defect_notice_id = $1`,
    [noticeId],
  )
}

/** Replaces the files of a notice with `fileIds`. */
export async function replaceNoticeFiles(
  tx: Queryable,
  noticeId: DefectNoticeId,
  fileIds: readonly string[],
): Promise<void> {
  await tx.query(`DELETE FROM defect_notice_files WHERE defect_notice_id = $1`, [noticeId])
  if (fileIds.length === 0) return
  await tx.query(
    `INSERT INTO defect_notice_files (defect_notice_id, file_id)
     SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
    [noticeId, fileIds],
  )
}

/** Appends an event to a notice. */
export async function insertEvent(
  tx: Queryable,
  input: {
    defectNoticeId: DefectNoticeId
    eventType: DefectNoticeEventType
    at: Date
    workOrderId?: string | null
    workNoteDescription?: string | null
    workFinishedAt?: Date | null
    actorUserId?: string | null
  },
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO defect_notice_events (defect_notice_id, event_type, created_at, work_order_id,
       work_note_description, work_finished_at, actor_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      input.defectNoticeId,
      input.eventType,
      input.at,
      input.workOrderId ?? null,
      input.workNoteDescription ?? null,
      input.workFinishedAt ?? null,
      input.actorUserId ?? null,
    ],
  )
  const row = rows[0]
  if (!row) throw new Error('event insert returned nothing')
  return row.id
}

/** A notice with what a status mail needs: its reporter's account and mail preferences. */
export interface NoticeForEvent {
  id: DefectNoticeId
  notice_number: number
  title: string
  status: NoticeStatus
  user_id: string | null
  email: string | null
  first_name: string | null
  locale: 'fi' | 'sv' | 'en' | null
  communication_by_email: boolean | null
}

/** Locks a notice for an event and reads its reporter (null when the notice does not exist). */
export async function lockNoticeForEvent(
  tx: Queryable,
  noticeId: DefectNoticeId,
): Promise<NoticeForEvent | null> {
  const rows = await tx.query<NoticeForEvent>(
    `SELECT n.id, n.notice_number, n.title, n.status, u.id AS user_id, u.email, u.first_name,
            u.locale, u.communication_by_email
       FROM defect_notices n LEFT JOIN users u ON u.id = n.created_by_user_id
      WHERE n.id = $1
      FOR UPDATE OF n`,
    [noticeId],
  )
  return rows[0] ?? null
}

/** Sets a notice's status. */
export async function setStatus(
  tx: Queryable,
  noticeId: DefectNoticeId,
  status: NoticeStatus,
  at: Date,
): Promise<void> {
  await tx.query(`UPDATE defect_notices SET status = $2, updated_at = $3 WHERE id = $1`, [
    noticeId,
    status,
    at,
  ])
}

/** The resident's phone number and e-mail from the profile (spec 02 §5 missing phone). */
export async function reporterProfile(
  db: Queryable,
  userId: string,
): Promise<{ phone_number: string | null; email: string } | null> {
  const rows = await db.query<{ phone_number: string | null; email: string }>(
    `SELECT phone_number, email FROM users WHERE id = $1`,
    [userId],
  )
  return rows[0] ?? null
}

/** The ids of `defect_classes`, in id order. */
export async function listDefectClassIds(db: Queryable): Promise<{ id: DefectClassId }[]> {
  return db.query(`SELECT id FROM defect_classes ORDER BY id`, [], {
    name: 'defect_notices.classes',
  })
}

/** A fault report with its events (as {@link DefectNoticeRow}) and its origin, for staff. */
export type StaffDefectNoticeRow = DefectNoticeRow & OriginRow

/**
 * One fault report by uuid with its events and where it came from (contract, property, address,
 * reporter: the staff console's origin columns), or null; `lock` takes the row for update (a
 * staff or maintenance-system step on it).
 */
export async function findDefectNoticeForStaff(
  q: Queryable,
  noticeId: DefectNoticeId,
  lock = false,
): Promise<StaffDefectNoticeRow | null> {
  const rows = await q.query<StaffDefectNoticeRow>(
    `SELECT ${noticeColumns}, ${originColumns('n.created_by_user_id')}
       FROM defect_notices n
       JOIN contracts c ON c.id = n.contract_id
       ${originJoins}
      WHERE n.id = $1${lock ? ' FOR UPDATE OF n' : ''}`,
    [noticeId],
  )
  return rows[0] ?? null
}

/** The files of a fault report by their original names, oldest first (the staff view). */
export async function listOriginalFileNames(
  q: Queryable,
  noticeId: DefectNoticeId,
): Promise<{ name: string; uuid: string }[]> {
  return q.query<{ name: string; uuid: string }>(
    `SELECT f.original_file_name AS name, f.id AS uuid
       FROM defect_notice_files x JOIN files f ON f.id = x.file_id
      WHERE x.defect_notice_id = $1 ORDER BY f.created_at, f.id`,
    [noticeId],
  )
}
