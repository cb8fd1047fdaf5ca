/**
 * Termination, modification and add tenant, and the other parties' accept or reject, as one
 * server-owned state machine (`machine.ts`; spec 01 §2 "Terminate contract and modify
 * contract", "Confirm termination and confirm modification", "Add tenant", §4, §6; spec 02 §5
 * Termination, Contract modification, Add tenant, §7, §8; issue 13).
 *
 * Confirmations use strong identification (`platform/identity`): `init…` re-validates the whole
 * operation against the contract's state, stores it in the identity flow together with a
 * SHA-256 of (session, operation nonce, data), and answers the provider's link. The identity
 * callback (`confirmationIdentified`) checks the identity (bank ID only, the tenant's own
 * personal identity code), that the callback comes in the same session and the stored operation
 * is unchanged, then performs the operation in one transaction. A flow is single use, so a
 * replayed callback performs nothing.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import {
  routes,
  terminationFormOfOperationData,
  type ApproveModificationBody,
  type ApproveTerminationBody,
  type Beneficiary,
  type ConfirmErrorCode,
  type CreateModificationBody,
  type CreateTerminationBody,
  type ModificationRequest,
  type TerminationDisallowedReason,
  type TerminationRequest,
  api,
} from '@asukas/contract'
import {
  fieldErrorsOf,
  fullYearsBetween,
  masterKeyAccessFor,
  modificationFormSchema,
  parseHetu,
  terminationFormSchema,
  todayInHelsinki,
  transferDestinationProblem,
  type Lang,
  type ModificationTenant,
} from '@asukas/domain'
import type { z } from 'zod'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import { findSessionUser, sessionIdOf } from '../../platform/auth/sessions.ts'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import type { Queryable } from '../../platform/db/db.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { withError, type IdentityCallbackOutcome } from '../../platform/identity-callback.ts'
import { recordIntegrationEvent } from '../../platform/integration-events.ts'
import { IdentityError } from '../../platform/identity/errors.ts'
import type { IdentityOperationType } from '../../platform/identity/flows.ts'
import { claimFiles } from '../../platform/files/index.ts'
import { getContract } from '../contracts/index.ts'
import { queueRequestMail, renderRequestMail } from './mail.ts'
import {
  InvalidTransitionError,
  nextStatus,
  notificationsOf,
  type RequestEvent,
  type RequestKind,
  type RequestStatus,
} from './machine.ts'
import * as repo from './repository.ts'

/** What the service needs of the app. */
export type RequestsDeps = Pick<
  AppDeps,
  'db' | 'config' | 'clock' | 'mailer' | 'identity' | 'files'
>

/** Age of majority in Finland, in full years. */
const ADULT_AGE_YEARS = 18

/** Today in Helsinki by the app's clock. */
function today(deps: Pick<RequestsDeps, 'clock'>): string {
  return todayInHelsinki(deps.clock.now())
}

/**
 * 400 VALIDATION_ERROR with `details.fieldErrors` (spec 02 §5 keys), paths under
 * `operationData.` like the body schema's own errors.
 */
function validationError(fieldErrors: Record<string, string>): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', {
    fieldErrors: Object.fromEntries(
      Object.entries(fieldErrors).map(([path, key]) => [`operationData.${path}`, key]),
    ),
  })
}

/** 409 CONTRACT_REQUEST_INVALID_TRANSITION for a refused transition. */
function invalidTransition(error: InvalidTransitionError): ApiError {
  return new ApiError(409, 'CONTRACT_REQUEST_INVALID_TRANSITION', {
    from: error.from,
    event: error.event,
  })
}

/**
 * Refuses a termination of a contract with a disallowed reason (computed by the server from the
 * contract's state, spec 01 §3): `not_started_yet` is 409 CONFIRM_OPERATION_TOO_EARLY, every
 * other reason 409 TERMINATION_NOT_ALLOWED with `details.reason`.
 */
function refuseDisallowed(reason: TerminationDisallowedReason): never {
  if (reason === 'not_started_yet') {
    throw new ApiError(409, 'CONFIRM_OPERATION_TOO_EARLY', { reason })
  }
  throw new ApiError(409, 'TERMINATION_NOT_ALLOWED', { reason })
}

/**
 * Refuses a modification or add tenant: an open termination is 409
 * CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS (spec 02 §8 "a termination request already
 * exists"), other reasons as {@link refuseDisallowed}.
 */
function refuseModification(reason: TerminationDisallowedReason): never {
  if (
    reason === 'pending_termination_tenant_approvals' ||
    reason === 'pending_termination_review'
  ) {
    throw new ApiError(409, 'CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS', { reason })
  }
  return refuseDisallowed(reason)
}

/**
 * The disallowed reason of the contract for this resident, as `GET /contracts/:id` shows it,
 * after abandoning modifications whose creator never came back from the identity provider
 * (still `pending_strong_authentication` after the flow's 10 minutes).
 */
async function disallowedReasonOf(
  deps: Pick<RequestsDeps, 'db' | 'clock' | 'mailer'>,
  user: SessionUser,
  access: ContractAccess,
): Promise<TerminationDisallowedReason | undefined> {
  const stale = await deps.db.query<{ id: string }>(
    `SELECT id FROM modification_requests
      WHERE contract_id = $1 AND status = 'pending_strong_authentication'
        AND created_at < $2::timestamptz - interval '10 minutes'`,
    [access.contractUuid, deps.clock.now()],
  )
  for (const row of stale) await abandonModification(deps, row.id, null)
  const contract = await getContract(deps.db, deps.clock, user, access)
  return contract.terminationDisallowedReason
}

/** JSON with object keys sorted, so a value hashes the same after a `jsonb` round trip. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * The operation hash binding data to the session and a nonce: hex SHA-256 of the session id,
 * the operation nonce and the data's canonical JSON (sorted keys).
 */
export function operationHash(sessionId: string, nonce: string, data: unknown): string {
  return createHash('sha256')
    .update(`${sessionId}\n${nonce}\n${canonicalJson(data)}`)
    .digest('hex')
}

/** What a confirmation flow stores as its `operationData`. */
interface StoredOperation {
  nonce: string
  /** The operation's data as sent (termination form, modification, `{ requestId }`). */
  data: unknown
  /** For a modification confirm: the request waiting in pending_strong_authentication. */
  requestId?: string
}

/** Starts the strong identification of a confirmation and binds its data to the session. */
async function startConfirmation(
  deps: RequestsDeps,
  input: {
    user: SessionUser
    contractId: string
    locale: Lang
    operationType: IdentityOperationType
    data: unknown
    requestId?: string
    returnTo: string
    initErrorCode:
      'TERMINATE_CONTRACT_INIT_CONFIRM_ERROR' | 'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR'
  },
): Promise<{ link: string; state: string }> {
  const nonce = randomBytes(16).toString('hex')
  const operation: StoredOperation = {
    nonce,
    data: input.data,
    ...(input.requestId === undefined ? {} : { requestId: input.requestId }),
  }
  try {
    const started = await deps.identity.start({
      provider: 'telia',
      kind: 'confirm_operation',
      locale: input.locale,
      userId: input.user.residentUserId,
      contractId: input.contractId,
      operationType: input.operationType,
      operationData: operation,
      returnTo: input.returnTo,
    })
    await repo.setFlowOperationHash(
      deps.db,
      started.flowId,
      operationHash(input.user.sessionId, nonce, input.data),
    )
    return { link: started.url, state: started.state }
  } catch (error) {
    if (error instanceof IdentityError) throw new ApiError(502, input.initErrorCode)
    throw error
  }
}

/** Refuses a passport identity for a confirmation (SPEC-DECISIONS "identity for termination"). */
function requireBankId(provider: 'ftn' | 'passport'): void {
  if (provider === 'passport') {
    throw new ApiError(403, 'CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED')
  }
}

// ---------------------------------------------------------------------------------------------
// Termination
// ---------------------------------------------------------------------------------------------

type TerminationData = z.output<typeof api.createTermination.body>['operationData']

/**
 * Checks a termination against the contract and today (spec 02 §5 Termination): the domain's
 * `terminationFormSchema` with the contract's real type, dates and deposit; the beneficiaries'
 * tenant links belong to the contract; attached files are the resident's own uploads; a
 * right-of-occupancy collateral at a bank needs the property company's address
 * (CONFIRM_OPERATION_ADDRESS_FETCH_ERROR, the form's `propertyCompanyAddressError`).
 *
 * @throws ApiError 400 VALIDATION_ERROR, 502 CONFIRM_OPERATION_ADDRESS_FETCH_ERROR.
 */
export async function validateTermination(
  deps: Pick<RequestsDeps, 'db' | 'clock'>,
  user: SessionUser,
  contractId: string,
  data: TerminationData,
): Promise<void> {
  const { db } = deps
  const contract = await repo.contractFacts(db, contractId)
  if (contract === null) throw notFound()
  const form = terminationFormOfOperationData(data)
  const parsed = terminationFormSchema({
    contractType: contract.contract_type,
    contractStartDate: contract.start_date,
    contractEndDate: contract.end_date,
    today: today(deps),
  }).safeParse(form)
  const errors: Record<string, string> = parsed.success ? {} : fieldErrorsOf(parsed.error)

  const tenants = await repo.currentTenants(db, contractId, today(deps))
  const tenantIds = new Set(tenants.map((t) => t.id))
  const stored = new Set((await repo.contractBeneficiaries(db, contractId)).map((b) => b.id))
  const continued = new Set<string>()
  data.beneficiaries.forEach((b, index) => {
    const linkedElsewhere =
      b.contractToTenantAssociationId !== null && !tenantIds.has(b.contractToTenantAssociationId)
    // An existing beneficiary is one of this contract's stored ones, named once; a removal
    // (spec 01 §2: "marks it removed with 0 percent") needs one and carries 0 %.
    const existingUnknown =
      b.existingBeneficiaryId !== null &&
      (!stored.has(b.existingBeneficiaryId) || continued.has(b.existingBeneficiaryId))
    if (b.existingBeneficiaryId !== null) continued.add(b.existingBeneficiaryId)
    const removalWithoutExisting = b.removeExistingBeneficiary && b.existingBeneficiaryId === null
    if (linkedElsewhere || existingUnknown || removalWithoutExisting) {
      errors[`beneficiaries.${index}.beneficiaryName`] ??= 'invalid_string'
    }
    if (b.removeExistingBeneficiary && b.returnPercentage !== 0) {
      errors[`beneficiaries.${index}.returnPercentage`] ??= 'invalid_number'
    }
  })
  if (data.fileUuids.length > 0) {
    const owned = await db.query<{ id: string }>(
      'SELECT id FROM files WHERE id = ANY($1::uuid[]) AND created_by_user_id = $2 AND uploaded',
      [data.fileUuids, user.residentUserId],
    )
    if (owned.length !== new Set(data.fileUuids).size) errors.fileUuids ??= 'invalid_string'
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)

  if (
    contract.contract_type === 'right_of_occupancy' &&
    data.rightOfOccupancyCollateralLocation === 'bank' &&
    !(
      contract.property_company_street_address &&
      contract.property_company_postal_code &&
      contract.property_company_city
    )
  ) {
    throw new ApiError(502, 'CONFIRM_OPERATION_ADDRESS_FETCH_ERROR')
  }
}

/**
 * `createTermination`: checks the termination and starts the creator's bank-ID identification.
 *
 * @returns the provider link and the flow state (bound to the browser by the route).
 * @throws ApiError 403 CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED, 409
 *   TERMINATION_NOT_ALLOWED / CONFIRM_OPERATION_TOO_EARLY, 400 VALIDATION_ERROR, 502
 *   TERMINATE_CONTRACT_INIT_CONFIRM_ERROR (identity service down).
 */
export async function initTermination(
  deps: RequestsDeps,
  user: SessionUser,
  access: ContractAccess,
  body: z.output<typeof api.createTermination.body> & CreateTerminationBody,
): Promise<{ link: string; state: string }> {
  requireBankId(body.provider)
  const reason = await disallowedReasonOf(deps, user, access)
  if (reason !== undefined) refuseDisallowed(reason)
  await validateTermination(deps, user, access.contractUuid, body.operationData)
  return startConfirmation(deps, {
    user,
    contractId: access.contractUuid,
    locale: body.locale,
    operationType: 'resident_app_confirm_contract_termination',
    data: body.operationData,
    returnTo: routes.terminate(access.contractUuid),
    initErrorCode: 'TERMINATE_CONTRACT_INIT_CONFIRM_ERROR',
  })
}

/** The other parties who must approve: current contract parties with an account, not `self`. */
function approversOf(tenants: readonly repo.PartyRow[], selfTenantId: string): string[] {
  return tenants
    .filter((t) => t.is_contract_party && t.id !== selfTenantId && t.tenant_type === 'person')
    .map((t) => t.id)
}

/** Performs a confirmed termination (called by the callback in its transaction). */
async function performTermination(
  deps: RequestsDeps,
  tx: Queryable,
  ctx: ConfirmContext,
  data: TerminationData,
): Promise<void> {
  await repo.lockContract(tx, ctx.contractId)
  if ((await repo.openRequestOf(tx, 'termination', ctx.contractId)) !== null) {
    throw new ApiError(409, 'TERMINATION_NOT_ALLOWED', {
      reason: 'pending_termination_tenant_approvals',
    })
  }
  // An approved termination ends the contract (issue 23 item 8): no second one.
  if ((await repo.findTermination(tx, ctx.contractId))?.status === 'approved') {
    throw new ApiError(409, 'TERMINATION_NOT_ALLOWED', { reason: 'contract_terminated' })
  }
  const tenants = await repo.currentTenants(tx, ctx.contractId, today(deps))
  const approvers = approversOf(tenants, ctx.tenantId)
  const status = nextStatus(null, 'create', {
    kind: 'termination',
    pendingApprovalsAfter: approvers.length,
  })
  const self = tenants.find((t) => t.id === ctx.tenantId)
  const requestId = await repo.insertTermination(tx, {
    contractId: ctx.contractId,
    createdByUserId: ctx.userId,
    status,
    terminationReason: data.terminationReason,
    movingOutDate: data.movingOutDate,
    endDate: data.endDate,
    givingContactInfoAllowed: data.givingContactInfoAllowed,
    masterKeyAccessAllowed: masterKeyAccessFor(data.showing),
    hasPetsInApartment: data.hasPetsInApartment,
    displaysSelf: data.showing === 'tenant_shows',
    additionalDetails: data.additionalDetails,
    contactEmail: self?.user_email ?? null,
    contactPhoneNumber: null,
    newAddress: data.newAddress,
    isCollateral: data.isCollateral,
    collateralLender: data.collateralLender === '' ? null : data.collateralLender,
    beneficiaries: data.beneficiaries.map((b) => ({
      existingBeneficiaryId: b.existingBeneficiaryId,
      removesExisting: b.removeExistingBeneficiary,
      tenantId: b.contractToTenantAssociationId,
      beneficiaryName: b.beneficiaryName,
      iban: b.iban,
      bic: b.bic === '' ? null : b.bic,
      returnPercentage: b.returnPercentage,
      phoneNumber: b.phoneNumber === '' ? null : b.phoneNumber,
      email: b.email === '' ? null : b.email,
    })),
    fileIds: await claimFiles(tx, ctx.userId, data.fileUuids),
  })
  await repo.insertApprovals(tx, 'termination', requestId, approvers)
  await recordTransition(deps, tx, {
    kind: 'termination',
    requestId,
    contractId: ctx.contractId,
    event: 'create',
    from: null,
    to: status,
    actor: ctx,
  })
}

// ---------------------------------------------------------------------------------------------
// Approval by another party
// ---------------------------------------------------------------------------------------------

/**
 * `approveTermination` / `approveModification`: checks that the request awaits this resident's
 * answer and starts their bank-ID identification.
 *
 * @throws ApiError 404 NOT_FOUND when the request is not this contract's or does not await this
 *   resident; 502 TERMINATE_CONTRACT_INIT_CONFIRM_ERROR / MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR.
 */
export async function initApproval(
  deps: RequestsDeps,
  user: SessionUser,
  access: ContractAccess,
  kind: RequestKind,
  body: ApproveTerminationBody | ApproveModificationBody,
): Promise<{ link: string; state: string }> {
  if (kind === 'modification' && !deps.config.featureFlags.contractModification) throw notFound()
  const requestId =
    'terminationRequestId' in body.operationData
      ? body.operationData.terminationRequestId
      : body.operationData.modificationRequestId
  const request =
    kind === 'termination'
      ? await repo.findTermination(deps.db, access.contractUuid, requestId)
      : await repo.findModification(deps.db, access.contractUuid, requestId)
  if (request === null || request.status !== 'pending_tenant_approval') throw notFound()
  const approvals = await repo.approvalsOf(deps.db, kind, request.id)
  const mine = approvals.find((a) => a.tenant_id === access.tenantId)
  if (mine?.decision !== 'pending') throw notFound()
  const action = body.operationType
  const returnTo = `${
    kind === 'termination'
      ? routes.confirmTermination(access.contractUuid)
      : routes.confirmModification(access.contractUuid)
  }?action=${action}`
  return startConfirmation(deps, {
    user,
    contractId: access.contractUuid,
    locale: body.locale,
    operationType: `resident_app_${action}_contract_${kind}`,
    data: { requestId: request.id },
    returnTo,
    initErrorCode:
      kind === 'termination'
        ? 'TERMINATE_CONTRACT_INIT_CONFIRM_ERROR'
        : 'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR',
  })
}

/** Performs another party's confirmed accept or reject (in the callback's transaction). */
async function performApproval(
  deps: RequestsDeps,
  tx: Queryable,
  ctx: ConfirmContext,
  kind: RequestKind,
  action: 'accept' | 'reject',
  requestId: string,
): Promise<void> {
  const request = await repo.lockRequest(tx, kind, requestId)
  if (request === null || request.contract_id !== ctx.contractId) throw notFound()
  const event: RequestEvent = action === 'accept' ? 'tenant_accept' : 'tenant_reject'
  const approvals = await repo.approvalsOf(tx, kind, requestId)
  const pendingAfter = approvals.filter(
    (a) => a.decision === 'pending' && a.tenant_id !== ctx.tenantId,
  ).length
  let to: RequestStatus
  try {
    to = nextStatus(request.status, event, { kind, pendingApprovalsAfter: pendingAfter })
  } catch (error) {
    if (error instanceof InvalidTransitionError) throw invalidTransition(error)
    throw error
  }
  const decided = await repo.decideApproval(
    tx,
    kind,
    requestId,
    ctx.tenantId,
    action === 'accept' ? 'accepted' : 'rejected',
    ctx.userId,
  )
  if (!decided) throw notFound()
  await repo.setRequestStatus(tx, kind, requestId, to, null)
  await repo.closeApprovalNotifications(tx, kind, requestId, ctx.userId)
  await recordTransition(deps, tx, {
    kind,
    requestId,
    contractId: ctx.contractId,
    event,
    from: request.status,
    to,
    actor: ctx,
  })
}

// ---------------------------------------------------------------------------------------------
// Modification and add tenant
// ---------------------------------------------------------------------------------------------

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
  const reason = await disallowedReasonOf(deps, user, access)
  if (reason !== undefined) refuseModification(reason)
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

  const requestId = randomUUID()
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
    await repo.insertModificationWithId(tx, requestId, {
      contractId: access.contractUuid,
      createdByUserId: user.residentUserId,
      status,
      description: data.description,
      inEffect: data.inEffect,
      removeTenantIds: data.removeTenantIds,
      transfer:
        transfer !== null && source !== undefined
          ? { sourceTenantId: source.id, destinationTenantId: transfer }
          : null,
      addTenants: [],
    })
    await recordTransition(deps, tx, {
      kind: 'modification',
      requestId,
      contractId: access.contractUuid,
      event: 'create',
      from: null,
      to: status,
      actor: { userId: user.residentUserId, tenantId: access.tenantId, identifiedBy: 'session' },
    })
  })
  return started
}

/** The parties who approve a modification: other contract parties and a transfer destination. */
async function modificationApprovers(
  tx: Queryable,
  requestId: string,
  tenants: readonly repo.PartyRow[],
  selfTenantId: string,
): Promise<string[]> {
  const events = await repo.modificationEvents(tx, requestId)
  const approvers = new Set(approversOf(tenants, selfTenantId))
  const destination = events.transfer?.destination_tenant_id
  if (destination !== undefined && destination !== selfTenantId) approvers.add(destination)
  return [...approvers]
}

/** Completes a modification's strong authentication (in the callback's transaction). */
async function performModificationConfirm(
  deps: RequestsDeps,
  tx: Queryable,
  ctx: ConfirmContext,
  requestId: string,
): Promise<void> {
  const request = await repo.lockRequest(tx, 'modification', requestId)
  if (request === null || request.contract_id !== ctx.contractId) throw notFound()
  if (request.created_by_user_id !== ctx.userId) throw notFound()
  const tenants = await repo.currentTenants(tx, ctx.contractId, today(deps))
  const approvers = await modificationApprovers(tx, requestId, tenants, ctx.tenantId)
  let to: RequestStatus
  try {
    to = nextStatus(request.status, 'authenticate', {
      kind: 'modification',
      pendingApprovalsAfter: approvers.length,
    })
  } catch (error) {
    if (error instanceof InvalidTransitionError) throw invalidTransition(error)
    throw error
  }
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

/**
 * `addTenant`: asks to add persons to the contract (spec 01 §2 Add tenant; spec 02 §5). Creates
 * a modification request with add-tenant events, in effect today, awaiting the other contract
 * parties (or the provider's review when there are none). A person who already is a tenant of
 * the contract is refused (`tenants.<i>.socialSecurityNumber`: `invalid_ssn`).
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
  const reason = await disallowedReasonOf(deps, user, access)
  if (reason !== undefined) refuseModification(reason)
  const on = today(deps)
  const current = await repo.currentTenants(deps.db, access.contractUuid, on)
  const codes = new Set(current.map((t) => t.personal_identity_code).filter((c) => c !== null))
  const errors: Record<string, string> = {}
  const seen = new Set<string>()
  const people = tenantsToAdd.map((p, index) => {
    const parsed = parseHetu(p.socialSecurityNumber, on)
    const hetu = parsed.valid ? parsed.hetu : p.socialSecurityNumber
    if (codes.has(hetu) || seen.has(hetu)) {
      errors[`tenants.${index}.socialSecurityNumber`] = 'invalid_ssn'
    }
    seen.add(hetu)
    return {
      socialSecurityNumber: hetu,
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
    const requestId = randomUUID()
    await repo.insertModificationWithId(tx, requestId, {
      contractId: access.contractUuid,
      createdByUserId: user.residentUserId,
      status,
      description: '',
      inEffect: on,
      removeTenantIds: [],
      transfer: null,
      addTenants: people,
    })
    await repo.insertApprovals(tx, 'modification', requestId, approvers)
    await recordTransition(deps, tx, {
      kind: 'modification',
      requestId,
      contractId: access.contractUuid,
      event: 'create',
      from: null,
      to: status,
      actor: { userId: user.residentUserId, tenantId: access.tenantId, identifiedBy: 'session' },
    })
  })
  return { success: true, message: null }
}

// ---------------------------------------------------------------------------------------------
// The housing provider's decision
// ---------------------------------------------------------------------------------------------

/**
 * The housing provider's decision on a request in `ready_for_review` (SPEC-DECISIONS "who
 * approves": staff decide in the staff console). `approve` moves it to `approved` (an approved
 * termination sets the contract's end date; an approved modification ends the leaving tenants'
 * tenancy the day before it takes effect, moves the contract-party status and adds the new
 * persons), `reject` to `rejected`; every party gets kenno_accepted / kenno_rejected and an
 * e-mail. One transaction, recorded with the staff user.
 *
 * @param input.staffUserId the deciding staff user (`users.role = 'staff'`).
 * @throws ApiError 404 NOT_FOUND for an unknown request; 409
 *   CONTRACT_REQUEST_INVALID_TRANSITION when the request is not ready for review.
 */
export async function decideContractRequest(
  deps: Pick<RequestsDeps, 'db' | 'mailer' | 'clock'>,
  input: {
    kind: RequestKind
    requestId: string
    decision: 'approve' | 'reject'
    staffUserId: string
  },
): Promise<{ status: RequestStatus }> {
  const { status } = await deps.db.transaction((tx) => decideContractRequestIn(deps, tx, input))
  return { status }
}

/**
 * {@link decideContractRequest} inside the caller's transaction `tx` (the staff console adds its
 * decision reason and audit entry to the same transaction).
 *
 * @returns the new status and the request's contract.
 * @throws ApiError 404 NOT_FOUND; 409 CONTRACT_REQUEST_INVALID_TRANSITION.
 */
export async function decideContractRequestIn(
  deps: Pick<RequestsDeps, 'mailer' | 'clock'>,
  tx: Queryable,
  input: {
    kind: RequestKind
    requestId: string
    decision: 'approve' | 'reject'
    /** The deciding staff user, or null when the ERP decides (integration API). */
    staffUserId: string | null
  },
): Promise<{ status: RequestStatus; contractId: string }> {
  const request = await repo.lockRequest(tx, input.kind, input.requestId)
  if (request === null) throw notFound()
  const event: RequestEvent = input.decision === 'approve' ? 'provider_approve' : 'provider_reject'
  let to: RequestStatus
  try {
    to = nextStatus(request.status, event, { kind: input.kind, pendingApprovalsAfter: 0 })
  } catch (error) {
    if (error instanceof InvalidTransitionError) throw invalidTransition(error)
    throw error
  }
  // Who is told is worked out before the change is applied: an approved modification ends the
  // leaving tenants' tenancy and moves the contract-party role, and they must hear of it too.
  const parties = await requestParties(deps, tx, input.kind, input.requestId, request)
  await repo.setRequestStatus(tx, input.kind, input.requestId, to, input.staffUserId)
  if (to === 'approved') {
    if (input.kind === 'termination') await repo.applyTermination(tx, input.requestId)
    else await repo.applyModification(tx, input.requestId)
  }
  await recordTransition(
    deps,
    tx,
    {
      kind: input.kind,
      requestId: input.requestId,
      contractId: request.contract_id,
      event,
      from: request.status,
      to,
      actor: {
        userId: input.staffUserId,
        tenantId: null,
        identifiedBy: input.staffUserId === null ? 'system' : 'staff',
      },
    },
    parties,
  )
  return { status: to, contractId: request.contract_id }
}

// ---------------------------------------------------------------------------------------------
// Transitions, notifications and mail
// ---------------------------------------------------------------------------------------------

/** Who acts in a transition and how they were identified. */
interface Actor {
  userId: string | null
  tenantId: string | null
  identifiedBy: 'ftn' | 'passport' | 'session' | 'staff' | 'system'
  flowId?: string | null
  acr?: string | null
}

/** Applies a transition computed here (status update + record), for `abandon`. */
async function transition(
  deps: Pick<RequestsDeps, 'mailer' | 'clock'>,
  tx: Queryable,
  t: {
    kind: RequestKind
    requestId: string
    contractId: string
    event: RequestEvent
    from: RequestStatus
    actor: Actor
  },
): Promise<void> {
  const to = nextStatus(t.from, t.event, { kind: t.kind, pendingApprovalsAfter: 0 })
  await repo.setRequestStatus(tx, t.kind, t.requestId, to, null)
  await recordTransition(deps, tx, { ...t, to })
}

/**
 * The verb of the integration event of a transition (issue 22 item 4: created, confirmed or
 * rejected by a party, decided by the provider), or null when the provider need not know (a
 * modification still waiting for its creator's bank ID, an abandoned one).
 */
function integrationVerbOf(
  event: RequestEvent,
  to: RequestStatus,
): 'created' | 'confirmed' | 'rejected' | 'decided' | null {
  switch (event) {
    case 'create':
    case 'authenticate':
      return to === 'pending_strong_authentication' ? null : 'created'
    case 'tenant_accept':
      return 'confirmed'
    case 'tenant_reject':
      return 'rejected'
    case 'provider_approve':
    case 'provider_reject':
      return 'decided'
    case 'abandon':
      return null
  }
}

/**
 * Someone a transition's notification or e-mail goes to: a resident (notification and e-mail in
 * their `users.locale`), or a person joining the contract who has no account yet (e-mail only,
 * in the language of the request's creator, who named them).
 */
interface Recipient {
  user_id: string | null
  user_email: string | null
  user_locale: Lang | null
  first_name: string | null
}

/**
 * Every party of a request, read before the housing provider's decision is applied (issue 26
 * item 3): the creator, the current contract parties, the tenants asked to approve, and for a
 * modification the leaving tenants, the transfer's source and destination and the persons being
 * added (by the e-mail given for them). Residents are named once; `user_id` null only for an
 * added person without an account.
 */
async function requestParties(
  deps: Pick<RequestsDeps, 'clock'>,
  tx: Queryable,
  kind: RequestKind,
  requestId: string,
  request: { contract_id: string; created_by_user_id: string | null },
): Promise<Recipient[]> {
  const tenants = await repo.currentTenants(tx, request.contract_id, today(deps))
  const approvals = await repo.approvalsOf(tx, kind, requestId)
  const named = new Set(approvals.map((a) => a.tenant_id))
  const events = kind === 'modification' ? await repo.modificationEvents(tx, requestId) : null
  for (const r of events?.removes ?? []) named.add(r.remove_tenant_id)
  if (events?.transfer) {
    named.add(events.transfer.source_tenant_id)
    named.add(events.transfer.destination_tenant_id)
  }
  const recipients: Recipient[] = tenants.filter(
    (p) =>
      p.user_id !== null &&
      (p.is_contract_party || named.has(p.id) || p.user_id === request.created_by_user_id),
  )
  const creator = tenants.find((p) => p.user_id === request.created_by_user_id)
  for (const added of events?.adds ?? []) {
    if (added.email === null) continue
    recipients.push({
      user_id: null,
      user_email: added.email,
      user_locale: creator?.user_locale ?? null,
      first_name: added.first_name,
    })
  }
  return recipients
}

/**
 * Records one transition and sends the notifications (and e-mails) the machine plans for it
 * (`notificationsOf`), each linked to the transition. `parties` (the housing provider's
 * decision, read before it was applied) replaces the current parties as the recipients.
 */
async function recordTransition(
  deps: Pick<RequestsDeps, 'mailer' | 'clock'> & Partial<Pick<RequestsDeps, 'config'>>,
  tx: Queryable,
  t: {
    kind: RequestKind
    requestId: string
    contractId: string
    event: RequestEvent
    from: RequestStatus | null
    to: RequestStatus
    actor: Actor
  },
  parties?: readonly Recipient[],
): Promise<void> {
  const transitionId = await repo.insertTransition(tx, {
    kind: t.kind,
    requestId: t.requestId,
    event: t.event,
    from: t.from,
    to: t.to,
    actorUserId: t.actor.userId,
    actorTenantId: t.actor.tenantId,
    identifiedBy: t.actor.identifiedBy,
    identityFlowId: t.actor.flowId ?? null,
    acr: t.actor.acr ?? null,
  })
  const verb = integrationVerbOf(t.event, t.to)
  if (verb !== null) {
    await recordIntegrationEvent(tx, {
      type: `${t.kind}_request.${verb}`,
      entity: { type: `${t.kind}_request`, id: t.requestId },
      occurredAt: deps.clock.now(),
      data: {
        id: t.requestId,
        contractId: t.contractId,
        status: t.to,
        previousStatus: t.from,
        ...(verb === 'decided' ? { decision: t.to === 'approved' ? 'accepted' : 'rejected' } : {}),
        actor: { userId: t.actor.userId, tenantId: t.actor.tenantId },
      },
    })
  }
  const plan = notificationsOf(t.event, t.to)
  if (plan.length === 0) return
  const request = await repo.lockRequest(tx, t.kind, t.requestId)
  const contract = await repo.contractFacts(tx, t.contractId)
  const tenants = await repo.currentTenants(tx, t.contractId, today(deps))
  const approvals = await repo.approvalsOf(tx, t.kind, t.requestId)
  const approverIds = new Set(approvals.map((a) => a.tenant_id))
  const involved: readonly (Recipient & { id?: string })[] =
    parties ??
    tenants.filter((p) => p.user_id !== null && (p.is_contract_party || approverIds.has(p.id)))
  const creatorId = request?.created_by_user_id ?? null
  const address = contract
    ? `${contract.street_address_line1}, ${contract.postal_code} ${contract.city}`
    : ''
  for (const step of plan) {
    const recipients = involved.filter((p) => {
      switch (step.to) {
        case 'creator':
          return p.user_id === creatorId
        case 'approvers':
          return approvals.some((a) => a.tenant_id === p.id && a.decision === 'pending')
        case 'others':
          return p.user_id !== t.actor.userId
        case 'everyone':
          return true
      }
    })
    const seen = new Set<string>()
    for (const p of recipients) {
      // A resident once by account; a person without one (being added) once by e-mail.
      const key = p.user_id ?? `mail:${p.user_email?.toLowerCase() ?? ''}`
      if ((p.user_id === null && p.user_email === null) || seen.has(key)) continue
      seen.add(key)
      if (p.user_id !== null) {
        await repo.insertRequestNotification(tx, {
          userId: p.user_id,
          contractId: t.contractId,
          kind: t.kind,
          requestId: t.requestId,
          category: `contract_${t.kind}_request_${step.suffix}`,
          transitionId,
          important: step.suffix === 'approval_needed' || step.suffix.endsWith('rejected'),
        })
      }
      if (p.user_email !== null) {
        const lang = p.user_locale ?? 'fi'
        await queueRequestMail(tx, deps.mailer, {
          to: p.user_email,
          lang,
          userId: p.user_id,
          rendered: renderRequestMail(lang, t.kind, step.suffix, {
            firstName: p.first_name,
            address,
            // The confirm page in the recipient's language (spec 01 §1: the language may come
            // from a query parameter), only where the recipient has something to do.
            link:
              step.suffix === 'approval_needed' && deps.config
                ? `${deps.config.publicUrl}${
                    t.kind === 'termination'
                      ? routes.confirmTermination(t.contractId)
                      : routes.confirmModification(t.contractId)
                  }?lang=${lang}`
                : undefined,
          }),
        })
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The identity callback of confirmations
// ---------------------------------------------------------------------------------------------

/** Who confirmed: the resident of the flow and their tenancy on its contract. */
interface ConfirmContext extends Actor {
  userId: string
  tenantId: string
  contractId: string
}

/** The `?success` target of a flow's page. */
function withSuccess(path: string): string {
  const url = new URL(path, 'http://localhost')
  url.searchParams.set('success', 'true')
  return `${url.pathname}${url.search}`
}

/** Error code of a failed confirm operation (spec 02 §8: accept/create vs. reject). */
function confirmFailureCode(operationType: string | null): ConfirmErrorCode {
  if (operationType?.includes('reject')) return 'CONFIRM_OPERATION_GENERIC_ERROR'
  return operationType?.endsWith('modification')
    ? 'MODIFICATION_CONTRACT_CONFIRM_ERROR'
    : 'TERMINATE_CONTRACT_CONFIRM_ERROR'
}

/**
 * The `confirm_operation` handler of the identity callback: checks and performs the confirmed
 * operation once, and says where the browser goes (`?success=true`, or `?error=<code>`):
 * - identification failed: its code (cancelled, no identity verifier, no identity, no
 *   attributes, nonce diff failed for a reused flow); a modification waiting for its creator's
 *   bank ID is abandoned;
 * - a passport identity: CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED;
 * - no resident or tenancy behind the flow: CONFIRM_OPERATION_NO_USER; no contract:
 *   CONFIRM_OPERATION_MISSING_CONTRACT_ID;
 * - the identity code is not the tenant's own: CONFIRM_OPERATION_IDENTITY_MISMATCH;
 * - stored data missing: CONFIRM_OPERATION_FORM_VALUES_MISSING; the callback comes in another
 *   session or the data changed: CONFIRM_OPERATION_NONCE_DIFF_FAILED;
 * - the operation is no longer allowed (state changed meanwhile): the API error's code when it
 *   is a confirmation code, else TERMINATE_/MODIFICATION_CONTRACT_CONFIRM_ERROR.
 */
export async function confirmationIdentified(
  deps: RequestsDeps,
  outcome: IdentityCallbackOutcome,
  sessionToken: string | undefined,
): Promise<string> {
  if (!outcome.ok) {
    const flow = outcome.error.flow
    if (flow === undefined) return withError('/', outcome.error.code)
    const stored = flow.operationData as Partial<StoredOperation> | null
    if (
      flow.operationType === 'resident_app_confirm_contract_modification' &&
      typeof stored?.requestId === 'string' &&
      flow.contractId !== null
    ) {
      await abandonModification(deps, stored.requestId, flow.userId)
    }
    return withError(flow.returnTo, outcome.error.code)
  }
  const { flow } = outcome
  const fail = async (code: ConfirmErrorCode) => {
    const stored = flow.operationData as Partial<StoredOperation> | null
    if (
      flow.operationType === 'resident_app_confirm_contract_modification' &&
      typeof stored?.requestId === 'string'
    ) {
      await abandonModification(deps, stored.requestId, flow.userId)
    }
    return withError(flow.returnTo, code)
  }
  if (flow.identity.identityProvider !== 'ftn') {
    return fail('CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED')
  }
  if (flow.contractId === null) return fail('CONFIRM_OPERATION_MISSING_CONTRACT_ID')
  if (flow.userId === null) return fail('CONFIRM_OPERATION_NO_USER')
  const tenants = await repo.currentTenants(deps.db, flow.contractId, today(deps))
  const self = tenants.find((t) => t.user_id === flow.userId)
  if (self === undefined) return fail('CONFIRM_OPERATION_NO_USER')
  const ownCode = self.personal_identity_code ?? (await repo.userIdentityCode(deps.db, flow.userId))
  if (ownCode === null || ownCode !== flow.identity.personalIdentityCode) {
    return fail('CONFIRM_OPERATION_IDENTITY_MISMATCH')
  }
  const stored = flow.operationData as Partial<StoredOperation> | null
  if (stored === null || typeof stored.nonce !== 'string' || stored.data === undefined) {
    return fail('CONFIRM_OPERATION_FORM_VALUES_MISSING')
  }
  const session = sessionToken === undefined ? null : await findSessionUser(deps.db, sessionToken)
  const expected = await repo.flowOperationHash(deps.db, flow.flowId)
  if (
    session === null ||
    session.residentUserId !== flow.userId ||
    session.isImpersonator ||
    expected === null ||
    expected !== operationHash(sessionIdOf(sessionToken ?? ''), stored.nonce, stored.data)
  ) {
    return fail('CONFIRM_OPERATION_NONCE_DIFF_FAILED')
  }

  const ctx: ConfirmContext = {
    userId: flow.userId,
    tenantId: self.id,
    contractId: flow.contractId,
    identifiedBy: 'ftn',
    flowId: flow.flowId,
    acr: flow.identity.acr,
  }
  try {
    switch (flow.operationType) {
      case 'resident_app_confirm_contract_termination': {
        const parsed = api.createTermination.body.shape.operationData.safeParse(stored.data)
        if (!parsed.success) return fail('CONFIRM_OPERATION_FORM_VALUES_MISSING')
        await validateTermination(deps, session, flow.contractId, parsed.data)
        await deps.db.transaction((tx) => performTermination(deps, tx, ctx, parsed.data))
        break
      }
      case 'resident_app_confirm_contract_modification': {
        if (typeof stored.requestId !== 'string') {
          return fail('CONFIRM_OPERATION_FORM_VALUES_MISSING')
        }
        const requestId = stored.requestId
        await deps.db.transaction((tx) => performModificationConfirm(deps, tx, ctx, requestId))
        break
      }
      case 'resident_app_accept_contract_termination':
      case 'resident_app_reject_contract_termination':
      case 'resident_app_accept_contract_modification':
      case 'resident_app_reject_contract_modification': {
        const data = stored.data as { requestId?: unknown }
        if (typeof data.requestId !== 'string') {
          return fail('CONFIRM_OPERATION_FORM_VALUES_MISSING')
        }
        const requestId = data.requestId
        const kind: RequestKind = flow.operationType.endsWith('termination')
          ? 'termination'
          : 'modification'
        const action = flow.operationType.includes('accept') ? 'accept' : 'reject'
        await deps.db.transaction((tx) => performApproval(deps, tx, ctx, kind, action, requestId))
        break
      }
      default:
        return fail('CONFIRM_OPERATION_INVALID_CONFIRM_TYPE')
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const code = error.code as ConfirmErrorCode
    return fail(
      code === 'CONFIRM_OPERATION_TOO_EARLY' || code === 'CONFIRM_OPERATION_ADDRESS_FETCH_ERROR'
        ? code
        : confirmFailureCode(flow.operationType),
    )
  }
  return withSuccess(flow.returnTo)
}

/** Abandons a modification still waiting for its creator's bank ID (identification failed). */
async function abandonModification(
  deps: Pick<RequestsDeps, 'db' | 'clock' | 'mailer'>,
  requestId: string,
  userId: string | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const request = await repo.lockRequest(tx, 'modification', requestId)
    if (request?.status !== 'pending_strong_authentication') return
    await transition(deps, tx, {
      kind: 'modification',
      requestId,
      contractId: request.contract_id,
      event: 'abandon',
      from: request.status,
      actor: { userId, tenantId: null, identifiedBy: 'system' },
    })
  })
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** Approvals in the wire shape, marking the signed-in resident's own. */
async function wireApprovals(
  db: Queryable,
  kind: RequestKind,
  requestId: string,
  residentUserId: string,
): Promise<TerminationRequest['tenantApprovals']> {
  const approvals = await repo.approvalsOf(db, kind, requestId)
  return approvals.map((a) => ({
    tenantId: a.tenant_id,
    firstName: a.first_name ?? '',
    lastName: a.last_name ?? '',
    status: a.decision,
    isCurrentUser: a.user_id === residentUserId,
    decidedAt: a.decided_at === null ? null : a.decided_at.toISOString(),
  }))
}

/**
 * The contract's latest termination request (spec 01 §3 Termination request).
 *
 * @throws ApiError 404 NOT_FOUND when the contract has none.
 */
export async function latestTermination(
  deps: Pick<RequestsDeps, 'db' | 'files'>,
  user: SessionUser,
  access: ContractAccess,
): Promise<TerminationRequest> {
  const { db } = deps
  const row = await repo.findTermination(db, access.contractUuid)
  if (row === null) throw notFound()
  const beneficiaries = await repo.beneficiariesOf(db, row.id)
  const files = await repo.filesOf(db, row.id)
  return {
    id: row.id,
    contractUuid: row.contract_id,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at === null ? null : row.decided_at.toISOString(),
    status: row.status === 'pending_strong_authentication' ? 'ready_for_review' : row.status,
    movingOutDate: row.moving_out_date,
    endDate: row.end_date,
    terminationReason: row.termination_reason,
    givingContactInfoAllowed: row.giving_contact_info_allowed,
    masterKeyAccessAllowed: row.master_key_access_allowed,
    hasPetsInApartment: row.has_pets_in_apartment,
    displaysSelf: row.displays_self,
    displayStartDate: row.display_start_date,
    displayEndDate: row.display_end_date,
    additionalDetails: row.additional_details ?? '',
    files: await deps.files.attachedFiles(access.contractUuid, files),
    newAddress:
      row.new_address_street_address === null
        ? null
        : {
            recipientName: row.new_address_recipient_name ?? '',
            streetAddress: row.new_address_street_address,
            postalCode: row.new_address_postal_code ?? '',
            city: row.new_address_city ?? '',
          },
    isCollateral: row.is_collateral,
    collateralLender: row.collateral_lender,
    beneficiaries: beneficiaries.map((b) => ({
      id: b.id,
      tenantId: b.tenant_id,
      beneficiaryName: b.beneficiary_name,
      iban: b.iban,
      bic: b.bic,
      returnPercentage: Number(b.return_percentage),
    })),
    tenantApprovals: await wireApprovals(db, 'termination', row.id, user.residentUserId),
  }
}

/**
 * The contract's stored deposit refund beneficiaries (spec 02 §7 GET contracts/{id}/beneficiaries;
 * spec 01 §3 Beneficiary), which the termination form starts from. Only a contract party or a
 * payer sees them (spec 01 §6: bank details are the payers' business); others get 404 like
 * every payment call.
 *
 * @throws ApiError 404 NOT_FOUND for a tenant who is neither party nor payer.
 */
export async function contractBeneficiaries(
  deps: Pick<RequestsDeps, 'db'>,
  access: ContractAccess,
): Promise<Beneficiary[]> {
  const self = await deps.db.query<{ is_contract_party: boolean; is_payer: boolean }>(
    'SELECT is_contract_party, is_payer FROM tenants WHERE id = $1',
    [access.tenantId],
  )
  if (!self[0]?.is_contract_party && !self[0]?.is_payer) throw notFound()
  const rows = await repo.contractBeneficiaries(deps.db, access.contractUuid)
  return rows.map((b) => ({
    id: b.id,
    tenantId: b.tenant_id,
    beneficiaryName: b.beneficiary_name,
    iban: b.iban,
    bic: b.bic,
    returnPercentage: Number(b.return_percentage),
  }))
}

/** `010190-****`: an identity code shown to anyone but the request's creator. */
function maskHetu(hetu: string): string {
  return `${hetu.slice(0, 7)}****`
}

/**
 * The contract's latest modification request (spec 01 §3 Modification request); identity codes
 * of added persons are masked for anyone but its creator.
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
        ? a.social_security_number
        : maskHetu(a.social_security_number),
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
