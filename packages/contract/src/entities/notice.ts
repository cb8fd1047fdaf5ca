/**
 * Defect notices (fault reports), feedback and questions (spec 01 §3 Defect notice, Defect
 * notice event, Defect classes, Feedback or question notice).
 */
import { z } from 'zod'
import { defectLocations, emailSchema, phoneNumberSchema } from '@asukas/domain'
import { attachedFileSchema } from './file.ts'
import { bodyObject, noticeIdSchema, timestampSchema, uuidSchema } from './common.ts'

/** Schema of where the defect is (`defectLocations` of `@asukas/domain`, spec 01 §3). */
export const defectLocationSchema = z.enum(defectLocations)

/** Statuses of a defect, feedback or question notice (spec 01 §4). */
export const noticeStatuses = ['created', 'in_progress', 'completed'] as const
/** Schema of a notice status. */
export const noticeStatusSchema = z.enum(noticeStatuses)
/** A notice status. A completed notice cannot be edited. */
export type NoticeStatus = z.infer<typeof noticeStatusSchema>

/** Event types of a defect notice's history (spec 01 §3 Defect notice event). */
export const defectNoticeEventTypes = [
  'created',
  'work_order_linked',
  'completed',
  'work_note_created',
  'work_order_started',
  'work_order_accepted',
  'work_order_completed',
  /** An edit by a party of the contract other than the reporter (issue 23 item 4). */
  'edited',
] as const
/** Schema of a defect notice event type. */
export const defectNoticeEventTypeSchema = z.enum(defectNoticeEventTypes)
/** A defect notice event type. */
export type DefectNoticeEventType = z.infer<typeof defectNoticeEventTypeSchema>

/**
 * Defect classes by id (spec 01 §3 Defect classes). 20 and 21 are feedback and question and are
 * not offered in the fault report; "other" is -1 in the form (`OTHER_DEFECT_CLASS_ID` of
 * `@asukas/domain`) and `null` on the wire. The names are translation keys.
 */
export const defectClassNames = {
  1: 'repair',
  2: 'hvac',
  3: 'minor_repair',
  4: 'electricity',
  5: 'cleaning',
  6: 'purchases',
  7: 'vandalism',
  8: 'moisture',
  9: 'extra_waste',
  10: 'extra_cleaning',
  11: 'locks',
  12: 'conditions',
  13: 'fire_damage',
  14: 'building_automation',
  15: 'structures',
  16: 'winter_maintenance_damage',
  17: 'telecom_connections',
  18: 'pests',
  19: 'water_damage',
  20: 'feedback',
  21: 'question',
} as const
/** All defect class ids, 1..21. */
export const defectClassIds = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
] as const
/** Schema of a defect class id. */
export const defectClassIdSchema = z.literal(defectClassIds)
/** A defect class id. */
export type DefectClassId = z.infer<typeof defectClassIdSchema>
/** Class id of feedback notices. */
export const feedbackClassId = 20
/** Class id of question notices. */
export const questionClassId = 21

/** How to reach the person who reported a notice; sent only when both are known. */
export const noticeReporterSchema = z.object({ phoneNumber: z.string(), email: z.string() })
/** The reporter's contact details. */
export type NoticeReporter = z.infer<typeof noticeReporterSchema>

/**
 * One event of a defect notice's history (spec 01 §3 Defect notice event). `workFinishedAt`,
 * `workOrder` and `workNoteDescription` are null when the event type has none.
 */
export const defectNoticeEventSchema = z.object({
  id: uuidSchema,
  eventType: defectNoticeEventTypeSchema,
  createdAt: timestampSchema,
  workFinishedAt: timestampSchema.nullable(),
  workOrder: z.object({ id: z.string() }).nullable(),
  workNoteDescription: z.string().nullable(),
  /** Who made an `edited` event (first and last name); null for other events. */
  actorName: z.string().nullable(),
})
/** A defect notice event. */
export type DefectNoticeEvent = z.infer<typeof defectNoticeEventSchema>

/**
 * A fault report (spec 01 §3 Defect notice). `defectClassId` null is "other"; `events` are in
 * time order, `latestEvent` is the last of them. `createdAt` orders lists newest first.
 */
export const defectNoticeSchema = z.object({
  id: noticeIdSchema,
  uuid: uuidSchema,
  title: z.string(),
  description: z.string(),
  defectClassId: defectClassIdSchema.nullable(),
  defectLocation: defectLocationSchema,
  status: noticeStatusSchema,
  latestEvent: defectNoticeEventSchema.nullable(),
  files: z.array(attachedFileSchema),
  contractUuid: uuidSchema,
  hasPetsInApartment: z.boolean(),
  masterKeyAccessAllowed: z.boolean(),
  noticeReporter: noticeReporterSchema.nullable(),
  events: z.array(defectNoticeEventSchema),
  createdAt: timestampSchema,
})
/** A fault report. */
export type DefectNotice = z.infer<typeof defectNoticeSchema>

/** Notice types of feedback and questions (spec 01 §3). */
export const feedbackQuestionNoticeTypes = ['feedback', 'question'] as const
/** Schema of a feedback or question notice type. */
export const feedbackQuestionNoticeTypeSchema = z.enum(feedbackQuestionNoticeTypes)
/** Feedback or question. */
export type FeedbackQuestionNoticeType = z.infer<typeof feedbackQuestionNoticeTypeSchema>

/**
 * A feedback or question notice as listed (spec 01 §3). `defectClassId` is 20 for feedback and
 * 21 for a question; lists are ordered newest first by id.
 */
export const feedbackQuestionNoticeSchema = z.object({
  id: noticeIdSchema,
  uuid: uuidSchema,
  title: z.string(),
  description: z.string(),
  defectClassId: z.literal([feedbackClassId, questionClassId]),
  latestEvent: defectNoticeEventSchema.nullable(),
  status: noticeStatusSchema,
  noticeType: feedbackQuestionNoticeTypeSchema,
  createdAt: timestampSchema,
})
/** A feedback or question notice in a list. */
export type FeedbackQuestionNotice = z.infer<typeof feedbackQuestionNoticeSchema>

/** A feedback or question notice in detail: adds files, contract and reporter (spec 01 §3). */
export const feedbackQuestionNoticeDetailSchema = feedbackQuestionNoticeSchema.extend({
  files: z.array(attachedFileSchema),
  contractUuid: uuidSchema,
  noticeReporter: noticeReporterSchema.nullable(),
})
/** A feedback or question notice in detail. */
export type FeedbackQuestionNoticeDetail = z.infer<typeof feedbackQuestionNoticeDetailSchema>

/** The reporter's contact details in a request: valid phone and e-mail, both required. */
export const noticeReporterBodySchema = bodyObject({
  phoneNumber: phoneNumberSchema,
  email: emailSchema,
})

/** Answer of a create call: the new notice's id and uuid. */
export const createdNoticeSchema = z.object({ id: noticeIdSchema, uuid: uuidSchema })
/** Answer of a create call. */
export type CreatedNotice = z.infer<typeof createdNoticeSchema>
