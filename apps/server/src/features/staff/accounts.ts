/**
 * Staff accounts for administrators (issue 14 "admins: accounts, settings"): roles and real
 * properties of each staff login, resetting a lost second factor, and unlocking an account locked
 * after wrong second-factor codes (issue 23 item 3). Every change is audited as
 * `staff_account_changed`.
 */
import type { StaffAccount, StaffRole } from '@asukas/contract/endpoints/staff'
import { audit } from '../../platform/audit.ts'
import { deleteUserSessions } from '../../platform/auth/sessions.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import type { StaffActor } from './access.ts'
import {
  clearSecondFactor,
  countRealProperties,
  isStaffUser,
  selectStaffAccounts,
  unlockStaffLogin,
  upsertStaffAccount,
} from './repository.ts'

/** Every staff account, by last and first name. */
export async function listAccounts(q: Queryable): Promise<StaffAccount[]> {
  const rows = await selectStaffAccounts(q)
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

/**
 * Changes the staff account `userId` in one transaction: `change` runs once the account is known
 * to be staff, then the change is audited as `staff_account_changed` with `details`.
 *
 * @returns every staff account after the change, as {@link listAccounts}.
 * @throws ApiError 404 NOT_FOUND for anyone but staff; whatever `change` throws.
 */
async function changeAccount(
  db: Db,
  actor: StaffActor,
  userId: string,
  ipAddress: string | null,
  details: Record<string, unknown>,
  change: (tx: Queryable) => Promise<void>,
): Promise<StaffAccount[]> {
  await db.transaction(async (tx) => {
    if (!(await isStaffUser(tx, userId))) throw notFound()
    await change(tx)
    await audit(tx, {
      action: 'staff_account_changed',
      actorUserId: actor.userId,
      entityType: 'user',
      entityId: userId,
      ipAddress,
      details,
    })
  })
  return listAccounts(db)
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
  const details = { roles, realPropertyIds: properties }
  return changeAccount(db, actor, userId, ipAddress, details, async (tx) => {
    if ((await countRealProperties(tx, properties)) !== properties.length) {
      throw new ApiError(400, 'VALIDATION_ERROR', {
        fieldErrors: { realPropertyIds: 'invalid_string' },
      })
    }
    await upsertStaffAccount(tx, userId, roles, properties)
  })
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
  return changeAccount(db, actor, userId, ipAddress, { secondFactorReset: true }, async (tx) => {
    await clearSecondFactor(tx, userId)
    await deleteUserSessions(tx, userId)
  })
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
  return changeAccount(db, actor, userId, ipAddress, { unlocked: true }, (tx) =>
    unlockStaffLogin(tx, userId),
  )
}
