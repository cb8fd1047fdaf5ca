/**
 * The staff accounts administrators manage (`staff_accounts`, `staff_recovery_codes`,
 * `staff_login_challenges`): the SQL of `../accounts.ts`.
 */
import type { StaffRole } from '@asukas/contract/endpoints/staff'
import type { Queryable } from '../../../platform/db/db.ts'

/** A staff login with its roles, properties and second-factor state. */
export interface StaffAccountRow {
  id: string
  email: string
  first_name: string
  last_name: string
  roles: StaffRole[] | null
  real_property_ids: string[] | null
  enrolled: boolean
  locked: boolean
}

/** Every staff login, by last and first name. */
export function selectStaffAccounts(q: Queryable): Promise<StaffAccountRow[]> {
  return q.query<StaffAccountRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, sa.roles, sa.real_property_ids,
            coalesce(sa.totp_secret IS NOT NULL, false) AS enrolled,
            coalesce(sa.locked_at IS NOT NULL, false) AS locked
       FROM users u LEFT JOIN staff_accounts sa ON sa.user_id = u.id
      WHERE u.role = 'staff'
      ORDER BY lower(u.last_name), lower(u.first_name), u.email`,
  )
}

/** True when `userId` is a staff user. */
export async function isStaffUser(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q.query("SELECT 1 FROM users WHERE id = $1 AND role = 'staff'", [userId])
  return rows.length > 0
}

/** How many of `ids` name existing real properties. */
export async function countRealProperties(q: Queryable, ids: string[]): Promise<number> {
  const rows = await q.query('SELECT id FROM real_properties WHERE id = ANY($1::uuid[])', [ids])
  return rows.length
}

/** Sets the roles and real properties of a staff login (creating its account row). */
export async function upsertStaffAccount(
  q: Queryable,
  userId: string,
  roles: StaffRole[],
  realPropertyIds: string[],
): Promise<void> {
  await q.query(
    `INSERT INTO staff_accounts (user_id, roles, real_property_ids)
     VALUES ($1, $2::text[], $3::uuid[])
     ON CONFLICT (user_id) DO UPDATE SET roles = EXCLUDED.roles,
       real_property_ids = EXCLUDED.real_property_ids`,
    [userId, roles, realPropertyIds],
  )
}

/** Forgets the login's authenticator, recovery codes and open second-factor challenges. */
export async function clearSecondFactor(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `UPDATE staff_accounts SET totp_secret = NULL, totp_enrolled_at = NULL, totp_last_step = NULL
      WHERE user_id = $1`,
    [userId],
  )
  await q.query('DELETE FROM staff_recovery_codes WHERE user_id = $1', [userId])
  await q.query('DELETE FROM staff_login_challenges WHERE user_id = $1', [userId])
}

/** Unlocks the login and forgets its count of wrong second-factor codes. */
export async function unlockStaffLogin(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `UPDATE staff_accounts SET locked_at = NULL, second_factor_failures = 0 WHERE user_id = $1`,
    [userId],
  )
}
