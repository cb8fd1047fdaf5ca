/**
 * Fault reports of a contract (spec 01 §3 Defect notice, Defect notice event; spec 01 §2 "Fault
 * report … Edit shows the id and title and the event history"; spec 02 §5 "Fault report,
 * feedback, question"; issue 11).
 *
 * Moving parts:
 * - Reads: the contract's notices with their events (one query) and their attached files with
 *   signed, 15-minute download addresses (`platform/files`).
 * - Create and edit by the resident ({@link createDefectNotice}, {@link updateDefectNotice}):
 *   one transaction each; the `defectNotice` setting off answers 404; a profile without a phone
 *   number answers 400 DEFECT_NOTICE_MISSING_PHONE_NUMBER; files must be the resident's own
 *   completed uploads; a completed notice is never overwritten (400 BAD_REQUEST, checked in the
 *   UPDATE itself); the location is locked after creation. The impersonation guard refuses both
 *   before they get here.
 * - Status changes come from the housing provider's side ({@link recordDefectNoticeEvent}, used
 *   by the staff console and by tests): an event is appended, the status follows the event, and
 *   when it changed the reporter gets an e-mail through the outbox, in their language, if
 *   `communication_by_email` is on. The front page's five latest and the timeline read the same
 *   rows, so they show the change at once.
 */
import type {
  DefectClassId,
  DefectNotice,
  DefectNoticeBody,
  DefectNoticeEvent,
  DefectNoticeEventType,
  NoticeStatus,
} from '@asukas/contract'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Config } from '../../platform/config.ts'
import { findContractAccess, type ContractAccess } from '../../platform/contracts-access.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, badRequest, notFound } from '../../platform/errors.ts'
import { claimFiles, type FilesService } from '../../platform/files/index.ts'
import type { DefectNoticeId } from '@asukas/domain'
import { recordIntegrationEvent } from '../../platform/integration-events.ts'
import { noticeHead, noticeReporterOf } from '../../platform/notices.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
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
    actorName: event.actorName ?? null,
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
    ...noticeHead(row),
    defectLocation: row.defect_location,
    status: row.status,
    latestEvent: events.at(-1) ?? null,
    // Filled in by withFiles (signed addresses need the signer).
    files: [],
    contractUuid: row.contract_id,
    hasPetsInApartment: row.has_pets_in_apartment,
    masterKeyAccessAllowed: row.master_key_access_allowed,
    noticeReporter: noticeReporterOf(row),
    events,
    createdAt: row.created_at.toISOString(),
  }
}

/** Adds the attached files, with signed download addresses, to mapped notices. */
async function withFiles(
  db: Queryable,
  files: FilesService,
  notices: DefectNotice[],
): Promise<DefectNotice[]> {
  const rows = await repo.listNoticeFiles(
    db,
    notices.map((notice) => notice.uuid),
  )
  if (rows.length === 0) return notices
  return Promise.all(
    notices.map(async (notice) => ({
      ...notice,
      files: await files.attachedFiles(
        notice.contractUuid,
        rows.filter((row) => row.defect_notice_id === notice.uuid),
      ),
    })),
  )
}

/** 404 when the `defectNotice` deployment setting is off (spec 01 §1). */
export function requireDefectNotices(config: Config): void {
  if (!config.settings.defectNotice) throw notFound()
}

/** The contract's defect notices, newest first, with their events and files. */
export async function listDefectNotices(
  db: Queryable,
  files: FilesService,
  access: ContractAccess,
): Promise<DefectNotice[]> {
  const rows = await repo.listDefectNotices(db, access.contractUuid)
  return withFiles(db, files, rows.map(toDefectNotice))
}

/**
 * One defect notice of the contract, with its events.
 *
 * @throws ApiError 404 NOT_FOUND when the notice does not exist or belongs to another contract.
 */
export async function getDefectNotice(
  db: Queryable,
  files: FilesService,
  access: ContractAccess,
  defectNoticeId: DefectNoticeId,
): Promise<DefectNotice> {
  const row = await repo.findDefectNotice(db, access.contractUuid, defectNoticeId)
  if (!row) throw notFound()
  const [notice] = await withFiles(db, files, [toDefectNotice(row)])
  if (!notice) throw notFound()
  return notice
}

/** What the write side needs. */
export interface DefectNoticeDeps {
  config: Config
  db: Db
  clock: Clock
  mailer: Mailer
}

/** The resident's fields of a body, as stored. */
function fieldsOf(body: DefectNoticeBody, reporter: { phone: string; email: string }) {
  return {
    title: (body.title ?? '').trim(),
    description: (body.description ?? '').trim(),
    defectClassId: body.defectClassId ?? null,
    hasPetsInApartment: body.hasPetsInApartment ?? false,
    masterKeyAccessAllowed: body.masterKeyAccessAllowed ?? false,
    // Spec 02 §5: the contact is sent only when both are present; the profile fills a gap.
    reporterPhoneNumber: body.noticeReporter?.phoneNumber ?? reporter.phone,
    reporterEmail: body.noticeReporter?.email.toLowerCase() ?? reporter.email,
  }
}

/** The `data` of a `defect_notice.*` integration event (issue 22 item 4). */
function noticeEventData(
  id: string,
  noticeNumber: number,
  contractId: string,
  body: DefectNoticeBody,
  reporter: { phone: string; email: string },
) {
  const fields = fieldsOf(body, reporter)
  return {
    id,
    noticeNumber,
    contractId,
    title: fields.title,
    description: fields.description,
    defectClassId: fields.defectClassId,
    defectLocation: body.defectLocation,
    hasPetsInApartment: fields.hasPetsInApartment,
    masterKeyAccessAllowed: fields.masterKeyAccessAllowed,
    reporter: { phoneNumber: fields.reporterPhoneNumber, email: fields.reporterEmail },
    fileIds: body.fileUuids ?? [],
  }
}

/**
 * The resident's phone and e-mail from the profile.
 *
 * @throws ApiError 400 DEFECT_NOTICE_MISSING_PHONE_NUMBER when the profile has no phone number.
 */
async function requirePhone(db: Queryable, userId: string) {
  const profile = await repo.reporterProfile(db, userId)
  const phone = profile?.phone_number?.trim() ?? ''
  if (!profile || phone === '') throw new ApiError(400, 'DEFECT_NOTICE_MISSING_PHONE_NUMBER')
  return { phone, email: profile.email }
}

/**
 * Files a fault report for `body.contractUuid` (spec 02 §7 create defect notice).
 *
 * @returns the new notice's short number and uuid.
 * @throws ApiError 404 NOT_FOUND when the setting is off, the contract is not the resident's or a
 *   file is not theirs; 400 DEFECT_NOTICE_MISSING_PHONE_NUMBER.
 */
export async function createDefectNotice(
  deps: DefectNoticeDeps,
  user: SessionUser,
  body: DefectNoticeBody,
): Promise<{ id: number; uuid: string }> {
  requireDefectNotices(deps.config)
  const access = await findContractAccess(deps.db, body.contractUuid, user.residentUserId)
  if (!access) throw notFound()
  const reporter = await requirePhone(deps.db, user.residentUserId)
  return deps.db.transaction(async (tx) => {
    const created = await repo.insertDefectNotice(tx, {
      ...fieldsOf(body, reporter),
      contractId: access.contractUuid,
      userId: user.residentUserId,
      defectLocation: body.defectLocation,
      at: deps.clock.now(),
    })
    const fileIds = await claimFiles(tx, user.residentUserId, body.fileUuids ?? [])
    await repo.replaceNoticeFiles(tx, created.id, fileIds)
    await recordIntegrationEvent(tx, {
      type: 'defect_notice.created',
      entity: { type: 'defect_notice', id: created.id },
      occurredAt: deps.clock.now(),
      data: noticeEventData(created.id, created.notice_number, access.contractUuid, body, reporter),
    })
    return { id: created.notice_number, uuid: created.id }
  })
}

/**
 * Edits a fault report (spec 02 §7 PATCH defect notice): title, description, class, pets, master
 * key, contact and files. The location is locked.
 *
 * Another party of the contract may edit the report too (issue 23 item 4), but not what is the
 * reporter's: the reporter's contact stays as it is, and files stay attached unless the user who
 * uploaded them leaves them out (`fileUuids` names the editor's own files, new or kept; another
 * user's files are kept whether named or not). Such an edit is recorded in the timeline as an
 * `edited` event with the editor, in the same transaction.
 *
 * @throws ApiError 404 NOT_FOUND (setting off, another contract's notice, a foreign file);
 *   400 BAD_REQUEST when the notice is completed, the location differs or the body names another
 *   contract; 400 DEFECT_NOTICE_MISSING_PHONE_NUMBER when the reporter edits without a phone.
 */
export async function updateDefectNotice(
  deps: DefectNoticeDeps,
  user: SessionUser,
  access: ContractAccess,
  defectNoticeId: DefectNoticeId,
  body: DefectNoticeBody,
): Promise<Record<string, never>> {
  requireDefectNotices(deps.config)
  const existing = await repo.findDefectNotice(deps.db, access.contractUuid, defectNoticeId)
  if (!existing) throw notFound()
  if (body.contractUuid.toLowerCase() !== access.contractUuid) throw badRequest()
  if (existing.status === 'completed' || body.defectLocation !== existing.defect_location) {
    throw badRequest()
  }
  const editor = user.residentUserId
  const byReporter = existing.created_by_user_id === editor
  const fields = byReporter
    ? fieldsOf(body, await requirePhone(deps.db, editor))
    : {
        ...fieldsOf(body, { phone: '', email: '' }),
        reporterPhoneNumber: existing.reporter_phone_number,
        reporterEmail: existing.reporter_email,
      }
  await deps.db.transaction(async (tx) => {
    const at = deps.clock.now()
    const updated = await repo.updateOpenDefectNotice(tx, {
      ...fields,
      id: existing.id,
      contractId: access.contractUuid,
      at,
    })
    // Completed between the read and the write: refuse rather than overwrite.
    if (!updated) throw badRequest()
    const others = (await repo.noticeFileOwners(tx, existing.id))
      .filter((file) => file.owner !== editor)
      .map((file) => file.id)
    const named = (body.fileUuids ?? []).map((id) => id.toLowerCase())
    const own = await claimFiles(
      tx,
      editor,
      named.filter((id) => !others.includes(id)),
    )
    await repo.replaceNoticeFiles(tx, existing.id, [...others, ...own])
    if (!byReporter) {
      await repo.insertEvent(tx, {
        defectNoticeId: existing.id,
        eventType: 'edited',
        at,
        actorUserId: editor,
      })
    }
    await recordIntegrationEvent(tx, {
      type: 'defect_notice.updated',
      entity: { type: 'defect_notice', id: existing.id },
      occurredAt: deps.clock.now(),
      data: {
        ...noticeEventData(existing.id, existing.notice_number, access.contractUuid, body, {
          phone: fields.reporterPhoneNumber ?? '',
          email: fields.reporterEmail ?? '',
        }),
        fileIds: [...others, ...own],
        editedByReporter: byReporter,
      },
    })
  })
  return {}
}

/** The status a notice has after an event (null: the event does not change it). */
export function statusAfter(eventType: DefectNoticeEventType, current: NoticeStatus): NoticeStatus {
  if (eventType === 'completed' || eventType === 'work_order_completed') return 'completed'
  if (eventType === 'created' || eventType === 'edited') return current
  if (eventType === 'work_note_created' && current === 'created') return current
  return current === 'completed' ? current : 'in_progress'
}

/** An event the housing provider records on a notice. */
export interface DefectNoticeEventInput {
  defectNoticeUuid: DefectNoticeId
  eventType: DefectNoticeEventType
  workOrderId?: string | null
  workNoteDescription?: string | null
  workFinishedAt?: Date | null
}

/**
 * Records an event of the housing provider on a fault report (issue 11 "Status changes"): appends
 * the event, moves the status ({@link statusAfter}: work order events → in_progress, completed
 * events → completed), and when the status changed and the reporter has
 * `communication_by_email` on, writes a `defect_notice_status` mail in the reporter's language
 * to the outbox, all in one transaction. Not a resident route: the staff console calls it.
 *
 * @returns the event id and the status before and after.
 * @throws ApiError 404 NOT_FOUND for an unknown notice.
 */
export async function recordDefectNoticeEvent(
  deps: Pick<DefectNoticeDeps, 'db' | 'clock' | 'mailer'>,
  input: DefectNoticeEventInput,
): Promise<{ eventId: string; previousStatus: NoticeStatus; status: NoticeStatus }> {
  return deps.db.transaction((tx) => recordDefectNoticeEventIn(deps, tx, input))
}

/**
 * {@link recordDefectNoticeEvent} inside the caller's transaction `tx` (the staff console adds
 * its audit entry to the same transaction). With `statusMail: false` the caller sends its own
 * mail about the step instead of the `defect_notice_status` one.
 *
 * @returns the event id and the status before and after.
 * @throws ApiError 404 NOT_FOUND for an unknown notice.
 */
export async function recordDefectNoticeEventIn(
  deps: Pick<DefectNoticeDeps, 'clock' | 'mailer'>,
  tx: Queryable,
  input: DefectNoticeEventInput,
  options: { statusMail?: boolean } = {},
): Promise<{ eventId: string; previousStatus: NoticeStatus; status: NoticeStatus }> {
  const notice = await repo.lockNoticeForEvent(tx, input.defectNoticeUuid)
  if (!notice) throw notFound()
  const at = deps.clock.now()
  const eventId = await repo.insertEvent(tx, {
    defectNoticeId: notice.id,
    eventType: input.eventType,
    at,
    workOrderId: input.workOrderId ?? null,
    workNoteDescription: input.workNoteDescription ?? null,
    workFinishedAt: input.workFinishedAt ?? null,
  })
  const status = statusAfter(input.eventType, notice.status)
  if (status !== notice.status) {
    await repo.setStatus(tx, notice.id, status, at)
    if ((options.statusMail ?? true) && notice.communication_by_email && notice.email) {
      await deps.mailer.send(
        {
          to: notice.email,
          lang: notice.locale ?? 'fi',
          template: 'defect_notice_status',
          params: {
            firstName: notice.first_name,
            noticeNumber: notice.notice_number,
            title: notice.title,
            status,
          },
          userId: notice.user_id,
        },
        tx,
      )
    }
  }
  return { eventId, previousStatus: notice.status, status }
}

/** The defect class ids of the reference table, in id order (the form leaves out 20 and 21). */
export async function listDefectClasses(db: Queryable): Promise<DefectClassId[]> {
  const rows = await repo.listDefectClassIds(db)
  return rows.map((row) => row.id)
}
