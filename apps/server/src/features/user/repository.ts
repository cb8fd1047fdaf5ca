/** Database access of the user feature: profile, permissions, notifications. */
import type {
  IdentityProvider,
  NotificationCategory,
  NotificationPriority,
  TenantRole,
} from '@asukas/contract'
import type { Queryable } from '../../platform/db/db.ts'

/** A `users` row as the user feature reads it. */
export interface UserRow {
  id: string
  email: string
  first_name: string
  last_name: string
  phone_number: string | null
  marketing_allowed: boolean
  communication_by_sms: boolean
  communication_by_email: boolean
  identity_provider: IdentityProvider | null
}

/** The user `userId` (primary key lookup), or null when it no longer exists. */
export async function findUser(db: Queryable, userId: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `SELECT id, email, first_name, last_name, phone_number, marketing_allowed,
            communication_by_sms, communication_by_email, identity_provider
       FROM users WHERE id = $1`,
    [userId],
  )
  return rows[0] ?? null
}

/** The resident's tenancy flags per contract. */
export interface TenancyRow {
  contract_id: string
  tenant_role: TenantRole | null
  is_payer: boolean
  is_contract_party: boolean
}

/** Every tenancy of `userId` (index `tenants_user_id_idx`), oldest contract first. */
export async function listTenancies(db: Queryable, userId: string): Promise<TenancyRow[]> {
  return db.query<TenancyRow>(
    `SELECT t.contract_id, t.tenant_role, t.is_payer, t.is_contract_party
       FROM tenants t
       JOIN contracts c ON c.id = t.contract_id
      WHERE t.user_id = $1
      ORDER BY c.start_date, c.id`,
    [userId],
  )
}

/** A `notifications` row. */
export interface NotificationRow {
  id: string
  contract_id: string
  priority: NotificationPriority
  category: NotificationCategory
  arrear_amount: number | null
  is_closeable: boolean
  created_at: Date
  closed_at: Date | null
}

/**
 * The open notifications (closed_at null) of `userId`, newest first: one query on the partial
 * index `notifications_open_by_user_idx`.
 */
export async function listOpenNotifications(
  db: Queryable,
  userId: string,
): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `SELECT id, contract_id, priority, category, arrear_amount, is_closeable, created_at, closed_at
       FROM notifications
      WHERE user_id = $1 AND closed_at IS NULL
      ORDER BY created_at DESC, id`,
    [userId],
  )
}

/**
 * Closes the notification `id` of `userId` if it is closeable; closing a closed one keeps its
 * first `closed_at` (idempotent).
 *
 * @returns id and close time, or null when the notification is not the user's, does not exist or
 *   is not closeable.
 */
export async function closeNotification(
  db: Queryable,
  userId: string,
  id: string,
): Promise<{ id: string; closed_at: Date } | null> {
  const rows = await db.query<{ id: string; closed_at: Date }>(
    `UPDATE notifications SET closed_at = coalesce(closed_at, now())
      WHERE id = $1 AND user_id = $2 AND is_closeable
      RETURNING id, closed_at`,
    [id, userId],
  )
  return rows[0] ?? null
}
