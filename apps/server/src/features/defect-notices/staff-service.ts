/**
 * Fault reports as the housing provider's staff handle them (issue 14 "Fault reports: link a
 * work order, start, add work notes, complete; each step is an event the resident sees in the
 * timeline and, when `communicationByEmail` is on, gets by e-mail in their language. Internal
 * notes never reach the resident."). Maintenance sees the reports of its properties only (404 for
 * the others).
 *
 * Events and statuses are written by {@link recordDefectNoticeEventIn}, the resident side's one
 * status rule, over the same statements (`repository.ts`); the staff side adds the step mail,
 * internal notes and the audit entry. The maintenance system's steps through the integration API
 * ({@link recordProviderDefectAction}) take the same path.
 */
import type { StaffDefectNotice, WorkNoteBody } from '@asukas/contract'
import type { DefectNoticeId } from '@asukas/domain'
import { audit } from '../../platform/audit.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Queryable } from '../../platform/db/db.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import type { StaffDefectEventMailParams } from '../../platform/mail/templates.ts'
import * as staff from '../staff/index.ts'
import type { StaffActor } from '../staff/index.ts'
import * as repo from './repository.ts'
import { recordDefectNoticeEventIn } from './service.ts'

/**
 * A fault report for staff: the resident's fields, its events (oldest first), the resident's
 * attachments with addresses signed for `actor`, and the internal notes.
 *
 * @throws ApiError 404 NOT_FOUND when unknown or outside the member's properties.
 */
export async function getDefectNoticeForStaff(
  q: Queryable,
  clock: Clock,
  actor: StaffActor,
  id: DefectNoticeId,
): Promise<StaffDefectNotice> {
  const row = await repo.findDefectNoticeForStaff(q, id)
  staff.assertCovers(actor, row?.o_real_property_id)
  if (!row) throw notFound()
  const workOrderId = [...row.events].reverse().find((event) => event.workOrderId)?.workOrderId
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
    createdAt: staff.iso(row.created_at),
    origin: staff.toOrigin(row),
    workOrderId: workOrderId ?? null,
    events: row.events.map((event) => ({
      id: event.id,
      eventType: event.eventType,
      createdAt: staff.iso(event.createdAt),
      workFinishedAt: event.workFinishedAt ? staff.iso(event.workFinishedAt) : null,
      workOrderId: event.workOrderId,
      workNoteDescription: event.workNoteDescription,
    })),
    files: await staff.staffAttachments(
      q,
      clock,
      actor.userId,
      await repo.listOriginalFileNames(q, id),
    ),
    internalNotes: await staff.listNotes(q, 'defect_notice', id),
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
 * communication is on; an internal note is only a staff note (`staff_note_added`). Audited as
 * `staff_defect_notice_event`. One transaction.
 *
 * @throws ApiError 404 NOT_FOUND (unknown, other property), 409 REQUEST_NOT_REVIEWABLE when the
 *   report is completed.
 */
export async function actOnDefectNotice(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock'>,
  actor: StaffActor,
  id: DefectNoticeId,
  action: DefectAction,
  ipAddress: string | null,
): Promise<StaffDefectNotice> {
  await deps.db.transaction(async (tx) => {
    const row = await lockOpenNotice(tx, id, (propertyId) => staff.assertCovers(actor, propertyId))
    if (action.kind === 'work_note' && action.note.internal) {
      await staff.addInternalNote(
        tx,
        actor,
        {
          entityType: 'defect_notice',
          entityId: id,
          contractId: row.o_contract_id,
          body: action.note.description,
        },
        ipAddress,
      )
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
  return getDefectNoticeForStaff(deps.db, deps.clock, actor, id)
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
  id: DefectNoticeId,
  covers: (realPropertyId: string | undefined) => void,
): Promise<repo.StaffDefectNoticeRow> {
  const row = await repo.findDefectNoticeForStaff(tx, id, true)
  covers(row?.o_real_property_id)
  if (!row) throw notFound()
  if (row.status === 'completed') throw new ApiError(409, 'REQUEST_NOT_REVIEWABLE')
  return row
}

/**
 * A resident-visible action of the housing provider's maintenance system on a fault report
 * (issue 22 item 5), inside the caller's transaction: the same event, status and mail in the
 * resident's language as the staff's {@link actOnDefectNotice}.
 *
 * @returns the event type recorded and the report's contract.
 * @throws ApiError 404 NOT_FOUND, 409 REQUEST_NOT_REVIEWABLE when the report is completed.
 */
export async function recordProviderDefectAction(
  deps: Pick<AppDeps, 'mailer' | 'clock'>,
  tx: Queryable,
  id: DefectNoticeId,
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
 * Writes the resident-visible event and the status of one action through
 * {@link recordDefectNoticeEventIn} (the one status rule), then mails the reporter about the step
 * in their language (`staff_defect_notice_event`, instead of the status mail, so each step is one
 * mail).
 */
async function recordDefectEvent(
  deps: Pick<AppDeps, 'mailer' | 'clock'>,
  tx: Queryable,
  row: repo.StaffDefectNoticeRow,
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
  const recipient = await staff.recipientOf(tx, row.created_by_user_id)
  if (recipient) {
    await staff.mailResident(tx, deps.mailer, recipient, 'staff_defect_notice_event', {
      noticeNumber: row.notice_number,
      title: row.title,
      event: eventType,
      note: action.kind === 'work_note' ? action.note.description : null,
    })
  }
  return eventType
}
