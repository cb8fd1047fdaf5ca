/** Database access of feedback and questions (spec 01 §3 "Feedback or question notice"). */
import type { FeedbackQuestionNoticeType, NoticeStatus } from '@asukas/contract'
import type { Queryable } from '../../platform/db/db.ts'

/** A feedback or question row. */
export interface FeedbackQuestionRow {
  id: string
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
  contractId: string,
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
  contractId: string,
  userId: string,
  type: FeedbackQuestionNoticeType,
  id: string,
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
  noticeId: string,
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
    contractId: string
    userId: string
    type: FeedbackQuestionNoticeType
    title: string
    description: string
    reporterPhoneNumber: string | null
    reporterEmail: string | null
    fileIds: readonly string[]
    at: Date
  },
): Promise<{ id: string; notice_number: number }> {
  const rows = await tx.query<{ id: string; notice_number: number }>(
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
