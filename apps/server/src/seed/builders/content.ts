/**
 * Builders of what residents read: front-page notifications, bulletins, message threads and
 * their entries (spec 01 §3).
 */
import { newId } from './ids.ts'
import type {
  BulletinsRow,
  MessageEntriesRow,
  MessageThreadsRow,
  NotificationsRow,
} from './rows.ts'

/** An open, closeable notification of `user_id` on `contract_id`; default category `normal`. */
export function notification(
  overrides: Partial<NotificationsRow> & Pick<NotificationsRow, 'user_id' | 'contract_id'>,
): NotificationsRow & { id: string } {
  return {
    id: newId(),
    priority: 'normal',
    category: 'normal',
    is_closeable: true,
    closed_at: null,
    ...overrides,
  }
}

/** An arrear notification (important, not closeable) of `arrear_amount` euros. */
export function arrearNotification(
  overrides: Partial<NotificationsRow> &
    Pick<NotificationsRow, 'user_id' | 'contract_id' | 'arrear_amount'>,
): NotificationsRow & { id: string } {
  return notification({
    priority: 'important',
    category: 'arrear',
    is_closeable: false,
    ...overrides,
  })
}

/**
 * A bulletin published at `published_at`, global unless `real_property_id` or `building_id`
 * scopes it. `body_html` must already be sanitised (the seed writes trusted HTML).
 */
export function bulletin(
  overrides: Partial<BulletinsRow> & Pick<BulletinsRow, 'title' | 'published_at'>,
): BulletinsRow & { id: string } {
  return {
    id: newId(),
    real_property_id: null,
    building_id: null,
    excerpt: overrides.title,
    body_html: `<p>${overrides.title}</p>`,
    author: 'Asukaspalvelu',
    featured_image_url: null,
    featured_image_alt: null,
    ...overrides,
  }
}

/** A message thread on `contract_id`. */
export function messageThread(
  overrides: Partial<MessageThreadsRow> & Pick<MessageThreadsRow, 'contract_id' | 'subject'>,
): MessageThreadsRow & { id: string } {
  return { id: newId(), created_by_user_id: null, ...overrides }
}

/** An entry of `thread_id`; default an e-mail the resident sent. */
export function messageEntry(
  overrides: Partial<MessageEntriesRow> & Pick<MessageEntriesRow, 'thread_id' | 'title'>,
): MessageEntriesRow & { id: string } {
  const id = overrides.id ?? newId()
  return {
    id,
    entry_type: 'OutgoingEmailMessage',
    message_id: `<${id}@asukas.invalid>`,
    sender_user_id: null,
    html_content: `<p>${overrides.title}</p>`,
    ...overrides,
  }
}
