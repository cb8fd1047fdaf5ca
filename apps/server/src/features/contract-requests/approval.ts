/**
 * The other parties' accept or reject of a termination or modification (spec 01 §2 "Confirm
 * termination and confirm modification"; spec 02 §7 confirm-operation/init/accept|reject…): the
 * request must await this resident's answer; the answer is confirmed with bank ID and moves the
 * request on by the state machine (`machine.ts`).
 */
import { routes, type ApproveModificationBody, type ApproveTerminationBody } from '@asukas/contract'
import type { ContractRequestId } from '@asukas/domain'
import { requireId } from '../../platform/ids.ts'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { notFound } from '../../platform/errors.ts'
import { startConfirmation, type ConfirmContext } from './confirm-operation.ts'
import type { RequestEvent, RequestKind } from './machine.ts'
import * as repo from './repository.ts'
import { nextStatusOrRefuse, type RequestsDeps } from './shared.ts'
import { recordTransition } from './transitions.ts'

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
  const requestId = requireId(
    'ContractRequest',
    'terminationRequestId' in body.operationData
      ? body.operationData.terminationRequestId
      : body.operationData.modificationRequestId,
  )
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
export async function performApproval(
  deps: RequestsDeps,
  tx: Queryable,
  ctx: ConfirmContext,
  kind: RequestKind,
  action: 'accept' | 'reject',
  requestId: ContractRequestId,
): Promise<void> {
  const request = await repo.lockRequest(tx, kind, requestId)
  if (request === null || request.contract_id !== ctx.contractId) throw notFound()
  const event: RequestEvent = action === 'accept' ? 'tenant_accept' : 'tenant_reject'
  const approvals = await repo.approvalsOf(tx, kind, requestId)
  const pendingAfter = approvals.filter(
    (a) => a.decision === 'pending' && a.tenant_id !== ctx.tenantId,
  ).length
  const to = nextStatusOrRefuse(request.status, event, {
    kind,
    pendingApprovalsAfter: pendingAfter,
  })
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
