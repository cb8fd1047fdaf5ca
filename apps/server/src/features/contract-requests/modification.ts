/**
 * Modification (spec 01 §2 "Modify contract"; spec 02 §5 Contract modification, §7): leaving
 * tenants and a transfer of the contract-party role, checked against the contract's tenants and
 * today, stored in `pending_strong_authentication` until the creator's bank-ID confirmation,
 * then awaiting the other contract parties and the transfer's destination; and the read of the
 * latest modification.
 */
import { randomUUID } from 'node:crypto'
import { routes, type CreateModificationBody, type ModificationRequest } from '@asukas/contract'
import {
  fieldErrorsOf,
  fullYearsBetween,
  modificationFormSchema,
  transferDestinationProblem,
  type ModificationTenant,
} from '@asukas/domain'
import type { ContractRequestId, TenantId } from '@asukas/domain'
import { idOf } from '../../platform/ids.ts'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { requireBankId, startConfirmation, type ConfirmContext } from './confirm-operation.ts'
import { nextStatus } from './machine.ts'
import * as repo from './repository.ts'
import {
  ADULT_AGE_YEARS,
  approversOf,
  nextStatusOrRefuse,
  today,
  validationError,
  wireApprovals,
  type RequestsDeps,
} from './shared.ts'
import { recordTransition, refuseIfDisallowed, transition } from './transitions.ts'

/** The modification view of a contract's tenants (spec 01 §3 Tenant). */
function modificationTenants(tenants: readonly repo.PartyRow[], on: string): ModificationTenant[] {
  return tenants
    .filter((t) => t.tenant_type === 'person')
    .map((t) => ({
      id: t.id,
      isContractParty: t.is_contract_party,
      isAdult: t.birth_date === null ? null : fullYearsBetween(t.birth_date, on) >= ADULT_AGE_YEARS,
      hasResidentUser: t.user_id !== null,
    }))
}

/**
 * `createModification`: checks the modification (tenants of this contract, date today … 2
 * months, the transfer destination an adult non-party tenant with a resident account), stores
 * it in `pending_strong_authentication` and starts the creator's identification.
 *
 * @throws ApiError 404 NOT_FOUND without the contractModification flag; 403 passport; 409
 *   CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS, TERMINATION_NOT_ALLOWED,
 *   CONFIRM_OPERATION_NO_RESIDENT_ACCOUNT (`notResidentUser`); 400 VALIDATION_ERROR; 502
 *   MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR.
 */
export async function initModification(
  deps: RequestsDeps,
  user: SessionUser,
  access: ContractAccess,
  body: CreateModificationBody,
): Promise<{ link: string; state: string }> {
  if (!deps.config.featureFlags.contractModification) throw notFound()
  requireBankId(body.provider)
  await refuseIfDisallowed(deps, user, access, 'modification')
  const on = today(deps)
  const tenants = await repo.currentTenants(deps.db, access.contractUuid, on)
  const view = modificationTenants(tenants, on)
  const data = body.operationData
  if (
    transferDestinationProblem(
      view,
      data.removeTenantIds,
      data.transferDestinationTenantId ?? null,
    ) === 'not_resident_user'
  ) {
    throw new ApiError(409, 'CONFIRM_OPERATION_NO_RESIDENT_ACCOUNT')
  }
  const parsed = modificationFormSchema({ tenants: view, today: on }).safeParse(data)
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))

  const requestId = idOf('ContractRequest', randomUUID())
  const started = await startConfirmation(deps, {
    user,
    contractId: access.contractUuid,
    locale: body.locale,
    operationType: 'resident_app_confirm_contract_modification',
    data,
    requestId,
    returnTo: routes.terminate(access.contractUuid),
    initErrorCode: 'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR',
  })
  const transfer = parsed.data.transferDestinationTenantId
  await deps.db.transaction(async (tx) => {
    await repo.lockContract(tx, access.contractUuid)
    const open = await repo.openRequestOf(tx, 'modification', access.contractUuid)
    if (open !== null) {
      // A request still waiting for its creator's bank ID is abandoned by a new attempt.
      if (open.status !== 'pending_strong_authentication') {
        throw new ApiError(409, 'TERMINATION_NOT_ALLOWED', {
          reason: 'pending_modification_request',
        })
      }
      await transition(deps, tx, {
        kind: 'modification',
        requestId: open.id,
        contractId: access.contractUuid,
        event: 'abandon',
        from: open.status,
        actor: { userId: user.residentUserId, tenantId: access.tenantId, identifiedBy: 'session' },
      })
    }
    const source = tenants.find((t) => t.is_contract_party && data.removeTenantIds.includes(t.id))
    const status = nextStatus(null, 'create', {
      kind: 'modification',
      pendingApprovalsAfter: 0,
      needsStrongAuthentication: true,
    })
    await createModificationIn(deps, tx, user, access, requestId, {
      status,
      description: data.description,
      inEffect: data.inEffect,
      removeTenantIds: data.removeTenantIds,
      transfer:
        transfer !== null && source !== undefined
          ? { sourceTenantId: source.id, destinationTenantId: transfer }
          : null,
      addTenants: [],
      approvers: [],
    })
  })
  return started
}

/**
 * Stores the resident's new modification request `requestId` on the contract (in `status`, with
 * its events), asks `approvers` for their approval, and records the `create` transition with its
 * notifications, in the caller's transaction (the contract locked, no other open modification).
 */
export async function createModificationIn(
  deps: Pick<RequestsDeps, 'mailer' | 'clock'>,
  tx: Queryable,
  user: SessionUser,
  access: ContractAccess,
  requestId: ContractRequestId,
  request: Omit<repo.NewModification, 'contractId' | 'createdByUserId'> & {
    approvers: readonly TenantId[]
  },
): Promise<void> {
  const { approvers, ...modification } = request
  await repo.insertModificationWithId(tx, requestId, {
    ...modification,
    contractId: access.contractUuid,
    createdByUserId: user.residentUserId,
  })
  await repo.insertApprovals(tx, 'modification', requestId, approvers)
  await recordTransition(deps, tx, {
    kind: 'modification',
    requestId,
    contractId: access.contractUuid,
    event: 'create',
    from: null,
    to: request.status,
    actor: { userId: user.residentUserId, tenantId: access.tenantId, identifiedBy: 'session' },
  })
}

/** The parties who approve a modification: other contract parties and a transfer destination. */
async function modificationApprovers(
  tx: Queryable,
  requestId: ContractRequestId,
  tenants: readonly repo.PartyRow[],
  selfTenantId: TenantId,
): Promise<TenantId[]> {
  const events = await repo.modificationEvents(tx, requestId)
  const approvers = new Set(approversOf(tenants, selfTenantId))
  const destination = events.transfer?.destination_tenant_id
  if (destination !== undefined && destination !== selfTenantId) approvers.add(destination)
  return [...approvers]
}

/** Completes a modification's strong authentication (in the callback's transaction). */
export async function performModificationConfirm(
  deps: RequestsDeps,
  tx: Queryable,
  ctx: ConfirmContext,
  requestId: ContractRequestId,
): Promise<void> {
  const request = await repo.lockRequest(tx, 'modification', requestId)
  if (request === null || request.contract_id !== ctx.contractId) throw notFound()
  if (request.created_by_user_id !== ctx.userId) throw notFound()
  const tenants = await repo.currentTenants(tx, ctx.contractId, today(deps))
  const approvers = await modificationApprovers(tx, requestId, tenants, ctx.tenantId)
  const to = nextStatusOrRefuse(request.status, 'authenticate', {
    kind: 'modification',
    pendingApprovalsAfter: approvers.length,
  })
  await repo.insertApprovals(tx, 'modification', requestId, approvers)
  await repo.setRequestStatus(tx, 'modification', requestId, to, null)
  await recordTransition(deps, tx, {
    kind: 'modification',
    requestId,
    contractId: ctx.contractId,
    event: 'authenticate',
    from: request.status,
    to,
    actor: ctx,
  })
}

/** `010190-****`: a personal identity code shown to anyone but the request's creator. */
function maskPersonalIdentityCode(code: string): string {
  return `${code.slice(0, 7)}****`
}

/**
 * The contract's latest modification request (spec 01 §3 Modification request); personal
 * identity codes of added persons are masked for anyone but its creator.
 *
 * @throws ApiError 404 NOT_FOUND when the contract has none or the flag is off.
 */
export async function latestModification(
  deps: Pick<RequestsDeps, 'db' | 'config'>,
  user: SessionUser,
  access: ContractAccess,
): Promise<ModificationRequest> {
  if (!deps.config.featureFlags.contractModification) throw notFound()
  const row = await repo.findModification(deps.db, access.contractUuid)
  if (row === null) throw notFound()
  const events = await repo.modificationEvents(deps.db, row.id)
  const isCreator = row.created_by_user_id === user.residentUserId
  return {
    id: row.id,
    uuid: row.id,
    status: row.status,
    description: row.description ?? '',
    contractUuid: row.contract_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    createdByResidentUserId: row.created_by_user_id ?? '00000000-0000-4000-8000-000000000000',
    inEffect: row.in_effect,
    addTenantEvents: events.adds.map((a) => ({
      id: a.id,
      email: a.email,
      socialSecurityNumber: isCreator
        ? a.personal_identity_code
        : maskPersonalIdentityCode(a.personal_identity_code),
      birthDate: a.birth_date,
      firstName: a.first_name,
      lastName: a.last_name,
    })),
    transferTenantEvent:
      events.transfer === null
        ? null
        : {
            sourceTenantId: events.transfer.source_tenant_id,
            destinationTenantId: events.transfer.destination_tenant_id,
            contractModificationEventId: events.transfer.id,
          },
    removeTenantEvents: events.removes.map((r) => ({
      removeTenantId: r.remove_tenant_id,
      contractModificationEventId: r.id,
    })),
    tenantApprovals: await wireApprovals(deps.db, 'modification', row.id, user.residentUserId),
  }
}
