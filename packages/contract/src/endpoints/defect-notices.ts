/**
 * Fault reports (defect notices; docs/glossary.md), the resident's calls (spec 02 §7; rules of
 * spec 02 §5 "Fault report, feedback, question"), under the OpenAPI tag `defect-notices`; the
 * staff's calls are in `defect-notices/staff.ts` (ADR 0033), so a resident's page never carries
 * them (a module lands in a chunk whole; ADR 0030).
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
  withTitleDescriptionOrFiles,
} from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import {
  bodyObject,
  contractParamsSchema,
  emptyObjectSchema,
  uuidField,
  uuidSchema,
} from '../entities/common.ts'
import {
  createdNoticeSchema,
  defectClassIdSchema,
  defectNoticeSchema,
  noticeReporterBodySchema,
} from '../entities/notice.ts'

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
