/**
 * The one state machine of termination and modification requests (spec 01 §4 "States and
 * transitions", §3 request statuses; issue 13). Pure: no I/O, so the property-based test can
 * drive it with random actions and the service applies exactly this table inside a transaction.
 *
 * ```
 *   (none) ──create──▶ pending_strong_authentication   (modification confirmed by bank ID)
 *   (none) ──create──▶ pending_tenant_approval | ready_for_review
 *   pending_strong_authentication ──authenticate──▶ pending_tenant_approval | ready_for_review
 *   pending_strong_authentication ──abandon──▶ rejected
 *   pending_tenant_approval ──tenant_accept──▶ pending_tenant_approval (others still to answer)
 *                                              | ready_for_review (the last approval)
 *   pending_tenant_approval ──tenant_reject──▶ rejected   (a tenant's rejection cancels it)
 *   ready_for_review ──provider_approve──▶ approved       (kenno_accepted)
 *   ready_for_review ──provider_reject──▶ rejected        (kenno_rejected)
 * ```
 *
 * A termination has no `pending_strong_authentication` (its request is created only after the
 * creator's identification succeeded); a modification has it (the request exists while its
 * creator identifies). Anything the table does not list is refused with
 * `CONTRACT_REQUEST_INVALID_TRANSITION` (HTTP 409).
 */
import type { ModificationRequestStatus } from '@asukas/contract'

/** Which kind of request. */
export type RequestKind = 'termination' | 'modification'

/** A request status (the modification statuses include the termination ones). */
export type RequestStatus = ModificationRequestStatus

/** Statuses in which a request is still open (at most one open request per contract and kind). */
export const openStatuses: readonly RequestStatus[] = [
  'pending_strong_authentication',
  'pending_tenant_approval',
  'ready_for_review',
]

/** Terminal statuses. */
export const closedStatuses: readonly RequestStatus[] = ['approved', 'rejected']

/** Events of the machine. */
export const requestEvents = [
  'create',
  'authenticate',
  'abandon',
  'tenant_accept',
  'tenant_reject',
  'provider_approve',
  'provider_reject',
] as const
/** An event. */
export type RequestEvent = (typeof requestEvents)[number]

/** What a transition needs to know beyond the current status. */
export interface TransitionContext {
  kind: RequestKind
  /** Approvals still pending after this event (other parties who have not answered). */
  pendingApprovalsAfter: number
  /** For `create`: the request waits for its creator's bank ID first (modification only). */
  needsStrongAuthentication?: boolean
}

/** The result of a refused transition. */
export class InvalidTransitionError extends Error {
  override name = 'InvalidTransitionError'
  readonly from: RequestStatus | null
  readonly event: RequestEvent

  constructor(from: RequestStatus | null, event: RequestEvent, kind: RequestKind) {
    super(`${kind} request: ${event} is not allowed from ${from ?? '(none)'}`)
    this.from = from
    this.event = event
  }
}

/** Where the request goes once nobody else must approve, or while someone must. */
function afterApprovals(pending: number): RequestStatus {
  return pending > 0 ? 'pending_tenant_approval' : 'ready_for_review'
}

/**
 * The status after `event` from `from` (null: the request does not exist yet).
 *
 * @throws InvalidTransitionError when the table does not allow `event` from `from` for the kind.
 */
export function nextStatus(
  from: RequestStatus | null,
  event: RequestEvent,
  context: TransitionContext,
): RequestStatus {
  const refuse = (): never => {
    throw new InvalidTransitionError(from, event, context.kind)
  }
  switch (event) {
    case 'create':
      if (from !== null) return refuse()
      if (context.needsStrongAuthentication) {
        return context.kind === 'modification' ? 'pending_strong_authentication' : refuse()
      }
      return afterApprovals(context.pendingApprovalsAfter)
    case 'authenticate':
      if (context.kind !== 'modification' || from !== 'pending_strong_authentication') {
        return refuse()
      }
      return afterApprovals(context.pendingApprovalsAfter)
    case 'abandon':
      return from === 'pending_strong_authentication' ? 'rejected' : refuse()
    case 'tenant_accept':
      return from === 'pending_tenant_approval'
        ? afterApprovals(context.pendingApprovalsAfter)
        : refuse()
    case 'tenant_reject':
      return from === 'pending_tenant_approval' ? 'rejected' : refuse()
    case 'provider_approve':
      return from === 'ready_for_review' ? 'approved' : refuse()
    case 'provider_reject':
      return from === 'ready_for_review' ? 'rejected' : refuse()
  }
}

/** True when `status` is open (see {@link openStatuses}). */
export function isOpen(status: RequestStatus | null): boolean {
  return status !== null && openStatuses.includes(status)
}

/**
 * The notification category suffix a transition sends, and to whom (spec 01 §3 notification
 * categories `contract_<kind>_request_<suffix>`):
 * - entering `pending_tenant_approval` on create/authenticate: `created` to the creator,
 *   `approval_needed` to each party who must approve;
 * - entering `ready_for_review` directly on create/authenticate: `created` to the creator;
 * - `tenant_accept`: `tenant_accepted` to the other parties;
 * - `tenant_reject`: `tenant_rejected` to the other parties;
 * - `provider_approve` / `provider_reject`: `kenno_accepted` / `kenno_rejected` to every party.
 * `abandon` and a `create` into `pending_strong_authentication` send nothing.
 */
export type NotificationPlan = {
  suffix:
    | 'created'
    | 'approval_needed'
    | 'tenant_accepted'
    | 'tenant_rejected'
    | 'kenno_accepted'
    | 'kenno_rejected'
  to: 'creator' | 'approvers' | 'others' | 'everyone'
}[]

/** The notifications of one transition (see {@link NotificationPlan}). */
export function notificationsOf(event: RequestEvent, to: RequestStatus): NotificationPlan {
  switch (event) {
    case 'create':
    case 'authenticate':
      if (to === 'pending_strong_authentication') return []
      return to === 'pending_tenant_approval'
        ? [
            { suffix: 'created', to: 'creator' },
            { suffix: 'approval_needed', to: 'approvers' },
          ]
        : [{ suffix: 'created', to: 'creator' }]
    case 'abandon':
      return []
    case 'tenant_accept':
      return [{ suffix: 'tenant_accepted', to: 'others' }]
    case 'tenant_reject':
      return [{ suffix: 'tenant_rejected', to: 'others' }]
    case 'provider_approve':
      return [{ suffix: 'kenno_accepted', to: 'everyone' }]
    case 'provider_reject':
      return [{ suffix: 'kenno_rejected', to: 'everyone' }]
  }
}
