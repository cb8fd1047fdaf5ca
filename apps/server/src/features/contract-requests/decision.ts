/**
 * The housing provider's decision on a contract request (spec 01 §4; docs/specification.md "who
 * approves"), through the one state machine for residents, staff and the ERP.
 */
import type { ContractId, ContractRequestId } from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'
import { notFound } from '../../platform/errors.ts'
import type { RequestEvent, RequestKind, RequestStatus } from './machine.ts'
import * as repo from './repository.ts'
import { nextStatusOrRefuse, type RequestsDeps } from './shared.ts'
import { recordTransition, requestParties } from './transitions.ts'

/**
 * The housing provider's decision on a request in `ready_for_review` (docs/specification.md "who
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
    requestId: ContractRequestId
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
    requestId: ContractRequestId
    decision: 'approve' | 'reject'
    /** The deciding staff user, or null when the ERP decides (integration API). */
    staffUserId: string | null
  },
): Promise<{ status: RequestStatus; contractId: ContractId }> {
  const request = await repo.lockRequest(tx, input.kind, input.requestId)
  if (request === null) throw notFound()
  const event: RequestEvent = input.decision === 'approve' ? 'provider_approve' : 'provider_reject'
  const to = nextStatusOrRefuse(request.status, event, {
    kind: input.kind,
    pendingApprovalsAfter: 0,
  })
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
