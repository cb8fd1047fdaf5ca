/**
 * Where a resident's file is attached, and the file's stored row: the SQL of `../files.ts` (staff
 * downloads of residents' attachments).
 */
import type { FileContentType } from '@asukas/contract'
import type { StaffCapability } from '@asukas/contract/endpoints/staff'
import type { Queryable } from '../../../platform/db/db.ts'

/** One record a file is attached to, with the capability that covers it. */
export interface LinkRow {
  capability: StaffCapability
  entity_type: string
  entity_id: string
  contract_id: string | null
  real_property_id: string | null
}

/**
 * Every record the file `fileUuid` is attached to: fault reports, questions and feedback, message
 * entries (with their contract and real property), bulletin images and attachments.
 */
export function fileLinks(db: Queryable, fileUuid: string): Promise<LinkRow[]> {
  return db.query<LinkRow>(
    `SELECT 'defect_notices' AS capability, 'defect_notice' AS entity_type, dn.id AS entity_id,
            c.id AS contract_id, bd.real_property_id
       FROM defect_notice_files x JOIN defect_notices dn ON dn.id = x.defect_notice_id
       JOIN contracts c ON c.id = dn.contract_id JOIN apartments a ON a.id = c.apartment_id
       JOIN buildings bd ON bd.id = a.building_id
      WHERE x.file_id = $1
     UNION ALL
     SELECT 'feedback_questions', 'feedback_question_notice', n.id, c.id, bd.real_property_id
       FROM feedback_question_notice_files x
       JOIN feedback_question_notices n ON n.id = x.feedback_question_notice_id
       JOIN contracts c ON c.id = n.contract_id JOIN apartments a ON a.id = c.apartment_id
       JOIN buildings bd ON bd.id = a.building_id
      WHERE x.file_id = $1
     UNION ALL
     SELECT 'messages', 'message_thread', t.id, c.id, bd.real_property_id
       FROM message_entry_files x JOIN message_entries e ON e.id = x.message_entry_id
       JOIN message_threads t ON t.id = e.thread_id
       JOIN contracts c ON c.id = t.contract_id JOIN apartments a ON a.id = c.apartment_id
       JOIN buildings bd ON bd.id = a.building_id
      WHERE x.file_id = $1
     UNION ALL
     SELECT 'bulletins', 'bulletin', b.id, NULL::uuid, NULL::uuid
       FROM bulletins b WHERE b.featured_image_file_id = $1
     UNION ALL
     SELECT 'bulletins', 'bulletin', x.bulletin_id, NULL::uuid, NULL::uuid
       FROM bulletin_attachments x WHERE x.file_id = $1`,
    [fileUuid],
  )
}

/** The stored row of an uploaded file. */
export interface UploadedFileRow {
  storage_key: string
  content_type: FileContentType
  original_file_name: string
  size_bytes: string | number | null
}

/** The uploaded file `fileUuid`, or null. */
export async function uploadedFile(
  db: Queryable,
  fileUuid: string,
): Promise<UploadedFileRow | null> {
  const rows = await db.query<UploadedFileRow>(
    `SELECT storage_key, content_type, original_file_name, size_bytes FROM files
      WHERE id = $1 AND uploaded`,
    [fileUuid],
  )
  return rows[0] ?? null
}
