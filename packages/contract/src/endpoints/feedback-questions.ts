/**
 * Questions and feedback (docs/glossary.md), the resident's calls (spec 02 §7; rules of spec 02
 * §5 "Fault report, feedback, question"), under the OpenAPI tag `feedback-questions`. Creating
 * needs a phone number in the profile, else 400 FEEDBACK_MISSING_PHONE_NUMBER /
 * QUESTION_MISSING_PHONE_NUMBER; writes by impersonators give 401
 * IMPERSONATION_WRITE_ACCESS_DENIED. The staff's calls are in `feedback-questions/staff.ts`
 * (ADR 0033), so a resident's page never carries them (ADR 0030).
 */
import { z } from 'zod'
import {
  FEEDBACK_DESCRIPTION_MAX,
  fileUuidsSchema,
  NOTICE_DESCRIPTION_MAX,
  NOTICE_TITLE_MAX,
  optionalText,
  withTitleDescriptionOrFiles,
} from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import { bodyObject, contractParamsSchema, uuidField, uuidSchema } from '../entities/common.ts'
import {
  createdNoticeSchema,
  feedbackQuestionNoticeDetailSchema,
  feedbackQuestionNoticeSchema,
  noticeReporterBodySchema,
} from '../entities/notice.ts'

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
