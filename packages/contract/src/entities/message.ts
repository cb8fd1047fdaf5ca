/** Message threads between a resident and the property company (spec 02 §1 Messages). */
import { z } from 'zod'
import { timestampSchema, uuidSchema } from './common.ts'

/** Kinds of thread entries (spec 01 §3 Message thread), spelled as the spec gives them. */
export const messageEntryTypes = [
  'OutgoingEmailMessage',
  'IncomingEmailMessage',
  'ManualEmailConversation',
] as const
/** Schema of a message entry type. */
export const messageEntryTypeSchema = z.enum(messageEntryTypes)
/** A message entry type. */
export type MessageEntryType = z.infer<typeof messageEntryTypeSchema>

/** A file of a message with a signed address. */
export const messageFileSchema = z.object({ name: z.string(), url: z.string() })
/** A file of a message. */
export type MessageFile = z.infer<typeof messageFileSchema>

/**
 * One message of a thread (spec 02 §1). `type` tells the direction: outgoing from the
 * resident, incoming from the company, or a conversation logged by staff. `htmlContent` is
 * sanitised HTML.
 */
export const messageEntrySchema = z.object({
  type: messageEntryTypeSchema,
  messageId: z.string(),
  timestamp: timestampSchema,
  title: z.string(),
  htmlContent: z.string(),
  files: z.array(messageFileSchema),
})
/** One message of a thread. */
export type MessageEntry = z.infer<typeof messageEntrySchema>

/**
 * A message thread (spec 01 §3): entries in time order; `contractUuid` (ours) scopes it;
 * `unreadCount` (ours, issue 26 item 4) counts the entries someone else wrote since this
 * resident last had the thread shown (co-tenants count separately).
 */
export const messageThreadSchema = z.object({
  id: uuidSchema,
  contractUuid: uuidSchema,
  unreadCount: z.number().int().nonnegative(),
  entries: z.array(messageEntrySchema),
})
/** A message thread. */
export type MessageThread = z.infer<typeof messageThreadSchema>
