/**
 * The one membership check (docs/architecture.md "Security by construction"): every route whose path
 * starts with `/api/contracts/:contractUuid` resolves the contract through the signed-in
 * resident's tenancy before anything else runs. A contract that is not the resident's, or a
 * malformed uuid, is 404 NOT_FOUND (spec 02 §8: "404 NOT_FOUND, also for another resident's
 * contract"), so answers never reveal whether a contract exists. Routes read
 * `request.contract` and never check membership by hand.
 */
import type { ContractId, Id } from '@asukas/domain'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from './db/db.ts'
import { notFound, unauthorized } from './errors.ts'
import { idOf, parseId } from './ids.ts'
import { contractAccessRow } from './repository.ts'

/** The contract of a contract-scoped request, with the resident's own tenancy on it. */
export interface ContractAccess {
  /** The contract's uuid (`contracts.id`, the `contractUuid` of the wire). */
  contractUuid: ContractId
  /** The resident's tenant row on the contract (`tenants.id`). */
  tenantId: Id<'Tenant'>
  /** Apartment, building and real property of the contract, for scoped content. */
  apartmentId: Id<'Apartment'>
  buildingId: Id<'Building'>
  realPropertyId: Id<'RealProperty'>
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
  const contractId = parseId('Contract', contractUuid)
  if (contractId === null) return null
  const row = await contractAccessRow(db, contractId, residentUserId)
  if (!row) return null
  return {
    contractUuid: idOf('Contract', row.contract_id),
    tenantId: idOf('Tenant', row.tenant_id),
    apartmentId: idOf('Apartment', row.apartment_id),
    buildingId: idOf('Building', row.building_id),
    realPropertyId: idOf('RealProperty', row.real_property_id),
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
