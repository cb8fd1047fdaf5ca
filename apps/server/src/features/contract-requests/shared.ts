/**
 * What every flow of contract requests shares (termination, modification, add tenant, the other
 * parties' accept or reject, the housing provider's decision): the app dependencies, today in
 * Helsinki, the errors of refused input and transitions (spec 02 §5, §8), and the approvals in
 * the wire shape.
 */
import type { TerminationDisallowedReason, TerminationRequest } from '@asukas/contract'
import { todayInHelsinki } from '@asukas/domain'
import type { ContractRequestId, TenantId } from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { ApiError } from '../../platform/errors.ts'
import {
  InvalidTransitionError,
  nextStatus,
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
export const ADULT_AGE_YEARS = 18

/** Today in Helsinki by the app's clock. */
export function today(deps: Pick<RequestsDeps, 'clock'>): string {
  return todayInHelsinki(deps.clock.now())
}

/**
 * 400 VALIDATION_ERROR with `details.fieldErrors` (spec 02 §5 keys), paths under
 * `operationData.` like the body schema's own errors.
 */
export function validationError(fieldErrors: Record<string, string>): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', {
    fieldErrors: Object.fromEntries(
      Object.entries(fieldErrors).map(([path, key]) => [`operationData.${path}`, key]),
    ),
  })
}

/** 409 CONTRACT_REQUEST_INVALID_TRANSITION for a refused transition. */
export function invalidTransition(error: InvalidTransitionError): ApiError {
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
export function refuseDisallowed(reason: TerminationDisallowedReason): never {
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
export function refuseModification(reason: TerminationDisallowedReason): never {
  if (
    reason === 'pending_termination_tenant_approvals' ||
    reason === 'pending_termination_review'
  ) {
    throw new ApiError(409, 'CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS', { reason })
  }
  return refuseDisallowed(reason)
}

/** The other parties who must approve: current contract parties with an account, not `self`. */
export function approversOf(tenants: readonly repo.PartyRow[], selfTenantId: TenantId): TenantId[] {
  return tenants
    .filter((t) => t.is_contract_party && t.id !== selfTenantId && t.tenant_type === 'person')
    .map((t) => t.id)
}

/**
 * The machine's next status (`nextStatus`), a refused transition as 409
 * CONTRACT_REQUEST_INVALID_TRANSITION with `details.from` and `details.event`.
 */
export function nextStatusOrRefuse(
  from: RequestStatus | null,
  event: RequestEvent,
  context: Parameters<typeof nextStatus>[2],
): RequestStatus {
  try {
    return nextStatus(from, event, context)
  } catch (error) {
    if (error instanceof InvalidTransitionError) throw invalidTransition(error)
    throw error
  }
}

/** Approvals in the wire shape, marking the signed-in resident's own. */
export async function wireApprovals(
  db: Queryable,
  kind: RequestKind,
  requestId: ContractRequestId,
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
