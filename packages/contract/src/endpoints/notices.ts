/**
 * Defect notice (fault report), feedback and question calls (spec 02 §7; rules of spec 02 §5
 * "Fault report, feedback, question"). Creating needs a phone number in the profile, else 400
 * DEFECT_NOTICE_MISSING_PHONE_NUMBER / FEEDBACK_MISSING_PHONE_NUMBER /
 * QUESTION_MISSING_PHONE_NUMBER; writes by impersonators give 401
 * IMPERSONATION_WRITE_ACCESS_DENIED. Defect notice calls need the defectNotice setting, else 404.
 */
import { z } from 'zod'
import {
  booleanField,
  defectLocations,
  emailSchema,
  enumField,
  FEEDBACK_DESCRIPTION_MAX,
  fileUuidsSchema,
  isSelectableDefectClassId,
  NOTICE_DESCRIPTION_MAX,
  NOTICE_TITLE_MAX,
  numberField,
  optionalText,
  OTHER_DEFECT_CLASS_ID,
  phoneNumberSchema,
  withTitleDescriptionOrFiles,
} from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import {
  bodyObject,
  contractParamsSchema,
  emptyObjectSchema,
  noticeIdSchema,
  uuidField,
  uuidSchema,
} from '../entities/common.ts'
import {
  defectClassIdSchema,
  defectNoticeSchema,
  feedbackQuestionNoticeDetailSchema,
  feedbackQuestionNoticeSchema,
} from '../entities/notice.ts'

/** Path parameters of one defect notice. */
export const defectNoticeParamsSchema = contractParamsSchema.extend({
  defectNoticeUuid: uuidSchema,
})
/** Path parameters of one feedback or question notice. */
export const feedbackQuestionParamsSchema = contractParamsSchema.extend({
  feedbackQuestionNoticeUuid: uuidSchema,
})

/** The reporter's contact details in a request: valid phone and e-mail, both required. */
export const noticeReporterBodySchema = bodyObject({
  phoneNumber: phoneNumberSchema,
  email: emailSchema,
})

/**
 * A fault class id on the wire: a positive id other than 20 and 21 (feedback, question); the
 * form's "other" (-1) is sent as `null` instead (`isSelectableDefectClassId` of
 * `@asukas/domain`). Keys: `required`, `invalid_number`.
 */
export const defectNoticeClassIdSchema = numberField().refine(
  (id) => id !== OTHER_DEFECT_CLASS_ID && isSelectableDefectClassId(id),
  { error: 'invalid_number' },
)

/**
 * Body of `createDefectNotice` and `updateDefectNotice` as sent (spec 02 §7), not the form
 * (`defectNoticeFormSchema` of `@asukas/domain`): the form's "other" class (-1) is sent as
 * `null`; `noticeReporter` is sent only when both phone and e-mail are known, else `null`
 * (spec 02 §5, `noticeReporterOf`). Title ≤ 100, description ≤ 5000 (`NOTICE_*_MAX`), both
 * trimmed; at least one of title, description or files.
 */
export const defectNoticeBodySchema = withTitleDescriptionOrFiles(
  bodyObject({
    contractUuid: uuidField,
    defectLocation: enumField(defectLocations),
    defectClassId: defectNoticeClassIdSchema.nullable(),
    hasPetsInApartment: booleanField(),
    masterKeyAccessAllowed: booleanField(),
    noticeReporter: noticeReporterBodySchema.nullable(),
    title: optionalText(NOTICE_TITLE_MAX),
    description: optionalText(NOTICE_DESCRIPTION_MAX),
    fileUuids: fileUuidsSchema,
  }),
)
/** Body of a fault report. */
export type DefectNoticeBody = z.input<typeof defectNoticeBodySchema>

/** Answer of a create call: the new notice's id and uuid. */
export const createdNoticeSchema = z.object({ id: noticeIdSchema, uuid: uuidSchema })
/** Answer of a create call. */
export type CreatedNotice = z.infer<typeof createdNoticeSchema>

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

/** GET /api/contracts/:contractUuid/defect-notices: the contract's fault reports, newest first. */
export const defectNotices = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/defect-notices',
  params: contractParamsSchema,
  response: z.array(defectNoticeSchema),
  summary: 'Fault reports of the contract, newest first',
  tag: 'notices',
  errors: [],
})

/** GET /api/contracts/:contractUuid/defect-notices/:defectNoticeUuid: one fault report. */
export const defectNotice = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/defect-notices/:defectNoticeUuid',
  params: defectNoticeParamsSchema,
  response: defectNoticeSchema,
  summary: 'One fault report with its events',
  tag: 'notices',
  errors: [],
})

/** GET /api/defect-notice/classes: the defect class ids offered, in display order. */
export const defectClasses = defineEndpoint({
  method: 'GET',
  path: '/api/defect-notice/classes',
  response: z.array(defectClassIdSchema),
  summary: 'Defect classes',
  tag: 'notices',
  errors: [],
})

/** POST /api/create-defect-notice: file a fault report for `contractUuid` of the body. */
export const createDefectNotice = defineEndpoint({
  method: 'POST',
  path: '/api/create-defect-notice',
  body: defectNoticeBodySchema,
  response: createdNoticeSchema,
  summary: 'Create a fault report',
  tag: 'notices',
  errors: ['DEFECT_NOTICE_MISSING_PHONE_NUMBER'],
})

/**
 * PATCH /api/contracts/:contractUuid/defect-notice/:defectNoticeUuid: edit a fault report (same
 * body; the location cannot change). A completed notice cannot be edited: 400 BAD_REQUEST.
 */
export const updateDefectNotice = defineEndpoint({
  method: 'PATCH',
  path: '/api/contracts/:contractUuid/defect-notice/:defectNoticeUuid',
  params: defectNoticeParamsSchema,
  body: defectNoticeBodySchema,
  response: emptyObjectSchema,
  summary: 'Edit a fault report',
  tag: 'notices',
  errors: ['DEFECT_NOTICE_MISSING_PHONE_NUMBER'],
})

/** GET /api/contracts/:contractUuid/feedbacks: the resident's feedback, newest first by id. */
export const feedbacks = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/feedbacks',
  params: contractParamsSchema,
  response: z.array(feedbackQuestionNoticeSchema),
  summary: 'Feedback of the resident',
  tag: 'notices',
  errors: [],
})

/** GET /api/contracts/:contractUuid/feedbacks/:feedbackQuestionNoticeUuid: one feedback; 404. */
export const feedback = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/feedbacks/:feedbackQuestionNoticeUuid',
  params: feedbackQuestionParamsSchema,
  response: feedbackQuestionNoticeDetailSchema,
  summary: 'One feedback',
  tag: 'notices',
  errors: [],
})

/** GET /api/contracts/:contractUuid/questions: the resident's questions, newest first by id. */
export const questions = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/questions',
  params: contractParamsSchema,
  response: z.array(feedbackQuestionNoticeSchema),
  summary: 'Questions of the resident',
  tag: 'notices',
  errors: [],
})

/** GET /api/contracts/:contractUuid/questions/:feedbackQuestionNoticeUuid: one question; 404. */
export const question = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/questions/:feedbackQuestionNoticeUuid',
  params: feedbackQuestionParamsSchema,
  response: feedbackQuestionNoticeDetailSchema,
  summary: 'One question',
  tag: 'notices',
  errors: [],
})

/** POST /api/feedback: give feedback about `contractUuid` of the body. */
export const createFeedback = defineEndpoint({
  method: 'POST',
  path: '/api/feedback',
  body: feedbackBodySchema,
  response: createdNoticeSchema,
  summary: 'Give feedback',
  tag: 'notices',
  errors: ['FEEDBACK_MISSING_PHONE_NUMBER'],
})

/** POST /api/question: ask a question about `contractUuid` of the body. */
export const createQuestion = defineEndpoint({
  method: 'POST',
  path: '/api/question',
  body: questionBodySchema,
  response: createdNoticeSchema,
  summary: 'Ask a question',
  tag: 'notices',
  errors: ['QUESTION_MISSING_PHONE_NUMBER'],
})
