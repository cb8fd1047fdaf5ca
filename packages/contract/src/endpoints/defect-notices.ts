/**
 * Fault reports (defect notices; docs/glossary.md), one file for the concept (ADR 0033): the
 * resident's calls (spec 02 §7; rules of spec 02 §5 "Fault report, feedback, question") and the
 * staff's (issue 14: read, link a work order, start, work notes, complete), under the OpenAPI tag
 * `defect-notices`.
 *
 * Residents: creating needs a phone number in the profile, else 400
 * DEFECT_NOTICE_MISSING_PHONE_NUMBER; writes by impersonators give 401
 * IMPERSONATION_WRITE_ACCESS_DENIED; every call needs the defectNotice setting, else 404.
 * Staff (`/api/staff/defect-notices/...`): a staff session (401), the `defect_notices` capability
 * (403 STAFF_ROLE_REQUIRED), and maintenance sees only its properties' reports (404).
 */
import { z } from 'zod'
import {
  booleanField,
  defectLocations,
  enumField,
  fileUuidsSchema,
  isSelectableDefectClassId,
  NOTICE_DESCRIPTION_MAX,
  NOTICE_TITLE_MAX,
  numberField,
  optionalText,
  OTHER_DEFECT_CLASS_ID,
  requiredText,
  withTitleDescriptionOrFiles,
} from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import {
  bodyObject,
  contractParamsSchema,
  emptyObjectSchema,
  timestampSchema,
  uuidField,
  uuidSchema,
} from '../entities/common.ts'
import {
  createdNoticeSchema,
  defectClassIdSchema,
  defectNoticeEventTypes,
  defectNoticeSchema,
  noticeReporterBodySchema,
  noticeStatuses,
} from '../entities/notice.ts'
import {
  internalNoteSchema,
  staffAttachmentSchema,
  staffIdParamsSchema,
  staffRequestOriginSchema,
} from './staff/shared.ts'

/** Path parameters of one defect notice. */
export const defectNoticeParamsSchema = contractParamsSchema.extend({
  defectNoticeUuid: uuidSchema,
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

/** GET /api/contracts/:contractUuid/defect-notices: the contract's fault reports, newest first. */
export const defectNotices = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/defect-notices',
  params: contractParamsSchema,
  response: z.array(defectNoticeSchema),
  summary: 'Fault reports of the contract, newest first',
  tag: 'defect-notices',
  errors: [],
})

/** GET /api/contracts/:contractUuid/defect-notices/:defectNoticeUuid: one fault report. */
export const defectNotice = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/defect-notices/:defectNoticeUuid',
  params: defectNoticeParamsSchema,
  response: defectNoticeSchema,
  summary: 'One fault report with its events',
  tag: 'defect-notices',
  errors: [],
})

/** GET /api/defect-notice/classes: the defect class ids offered, in display order. */
export const defectClasses = defineEndpoint({
  method: 'GET',
  path: '/api/defect-notice/classes',
  response: z.array(defectClassIdSchema),
  summary: 'Defect classes',
  tag: 'defect-notices',
  errors: ['NOT_FOUND'],
})

/** POST /api/create-defect-notice: file a fault report for `contractUuid` of the body. */
export const createDefectNotice = defineEndpoint({
  method: 'POST',
  path: '/api/create-defect-notice',
  body: defectNoticeBodySchema,
  response: createdNoticeSchema,
  summary: 'Create a fault report',
  tag: 'defect-notices',
  errors: ['NOT_FOUND', 'DEFECT_NOTICE_MISSING_PHONE_NUMBER'],
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
  tag: 'defect-notices',
  errors: ['DEFECT_NOTICE_MISSING_PHONE_NUMBER'],
})

// ------------------------------------------------------------------------------------------------
// Fault reports
// ------------------------------------------------------------------------------------------------

/** A fault report as staff see it: the resident's fields, events, internal notes. */
export const staffDefectNoticeSchema = z.object({
  id: uuidSchema,
  noticeNumber: z.number().int(),
  title: z.string(),
  description: z.string(),
  defectClassId: z.number().int().nullable(),
  defectLocation: z.string(),
  status: z.enum(noticeStatuses),
  hasPetsInApartment: z.boolean(),
  masterKeyAccessAllowed: z.boolean(),
  createdAt: timestampSchema,
  origin: staffRequestOriginSchema,
  workOrderId: z.string().nullable(),
  events: z.array(
    z.object({
      id: uuidSchema,
      eventType: z.enum(defectNoticeEventTypes),
      createdAt: timestampSchema,
      workFinishedAt: timestampSchema.nullable(),
      workOrderId: z.string().nullable(),
      workNoteDescription: z.string().nullable(),
    }),
  ),
  /** The resident's attachments. */
  files: z.array(staffAttachmentSchema),
  internalNotes: z.array(internalNoteSchema),
})
/** A fault report for staff. */
export type StaffDefectNotice = z.infer<typeof staffDefectNoticeSchema>

/** GET /api/staff/defect-notices/:id (maintenance; 404 outside its properties). */
export const staffDefectNotice = defineEndpoint({
  method: 'GET',
  path: '/api/staff/defect-notices/:id',
  params: staffIdParamsSchema,
  response: staffDefectNoticeSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'A fault report',
  tag: 'defect-notices',
})

/** Body of linking a work order: its id in the maintenance system (1–50 characters). */
export const linkWorkOrderBodySchema = bodyObject({ workOrderId: requiredText(50) })

/** POST /api/staff/defect-notices/:id/work-order: event `work_order_linked`. */
export const staffLinkWorkOrder = defineEndpoint({
  method: 'POST',
  path: '/api/staff/defect-notices/:id/work-order',
  params: staffIdParamsSchema,
  body: linkWorkOrderBodySchema,
  response: staffDefectNoticeSchema,
  errors: ['STAFF_ROLE_REQUIRED', 'REQUEST_NOT_REVIEWABLE'],
  summary: 'Link a work order to a fault report',
  tag: 'defect-notices',
})

/** POST /api/staff/defect-notices/:id/start: event `work_order_started`, status in_progress. */
export const staffStartDefectWork = defineEndpoint({
  method: 'POST',
  path: '/api/staff/defect-notices/:id/start',
  params: staffIdParamsSchema,
  response: staffDefectNoticeSchema,
  errors: ['STAFF_ROLE_REQUIRED', 'REQUEST_NOT_REVIEWABLE'],
  summary: 'Start the work on a fault report',
  tag: 'defect-notices',
})

/**
 * Body of a work note: the text (1–1000 characters) and whether it is internal (kept from the
 * resident) or a `work_note_created` event the resident sees.
 */
export const workNoteBodySchema = bodyObject({
  description: requiredText(1000),
  internal: z.boolean().default(false),
})
/** A work note body. */
export type WorkNoteBody = z.input<typeof workNoteBodySchema>

/** POST /api/staff/defect-notices/:id/work-notes. */
export const staffAddWorkNote = defineEndpoint({
  method: 'POST',
  path: '/api/staff/defect-notices/:id/work-notes',
  params: staffIdParamsSchema,
  body: workNoteBodySchema,
  response: staffDefectNoticeSchema,
  errors: ['STAFF_ROLE_REQUIRED', 'REQUEST_NOT_REVIEWABLE'],
  summary: 'Add a work note (resident-visible or internal)',
  tag: 'defect-notices',
})

/** POST /api/staff/defect-notices/:id/complete: event `completed`, status completed. */
export const staffCompleteDefect = defineEndpoint({
  method: 'POST',
  path: '/api/staff/defect-notices/:id/complete',
  params: staffIdParamsSchema,
  response: staffDefectNoticeSchema,
  errors: ['STAFF_ROLE_REQUIRED', 'REQUEST_NOT_REVIEWABLE'],
  summary: 'Complete a fault report',
  tag: 'defect-notices',
})
