/**
 * The one membership check (docs/architecture.md "Security by construction"): every route whose path
 * starts with `/api/contracts/:contractUuid` resolves the contract through the signed-in
 * resident's tenancy before anything else runs. A contract that is not the resident's, or a
 * malformed uuid, is 404 NOT_FOUND (spec 02 §8: "404 NOT_FOUND, also for another resident's
 * contract"), so answers never reveal whether a contract exists. Routes read
 * `request.contract` and never check membership by hand.
 */
import type { FastifyRequest } from 'fastify'
import type { Queryable } from './db/db.ts'
import { notFound, unauthorized } from './errors.ts'
import { isUuid } from './ids.ts'

/** The contract of a contract-scoped request, with the resident's own tenancy on it. */
export interface ContractAccess {
  /** The contract's uuid (`contracts.id`, the `contractUuid` of the wire). */
  contractUuid: string
  /** The resident's tenant row on the contract (`tenants.id`). */
  tenantId: string
  /** Apartment, building and real property of the contract, for scoped content. */
  apartmentId: string
  buildingId: string
  realPropertyId: string
}

/**
 * Finds the contract `contractUuid` among the tenancies of `residentUserId` (one indexed query
 * on `tenants (contract_id, user_id)`).
 *
 * @returns the contract's access record, or null when the user has no tenancy on it.
 */
export async function findContractAccess(
  db: Queryable,
  contractUuid: string,
  residentUserId: string,
): Promise<ContractAccess | null> {
  if (!isUuid(contractUuid)) return null
  const rows = await db.query<{
    contract_id: string
    tenant_id: string
    apartment_id: string
    building_id: string
    real_property_id: string
  }>(
    `SELECT c.id AS contract_id, t.id AS tenant_id, a.id AS apartment_id, b.id AS building_id,
            b.real_property_id
       FROM tenants t
       JOIN contracts c ON c.id = t.contract_id
       JOIN apartments a ON a.id = c.apartment_id
       JOIN buildings b ON b.id = a.building_id
      WHERE t.contract_id = $1 AND t.user_id = $2`,
    [contractUuid.toLowerCase(), residentUserId],
    { name: 'contracts.access' },
  )
  const row = rows[0]
  if (!row) return null
  return {
    contractUuid: row.contract_id,
    tenantId: row.tenant_id,
    apartmentId: row.apartment_id,
    buildingId: row.building_id,
    realPropertyId: row.real_property_id,
  }
}

/**
 * Builds the membership hook for contract-scoped routes. It runs after the session hook, so
 * `request.user` is set; it sets `request.contract` or answers 404 NOT_FOUND.
 */
export function contractMembershipHook(db: Queryable) {
  return async function checkContractMembership(request: FastifyRequest): Promise<void> {
    if (!request.user) throw unauthorized()
    const { contractUuid } = request.params as { contractUuid?: string }
    const access =
      typeof contractUuid === 'string'
        ? await findContractAccess(db, contractUuid, request.user.residentUserId)
        : null
    if (!access) throw notFound()
    request.contract = access
  }
}
