/**
 * Which notifications the front page shows (spec 01 §3 Notification: "Types shown: arrear,
 * contract_termination_request_approval_needed, contract_termination_request_tenant_rejected,
 * contract_termination_request_kenno_rejected, message,
 * contract_modification_request_approval_needed").
 */
import type { Notification, NotificationCategory } from '@asukas/contract'

/** The six categories shown on the front page, in display-priority order. */
export const shownNotificationCategories = [
  'arrear',
  'contract_termination_request_approval_needed',
  'contract_termination_request_tenant_rejected',
  'contract_termination_request_kenno_rejected',
  'message',
  'contract_modification_request_approval_needed',
] as const satisfies readonly NotificationCategory[]

/** A category that the front page shows. */
export type ShownNotificationCategory = (typeof shownNotificationCategories)[number]

/** A notification whose category is one of the six shown ones. */
export type ShownNotification = Notification & { category: ShownNotificationCategory }

/** True when the front page shows notifications of `category`. */
export function isShownCategory(
  category: NotificationCategory,
): category is ShownNotificationCategory {
  return (shownNotificationCategories as readonly NotificationCategory[]).includes(category)
}

/**
 * The notifications to show for contract `contractUuid`: open ones (`closedAt` null) of the six
 * shown categories, important first, then newest first.
 * Message notifications are left out when messaging is off (`messaging` false).
 */
export function visibleNotifications(
  notifications: readonly Notification[],
  contractUuid: string,
  { messaging = true }: { messaging?: boolean } = {},
): ShownNotification[] {
  return notifications
    .filter(
      (n): n is ShownNotification =>
        n.contractUuid === contractUuid &&
        n.closedAt === null &&
        isShownCategory(n.category) &&
        // Issue 10 finding 9: a message notification leads nowhere while messaging is off.
        (messaging || n.category !== 'message'),
    )
    .sort((a, b) => {
      if (a.priority !== b.priority) return a.priority === 'important' ? -1 : 1
      return Date.parse(b.createdAt) - Date.parse(a.createdAt)
    })
}
