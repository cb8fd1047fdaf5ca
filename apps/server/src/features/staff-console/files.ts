/**
 * Staff downloads of residents' attachments (issue 14: staff read what residents sent, fault
 * reports, questions, feedback and messages, with their files).
 *
 * Every attachment a console view shows carries a signed address for that staff member:
 * `GET /api/staff/files/:fileUuid?expires&signature` (HMAC of purpose `staff_file_download`, the
 * file and the staff user, valid {@link downloadUrlTtlSeconds}; the files platform's key). The
 * download checks, again and on the server, that the file belongs to something the member's roles
 * cover (fault reports: `defect_notices` and the member's properties; questions and feedback:
 * `feedback_questions`; message entries: `messages`; bulletin images and attachments:
 * `bulletins`), answers 403 STAFF_ROLE_REQUIRED when a
 * role is missing and 404 for a bad signature or a file that is no resident request's, and
 * writes `staff_file_downloaded` to the audit log before streaming.
 */
import type { StaffAttachment, StaffCapability } from '@asukas/contract/endpoints/staff-console'
import type { FileContentType } from '@asukas/contract'
import { audit } from '../../platform/audit.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { downloadUrlTtlSeconds, loadUrlSigner, type UrlSigner } from '../../platform/files/index.ts'
import { isUuid } from '../../platform/ids.ts'
import { coversProperty, type StaffActor } from '../staff/index.ts'

const signers = new WeakMap<Queryable, Promise<UrlSigner>>()

/** The files platform's signer of `db` (loaded once per database). */
function signerOf(db: Queryable): Promise<UrlSigner> {
  let signer = signers.get(db)
  if (!signer) {
    signer = loadUrlSigner(db).catch((error: unknown) => {
      signers.delete(db)
      throw error
    })
    signers.set(db, signer)
  }
  return signer
}

/**
 * Signed staff addresses of `files` for the staff member `staffUserId`, in the order given.
 *
 * @returns each file with `url` `/api/staff/files/{uuid}?expires=…&signature=…`.
 */
export async function staffAttachments(
  db: Queryable,
  clock: Clock,
  staffUserId: string,
  files: readonly { name: string; uuid: string }[],
): Promise<StaffAttachment[]> {
  if (files.length === 0) return []
  const signer = await signerOf(db)
  const expires = Math.floor(clock.now().getTime() / 1000) + downloadUrlTtlSeconds
  return files.map((file) => {
    const uuid = file.uuid.toLowerCase()
    const signature = signer.sign('staff_file_download', [uuid, staffUserId], expires)
    return {
      name: file.name,
      uuid,
      url: `/api/staff/files/${uuid}?expires=${expires}&signature=${signature}`,
    }
  })
}

/** A file to stream to a staff member. */
export interface StaffFileDownload {
  storageKey: string
  contentType: FileContentType
  fileName: string
  sizeBytes: number | null
}

interface LinkRow {
  capability: StaffCapability
  entity_type: string
  entity_id: string
  contract_id: string | null
  real_property_id: string | null
}

/**
 * Checks a staff download address and the member's right to the file, and audits the download.
 *
 * @throws ApiError 404 NOT_FOUND for a bad or expired signature, an unknown file or one that is
 *   no resident request's; 403 STAFF_ROLE_REQUIRED when no role of the member covers it (or the
 *   fault report is outside the member's properties: 404).
 */
export async function openStaffDownload(
  db: Queryable,
  clock: Clock,
  actor: StaffActor,
  fileUuid: string,
  query: { expires?: string; signature?: string },
  ipAddress: string | null,
): Promise<StaffFileDownload> {
  const uuid = fileUuid.toLowerCase()
  if (!isUuid(uuid)) throw notFound()
  const signer = await signerOf(db)
  const ok = signer.verify(
    'staff_file_download',
    [uuid, actor.userId],
    Number(query.expires),
    query.signature ?? '',
    clock.now(),
  )
  if (!ok) throw notFound()
  const links = await db.query<LinkRow>(
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
    [uuid],
  )
  if (links.length === 0) throw notFound()
  const permitted = links.filter((link) => actor.capabilities.includes(link.capability))
  if (permitted.length === 0) throw new ApiError(403, 'STAFF_ROLE_REQUIRED')
  const link = permitted.find(
    (l) =>
      l.capability !== 'defect_notices' ||
      (l.real_property_id !== null && coversProperty(actor, l.real_property_id)),
  )
  if (!link) throw notFound()
  const rows = await db.query<{
    storage_key: string
    content_type: FileContentType
    original_file_name: string
    size_bytes: string | number | null
  }>(
    `SELECT storage_key, content_type, original_file_name, size_bytes FROM files
      WHERE id = $1 AND uploaded`,
    [uuid],
  )
  const file = rows[0]
  if (!file) throw notFound()
  await audit(db, {
    action: 'staff_file_downloaded',
    actorUserId: actor.userId,
    entityType: link.entity_type,
    entityId: link.entity_id,
    contractId: link.contract_id,
    ipAddress,
    details: { fileUuid: uuid },
  })
  return {
    storageKey: file.storage_key,
    contentType: file.content_type,
    fileName: file.original_file_name,
    sizeBytes: file.size_bytes === null ? null : Number(file.size_bytes),
  }
}
