/** Database access of feedback and questions (spec 01 §3 "Feedback or question notice"). */
import type { FeedbackQuestionNoticeType, NoticeStatus } from '@asukas/contract'
import type { ContractId, FeedbackQuestionNoticeId, MessageThreadId } from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'
import { originColumns, originJoins, type OriginRow } from '../staff/index.ts'

/** A feedback or question row. */
export interface FeedbackQuestionRow {
  id: FeedbackQuestionNoticeId
  notice_number: number
  contract_id: string
  notice_type: FeedbackQuestionNoticeType
  defect_class_id: 20 | 21
  title: string
  description: string
  status: NoticeStatus
  reporter_phone_number: string | null
  reporter_email: string | null
  created_at: Date
}

const columns = `id, notice_number, contract_id, notice_type, defect_class_id, title, description,
  status, reporter_phone_number, reporter_email, created_at`

/**
 * The resident's own notices of one type on a contract, newest first by number (spec 02 §1
 * "newest first by id"; index `feedback_question_notices_contract_idx`).
 */
export async function listNotices(
  db: Queryable,
  contractId: ContractId,
  userId: string,
  type: FeedbackQuestionNoticeType,
): Promise<FeedbackQuestionRow[]> {
  return db.query<FeedbackQuestionRow>(
    `SELECT ${columns} FROM feedback_question_notices
      WHERE contract_id = $1 AND created_by_user_id = $2 AND notice_type = $3
      ORDER BY notice_number DESC`,
    [contractId, userId, type],
    { name: 'feedback_questions.list' },
  )
}

/** One of the resident's notices of a type on a contract, or null. */
export async function findNotice(
  db: Queryable,
  contractId: ContractId,
  userId: string,
  type: FeedbackQuestionNoticeType,
  id: FeedbackQuestionNoticeId,
): Promise<FeedbackQuestionRow | null> {
  const rows = await db.query<FeedbackQuestionRow>(
    `SELECT ${columns} FROM feedback_question_notices
      WHERE contract_id = $1 AND created_by_user_id = $2 AND notice_type = $3 AND id = $4`,
    [contractId, userId, type, id],
    { name: 'feedback_questions.find' },
  )
  return rows[0] ?? null
}

/** The files of a notice, oldest first. */
export async function listFiles(
  db: Queryable,
  noticeId: FeedbackQuestionNoticeId,
): Promise<
  {
    id: string
    file_name: string
    file_type: 'image' | 'document' | 'video'
    content_type:
      'image/jpeg' | 'image/png' | 'image/gif' | 'application/pdf' | 'video/mp4' | 'video/quicktime'
  }[]
> {
  return db.query(
    `SELECT f.id, f.file_name, f.file_type, f.content_type
       FROM feedback_question_notice_files nf JOIN files f ON f.id = nf.file_id
      WHERE nf.feedback_question_notice_id = $1
      ORDER BY f.created_at, f.id`,
    [noticeId],
  )
}

/** Inserts a notice and its files; returns its uuid and number. */
export async function insertNotice(
  tx: Queryable,
  input: {
    contractId: ContractId
    userId: string
    type: FeedbackQuestionNoticeType
    title: string
    description: string
    reporterPhoneNumber: string | null
    reporterEmail: string | null
    fileIds: readonly string[]
    at: Date
  },
): Promise<{ id: FeedbackQuestionNoticeId; notice_number: number }> {
  const rows = await tx.query<{ id: FeedbackQuestionNoticeId; notice_number: number }>(
    `INSERT INTO feedback_question_notices (contract_id, created_by_user_id, notice_type,
       defect_class_id, title, description, reporter_phone_number, reporter_email, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     RETURNING id, notice_number`,
    [
      input.contractId,
      input.userId,
      input.type,
      input.type === 'feedback' ? 20 : 21,
      input.title,
      input.description,
      input.reporterPhoneNumber,
      input.reporterEmail,
      input.at,
    ],
  )
  const row = rows[0]
  if (!row) throw new Error('notice insert returned nothing')
  if (input.fileIds.length > 0) {
    await tx.query(
      `INSERT INTO feedback_question_notice_files (feedback_question_notice_id, file_id)
       SELECT $1, unnest($2::uuid[])`,
      [row.id, input.fileIds],
    )
  }
  return row
}

/** The resident's phone number from the profile (null when none or no such user). */
export async function findPhoneNumber(db: Queryable, userId: string): Promise<string | null> {
  const rows = await db.query<{ phone_number: string | null }>(
    `SELECT phone_number FROM users WHERE id = $1`,
    [userId],
  )
  return rows[0]?.phone_number ?? null
}

/** A question or feedback with where it came from, for staff. */
export interface StaffFeedbackQuestionRow extends OriginRow {
  id: FeedbackQuestionNoticeId
  notice_number: number
  notice_type: FeedbackQuestionNoticeType
  title: string
  description: string
  status: NoticeStatus
  created_at: Date
  created_by_user_id: string | null
}

/**
 * One question or feedback by uuid with its origin (contract, property, address, reporter: the
 * staff console's origin columns), or null; `lock` takes the row for update.
 */
export async function findNoticeForStaff(
  q: Queryable,
  id: FeedbackQuestionNoticeId,
  lock = false,
): Promise<StaffFeedbackQuestionRow | null> {
  const rows = await q.query<StaffFeedbackQuestionRow>(
    `SELECT n.id, n.notice_number, n.notice_type, n.title, n.description, n.status, n.created_at,
            n.created_by_user_id, ${originColumns('n.created_by_user_id')}
       FROM feedback_question_notices n
       JOIN contracts c ON c.id = n.contract_id
       ${originJoins}
      WHERE n.id = $1${lock ? ' FOR UPDATE OF n' : ''}`,
    [id],
  )
  return rows[0] ?? null
}

/** The files of a notice by their original names, oldest first (the staff view). */
export async function listOriginalFileNames(
  q: Queryable,
  id: FeedbackQuestionNoticeId,
): Promise<{ name: string; uuid: string }[]> {
  return q.query<{ name: string; uuid: string }>(
    `SELECT f.original_file_name AS name, f.id AS uuid
       FROM feedback_question_notice_files x JOIN files f ON f.id = x.file_id
      WHERE x.feedback_question_notice_id = $1 ORDER BY f.created_at, f.id`,
    [id],
  )
}

/** A staff answer with its author's name and the message thread it was sent in. */
export interface AnswerRow {
  id: string
  html_content: string
  author: string | null
  created_at: Date
  thread_id: MessageThreadId | null
}

/** The staff answers of a notice, oldest first. */
export async function listAnswers(
  q: Queryable,
  id: FeedbackQuestionNoticeId,
): Promise<AnswerRow[]> {
  return q.query<AnswerRow>(
    `SELECT fa.id, fa.html_content, u.first_name || ' ' || u.last_name AS author, fa.created_at,
            me.thread_id
       FROM feedback_question_answers fa
       LEFT JOIN users u ON u.id = fa.author_user_id
       LEFT JOIN message_entries me ON me.id = fa.message_entry_id
      WHERE fa.notice_id = $1 ORDER BY fa.created_at, fa.id`,
    [id],
  )
}

/** Stores a staff answer, sent to the resident as the message entry `messageEntryId`. */
export async function insertAnswer(
  q: Queryable,
  input: {
    noticeId: FeedbackQuestionNoticeId
    authorUserId: string
    html: string
    messageEntryId: string
  },
): Promise<void> {
  await q.query(
    `INSERT INTO feedback_question_answers (notice_id, author_user_id, html_content, message_entry_id)
     VALUES ($1, $2, $3, $4)`,
    [input.noticeId, input.authorUserId, input.html, input.messageEntryId],
  )
}

/** Sets a notice's status (staff: in progress or completed). */
export async function setStatus(
  q: Queryable,
  id: FeedbackQuestionNoticeId,
  status: Exclude<NoticeStatus, 'created'>,
): Promise<void> {
  await q.query(
    'UPDATE feedback_question_notices SET status = $2, updated_at = now() WHERE id = $1',
    [id, status],
  )
}
