/**
 * Shapes every staff view shares (issue 14; ADR 0033): where a request came from, its service
 * level, internal notes, a staff record's `:id` and an attachment's staff download address. The
 * concept features' staff endpoints build on them.
 */
import { z } from 'zod'
import { requiredText, type ServiceLevel, requiredString } from '@asukas/domain'
import {
  bodyObject,
  timestampSchema,
  uuidField,
  uuidSchema,
  wireDateSchema,
} from '../../entities/common.ts'

/** Where a request was sent from: contract, address and resident. */
export const staffRequestOriginSchema = z.object({
  contractUuid: uuidSchema,
  realPropertyId: uuidSchema,
  realPropertyName: z.string(),
  address: z.string(),
  residentName: z.string().nullable(),
  residentEmail: z.string().nullable(),
  residentPhone: z.string().nullable(),
})
/** Origin of a request. */
export type StaffRequestOrigin = z.infer<typeof staffRequestOriginSchema>

/** The service level of an item (see `serviceLevelOf` in the domain). */
export const serviceLevelSchema = z.object({
  dueDate: wireDateSchema,
  businessDaysLeft: z.number().int(),
  overdue: z.boolean(),
}) satisfies z.ZodType<ServiceLevel>

/** A note staff keep for each other; never shown to residents. */
export const internalNoteSchema = z.object({
  id: uuidSchema,
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: timestampSchema,
})

/** Body of an internal note (1–3000 characters). */
export const internalNoteBodySchema = bodyObject({ body: requiredText(3000) })

/** Params `:id` of a staff record. */
export const staffIdParamsSchema = z.object({ id: uuidField })

/**
 * A resident's (or staff reply's) attachment as staff see it: `url` is a signed, expiring
 * (15 minutes) address `GET /api/staff/files/:uuid?expires&signature` for this staff member; the
 * download checks the role again and is audited (`staff_file_downloaded`).
 */
export const staffAttachmentSchema = z.object({
  name: z.string(),
  uuid: uuidSchema,
  url: z.string(),
})
/** An attachment with its staff download address. */
export type StaffAttachment = z.infer<typeof staffAttachmentSchema>

/** Message body limit (spec 02 §5 Message: max 3000). */
export const STAFF_MESSAGE_MAX = 3000

/** Rich text of an answer or reply: required, at most 3000 characters of text (sanitised). */
export const staffRichTextSchema = requiredString().max(20_000, { error: 'invalid_string' })
