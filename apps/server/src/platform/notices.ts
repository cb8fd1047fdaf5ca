/**
 * What the resident's notices of every kind share on the wire (fault reports, questions and
 * feedback; the notice entities of `@asukas/contract`): the short number residents see is the
 * `id` and the row's uuid the `uuid`, and the reporter's contact is given only when both phone and
 * e-mail are known (spec 02 §5 "Contact is sent only if both phone and email are present").
 */
import type { NoticeReporter } from '@asukas/contract'

/** The columns every notice table has (`defect_notices`, `feedback_question_notices`). */
export interface NoticeRow {
  id: string
  notice_number: number
  title: string
  description: string
  defect_class_id: number | null
  reporter_phone_number: string | null
  reporter_email: string | null
}

/** The fields every notice's wire shape starts with: number as `id`, uuid, texts and class. */
export function noticeHead<R extends NoticeRow>(
  row: R,
): {
  id: number
  uuid: R['id']
  title: string
  description: string
  defectClassId: R['defect_class_id']
} {
  return {
    id: row.notice_number,
    uuid: row.id,
    title: row.title,
    description: row.description,
    defectClassId: row.defect_class_id,
  }
}

/** The reporter's contact of a notice: null unless both phone and e-mail are known (spec 02 §5). */
export function noticeReporterOf(row: NoticeRow): NoticeReporter | null {
  return row.reporter_phone_number !== null && row.reporter_email !== null
    ? { phoneNumber: row.reporter_phone_number, email: row.reporter_email }
    : null
}
