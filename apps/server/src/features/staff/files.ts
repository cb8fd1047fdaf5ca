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
import type { StaffAttachment } from '@asukas/contract/endpoints/staff'
import type { FileContentType } from '@asukas/contract'
import { audit } from '../../platform/audit.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { downloadUrlTtlSeconds, loadUrlSigner, type UrlSigner } from '../../platform/files/index.ts'
import { isUuid } from '../../platform/ids.ts'
import { coversProperty, type StaffActor } from './access.ts'
import { fileLinks, uploadedFile } from './repository.ts'

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
  const links = await fileLinks(db, uuid)
  if (links.length === 0) throw notFound()
  const permitted = links.filter((link) => actor.capabilities.includes(link.capability))
  if (permitted.length === 0) throw new ApiError(403, 'STAFF_ROLE_REQUIRED')
  const link = permitted.find(
    (l) =>
      l.capability !== 'defect_notices' ||
      (l.real_property_id !== null && coversProperty(actor, l.real_property_id)),
  )
  if (!link) throw notFound()
  const file = await uploadedFile(db, uuid)
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
