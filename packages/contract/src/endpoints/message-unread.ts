/**
 * The unread message count (ours, issue 26 item 4), apart from `messages.ts` so that the
 * navigation's badge does not load the message form's schema. Needs the messages flag and the
 * messaging setting, else 404 NOT_FOUND (spec 02 §1 Messages).
 */
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { contractParamsSchema } from '../entities/common.ts'

/** Answer of `messageUnreadCount`. */
export const messageUnreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() })
/** Answer of `messageUnreadCount`. */
export type MessageUnreadCount = z.infer<typeof messageUnreadCountSchema>

/**
 * GET /api/contracts/:contractUuid/message-unread-count (ours, issue 26 item 4): how many
 * entries of the contract's threads the resident has not read, for the badges of the
 * navigation and the front page.
 */
export const messageUnreadCount = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/message-unread-count',
  params: contractParamsSchema,
  response: messageUnreadCountSchema,
  summary: 'Unread messages of the contract',
  tag: 'messages',
  errors: ['NOT_FOUND'],
})
