/** Database access of the user feature: profile, permissions, notifications. */
import type {
  IdentityProvider,
  NotificationCategory,
  NotificationPriority,
  TenantRole,
} from '@asukas/contract'
import type { Lang } from '@asukas/domain'
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
    { name: 'user.find' },
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
    { name: 'user.tenancies' },
  )
}

/** A `notifications` row. */
export interface NotificationRow {
  id: string
  contract_id: string
  priority: NotificationPriority
  category: NotificationCategory
  arrear_amount: number | null
  message_thread_id: string | null
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
    `SELECT id, contract_id, priority, category, arrear_amount, message_thread_id, is_closeable,
            created_at, closed_at
       FROM notifications
      WHERE user_id = $1 AND closed_at IS NULL
      ORDER BY created_at DESC, id`,
    [userId],
    { name: 'user.open_notifications' },
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

/** The contact fields of own information (spec 02 §5 "User info and others"). */
export interface ContactValues {
  email: string
  phoneNumber: string
  communicationByEmail: boolean
  communicationBySms: boolean
  marketingAllowed: boolean
}

/** Locks and reads the user `userId` (inside a transaction), or null. */
export async function lockUser(db: Queryable, userId: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `SELECT id, email, first_name, last_name, phone_number, marketing_allowed,
            communication_by_sms, communication_by_email, identity_provider
       FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  )
  return rows[0] ?? null
}

/** True when another user than `userId` has the e-mail address. */
export async function emailTaken(db: Queryable, email: string, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [email, userId])
  return rows.length > 0
}

/** Saves the contact fields; returns the updated row. */
export async function updateContact(
  db: Queryable,
  userId: string,
  values: ContactValues,
): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `UPDATE users
        SET email = $2, phone_number = $3, communication_by_email = $4,
            communication_by_sms = $5, marketing_allowed = $6, updated_at = now()
      WHERE id = $1
      RETURNING id, email, first_name, last_name, phone_number, marketing_allowed,
                communication_by_sms, communication_by_email, identity_provider`,
    [
      userId,
      values.email,
      values.phoneNumber,
      values.communicationByEmail,
      values.communicationBySms,
      values.marketingAllowed,
    ],
  )
  return rows[0] ?? null
}

/** The language of a user's mail (users.locale). */
export async function localeOf(db: Queryable, userId: string): Promise<Lang | null> {
  const rows = await db.query<{ locale: Lang }>('SELECT locale FROM users WHERE id = $1', [userId])
  return rows[0]?.locale ?? null
}

/**
 * Stores the portal language of `userId` (users.locale), the language of their mail.
 *
 * @returns false when the user no longer exists.
 */
export async function setLocale(db: Queryable, userId: string, locale: Lang): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'UPDATE users SET locale = $2 WHERE id = $1 RETURNING id',
    [userId, locale],
  )
  return rows.length > 0
}

/**
 * Deletes the login of `userId`: the users row. Its sessions, registrations, codes and portal
 * notifications go with it (ON DELETE CASCADE); the housing records stay, with their references
 * to the user set null (tenants.user_id, created_by_user_id, …; 0001_init.sql).
 *
 * @returns true when a row was deleted.
 */
export async function deleteUser(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('DELETE FROM users WHERE id = $1 RETURNING id', [
    userId,
  ])
  return rows.length > 0
}

/**
 * When staff last read the portal as `userId`: the newest `impersonated_read` audit row with the
 * resident as actor (`audit_log_actor_user_id_idx`), or null.
 */
export async function lastImpersonatedRead(db: Queryable, userId: string): Promise<Date | null> {
  const rows = await db.query<{ at: Date | null }>(
    `SELECT max(occurred_at) AS at FROM audit_log
      WHERE actor_user_id = $1 AND action = 'impersonated_read'`,
    [userId],
  )
  return rows[0]?.at ?? null
}
