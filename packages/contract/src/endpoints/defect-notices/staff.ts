/**
 * Fault reports (defect notices), the staff's calls (issue 14: read, link a work order, start,
 * work notes, complete) under the OpenAPI tag `defect-notices`; the resident's are in
 * `../defect-notices.ts` (ADR 0033). A staff session (401), the `defect_notices` capability
 * (403 STAFF_ROLE_REQUIRED), and maintenance sees only its properties' reports (404).
 */
import { z } from 'zod'
import { requiredText } from '@asukas/domain'
import { defineEndpoint } from '../../endpoint.ts'
import { bodyObject, timestampSchema, uuidSchema } from '../../entities/common.ts'
import { defectNoticeEventTypes, noticeStatuses } from '../../entities/notice.ts'
import {
  internalNoteSchema,
  staffAttachmentSchema,
  staffIdParamsSchema,
  staffRequestOriginSchema,
} from '../staff/shared.ts'

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
