/**
 * Messages between residents and the housing provider: the resident's calls (spec 02 §7
 * message-timeline, send-message) under the OpenAPI tag `messages`; they need the messages flag
 * and the messaging setting, else 404 NOT_FOUND (spec 02 §1 Messages). The unread count is in
 * `message-unread.ts` and the staff's calls in `messages/staff.ts` (ADR 0033), apart: a module
 * lands in a browser chunk whole, and these would otherwise load with every page that needs one
 * of them (ADR 0030 budgets).
 */
import { z } from 'zod'
import { messageFormSchema } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import { contractParamsSchema, uuidSchema } from '../entities/common.ts'
import { messageThreadSchema } from '../entities/message.ts'

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
