/**
 * The `confirm_operation` handler of the identity callback (spec 02 §7 confirm-operation, §8
 * error codes): after the bank-ID identification of a termination, a modification or another
 * party's accept or reject, it checks the identity (bank ID only, the tenant's own personal
 * identity code), that the callback comes in the same session and the stored operation is
 * unchanged (`confirm-operation.ts`), then performs the operation in one transaction. A flow is
 * single use, so a replayed callback performs nothing.
 */
import { api, type ConfirmErrorCode } from '@asukas/contract'
import type { ContractRequestId } from '@asukas/domain'
import { idOf, parseId } from '../../platform/ids.ts'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import { findSessionUser, sessionIdOf } from '../../platform/auth/sessions.ts'
import { ApiError } from '../../platform/errors.ts'
import { withError, type IdentityCallbackOutcome } from '../../platform/identity-callback.ts'
import type { CompletedIdentityFlow } from '../../platform/identity/oidc-client.ts'
import { performApproval } from './approval.ts'
import { operationHash, type ConfirmContext, type StoredOperation } from './confirm-operation.ts'
import type { RequestKind } from './machine.ts'
import { performModificationConfirm } from './modification.ts'
import * as repo from './repository.ts'
import { today, type RequestsDeps } from './shared.ts'
import { performTermination, validateTermination } from './termination.ts'
import { abandonModification } from './transitions.ts'

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

/** The modification a failed flow leaves waiting for its creator's bank ID, if any. */
function pendingModificationOf(flow: {
  operationType: string | null
  operationData: unknown
}): ContractRequestId | null {
  const stored = flow.operationData as Partial<StoredOperation> | null
  return flow.operationType === 'resident_app_confirm_contract_modification'
    ? parseId('ContractRequest', stored?.requestId)
    : null
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
 * - the personal identity code is not the tenant's own: CONFIRM_OPERATION_IDENTITY_MISMATCH;
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
    const pending = pendingModificationOf(flow)
    if (pending !== null && flow.contractId !== null) {
      await abandonModification(deps, pending, flow.userId)
    }
    return withError(flow.returnTo, outcome.error.code)
  }
  const { flow } = outcome
  const fail = async (code: ConfirmErrorCode) => {
    const pending = pendingModificationOf(flow)
    if (pending !== null) await abandonModification(deps, pending, flow.userId)
    return withError(flow.returnTo, code)
  }
  const checked = await checkConfirmation(deps, flow, sessionToken)
  if (typeof checked === 'string') return fail(checked)
  try {
    const code = await performConfirmed(deps, flow, checked)
    if (code !== null) return fail(code)
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

/** What a checked confirmation performs with: who confirmed, their session and the data. */
interface CheckedConfirmation {
  ctx: ConfirmContext
  session: SessionUser
  stored: StoredOperation
}

/**
 * The checks of a completed identification before anything is performed (see
 * {@link confirmationIdentified}).
 *
 * @returns the confirmation, or the error code to send the browser back with.
 */
async function checkConfirmation(
  deps: RequestsDeps,
  flow: CompletedIdentityFlow,
  sessionToken: string | undefined,
): Promise<CheckedConfirmation | ConfirmErrorCode> {
  if (flow.identity.identityProvider !== 'ftn') {
    return 'CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED'
  }
  if (flow.contractId === null) return 'CONFIRM_OPERATION_MISSING_CONTRACT_ID'
  if (flow.userId === null) return 'CONFIRM_OPERATION_NO_USER'
  const contractId = idOf('Contract', flow.contractId)
  const tenants = await repo.currentTenants(deps.db, contractId, today(deps))
  const self = tenants.find((t) => t.user_id === flow.userId)
  if (self === undefined) return 'CONFIRM_OPERATION_NO_USER'
  const ownCode =
    self.personal_identity_code ?? (await repo.userPersonalIdentityCode(deps.db, flow.userId))
  if (ownCode === null || ownCode !== flow.identity.personalIdentityCode) {
    return 'CONFIRM_OPERATION_IDENTITY_MISMATCH'
  }
  const stored = flow.operationData as Partial<StoredOperation> | null
  if (stored === null || typeof stored.nonce !== 'string' || stored.data === undefined) {
    return 'CONFIRM_OPERATION_FORM_VALUES_MISSING'
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
    return 'CONFIRM_OPERATION_NONCE_DIFF_FAILED'
  }
  const ctx: ConfirmContext = {
    userId: flow.userId,
    tenantId: self.id,
    contractId,
    identifiedBy: 'ftn',
    flowId: flow.flowId,
    acr: flow.identity.acr,
  }
  return { ctx, session, stored: { ...stored, nonce: stored.nonce, data: stored.data } }
}

/**
 * Performs the checked operation of the flow in one transaction.
 *
 * @returns null when done, or the error code of stored data that does not fit the operation.
 * @throws ApiError when the operation is no longer allowed.
 */
async function performConfirmed(
  deps: RequestsDeps,
  flow: CompletedIdentityFlow,
  { ctx, session, stored }: CheckedConfirmation,
): Promise<ConfirmErrorCode | null> {
  switch (flow.operationType) {
    case 'resident_app_confirm_contract_termination': {
      const parsed = api.createTermination.body.shape.operationData.safeParse(stored.data)
      if (!parsed.success) return 'CONFIRM_OPERATION_FORM_VALUES_MISSING'
      await validateTermination(deps, session, ctx.contractId, parsed.data)
      await deps.db.transaction((tx) => performTermination(deps, tx, ctx, parsed.data))
      return null
    }
    case 'resident_app_confirm_contract_modification': {
      const requestId = parseId('ContractRequest', stored.requestId)
      if (requestId === null) return 'CONFIRM_OPERATION_FORM_VALUES_MISSING'
      await deps.db.transaction((tx) => performModificationConfirm(deps, tx, ctx, requestId))
      return null
    }
    case 'resident_app_accept_contract_termination':
    case 'resident_app_reject_contract_termination':
    case 'resident_app_accept_contract_modification':
    case 'resident_app_reject_contract_modification': {
      const data = stored.data as { requestId?: unknown }
      const requestId = parseId('ContractRequest', data.requestId)
      if (requestId === null) return 'CONFIRM_OPERATION_FORM_VALUES_MISSING'
      const kind: RequestKind = flow.operationType.endsWith('termination')
        ? 'termination'
        : 'modification'
      const action = flow.operationType.includes('accept') ? 'accept' : 'reject'
      await deps.db.transaction((tx) => performApproval(deps, tx, ctx, kind, action, requestId))
      return null
    }
    default:
      return 'CONFIRM_OPERATION_INVALID_CONFIRM_TYPE'
  }
}
