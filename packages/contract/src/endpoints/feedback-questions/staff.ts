/**
 * Questions and feedback, the staff's calls (issue 14: read, answer, set the status, internal
 * notes), under the OpenAPI tag `feedback-questions` (`/api/staff/feedback-questions/...`): a
 * staff session (401) and the `feedback_questions` capability (403 STAFF_ROLE_REQUIRED). The
 * resident's calls are in `../feedback-questions.ts`.
 */
import { z } from 'zod'
import { enumField } from '@asukas/domain'
import { defineEndpoint } from '../../endpoint.ts'
import { bodyObject, timestampSchema, uuidSchema } from '../../entities/common.ts'
import { noticeStatuses } from '../../entities/notice.ts'
import {
  internalNoteBodySchema,
  internalNoteSchema,
  serviceLevelSchema,
  staffAttachmentSchema,
  staffIdParamsSchema,
  staffRequestOriginSchema,
  staffRichTextSchema,
} from '../staff/shared.ts'

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
