/**
 * Questions and feedback as customer service handles them (issue 14): reading one with its
 * answers, attachments, internal notes and service level; answering (the answer reaches the
 * resident as a message in a thread of the contract and as an e-mail); marking it in progress or
 * completed; internal notes. Every write is audited in its transaction.
 *
 * The thread, the staff entry and the resident's `message` notification are written by the
 * messages feature (`deliverMessageToResidentIn`, one function for "the housing provider writes
 * to a resident"); the answer's text is held to the messages' sanitiser and length rule
 * (`cleanBody`).
 */
import { serviceLevelOf, todayInHelsinki, type FeedbackQuestionNoticeId } from '@asukas/domain'
import type { StaffFeedbackQuestion } from '@asukas/contract'
import { audit } from '../../platform/audit.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { notFound } from '../../platform/errors.ts'
import { sanitizeRichText } from '../../platform/html.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { cleanBody, deliverMessageToResidentIn, replyTitle, textOfHtml } from '../messages/index.ts'
import * as staff from '../staff/index.ts'
import type { StaffActor } from '../staff/index.ts'
import * as repo from './repository.ts'

/** Who reads a view: the staff member (attachment addresses are signed for them) and the clock. */
export interface Viewer {
  userId: string
  clock: Clock
}

/**
 * A question or feedback with its answers, notes and service level (spec's service levels,
 * `serviceLevelOf` of the domain, in Helsinki calendar days).
 *
 * @throws ApiError 404 NOT_FOUND.
 */
export async function getFeedbackQuestionForStaff(
  q: Queryable,
  id: FeedbackQuestionNoticeId,
  viewer: Viewer,
): Promise<StaffFeedbackQuestion> {
  const row = await repo.findNoticeForStaff(q, id)
  if (!row) throw notFound()
  const answers = await repo.listAnswers(q, id)
  return {
    id: row.id,
    noticeNumber: row.notice_number,
    noticeType: row.notice_type,
    title: row.title,
    description: row.description,
    status: row.status,
    createdAt: staff.iso(row.created_at),
    origin: staff.toOrigin(row),
    serviceLevel: serviceLevelOf(
      row.notice_type,
      todayInHelsinki(row.created_at),
      todayInHelsinki(viewer.clock.now()),
    ),
    answers: answers.map((answer) => ({
      id: answer.id,
      htmlContent: sanitizeRichText(answer.html_content),
      authorName: answer.author,
      createdAt: staff.iso(answer.created_at),
      messageThreadUuid: answer.thread_id,
    })),
    files: await staff.staffAttachments(
      q,
      viewer.clock,
      viewer.userId,
      await repo.listOriginalFileNames(q, id),
    ),
    internalNotes: await staff.listNotes(q, 'feedback_question_notice', id),
  }
}

/**
 * Answers a question or feedback: a new message thread on the contract (subject "VS: title" in
 * the resident's language), the answer as its first staff entry, a `message` notification and an
 * e-mail to the resident; status in_progress, or completed with `complete`. Audited as
 * `staff_feedback_question_answered`. One transaction.
 *
 * @throws ApiError 404 NOT_FOUND; 400 VALIDATION_ERROR for an empty or too long answer.
 */
export async function answerFeedbackQuestion(
  db: Db,
  mailer: Mailer,
  actor: StaffActor,
  id: FeedbackQuestionNoticeId,
  body: { htmlContent: string; complete: boolean },
  clock: Clock,
  ipAddress: string | null,
): Promise<StaffFeedbackQuestion> {
  const html = cleanBody(body.htmlContent)
  const now = clock.now()
  await db.transaction(async (tx) => {
    const row = await repo.findNoticeForStaff(tx, id, true)
    if (!row) throw notFound()
    const recipient = await staff.recipientOf(tx, row.created_by_user_id)
    const lang = recipient?.lang ?? 'fi'
    const subject = replyTitle(row.title || `#${row.notice_number}`, lang)
    if (!row.created_by_user_id) throw notFound()
    const { threadId, entryId } = await deliverMessageToResidentIn(tx, now, {
      contractUuid: row.o_contract_id,
      residentUserId: row.created_by_user_id,
      subject,
      htmlContent: html,
      senderUserId: actor.userId,
    })
    await repo.insertAnswer(tx, {
      noticeId: id,
      authorUserId: actor.userId,
      html,
      messageEntryId: entryId,
    })
    await repo.setStatus(tx, id, body.complete ? 'completed' : 'in_progress')
    if (recipient) {
      await staff.mailResident(tx, mailer, recipient, 'staff_notice_answered', {
        noticeType: row.notice_type,
        title: row.title || `#${row.notice_number}`,
        answerText: textOfHtml(html),
      })
    }
    await audit(tx, {
      action: 'staff_feedback_question_answered',
      actorUserId: actor.userId,
      entityType: 'feedback_question_notice',
      entityId: id,
      contractId: row.o_contract_id,
      ipAddress,
      details: { threadId, completed: body.complete },
    })
  })
  return getFeedbackQuestionForStaff(db, id, { userId: actor.userId, clock })
}

/**
 * Marks a question or feedback in progress or completed. Audited as
 * `staff_feedback_question_status` with the old and new status.
 *
 * @throws ApiError 404 NOT_FOUND.
 */
export async function setFeedbackQuestionStatus(
  db: Db,
  actor: StaffActor,
  id: FeedbackQuestionNoticeId,
  status: 'in_progress' | 'completed',
  clock: Clock,
  ipAddress: string | null,
): Promise<StaffFeedbackQuestion> {
  await db.transaction(async (tx) => {
    const row = await repo.findNoticeForStaff(tx, id, true)
    if (!row) throw notFound()
    await repo.setStatus(tx, id, status)
    await audit(tx, {
      action: 'staff_feedback_question_status',
      actorUserId: actor.userId,
      entityType: 'feedback_question_notice',
      entityId: id,
      contractId: row.o_contract_id,
      ipAddress,
      details: { from: row.status, to: status },
    })
  })
  return getFeedbackQuestionForStaff(db, id, { userId: actor.userId, clock })
}

/**
 * Adds an internal note (never shown to the resident) to a question or feedback. Audited as
 * `staff_note_added`.
 *
 * @throws ApiError 404 NOT_FOUND.
 */
export async function addFeedbackQuestionNote(
  db: Db,
  actor: StaffActor,
  id: FeedbackQuestionNoticeId,
  body: string,
  clock: Clock,
  ipAddress: string | null,
): Promise<StaffFeedbackQuestion> {
  await db.transaction(async (tx) => {
    const row = await repo.findNoticeForStaff(tx, id)
    if (!row) throw notFound()
    await staff.addInternalNote(
      tx,
      actor,
      { entityType: 'feedback_question_notice', entityId: id, contractId: row.o_contract_id, body },
      ipAddress,
    )
  })
  return getFeedbackQuestionForStaff(db, id, { userId: actor.userId, clock })
}
