/**
 * The staff console (spec 01 §1 impersonation, §6 roles; issue 4 "Staff and impersonation"):
 * who is signed in, resident search, and read-only impersonation. Starting and ending an
 * impersonation renews the session id (`rotateSession`) and is audited with the staff user.
 */
import {
  STAFF_SEARCH_LIMIT,
  type StaffMe,
  type StaffPerson,
  type StaffResident,
} from '@asukas/contract/endpoints/staff'
import { capabilitiesOf } from '@asukas/contract/endpoints/staff'
import { audit } from '../../platform/audit.ts'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import { rotateSession } from '../../platform/auth/sessions.ts'
import type { Db } from '../../platform/db/db.ts'
import { notFound, unauthorized } from '../../platform/errors.ts'
import { isUuid } from '../../platform/ids.ts'
import { rolesOf } from './repository.ts'
import * as repo from './repository.ts'

function toPerson(row: repo.PersonRow): StaffPerson {
  return { uuid: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name }
}

/**
 * The signed-in staff member, the resident being impersonated, and the member's roles and
 * capabilities (issue 14).
 *
 * @throws ApiError 401 UNAUTHORIZED when the staff account is gone.
 */
export async function staffMe(
  db: Db,
  staffUserId: string,
  impersonatedUserId: string | null,
): Promise<StaffMe> {
  const staff = await repo.findPerson(db, staffUserId, 'staff')
  if (!staff) throw unauthorized()
  const resident =
    impersonatedUserId === null ? null : await repo.findPerson(db, impersonatedUserId, 'resident')
  const roles = await rolesOf(db, staffUserId)
  return {
    ...toPerson(staff),
    impersonating: resident === null ? null : toPerson(resident),
    roles,
    capabilities: capabilitiesOf(roles),
  }
}

/** Residents matching `q` with their contracts (see `repo.searchResidents`). */
export async function searchResidents(db: Db, q: string): Promise<StaffResident[]> {
  const residents = await repo.searchResidents(db, q, STAFF_SEARCH_LIMIT)
  const contracts = await repo.contractsOf(
    db,
    residents.map((resident) => resident.id),
  )
  return residents.map((resident) => ({
    ...toPerson(resident),
    phoneNumber: resident.phone_number,
    contracts: contracts
      .filter((contract) => contract.user_id === resident.id)
      .map((contract) => ({
        contractUuid: contract.contract_id,
        referenceNumber: contract.reference_number,
        status: contract.status,
        streetAddressLine1: contract.street_address_line1,
        postalCode: contract.postal_code,
        city: contract.city,
      })),
  }))
}

/** A renewed session and what the staff console shows next. */
export interface ImpersonationChange {
  /** The new session cookie token. */
  token: string
  me: StaffMe
}

/**
 * Starts a read-only impersonation of `residentId` (spec 01 §1): the session is renewed with the
 * resident as `impersonated_user_id`; audited as `impersonation_started`.
 *
 * @throws ApiError 404 NOT_FOUND unless `residentId` is a confirmed resident; 401 UNAUTHORIZED
 *   when the session is gone.
 */
export async function startImpersonation(
  db: Db,
  user: SessionUser,
  residentId: string,
  ipAddress: string | null,
): Promise<ImpersonationChange> {
  const resident = isUuid(residentId) ? await repo.findPerson(db, residentId, 'resident') : null
  if (!resident) throw notFound()
  const token = await db.transaction(async (tx) => {
    const renewed = await rotateSession(tx, user.sessionId, resident.id)
    if (renewed === null) return null
    await audit(tx, {
      action: 'impersonation_started',
      actorUserId: user.userId,
      entityType: 'user',
      entityId: resident.id,
      ipAddress,
      details: { residentEmail: resident.email },
    })
    return renewed
  })
  if (token === null) throw unauthorized()
  return { token, me: await staffMe(db, user.userId, resident.id) }
}

/**
 * Ends the impersonation (spec 01 §1 "Ending impersonation returns to the staff view"): the
 * session is renewed without a resident; audited as `impersonation_ended`. Without an
 * impersonation the session is left as it is.
 *
 * @returns the new token (null when nothing changed) and the staff view.
 * @throws ApiError 401 UNAUTHORIZED when the session is gone.
 */
export async function endImpersonation(
  db: Db,
  user: SessionUser,
  ipAddress: string | null,
): Promise<{ token: string | null; me: StaffMe }> {
  if (!user.isImpersonator) return { token: null, me: await staffMe(db, user.userId, null) }
  const token = await db.transaction(async (tx) => {
    const renewed = await rotateSession(tx, user.sessionId, null)
    if (renewed === null) return null
    await audit(tx, {
      action: 'impersonation_ended',
      actorUserId: user.userId,
      entityType: 'user',
      entityId: user.residentUserId,
      ipAddress,
    })
    return renewed
  })
  if (token === null) throw unauthorized()
  return { token, me: await staffMe(db, user.userId, null) }
}
