/**
 * Messages in the staff console (issue 14): replying in a resident's message thread with
 * sanitised rich text and attachments (the resident gets a `message` notification and an
 * e-mail), internal notes, and the reply subject that questions' and feedback's answers share
 * (`features/feedback-questions`). Customer service only.
 *
 * Entry type of staff replies: {@link STAFF_REPLY_ENTRY_TYPE}. The 0001 schema and the demo data
 * store the thread from the housing provider's side (Incoming = from the resident, Outgoing = from
 * the provider), so a staff reply is `OutgoingEmailMessage` there. Issue 14's brief names it
 * "IncomingEmailMessage on the resident's side": the same message seen from the resident's inbox.
 *
 * Entries, threads and the resident's `message` notification are written by the messages
 * feature (`deliverMessageToResidentIn`), one function for "the housing provider writes to a
 * resident".
 */
import { serviceLevelOf, todayInHelsinki, type ServiceLevelKind } from '@asukas/domain'
import type { StaffMessageThread } from '@asukas/contract/endpoints/staff-console'
import { audit } from '../../platform/audit.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { notFound } from '../../platform/errors.ts'
import { claimFiles } from '../../platform/files/index.ts'
import { sanitizeRichText } from '../../platform/html.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { cleanBody, deliverMessageToResidentIn } from '../messages/index.ts'
import type { Clock } from '../../platform/clock.ts'
import type { StaffActor } from '../staff/index.ts'
import { staffAttachments } from './files.ts'
import { addNote, listNotes } from './repository.ts'
import { contractRecipients, mailResident, recipientOf, textOfHtml } from './notify.ts'
import { iso, isoDay, originColumns, originJoins, toOrigin, type OriginRow } from './origin.ts'

/** Who reads a view: the staff member (attachment addresses are signed for them) and the clock. */
export interface Viewer {
  userId: string
  clock: Clock
}

/** The stored entry type of a staff reply (see the module comment). */
export const STAFF_REPLY_ENTRY_TYPE = 'OutgoingEmailMessage'
/** The stored entry type of a resident's message. */
export const RESIDENT_ENTRY_TYPE = 'IncomingEmailMessage'

/** The reply prefix in the resident's language (spec 01 §2 Messages: "VS:" fi, "RE:" sv/en). */
export function replyPrefix(lang: string): string {
  return lang === 'fi' ? 'VS:' : 'RE:'
}

/** `subject` prefixed for a reply once, cut to the 200 characters a title may hold. */
export function replyTitle(subject: string, lang: string): string {
  const prefix = replyPrefix(lang)
  const bare = subject.replace(/^(VS|RE):\s*/i, '')
  return `${prefix} ${bare}`.slice(0, 200)
}

/**
 * Sanitised rich text of a staff answer or reply: the messages feature's own sanitiser and length
 * rule (`features/messages` `cleanBody`), so staff text is held to what residents' is.
 *
 * @throws ApiError 400 VALIDATION_ERROR `{ htmlContent: 'required' }` when nothing is left, or
 *   `invalid_string` when the text is over 3000 characters (spec 02 §5 Message).
 */
export function cleanRichText(html: string): string {
  return cleanBody(html)
}

/** Adds an internal note to a question, feedback or thread. Audited. */
export async function addInternalNote(
  db: Db,
  actor: StaffActor,
  entity: 'feedback_question_notice' | 'message_thread',
  id: string,
  body: string,
  ipAddress: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const table = entity === 'message_thread' ? 'message_threads' : 'feedback_question_notices'
    const rows = await tx.query<{ contract_id: string }>(
      `SELECT contract_id FROM ${table} WHERE id = $1`,
      [id],
    )
    const row = rows[0]
    if (!row) throw notFound()
    await addNote(tx, entity, id, actor.userId, body)
    await audit(tx, {
      action: 'staff_note_added',
      actorUserId: actor.userId,
      entityType: entity,
      entityId: id,
      contractId: row.contract_id,
      ipAddress,
    })
  })
}

// ------------------------------------------------------------------------------------------------
// Message threads
// ------------------------------------------------------------------------------------------------

interface ThreadRow extends OriginRow {
  id: string
  subject: string
  created_by_user_id: string | null
}

async function threadRow(q: Queryable, id: string, lock = false): Promise<ThreadRow | null> {
  const rows = await q.query<ThreadRow>(
    `SELECT t.id, t.subject, t.created_by_user_id, ${originColumns('t.created_by_user_id')}
       FROM message_threads t
       JOIN contracts c ON c.id = t.contract_id
       ${originJoins}
      WHERE t.id = $1${lock ? ' FOR UPDATE OF t' : ''}`,
    [id],
  )
  return rows[0] ?? null
}

/** The service level of an unanswered resident message (null once staff replied last). */
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
 * A thread with its entries (oldest first), files and notes.
 *
 * @throws ApiError 404 NOT_FOUND.
 */
export async function getThread(
  q: Queryable,
  id: string,
  viewer: Viewer,
): Promise<StaffMessageThread> {
  const now = viewer.clock.now()
  const row = await threadRow(q, id)
  if (!row) throw notFound()
  const entries = await q.query<{
    id: string
    message_id: string
    entry_type: 'OutgoingEmailMessage' | 'IncomingEmailMessage' | 'ManualEmailConversation'
    sender: string | null
    sender_role: string | null
    created_at: Date
    title: string
    html_content: string
    files: { name: string; uuid: string }[]
  }>(
    `SELECT e.id, e.message_id, e.entry_type, u.first_name || ' ' || u.last_name AS sender,
            u.role AS sender_role, e.created_at, e.title, e.html_content,
            coalesce((SELECT json_agg(json_build_object('name', f.original_file_name, 'uuid', f.id)
                                      ORDER BY f.created_at)
                        FROM message_entry_files mf JOIN files f ON f.id = mf.file_id
                       WHERE mf.message_entry_id = e.id), '[]'::json) AS files
       FROM message_entries e LEFT JOIN users u ON u.id = e.sender_user_id
      WHERE e.thread_id = $1 ORDER BY e.created_at, e.id`,
    [id],
  )
  const fromResident = (entry: (typeof entries)[number]) =>
    entry.entry_type === RESIDENT_ENTRY_TYPE && entry.sender_role !== 'staff'
  const lastResident = [...entries].reverse().find(fromResident)?.created_at ?? null
  const lastStaff = [...entries].reverse().find((entry) => !fromResident(entry))?.created_at ?? null
  const signed = await Promise.all(
    entries.map((entry) => staffAttachments(q, viewer.clock, viewer.userId, entry.files)),
  )
  return {
    id: row.id,
    subject: row.subject,
    origin: toOrigin(row),
    serviceLevel: messageServiceLevel(lastResident, lastStaff, now),
    entries: entries.map((entry, index) => ({
      messageId: entry.message_id,
      entryType: entry.entry_type,
      fromResident: fromResident(entry),
      senderName: entry.sender,
      timestamp: iso(entry.created_at),
      title: entry.title,
      htmlContent: sanitizeRichText(entry.html_content),
      files: signed[index] ?? [],
    })),
    internalNotes: await listNotes(q, 'message_thread', id),
  }
}

/**
 * Replies in the resident's thread: a staff entry (title "VS:"/"RE:" + subject by the resident's
 * language) with the uploaded files, a `message` notification and an e-mail to the resident who
 * started the thread. Audited. One transaction.
 *
 * @throws ApiError 404 NOT_FOUND for an unknown thread or a file id that is not the member's own
 *   uploaded file; 400 VALIDATION_ERROR for empty text.
 */
export async function replyToThread(
  db: Db,
  mailer: Mailer,
  actor: StaffActor,
  id: string,
  body: { htmlContent: string; fileIds: string[] },
  clock: Clock,
  ipAddress: string | null,
): Promise<StaffMessageThread> {
  const html = cleanRichText(body.htmlContent)
  const now = clock.now()
  await db.transaction(async (tx) => {
    const row = await threadRow(tx, id, true)
    if (!row) throw notFound()
    // The staff member's own uploaded files (files platform); 404 for anything else.
    const fileIds = await claimFiles(tx, actor.userId, body.fileIds)
    const recipient =
      (await recipientOf(tx, row.created_by_user_id)) ??
      (await contractRecipients(tx, row.o_contract_id))[0] ??
      null
    if (!recipient) throw notFound()
    const title = replyTitle(row.subject, recipient.lang)
    // The messages feature writes the staff entry with its files and the resident's notification.
    await deliverMessageToResidentIn(tx, now, {
      contractUuid: row.o_contract_id,
      residentUserId: recipient.userId,
      subject: title,
      htmlContent: html,
      threadUuid: id,
      senderUserId: actor.userId,
      fileIds,
    })
    await mailResident(tx, mailer, recipient, 'staff_message_reply', {
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
  return getThread(db, id, { userId: actor.userId, clock })
}

/** The date a request was sent, for SLA and age (Helsinki calendar day). */
export function sentOn(createdAt: Date | string): string {
  return typeof createdAt === 'string' ? isoDay(createdAt) : todayInHelsinki(createdAt)
}
