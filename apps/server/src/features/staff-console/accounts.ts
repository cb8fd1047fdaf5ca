/**
 * Staff accounts for administrators (issue 14 "admins: accounts, settings"): roles and real
 * properties of each staff login, resetting a lost second factor, and unlocking an account locked
 * after wrong second-factor codes (issue 23 item 3). Every change is audited as
 * `staff_account_changed`.
 */
import type { StaffAccount, StaffRole } from '@asukas/contract/endpoints/staff-console'
import { audit } from '../../platform/audit.ts'
import { deleteUserSessions } from '../../platform/auth/sessions.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import type { StaffActor } from './access.ts'

/** Every staff account, by last and first name. */
export async function listAccounts(q: Queryable): Promise<StaffAccount[]> {
  const rows = await q.query<{
    id: string
    email: string
    first_name: string
    last_name: string
    roles: StaffRole[] | null
    real_property_ids: string[] | null
    enrolled: boolean
    locked: boolean
  }>(
    `SELECT u.id, u.email, u.first_name, u.last_name, sa.roles, sa.real_property_ids,
            coalesce(sa.totp_secret IS NOT NULL, false) AS enrolled,
            coalesce(sa.locked_at IS NOT NULL, false) AS locked
       FROM users u LEFT JOIN staff_accounts sa ON sa.user_id = u.id
      WHERE u.role = 'staff'
      ORDER BY lower(u.last_name), lower(u.first_name), u.email`,
  )
  return rows.map((row) => ({
    uuid: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles ?? [],
    realPropertyIds: row.real_property_ids ?? [],
    enrolled: row.enrolled,
    locked: row.locked,
  }))
}

async function assertStaff(tx: Queryable, userId: string): Promise<void> {
  const rows = await tx.query("SELECT 1 FROM users WHERE id = $1 AND role = 'staff'", [userId])
  if (rows.length === 0) throw notFound()
}

/**
 * Sets the roles and properties of a staff account.
 *
 * @throws ApiError 404 NOT_FOUND for anyone but staff; 400 VALIDATION_ERROR when an
 *   administrator would drop their own administrator role, or for an unknown property.
 */
export async function updateAccount(
  db: Db,
  actor: StaffActor,
  userId: string,
  body: { roles: StaffRole[]; realPropertyIds: string[] },
  ipAddress: string | null,
): Promise<StaffAccount[]> {
  const roles = [...new Set(body.roles)]
  const properties = [...new Set(body.realPropertyIds)]
  if (userId === actor.userId && !roles.includes('administrator')) {
    throw new ApiError(400, 'VALIDATION_ERROR', { fieldErrors: { roles: 'invalid_string' } })
  }
  await db.transaction(async (tx) => {
    await assertStaff(tx, userId)
    const known = await tx.query('SELECT id FROM real_properties WHERE id = ANY($1::uuid[])', [
      properties,
    ])
    if (known.length !== properties.length) {
      throw new ApiError(400, 'VALIDATION_ERROR', {
        fieldErrors: { realPropertyIds: 'invalid_string' },
      })
    }
    await tx.query(
      `INSERT INTO staff_accounts (user_id, roles, real_property_ids)
       VALUES ($1, $2::text[], $3::uuid[])
       ON CONFLICT (user_id) DO UPDATE SET roles = EXCLUDED.roles,
         real_property_ids = EXCLUDED.real_property_ids`,
      [userId, roles, properties],
    )
    await audit(tx, {
      action: 'staff_account_changed',
      actorUserId: actor.userId,
      entityType: 'user',
      entityId: userId,
      ipAddress,
      details: { roles, realPropertyIds: properties },
    })
  })
  return listAccounts(db)
}

/**
 * Forgets the account's authenticator and recovery codes and ends its sessions.
 *
 * @throws ApiError 404 NOT_FOUND for anyone but staff.
 */
export async function resetSecondFactor(
  db: Db,
  actor: StaffActor,
  userId: string,
  ipAddress: string | null,
): Promise<StaffAccount[]> {
  await db.transaction(async (tx) => {
    await assertStaff(tx, userId)
    await tx.query(
      `UPDATE staff_accounts SET totp_secret = NULL, totp_enrolled_at = NULL, totp_last_step = NULL
        WHERE user_id = $1`,
      [userId],
    )
    await tx.query('DELETE FROM staff_recovery_codes WHERE user_id = $1', [userId])
    await tx.query('DELETE FROM staff_login_challenges WHERE user_id = $1', [userId])
    await deleteUserSessions(tx, userId)
    await audit(tx, {
      action: 'staff_account_changed',
      actorUserId: actor.userId,
      entityType: 'user',
      entityId: userId,
      ipAddress,
      details: { secondFactorReset: true },
    })
  })
  return listAccounts(db)
}

/**
 * Unlocks an account locked after too many wrong second-factor codes (issue 23 item 3) and
 * forgets its count. The authenticator and recovery codes are kept: whoever made the wrong tries
 * knew the password but still needs the second factor (resetting it instead would let them enrol
 * their own). Audited as `staff_account_changed` with `{ unlocked: true }`.
 *
 * @throws ApiError 404 NOT_FOUND for anyone but staff.
 */
export async function unlockAccount(
  db: Db,
  actor: StaffActor,
  userId: string,
  ipAddress: string | null,
): Promise<StaffAccount[]> {
  await db.transaction(async (tx) => {
    await assertStaff(tx, userId)
    await tx.query(
      `UPDATE staff_accounts SET locked_at = NULL, second_factor_failures = 0 WHERE user_id = $1`,
      [userId],
    )
    await audit(tx, {
      action: 'staff_account_changed',
      actorUserId: actor.userId,
      entityType: 'user',
      entityId: userId,
      ipAddress,
      details: { unlocked: true },
    })
  })
  return listAccounts(db)
}
