/**
 * Fault reports in the staff console (issue 14 "Fault reports: link a work order, start, add work
 * notes, complete; each step is an event the resident sees in the timeline and, when
 * `communicationByEmail` is on, gets by e-mail in their language. Internal notes never reach the
 * resident."). Maintenance sees the reports of its properties only (404 for the others).
 *
 * Events and statuses are written by the fault reports feature (`recordDefectNoticeEventIn`), so
 * the resident's timeline and the status rule are one; the console adds the step mail, internal
 * notes and the audit entry.
 */
import type { StaffDefectNotice, WorkNoteBody } from '@asukas/contract/endpoints/staff-console'
import type { DefectNoticeEventType } from '@asukas/contract'
import { audit } from '../../platform/audit.ts'
import type { Queryable } from '../../platform/db/db.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import type { StaffDefectEventMailParams } from '../../platform/mail/templates.ts'
import { recordDefectNoticeEventIn } from '../defect-notices/index.ts'
import type { Clock } from '../../platform/clock.ts'
import { assertCovers, type StaffActor } from '../staff/index.ts'
import { staffAttachments } from './files.ts'
import { listNotes } from './repository.ts'
import { mailResident, recipientOf } from './notify.ts'
import { iso, originColumns, originJoins, toOrigin, type OriginRow } from './origin.ts'

interface NoticeRow extends OriginRow {
  id: string
  notice_number: number
  title: string
  description: string
  defect_class_id: number | null
  defect_location: string
  status: 'created' | 'in_progress' | 'completed'
  has_pets_in_apartment: boolean
  master_key_access_allowed: boolean
  created_at: Date
  created_by_user_id: string | null
}

interface EventRow {
  id: string
  event_type: DefectNoticeEventType
  created_at: Date
  work_finished_at: Date | null
  work_order_id: string | null
  work_note_description: string | null
}

async function noticeRow(q: Queryable, id: string, lock = false): Promise<NoticeRow | null> {
  const rows = await q.query<NoticeRow>(
    `SELECT dn.id, dn.notice_number, dn.title, dn.description, dn.defect_class_id,
            dn.defect_location, dn.status, dn.has_pets_in_apartment,
            dn.master_key_access_allowed, dn.created_at, dn.created_by_user_id,
            ${originColumns('dn.created_by_user_id')}
       FROM defect_notices dn
       JOIN contracts c ON c.id = dn.contract_id
       ${originJoins}
      WHERE dn.id = $1${lock ? ' FOR UPDATE OF dn' : ''}`,
    [id],
  )
  return rows[0] ?? null
}

/**
 * A fault report with its events (oldest first) and internal notes.
 *
 * @throws ApiError 404 NOT_FOUND when unknown or outside the member's properties.
 */
export async function getDefectNotice(
  q: Queryable,
  clock: Clock,
  actor: StaffActor,
  id: string,
): Promise<StaffDefectNotice> {
  const row = await noticeRow(q, id)
  assertCovers(actor, row?.o_real_property_id)
  if (!row) throw notFound()
  const events = await q.query<EventRow>(
    `SELECT id, event_type, created_at, work_finished_at, work_order_id, work_note_description
       FROM defect_notice_events WHERE defect_notice_id = $1 ORDER BY created_at, position`,
    [id],
  )
  const workOrderId = [...events].reverse().find((event) => event.work_order_id)?.work_order_id
  return {
    id: row.id,
    noticeNumber: row.notice_number,
    title: row.title,
    description: row.description,
    defectClassId: row.defect_class_id,
    defectLocation: row.defect_location,
    status: row.status,
    hasPetsInApartment: row.has_pets_in_apartment,
    masterKeyAccessAllowed: row.master_key_access_allowed,
    createdAt: iso(row.created_at),
    origin: toOrigin(row),
    workOrderId: workOrderId ?? null,
    events: events.map((event) => ({
      id: event.id,
      eventType: event.event_type,
      createdAt: iso(event.created_at),
      workFinishedAt: event.work_finished_at ? iso(event.work_finished_at) : null,
      workOrderId: event.work_order_id,
      workNoteDescription: event.work_note_description,
    })),
    files: await staffAttachments(
      q,
      clock,
      actor.userId,
      await q.query<{ name: string; uuid: string }>(
        `SELECT f.original_file_name AS name, f.id AS uuid
           FROM defect_notice_files x JOIN files f ON f.id = x.file_id
          WHERE x.defect_notice_id = $1 ORDER BY f.created_at, f.id`,
        [id],
      ),
    ),
    internalNotes: await listNotes(q, 'defect_notice', id),
  }
}

/** A staff action on a fault report. */
export type DefectAction =
  | { kind: 'link_work_order'; workOrderId: string }
  | { kind: 'start' }
  | { kind: 'work_note'; note: WorkNoteBody & { internal: boolean } }
  | { kind: 'complete' }

/**
 * Records the event of `action` on the report, moves its status (start: in_progress; complete:
 * completed) and mails the resident who sent it in their language when their e-mail
 * communication is on; an internal note is only a staff note. Audited as
 * `staff_defect_notice_event`. One transaction.
 *
 * @throws ApiError 404 NOT_FOUND (unknown, other property), 409 REQUEST_NOT_REVIEWABLE when the
 *   report is completed.
 */
export async function actOnDefectNotice(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock'>,
  actor: StaffActor,
  id: string,
  action: DefectAction,
  ipAddress: string | null,
): Promise<StaffDefectNotice> {
  await deps.db.transaction(async (tx) => {
    const row = await lockOpenNotice(tx, id, (propertyId) => assertCovers(actor, propertyId))
    if (action.kind === 'work_note' && action.note.internal) {
      await tx.query(
        `INSERT INTO staff_internal_notes (entity_type, entity_id, author_user_id, body)
         VALUES ('defect_notice', $1, $2, $3)`,
        [id, actor.userId, action.note.description],
      )
      await audit(tx, {
        action: 'staff_note_added',
        actorUserId: actor.userId,
        entityType: 'defect_notice',
        entityId: id,
        contractId: row.o_contract_id,
        ipAddress,
      })
      return
    }
    const event = await recordDefectEvent(deps, tx, row, action)
    await audit(tx, {
      action: 'staff_defect_notice_event',
      actorUserId: actor.userId,
      entityType: 'defect_notice',
      entityId: id,
      contractId: row.o_contract_id,
      ipAddress,
      details: { eventType: event },
    })
  })
  return getDefectNotice(deps.db, deps.clock, actor, id)
}

/**
 * Locks a fault report that is still open, for an action on it.
 *
 * @param covers throws when the caller may not see the report's property (staff roles).
 * @throws ApiError 404 NOT_FOUND (unknown, or refused by `covers`), 409 REQUEST_NOT_REVIEWABLE
 *   when the report is completed.
 */
async function lockOpenNotice(
  tx: Queryable,
  id: string,
  covers: (realPropertyId: string | undefined) => void,
): Promise<NoticeRow> {
  const row = await noticeRow(tx, id, true)
  covers(row?.o_real_property_id)
  if (!row) throw notFound()
  if (row.status === 'completed') throw new ApiError(409, 'REQUEST_NOT_REVIEWABLE')
  return row
}

/**
 * A resident-visible action of the housing provider's maintenance system on a fault report
 * (issue 22 item 5), inside the caller's transaction: the same event, status and mail in the
 * resident's language as the staff console's {@link actOnDefectNotice}.
 *
 * @returns the event type recorded and the report's contract.
 * @throws ApiError 404 NOT_FOUND, 409 REQUEST_NOT_REVIEWABLE when the report is completed.
 */
export async function recordProviderDefectAction(
  deps: Pick<AppDeps, 'mailer' | 'clock'>,
  tx: Queryable,
  id: string,
  action: Exclude<DefectAction, { kind: 'work_note' }> | { kind: 'work_note'; description: string },
): Promise<{ eventType: StaffDefectEventMailParams['event']; contractId: string }> {
  const row = await lockOpenNotice(tx, id, () => undefined)
  const eventType = await recordDefectEvent(
    deps,
    tx,
    row,
    action.kind === 'work_note'
      ? { kind: 'work_note', note: { description: action.description, internal: false } }
      : action,
  )
  return { eventType, contractId: row.o_contract_id }
}

/**
 * Writes the resident-visible event and the status of one action through the fault reports
 * feature (`recordDefectNoticeEventIn`, its one status rule), then mails the reporter about the
 * step in their language (`staff_defect_notice_event`, instead of the feature's status mail, so
 * each step is one mail).
 */
async function recordDefectEvent(
  deps: Pick<AppDeps, 'mailer' | 'clock'>,
  tx: Queryable,
  row: NoticeRow,
  action: Exclude<DefectAction, { kind: 'work_note'; note: { internal: true } }>,
): Promise<StaffDefectEventMailParams['event']> {
  const eventType: StaffDefectEventMailParams['event'] =
    action.kind === 'link_work_order'
      ? 'work_order_linked'
      : action.kind === 'start'
        ? 'work_order_started'
        : action.kind === 'work_note'
          ? 'work_note_created'
          : 'completed'
  await recordDefectNoticeEventIn(
    deps,
    tx,
    {
      defectNoticeUuid: row.id,
      eventType,
      workOrderId: action.kind === 'link_work_order' ? action.workOrderId : null,
      workNoteDescription: action.kind === 'work_note' ? action.note.description : null,
      workFinishedAt: action.kind === 'complete' ? deps.clock.now() : null,
    },
    { statusMail: false },
  )
  const recipient = await recipientOf(tx, row.created_by_user_id)
  if (recipient) {
    await mailResident(tx, deps.mailer, recipient, 'staff_defect_notice_event', {
      noticeNumber: row.notice_number,
      title: row.title,
      event: eventType,
      note: action.kind === 'work_note' ? action.note.description : null,
    })
  }
  return eventType
}
