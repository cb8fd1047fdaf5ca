/**
 * The housing provider's staff console's work not yet in its concept feature (issue 14; ADR 0011,
 * 0033): messages. The staff calls of fault reports, questions, contract requests, bulletins and
 * parking are in their features' endpoint files; the second factor, roles, inbox, residents,
 * audit log, reply attachments and accounts in `staff.ts`. The web app's console lives under
 * `/henkilosto`.
 *
 * Every call needs a staff session (401 UNAUTHORIZED otherwise) and a role whose capabilities
 * include the call's (`capabilitiesByRole`); otherwise 403 STAFF_ROLE_REQUIRED. A record outside
 * the member's properties answers 404 NOT_FOUND, as another resident's data does for residents.
 * Every write is refused while impersonating (401 IMPERSONATION_WRITE_ACCESS_DENIED).
 */
import { z } from 'zod'
import { requiredString } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import {
  bodyArray,
  bodyObject,
  timestampSchema,
  uuidField,
  uuidSchema,
} from '../entities/common.ts'
import {
  internalNoteBodySchema,
  internalNoteSchema,
  serviceLevelSchema,
  staffAttachmentSchema,
  staffIdParamsSchema,
  staffRequestOriginSchema,
} from './staff/shared.ts'

/*
 * Kept while the concept features' endpoints move out of this file (ADR 0033): what only staff
 * have, and the shapes every staff view shares, are the staff endpoints' (`./staff.ts`); the web's
 * staff console screens and the concept features still import some of them from here.
 */
export * from './staff/accounts.ts'
export * from './staff/files.ts'
export * from './staff/inbox.ts'
export * from './staff/login.ts'
export * from './staff/residents-audit.ts'
export * from './staff/roles.ts'
export * from './staff/shared.ts'

// ------------------------------------------------------------------------------------------------
// Rich text of the staff calls (questions, messages, bulletins)
// ------------------------------------------------------------------------------------------------

/** Message body limit (spec 02 §5 Message: max 3000). */
export const STAFF_MESSAGE_MAX = 3000

/** Rich text of an answer or reply: required, at most 3000 characters of text (sanitised). */
export const staffRichTextSchema = requiredString().max(20_000, { error: 'invalid_string' })

// ------------------------------------------------------------------------------------------------
// Messages
// ------------------------------------------------------------------------------------------------

/** A message thread as staff see it. */
export const staffMessageThreadSchema = z.object({
  id: uuidSchema,
  subject: z.string(),
  origin: staffRequestOriginSchema,
  serviceLevel: serviceLevelSchema.nullable(),
  entries: z.array(
    z.object({
      messageId: z.string(),
      entryType: z.enum([
        'OutgoingEmailMessage',
        'IncomingEmailMessage',
        'ManualEmailConversation',
      ]),
      fromResident: z.boolean(),
      senderName: z.string().nullable(),
      timestamp: timestampSchema,
      title: z.string(),
      htmlContent: z.string(),
      files: z.array(staffAttachmentSchema),
    }),
  ),
  internalNotes: z.array(internalNoteSchema),
})
/** A thread for staff. */
export type StaffMessageThread = z.infer<typeof staffMessageThreadSchema>

/** GET /api/staff/message-threads/:id (customer service). */
export const staffMessageThread = defineEndpoint({
  method: 'GET',
  path: '/api/staff/message-threads/:id',
  params: staffIdParamsSchema,
  response: staffMessageThreadSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'A message thread',
  tag: 'staff',
})

/** Body of a reply: sanitised rich text and uploaded files (uuids). */
export const staffReplyBodySchema = bodyObject({
  htmlContent: staffRichTextSchema,
  fileIds: bodyArray(uuidField).max(10).default([]),
})
/** A reply body. */
export type StaffReplyBody = z.input<typeof staffReplyBodySchema>

/**
 * POST /api/staff/message-threads/:id/reply: a reply in the resident's thread (title "VS:" or
 * "RE:" by the resident's language); the resident gets a `message` notification and an e-mail.
 */
export const staffReplyToThread = defineEndpoint({
  method: 'POST',
  path: '/api/staff/message-threads/:id/reply',
  params: staffIdParamsSchema,
  body: staffReplyBodySchema,
  response: staffMessageThreadSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Reply in a resident message thread',
  tag: 'staff',
})

/** POST /api/staff/message-threads/:id/notes: an internal note. */
export const staffAddThreadNote = defineEndpoint({
  method: 'POST',
  path: '/api/staff/message-threads/:id/notes',
  params: staffIdParamsSchema,
  body: internalNoteBodySchema,
  response: staffMessageThreadSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Add an internal note to a message thread',
  tag: 'staff',
})
