/**
 * Add tenant (spec 01 §2 "Add tenant"; spec 02 §5 Add tenant, §7 confirm-operation/add-tenant):
 * persons named by their personal identity code join the contract through a modification
 * request that the other contract parties approve.
 */
import { randomUUID } from 'node:crypto'
import { parseHetu } from '@asukas/domain'
import { idOf } from '../../platform/ids.ts'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import { ApiError } from '../../platform/errors.ts'
import { nextStatus } from './machine.ts'
import * as repo from './repository.ts'
import { createModificationIn } from './modification.ts'
import { approversOf, today, validationError, type RequestsDeps } from './shared.ts'
import { refuseIfDisallowed } from './transitions.ts'

/**
 * `addTenant`: asks to add persons to the contract (spec 01 §2 Add tenant; spec 02 §5). Creates
 * a modification request with add-tenant events, in effect today, awaiting the other contract
 * parties (or the provider's review when there are none). A person who already is a tenant of
 * the contract (by personal identity code) is refused (`tenants.<i>.socialSecurityNumber`: `invalid_ssn`).
 *
 * @throws ApiError 409 CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS / TERMINATION_NOT_ALLOWED;
 *   400 VALIDATION_ERROR.
 */
export async function addTenants(
  deps: RequestsDeps,
  user: SessionUser,
  access: ContractAccess,
  tenantsToAdd: readonly {
    socialSecurityNumber: string
    firstName: string
    lastName: string
    email: string
    phoneNumber: string
    birthDate: string | null
  }[],
): Promise<{ success: true; message: null }> {
  await refuseIfDisallowed(deps, user, access, 'modification')
  const on = today(deps)
  const current = await repo.currentTenants(deps.db, access.contractUuid, on)
  const codes = new Set(current.map((t) => t.personal_identity_code).filter((c) => c !== null))
  const errors: Record<string, string> = {}
  const seen = new Set<string>()
  const people = tenantsToAdd.map((p, index) => {
    // The wire's `socialSecurityNumber` is the personal identity code, in its canonical form.
    const parsed = parseHetu(p.socialSecurityNumber, on)
    const personalIdentityCode = parsed.valid ? parsed.hetu : p.socialSecurityNumber
    if (codes.has(personalIdentityCode) || seen.has(personalIdentityCode)) {
      errors[`tenants.${index}.socialSecurityNumber`] = 'invalid_ssn'
    }
    seen.add(personalIdentityCode)
    return {
      personalIdentityCode,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email === '' ? null : p.email,
      phoneNumber: p.phoneNumber === '' ? null : p.phoneNumber,
      birthDate: p.birthDate ?? (parsed.valid ? parsed.dateOfBirth : null),
    }
  })
  if (Object.keys(errors).length > 0) throw validationError(errors)
  await deps.db.transaction(async (tx) => {
    await repo.lockContract(tx, access.contractUuid)
    if ((await repo.openRequestOf(tx, 'modification', access.contractUuid)) !== null) {
      throw new ApiError(409, 'TERMINATION_NOT_ALLOWED', { reason: 'pending_modification_request' })
    }
    const approvers = approversOf(current, access.tenantId)
    const status = nextStatus(null, 'create', {
      kind: 'modification',
      pendingApprovalsAfter: approvers.length,
    })
    const requestId = idOf('ContractRequest', randomUUID())
    await createModificationIn(deps, tx, user, access, requestId, {
      status,
      description: '',
      inEffect: on,
      removeTenantIds: [],
      transfer: null,
      addTenants: people,
      approvers,
    })
  })
  return { success: true, message: null }
}
