/**
 * Termination (spec 01 §2 "Terminate contract"; spec 02 §5 Termination, §7): the form checked
 * against the contract and today, the creator's bank-ID confirmation, the request with its
 * beneficiaries and attachments awaiting the other contract parties, and the reads of the
 * latest termination and of the stored beneficiaries the form starts from.
 */
import type { api } from '@asukas/contract'
import {
  routes,
  terminationFormOfOperationData,
  type Beneficiary,
  type CreateTerminationBody,
  type TerminationRequest,
} from '@asukas/contract'
import { fieldErrorsOf, masterKeyAccessFor, terminationFormSchema } from '@asukas/domain'
import type { z } from 'zod'
import type { ContractId } from '@asukas/domain'
import { parseId } from '../../platform/ids.ts'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { claimFiles } from '../../platform/files/index.ts'
import { requireBankId, startConfirmation, type ConfirmContext } from './confirm-operation.ts'
import { nextStatus } from './machine.ts'
import * as repo from './repository.ts'
import { approversOf, today, validationError, wireApprovals, type RequestsDeps } from './shared.ts'
import { recordTransition, refuseIfDisallowed } from './transitions.ts'

/** The termination form as the confirmation stores it. */
export type TerminationData = z.output<typeof api.createTermination.body>['operationData']

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
  contractId: ContractId,
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
  const tenantIds = new Set<string>(tenants.map((t) => t.id))
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
    const owned = await repo.ownUploadedFileIds(db, data.fileUuids, user.residentUserId)
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
  await refuseIfDisallowed(deps, user, access, 'termination')
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

/** Performs a confirmed termination (called by the callback in its transaction). */
export async function performTermination(
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
      tenantId: parseId('Tenant', b.contractToTenantAssociationId),
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

/** A stored or requested deposit refund beneficiary in the wire shape (spec 01 §3 Beneficiary). */
function toBeneficiary(
  row: Omit<repo.ContractBeneficiaryRow, 'phone_number' | 'email'>,
): Beneficiary {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    beneficiaryName: row.beneficiary_name,
    iban: row.iban,
    bic: row.bic,
    returnPercentage: Number(row.return_percentage),
  }
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
    beneficiaries: beneficiaries.map(toBeneficiary),
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
  const self = await repo.tenantRoles(deps.db, access.tenantId)
  if (!self?.is_contract_party && !self?.is_payer) throw notFound()
  const rows = await repo.contractBeneficiaries(deps.db, access.contractUuid)
  return rows.map(toBeneficiary)
}
