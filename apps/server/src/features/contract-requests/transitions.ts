/**
 * The transitions of contract requests (spec 01 §4, `machine.ts`): each is recorded with who
 * made it and how they were identified, announced to the integration API (issue 22 item 4) and
 * told to the parties the machine names (notifications and e-mails in each recipient's
 * language). Also the clean-up of modifications whose creator never came back from the identity
 * provider, and the disallowed reason every new request is checked against.
 */
import { routes, type TerminationDisallowedReason } from '@asukas/contract'
import type { Lang } from '@asukas/domain'
import type { ContractId, ContractRequestId } from '@asukas/domain'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { recordIntegrationEvent } from '../../platform/integration-events.ts'
import { getContract } from '../contracts/index.ts'
import { queueRequestMail, renderRequestMail } from './mail.ts'
import {
  nextStatus,
  notificationsOf,
  type RequestEvent,
  type RequestKind,
  type RequestStatus,
} from './machine.ts'
import * as repo from './repository.ts'
import { refuseDisallowed, refuseModification, today, type RequestsDeps } from './shared.ts'

/** One transition of a request, as it is recorded. */
export interface RecordedTransition {
  kind: RequestKind
  requestId: ContractRequestId
  contractId: ContractId
  event: RequestEvent
  from: RequestStatus | null
  to: RequestStatus
  actor: Actor
}

/**
 * Refuses a new request of `kind` that the contract does not allow this resident now (its
 * disallowed reason, {@link disallowedReasonOf}): a termination as {@link refuseDisallowed}, a
 * modification (add tenant included) as {@link refuseModification}.
 *
 * @throws ApiError 409 CONFIRM_OPERATION_TOO_EARLY, TERMINATION_NOT_ALLOWED, and for a
 *   modification CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS (spec 02 §8).
 */
export async function refuseIfDisallowed(
  deps: Pick<RequestsDeps, 'db' | 'clock' | 'mailer'>,
  user: SessionUser,
  access: ContractAccess,
  kind: RequestKind,
): Promise<void> {
  const reason = await disallowedReasonOf(deps, user, access)
  if (reason === undefined) return
  if (kind === 'termination') refuseDisallowed(reason)
  refuseModification(reason)
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
  const stale = await repo.staleModificationIds(deps.db, access.contractUuid, deps.clock.now())
  for (const id of stale) await abandonModification(deps, id, null)
  const contract = await getContract(deps.db, deps.clock, user, access)
  return contract.terminationDisallowedReason
}

/** Who acts in a transition and how they were identified. */
export interface Actor {
  userId: string | null
  tenantId: string | null
  identifiedBy: 'ftn' | 'passport' | 'session' | 'staff' | 'system'
  flowId?: string | null
  acr?: string | null
}

/** Applies a transition computed here (status update + record), for `abandon`. */
export async function transition(
  deps: Pick<RequestsDeps, 'mailer' | 'clock'>,
  tx: Queryable,
  t: {
    kind: RequestKind
    requestId: ContractRequestId
    contractId: ContractId
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
export interface Recipient {
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
export async function requestParties(
  deps: Pick<RequestsDeps, 'clock'>,
  tx: Queryable,
  kind: RequestKind,
  requestId: ContractRequestId,
  request: { contract_id: ContractId; created_by_user_id: string | null },
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
export async function recordTransition(
  deps: Pick<RequestsDeps, 'mailer' | 'clock'> & Partial<Pick<RequestsDeps, 'config'>>,
  tx: Queryable,
  t: RecordedTransition,
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
  await notifyTransition(deps, tx, t, transitionId, parties)
}

/**
 * Sends the notifications (and e-mails) the machine plans for a recorded transition
 * (`notificationsOf`), each linked to it by `transitionId`: a resident once by account (a
 * notification, and an e-mail in their language), a person being added once by e-mail.
 */
async function notifyTransition(
  deps: Pick<RequestsDeps, 'mailer' | 'clock'> & Partial<Pick<RequestsDeps, 'config'>>,
  tx: Queryable,
  t: RecordedTransition,
  transitionId: string,
  parties: readonly Recipient[] | undefined,
): Promise<void> {
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
            // The provider's reason, in the recipient's language where the ERP gave three.
            reason: request?.decision_reason_translations?.[lang] ?? request?.decision_reason,
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

/** Abandons a modification still waiting for its creator's bank ID (identification failed). */
export async function abandonModification(
  deps: Pick<RequestsDeps, 'db' | 'clock' | 'mailer'>,
  requestId: ContractRequestId,
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
