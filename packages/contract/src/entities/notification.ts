/** The Notification entity (spec 01 §3 Notification, §4 Notifications). */
import { z } from 'zod'
import { timestampSchema, uuidSchema } from './common.ts'

/** Notification priorities (spec 01 §3). */
export const notificationPriorities = ['normal', 'important'] as const
/** Schema of a notification priority. */
export const notificationPrioritySchema = z.enum(notificationPriorities)
/** A notification priority. */
export type NotificationPriority = z.infer<typeof notificationPrioritySchema>

/** Steps of a termination or modification request that raise a notification (spec 01 §3). */
export const requestNotificationSteps = [
  'created',
  'approval_needed',
  'kenno_accepted',
  'kenno_rejected',
  'tenant_accepted',
  'tenant_rejected',
] as const

/**
 * Notification categories (spec 01 §3): normal, arrear, contract_lifecycle, message, and
 * `contract_termination_request_<step>` / `contract_modification_request_<step>` for each step
 * of {@link requestNotificationSteps}.
 */
export const notificationCategories = [
  'normal',
  'arrear',
  'contract_lifecycle',
  'message',
  'contract_termination_request_created',
  'contract_termination_request_approval_needed',
  'contract_termination_request_kenno_accepted',
  'contract_termination_request_kenno_rejected',
  'contract_termination_request_tenant_accepted',
  'contract_termination_request_tenant_rejected',
  'contract_modification_request_created',
  'contract_modification_request_approval_needed',
  'contract_modification_request_kenno_accepted',
  'contract_modification_request_kenno_rejected',
  'contract_modification_request_tenant_accepted',
  'contract_modification_request_tenant_rejected',
] as const
/** Schema of a notification category. */
export const notificationCategorySchema = z.enum(notificationCategories)
/** A notification category. */
export type NotificationCategory = z.infer<typeof notificationCategorySchema>

/**
 * A notification of a contract (spec 01 §3). `notificationMeta.arrearAmount` is in euros, a
 * positive number being the amount owed (shown as a negative euro amount, spec 02 §1
 * Payments). `notificationMeta.messageThreadUuid` (ours, issue 26 item 5) names the thread whose
 * new message raised a `message` notification. `closedAt` is null while the notification is open.
 */
export const notificationSchema = z.object({
  id: uuidSchema,
  contractUuid: uuidSchema,
  priority: notificationPrioritySchema,
  category: notificationCategorySchema,
  notificationMeta: z.object({
    arrearAmount: z.number().optional(),
    messageThreadUuid: uuidSchema.optional(),
  }),
  isCloseable: z.boolean(),
  createdAt: timestampSchema,
  closedAt: timestampSchema.nullable(),
})
/** A notification. */
export type Notification = z.infer<typeof notificationSchema>
