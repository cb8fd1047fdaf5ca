/**
 * Messages, the staff's calls (issue 14), under the OpenAPI tag `messages`: staff read a
 * resident's thread, reply in it and add internal notes (`/api/staff/message-threads/...`); a
 * staff session with the `messages` capability (customer service), else 401 UNAUTHORIZED / 403
 * STAFF_ROLE_REQUIRED; writes are refused while impersonating (401
 * IMPERSONATION_WRITE_ACCESS_DENIED). The resident's calls are in `../messages.ts`.
 */
import { z } from 'zod'
import { defineEndpoint } from '../../endpoint.ts'
import {
  bodyArray,
  bodyObject,
  timestampSchema,
  uuidField,
  uuidSchema,
} from '../../entities/common.ts'
import {
  internalNoteBodySchema,
  internalNoteSchema,
  serviceLevelSchema,
  staffAttachmentSchema,
  staffIdParamsSchema,
  staffRequestOriginSchema,
  staffRichTextSchema,
} from '../staff/shared.ts'

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
  tag: 'messages',
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
  tag: 'messages',
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
  tag: 'messages',
})
