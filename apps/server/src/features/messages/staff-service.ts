/**
 * Messages as customer service handles them (issue 14; ADR 0033): reading a resident's thread
 * with its entries, attachments, internal notes and service level; replying in it with sanitised
 * rich text and attachments (the resident gets a `message` notification and an e-mail); adding
 * an internal note. Every write is audited in its transaction. The routes check the `messages`
 * capability (`staff-routes.ts`).
 *
 * Entry type of staff replies: {@link STAFF_REPLY_ENTRY_TYPE}. The 0001 schema and the demo data
 * store the thread from the housing provider's side (Incoming = from the resident, Outgoing = from
 * the provider), so a staff reply is `OutgoingEmailMessage` there. Issue 14's brief names it
 * "IncomingEmailMessage on the resident's side": the same message seen from the resident's inbox.
 *
 * A reply is written by {@link deliverMessageToResidentIn}, the one function for "the housing
 * provider writes to a resident" (also the answers to questions and feedback).
 */
import {
  serviceLevelOf,
  todayInHelsinki,
  type MessageThreadId,
  type ServiceLevelKind,
} from '@asukas/domain'
import type { StaffMessageThread } from '@asukas/contract/endpoints/messages/staff'
import { audit } from '../../platform/audit.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { notFound } from '../../platform/errors.ts'
import { claimFiles } from '../../platform/files/index.ts'
import { sanitizeRichText } from '../../platform/html.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import * as staff from '../staff/index.ts'
import type { StaffActor } from '../staff/index.ts'
import * as repo from './repository.ts'
import { cleanBody, deliverMessageToResidentIn } from './service.ts'
import { replyTitle, textOfHtml } from './text.ts'

/** The stored entry type of a staff reply (see the module comment). */
export const STAFF_REPLY_ENTRY_TYPE = 'OutgoingEmailMessage'
/** The stored entry type of a resident's message. */
export const RESIDENT_ENTRY_TYPE = 'IncomingEmailMessage'

/**
 * The service level of an unanswered resident message (spec 01 §6: staff answer within the
 * message's service level): null once staff replied last or when the resident never wrote.
 */
export function messageServiceLevel(
  lastResidentAt: Date | null,
  lastStaffAt: Date | null,
  now: Date,
) {
  if (lastResidentAt === null || (lastStaffAt !== null && lastStaffAt >= lastResidentAt)) {
    return null
  }
  const kind: ServiceLevelKind = 'message'
  return serviceLevelOf(kind, todayInHelsinki(lastResidentAt), todayInHelsinki(now))
}

/**
 * Thread `id` as staff see it: entries oldest first (attachments with addresses signed for the
 * reader `viewer.userId`), where it came from, its internal notes and the service level of an
 * unanswered resident message at `viewer.clock`'s now.
 *
 * @throws ApiError 404 NOT_FOUND for an unknown thread.
 */
export async function getStaffThread(
  q: Queryable,
  id: MessageThreadId,
  viewer: { userId: string; clock: Clock },
): Promise<StaffMessageThread> {
  const now = viewer.clock.now()
  const row = await repo.findStaffThread(q, id)
  if (!row) throw notFound()
  const entries = await repo.listStaffEntries(q, id)
  const fromResident = (entry: repo.StaffEntryRow) =>
    entry.entry_type === RESIDENT_ENTRY_TYPE && entry.sender_role !== 'staff'
  const lastResident = entries.findLast(fromResident)?.created_at ?? null
  const lastStaff = entries.findLast((entry) => !fromResident(entry))?.created_at ?? null
  const signed = await Promise.all(
    entries.map((entry) => staff.staffAttachments(q, viewer.clock, viewer.userId, entry.files)),
  )
  return {
    id: row.id,
    subject: row.subject,
    origin: staff.toOrigin(row),
    serviceLevel: messageServiceLevel(lastResident, lastStaff, now),
    entries: entries.map((entry, index) => ({
      messageId: entry.message_id,
      entryType: entry.entry_type,
      fromResident: fromResident(entry),
      senderName: entry.sender,
      timestamp: staff.iso(entry.created_at),
      title: entry.title,
      htmlContent: sanitizeRichText(entry.html_content),
      files: signed[index] ?? [],
    })),
    internalNotes: await staff.listNotes(q, 'message_thread', id),
  }
}

/**
 * Replies in the resident's thread `id`: a staff entry (title "VS:"/"RE:" + subject by the
 * resident's language, {@link replyTitle}) with the member's uploaded files, a `message`
 * notification and an e-mail (`staff_message_reply`) to the resident who started the thread, or
 * else the contract's first resident account. Audited (`staff_message_replied`). One transaction.
 *
 * @returns the thread after the reply, as {@link getStaffThread}.
 * @throws ApiError 404 NOT_FOUND for an unknown thread, a contract with no resident account, or a
 *   file id that is not the member's own uploaded file; 400 VALIDATION_ERROR for empty or too long
 *   text (the messages' rule, {@link cleanBody}).
 */
export async function replyToThread(
  db: Db,
  mailer: Mailer,
  actor: StaffActor,
  id: MessageThreadId,
  body: { htmlContent: string; fileIds: string[] },
  clock: Clock,
  ipAddress: string | null,
): Promise<StaffMessageThread> {
  const html = cleanBody(body.htmlContent)
  const now = clock.now()
  await db.transaction(async (tx) => {
    const row = await repo.findStaffThread(tx, id, true)
    if (!row) throw notFound()
    // The staff member's own uploaded files (files platform); 404 for anything else.
    const fileIds = await claimFiles(tx, actor.userId, body.fileIds)
    const recipient =
      (await staff.recipientOf(tx, row.created_by_user_id)) ??
      (await staff.recipientOf(tx, await repo.firstContractResident(tx, row.o_contract_id)))
    if (!recipient) throw notFound()
    await deliverMessageToResidentIn(tx, now, {
      contractUuid: row.o_contract_id,
      residentUserId: recipient.userId,
      subject: replyTitle(row.subject, recipient.lang),
      htmlContent: html,
      threadUuid: id,
      senderUserId: actor.userId,
      fileIds,
    })
    await staff.mailResident(tx, mailer, recipient, 'staff_message_reply', {
      subject: row.subject,
      text: textOfHtml(html),
    })
    await audit(tx, {
      action: 'staff_message_replied',
      actorUserId: actor.userId,
      entityType: 'message_thread',
      entityId: id,
      contractId: row.o_contract_id,
      ipAddress,
      details: { files: fileIds.length },
    })
  })
  return getStaffThread(db, id, { userId: actor.userId, clock })
}

/**
 * Adds the internal note `body` (staff only; residents never see it) to thread `id`. Audited
 * (`staff_note_added`).
 *
 * @returns the thread with the note, as {@link getStaffThread}.
 * @throws ApiError 404 NOT_FOUND for an unknown thread.
 */
export async function addThreadNote(
  db: Db,
  actor: StaffActor,
  id: MessageThreadId,
  body: string,
  clock: Clock,
  ipAddress: string | null,
): Promise<StaffMessageThread> {
  await db.transaction(async (tx) => {
    const contractId = await repo.threadContractId(tx, id)
    if (contractId === null) throw notFound()
    await staff.addInternalNote(
      tx,
      actor,
      { entityType: 'message_thread', entityId: id, contractId, body },
      ipAddress,
    )
  })
  return getStaffThread(db, id, { userId: actor.userId, clock })
}
