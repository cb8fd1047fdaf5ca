/**
 * Fault reports of a contract (spec 01 §3 Defect notice, Defect notice event; spec 01 §2 "Edit
 * shows the id and title and the event history"). Read side only; creating and editing belong
 * to the fault-report issue.
 */
import type { DefectNotice, DefectNoticeEvent } from '@asukas/contract'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { notFound } from '../../platform/errors.ts'
import { isUuid } from '../../platform/ids.ts'
import * as repo from './repository.ts'

/** PostgreSQL JSON timestamp text → ISO-8601 UTC string (`…Z`, milliseconds). */
function isoTimestamp(value: string): string {
  return new Date(value).toISOString()
}

/** Maps an aggregated event. */
export function toEvent(event: repo.EventJson): DefectNoticeEvent {
  return {
    id: event.id,
    eventType: event.eventType,
    createdAt: isoTimestamp(event.createdAt),
    workFinishedAt: event.workFinishedAt === null ? null : isoTimestamp(event.workFinishedAt),
    workOrder: event.workOrderId === null ? null : { id: event.workOrderId },
    workNoteDescription: event.workNoteDescription,
  }
}

/**
 * Maps a defect notice row. `id` is the short notice number residents see; `latestEvent` is the
 * last event in time order; the reporter's contact is given only when both phone and e-mail are
 * known (spec 02 §5 "Contact is sent only if both phone and email are present").
 */
export function toDefectNotice(row: repo.DefectNoticeRow): DefectNotice {
  const events = row.events.map(toEvent)
  return {
    id: row.notice_number,
    uuid: row.id,
    title: row.title,
    description: row.description,
    defectClassId: row.defect_class_id,
    defectLocation: row.defect_location,
    status: row.status,
    latestEvent: events.at(-1) ?? null,
    // Attached files get signed download addresses from the file storage of the files issue;
    // until then nothing can be attached (no upload exists), so the list is empty.
    files: [],
    contractUuid: row.contract_id,
    hasPetsInApartment: row.has_pets_in_apartment,
    masterKeyAccessAllowed: row.master_key_access_allowed,
    noticeReporter:
      row.reporter_phone_number !== null && row.reporter_email !== null
        ? { phoneNumber: row.reporter_phone_number, email: row.reporter_email }
        : null,
    events,
    createdAt: row.created_at.toISOString(),
  }
}

/** The contract's defect notices, newest first, with their events. */
export async function listDefectNotices(
  db: Queryable,
  access: ContractAccess,
): Promise<DefectNotice[]> {
  const rows = await repo.listDefectNotices(db, access.contractUuid)
  return rows.map(toDefectNotice)
}

/**
 * One defect notice of the contract, with its events.
 *
 * @throws ApiError 404 NOT_FOUND when the notice does not exist or belongs to another contract.
 */
export async function getDefectNotice(
  db: Queryable,
  access: ContractAccess,
  defectNoticeUuid: string,
): Promise<DefectNotice> {
  const row = isUuid(defectNoticeUuid)
    ? await repo.findDefectNotice(db, access.contractUuid, defectNoticeUuid)
    : null
  if (!row) throw notFound()
  return toDefectNotice(row)
}
