/**
 * Messages between residents and the housing provider, both sides (ADR 0033: one feature, its own
 * OpenAPI tag `messages`).
 *
 * - The resident's calls (spec 02 §7 message-timeline, send-message) need the messages flag and
 *   the messaging setting, else 404 NOT_FOUND (spec 02 §1 Messages). The unread count is in
 *   `message-unread.ts`, apart: a module is one chunk in the web build, and this one (the
 *   message form's rules, the staff schemas and the staff console's contract module they use)
 *   would otherwise load on every page with the navigation's badge (ADR 0030 budgets).
 * - Staff read a resident's thread, reply in it and add internal notes
 *   (`/api/staff/message-threads/...`, issue 14): a staff session with the `messages` capability
 *   (customer service), else 401 UNAUTHORIZED / 403 STAFF_ROLE_REQUIRED; writes are refused while
 *   impersonating (401 IMPERSONATION_WRITE_ACCESS_DENIED).
 */
import { z } from 'zod'
import { messageFormSchema } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import {
  bodyArray,
  bodyObject,
  contractParamsSchema,
  timestampSchema,
  uuidField,
  uuidSchema,
} from '../entities/common.ts'
import { messageThreadSchema } from '../entities/message.ts'
import { staffRichTextSchema } from './staff/shared.ts'
import {
  internalNoteBodySchema,
  internalNoteSchema,
  serviceLevelSchema,
  staffAttachmentSchema,
  staffIdParamsSchema,
  staffRequestOriginSchema,
} from './staff/shared.ts'

/**
 * Body of `sendMessage` (spec 02 §7): `messageFormSchema` of `@asukas/domain` — trimmed
 * subject 1..200, HTML body of 1..3000 visible characters, uploaded file uuids `fileIds`, and
 * `messageThreadUuid` (null starts a new thread). The spec's `x-tenant-slug` header is not
 * used: the contract in the path identifies the company. The server sanitises the HTML.
 */
export const sendMessageBodySchema = messageFormSchema
/** Body of `sendMessage`. */
export type SendMessageBody = z.input<typeof sendMessageBodySchema>

/** GET /api/resident/message-timeline: the resident's threads, newest activity first. */
export const messageThreads = defineEndpoint({
  method: 'GET',
  path: '/api/resident/message-timeline',
  response: z.array(messageThreadSchema),
  summary: 'Message threads of the resident',
  tag: 'messages',
  errors: ['NOT_FOUND'],
})

/**
 * GET /api/resident/message-timeline/:threadId: one thread; 404 NOT_FOUND if not the resident's.
 * Showing it marks it read by the resident and closes the message notifications it raised for
 * them (issue 26 items 4 and 5; not for an impersonator).
 */
export const messageThread = defineEndpoint({
  method: 'GET',
  path: '/api/resident/message-timeline/:threadId',
  params: z.object({ threadId: uuidSchema }),
  response: messageThreadSchema,
  summary: 'One message thread',
  tag: 'messages',
  errors: [],
})

/** Answer of `sendMessage`: success flag and the thread the message went to. */
export const sendMessageResponseSchema = z.object({
  success: z.boolean(),
  messageThreadUuid: uuidSchema,
})

/**
 * POST /api/contracts/:contractUuid/send-message: send a message or a reply. 401
 * IMPERSONATION_WRITE_ACCESS_DENIED for impersonators (spec 02 §6).
 */
export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/api/contracts/:contractUuid/send-message',
  params: contractParamsSchema,
  body: sendMessageBodySchema,
  response: sendMessageResponseSchema,
  summary: 'Send a message to the property company',
  tag: 'messages',
  errors: [],
})

// ------------------------------------------------------------------------------------------------
// Staff
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
