/**
 * The contract of the current route (`:contractId` of spec 01 §2 paths) and the user's roles on
 * it. The authenticated layout has loaded the contracts and permissions before any screen renders.
 */
import { useParams } from 'react-router'
import type { Contract, PermissionRole } from '@asukas/contract'
import { useContracts, useUserPermissions } from '../api/session-queries.ts'

/** The current contract id from the route; throws when used outside a contract route. */
export function useContractId(): string {
  const { contractId } = useParams()
  if (!contractId) throw new Error('useContractId used outside a route with :contractId')
  return contractId
}

/** The current contract, or undefined while loading or when the id is not the user's. */
export function useCurrentContract(): Contract | undefined {
  const contractId = useContractId()
  return useContracts().data?.find((contract) => contract.uuid === contractId)
}

/** The user's roles on the current contract (empty while loading or when none match). */
export function useContractRoles(): readonly PermissionRole[] {
  const contractId = useContractId()
  const permissions = useUserPermissions().data
  return permissions?.find((p) => p.contractUuid === contractId)?.tenantRoles ?? []
}
