/**
 * Questions and feedback (docs/glossary.md), one file for the concept (ADR 0033): the resident's
 * calls (spec 02 §7; rules of spec 02 §5 "Fault report, feedback, question") and the staff's
 * (issue 14: read, answer, set the status, internal notes), under the OpenAPI tag
 * `feedback-questions`.
 *
 * Residents: creating needs a phone number in the profile, else 400
 * FEEDBACK_MISSING_PHONE_NUMBER / QUESTION_MISSING_PHONE_NUMBER; writes by impersonators give 401
 * IMPERSONATION_WRITE_ACCESS_DENIED. Staff (`/api/staff/feedback-questions/...`): a staff session
 * (401) and the `feedback_questions` capability (403 STAFF_ROLE_REQUIRED).
 */
import { z } from 'zod'
import {
  enumField,
  FEEDBACK_DESCRIPTION_MAX,
  fileUuidsSchema,
  NOTICE_DESCRIPTION_MAX,
  NOTICE_TITLE_MAX,
  optionalText,
  withTitleDescriptionOrFiles,
} from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import {
  bodyObject,
  contractParamsSchema,
  timestampSchema,
  uuidField,
  uuidSchema,
} from '../entities/common.ts'
import {
  createdNoticeSchema,
  feedbackQuestionNoticeDetailSchema,
  feedbackQuestionNoticeSchema,
  noticeReporterBodySchema,
  noticeStatuses,
} from '../entities/notice.ts'
import {
  internalNoteBodySchema,
  internalNoteSchema,
  serviceLevelSchema,
  staffAttachmentSchema,
  staffIdParamsSchema,
  staffRequestOriginSchema,
  staffRichTextSchema,
} from './staff/shared.ts'

/** Path parameters of one feedback or question notice. */
export const feedbackQuestionParamsSchema = contractParamsSchema.extend({
  feedbackQuestionNoticeUuid: uuidSchema,
})

/**
 * Body of `createFeedback` (spec 02 §7): title ≤ 100, description ≤ 2000
 * (`FEEDBACK_DESCRIPTION_MAX`), at least one of title, description or files; the reporter's
 * contact is optional (null).
 */
export const feedbackBodySchema = withTitleDescriptionOrFiles(
  bodyObject({
    contractUuid: uuidField,
    title: optionalText(NOTICE_TITLE_MAX),
    description: optionalText(FEEDBACK_DESCRIPTION_MAX),
    fileUuids: fileUuidsSchema,
    noticeReporter: noticeReporterBodySchema.nullable(),
  }),
)
/** Body of `createFeedback`. */
export type FeedbackBody = z.input<typeof feedbackBodySchema>

/**
 * Body of `createQuestion`: as feedback but description ≤ 5000 and the reporter's e-mail and
 * phone required (spec 02 §5 "Question form also requires email and phone").
 */
export const questionBodySchema = withTitleDescriptionOrFiles(
  bodyObject({
    contractUuid: uuidField,
    title: optionalText(NOTICE_TITLE_MAX),
    description: optionalText(NOTICE_DESCRIPTION_MAX),
    fileUuids: fileUuidsSchema,
    noticeReporter: noticeReporterBodySchema,
  }),
)
/** Body of `createQuestion`. */
export type QuestionBody = z.input<typeof questionBodySchema>

/** GET /api/contracts/:contractUuid/feedbacks: the resident's feedback, newest first by id. */
export const feedbacks = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/feedbacks',
  params: contractParamsSchema,
  response: z.array(feedbackQuestionNoticeSchema),
  summary: 'Feedback of the resident',
  tag: 'feedback-questions',
  errors: [],
})

/** GET /api/contracts/:contractUuid/feedbacks/:feedbackQuestionNoticeUuid: one feedback; 404. */
export const feedback = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/feedbacks/:feedbackQuestionNoticeUuid',
  params: feedbackQuestionParamsSchema,
  response: feedbackQuestionNoticeDetailSchema,
  summary: 'One feedback',
  tag: 'feedback-questions',
  errors: [],
})

/** GET /api/contracts/:contractUuid/questions: the resident's questions, newest first by id. */
export const questions = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/questions',
  params: contractParamsSchema,
  response: z.array(feedbackQuestionNoticeSchema),
  summary: 'Questions of the resident',
  tag: 'feedback-questions',
  errors: [],
})

/** GET /api/contracts/:contractUuid/questions/:feedbackQuestionNoticeUuid: one question; 404. */
export const question = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/questions/:feedbackQuestionNoticeUuid',
  params: feedbackQuestionParamsSchema,
  response: feedbackQuestionNoticeDetailSchema,
  summary: 'One question',
  tag: 'feedback-questions',
  errors: [],
})

/** POST /api/feedback: give feedback about `contractUuid` of the body. */
export const createFeedback = defineEndpoint({
  method: 'POST',
  path: '/api/feedback',
  body: feedbackBodySchema,
  response: createdNoticeSchema,
  summary: 'Give feedback',
  tag: 'feedback-questions',
  errors: ['NOT_FOUND', 'FEEDBACK_MISSING_PHONE_NUMBER'],
})

/** POST /api/question: ask a question about `contractUuid` of the body. */
export const createQuestion = defineEndpoint({
  method: 'POST',
  path: '/api/question',
  body: questionBodySchema,
  response: createdNoticeSchema,
  summary: 'Ask a question',
  tag: 'feedback-questions',
  errors: ['NOT_FOUND', 'QUESTION_MISSING_PHONE_NUMBER'],
})

// ------------------------------------------------------------------------------------------------
// Questions and feedback
// ------------------------------------------------------------------------------------------------

/** A question or feedback with its answers and internal notes. */
export const staffFeedbackQuestionSchema = z.object({
  id: uuidSchema,
  noticeNumber: z.number().int(),
  noticeType: z.enum(['feedback', 'question']),
  title: z.string(),
  description: z.string(),
  status: z.enum(noticeStatuses),
  createdAt: timestampSchema,
  origin: staffRequestOriginSchema,
  serviceLevel: serviceLevelSchema,
  answers: z.array(
    z.object({
      id: uuidSchema,
      htmlContent: z.string(),
      authorName: z.string().nullable(),
      createdAt: timestampSchema,
      messageThreadUuid: uuidSchema.nullable(),
    }),
  ),
  /** The resident's attachments. */
  files: z.array(staffAttachmentSchema),
  internalNotes: z.array(internalNoteSchema),
})
/** A question or feedback for staff. */
export type StaffFeedbackQuestion = z.infer<typeof staffFeedbackQuestionSchema>

/** GET /api/staff/feedback-questions/:id (customer service). */
export const staffFeedbackQuestion = defineEndpoint({
  method: 'GET',
  path: '/api/staff/feedback-questions/:id',
  params: staffIdParamsSchema,
  response: staffFeedbackQuestionSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'A question or feedback',
  tag: 'feedback-questions',
})

/** Body of an answer: rich text; `complete` marks the notice completed. */
export const answerBodySchema = bodyObject({
  htmlContent: staffRichTextSchema,
  complete: z.boolean().default(false),
})
/** An answer body. */
export type AnswerBody = z.input<typeof answerBodySchema>

/**
 * POST /api/staff/feedback-questions/:id/answer: the answer reaches the resident as a message in
 * a thread of the contract and an e-mail; status in_progress (or completed with `complete`).
 */
export const staffAnswerFeedbackQuestion = defineEndpoint({
  method: 'POST',
  path: '/api/staff/feedback-questions/:id/answer',
  params: staffIdParamsSchema,
  body: answerBodySchema,
  response: staffFeedbackQuestionSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Answer a question or feedback',
  tag: 'feedback-questions',
})

/** Body of a status change. */
export const feedbackQuestionStatusBodySchema = bodyObject({
  status: enumField(['in_progress', 'completed']),
})

/** POST /api/staff/feedback-questions/:id/status. */
export const staffSetFeedbackQuestionStatus = defineEndpoint({
  method: 'POST',
  path: '/api/staff/feedback-questions/:id/status',
  params: staffIdParamsSchema,
  body: feedbackQuestionStatusBodySchema,
  response: staffFeedbackQuestionSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Mark a question or feedback in progress or completed',
  tag: 'feedback-questions',
})

/** POST /api/staff/feedback-questions/:id/notes: an internal note. */
export const staffAddFeedbackQuestionNote = defineEndpoint({
  method: 'POST',
  path: '/api/staff/feedback-questions/:id/notes',
  params: staffIdParamsSchema,
  body: internalNoteBodySchema,
  response: staffFeedbackQuestionSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Add an internal note to a question or feedback',
  tag: 'feedback-questions',
})
