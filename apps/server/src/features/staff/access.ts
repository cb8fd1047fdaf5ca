/**
 * Who a staff member is in the console and what they may do (issue 14 "Who"): roles from
 * `staff_accounts`, capabilities from the contract's `capabilitiesByRole`, and the real
 * properties a member works for (empty = all). Every console handler starts with
 * {@link requireCapability}; records outside the member's properties are answered 404 like
 * another resident's data (the resident IDOR rule).
 */
import {
  capabilitiesOf,
  type StaffCapability,
  type StaffRole,
} from '@asukas/contract/endpoints/staff'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound, unauthorized } from '../../platform/errors.ts'
import { findActor } from './repository.ts'

/** The signed-in staff member as the console sees them. */
export interface StaffActor {
  userId: string
  email: string
  name: string
  roles: StaffRole[]
  capabilities: StaffCapability[]
  /** Real properties the member works for; empty = every property. */
  realPropertyIds: string[]
}

/**
 * The staff member of a staff session (roles empty when the account has no `staff_accounts` row).
 *
 * @throws ApiError 401 UNAUTHORIZED when the account is gone.
 */
export async function staffActor(db: Queryable, user: SessionUser): Promise<StaffActor> {
  const row = await findActor(db, user.userId)
  if (!row) throw unauthorized()
  const roles = row.roles ?? []
  return {
    userId: row.id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`,
    roles,
    capabilities: capabilitiesOf(roles),
    realPropertyIds: row.real_property_ids ?? [],
  }
}

/**
 * The staff member, if their roles grant `capability`.
 *
 * @throws ApiError 403 STAFF_ROLE_REQUIRED otherwise; 401 UNAUTHORIZED without the account.
 */
export async function requireCapability(
  db: Queryable,
  user: SessionUser,
  capability: StaffCapability,
): Promise<StaffActor> {
  const actor = await staffActor(db, user)
  if (!actor.capabilities.includes(capability)) throw new ApiError(403, 'STAFF_ROLE_REQUIRED')
  return actor
}

/** True when the member works for `realPropertyId` (or for every property). */
export function coversProperty(actor: StaffActor, realPropertyId: string): boolean {
  return actor.realPropertyIds.length === 0 || actor.realPropertyIds.includes(realPropertyId)
}

/**
 * Asserts that a record of `realPropertyId` is within the member's properties.
 *
 * @throws ApiError 404 NOT_FOUND otherwise (the record's existence is not revealed).
 */
export function assertCovers(actor: StaffActor, realPropertyId: string | undefined): void {
  if (realPropertyId === undefined || !coversProperty(actor, realPropertyId)) throw notFound()
}
