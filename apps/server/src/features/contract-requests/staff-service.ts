/**
 * Contract requests as staff and the ERP see them (issue 14 "review termination and
 * modification requests that are ready_for_review, accept or reject with a reason
 * (kenno_accepted / kenno_rejected notifications and e-mails)"; docs/specification.md "who approves").
 * Property managers only in the staff console; the integration API's ERP shares the reads and
 * the decision (issue 22 item 5).
 *
 * The decision is the provider's step of the request state machine (spec 01 §4,
 * `decideContractRequestIn`): only `ready_for_review` may become `approved` or `rejected` (409
 * REQUEST_NOT_REVIEWABLE otherwise, checked under a row lock so two managers cannot both
 * decide). Every party of the request with a portal account is told: a notification and, with
 * e-mail on, a mail in their language.
 */
import type { StaffContractRequest } from '@asukas/contract'
import type { ContractRequestId, Lang } from '@asukas/domain'
import { audit } from '../../platform/audit.ts'
import type { Queryable } from '../../platform/db/db.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { iso, isoDay, toOrigin } from '../staff/index.ts'
import type { StaffActor } from '../staff/index.ts'
import { decideContractRequestIn } from './decision.ts'
import type { RequestKind } from './machine.ts'
import * as repo from './repository.ts'

/** The wire shape of a request row, with its contract's tenants and the persons to add. */
async function toStaffRequest(
  q: Queryable,
  row: repo.StaffRequestRow,
): Promise<StaffContractRequest> {
  const added = row.kind === 'modification' ? await repo.addedPersonsOf(q, row.id) : []
  return {
    kind: row.kind,
    id: row.id,
    status: row.status,
    createdAt: iso(row.created_at),
    origin: toOrigin(row),
    effectiveDate: isoDay(row.effective_date),
    reason: row.reason,
    details: row.details,
    decisionReason: row.decision_reason,
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    tenants: await repo.staffRequestTenants(q, row.kind, row.id, row.o_contract_id),
    addedPersons: added.map((p) => ({
      firstName: p.first_name,
      lastName: p.last_name,
      birthDate: p.birth_date,
      email: p.email,
    })),
  }
}

/** Requests of both kinds in `status`, oldest first (at most 200). */
export async function listContractRequests(
  q: Queryable,
  status: string,
): Promise<StaffContractRequest[]> {
  const rows = await repo.staffRequestsIn(q, status)
  return Promise.all(rows.map((row) => toStaffRequest(q, row)))
}

/**
 * One request.
 *
 * @throws ApiError 404 NOT_FOUND.
 */
export async function getContractRequest(
  q: Queryable,
  kind: RequestKind,
  id: ContractRequestId,
): Promise<StaffContractRequest> {
  const row = await repo.staffRequest(q, kind, id)
  if (!row) throw notFound()
  return toStaffRequest(q, row)
}

/**
 * A staff member accepts or rejects a `ready_for_review` request with a reason
 * ({@link decideAsProvider}): approval applies the end date of a termination or the tenant
 * changes of a modification exactly as the resident-side flow does, records the transition and
 * tells every party. The console adds the audit entry `staff_contract_request_decided`, all in
 * one transaction.
 *
 * @throws ApiError 404 NOT_FOUND; 409 REQUEST_NOT_REVIEWABLE when not ready_for_review (the
 *   machine's CONTRACT_REQUEST_INVALID_TRANSITION, in the console's words); 403
 *   DECISIONS_NOT_ALLOWED when the deployment decides by the ERP only
 *   (`CONTRACT_REQUEST_DECISIONS=erp`).
 */
export async function decideAsStaff(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config'>,
  actor: StaffActor,
  kind: RequestKind,
  id: ContractRequestId,
  decision: { decision: 'accept' | 'reject'; reason: string },
  ipAddress: string | null,
): Promise<StaffContractRequest> {
  if (deps.config.contractRequestDecisions === 'erp') {
    throw new ApiError(403, 'DECISIONS_NOT_ALLOWED')
  }
  await deps.db.transaction(async (tx) => {
    const result = await decideAsProvider(deps, tx, {
      kind,
      id,
      decision: decision.decision,
      reason: decision.reason || null,
      reasonTranslations: null,
      deciderUserId: actor.userId,
    })
    await audit(tx, {
      action: 'staff_contract_request_decided',
      actorUserId: actor.userId,
      entityType: `${kind}_request`,
      entityId: id,
      contractId: result.contractId,
      ipAddress,
      details: { decision: decision.decision, status: result.status },
    })
  })
  return getContractRequest(deps.db, kind, id)
}

/**
 * The housing provider's decision inside the caller's transaction `tx`, shared by the staff
 * console and the integration API (issue 22 item 5: the ERP's decision reaches the residents as
 * a staff member's does): the contract requests' state machine (`decideContractRequestIn`:
 * status, approval effects, kenno_accepted / kenno_rejected notifications and mails in each
 * resident's language) and the decision reason. The reason is stored first, so the decision's
 * mails carry it to the parties (the staff form's "sent to the parties", the ERP's "shown to the
 * residents"; spec 01 §3: a rejection's "more information is sent by email"), each in the
 * recipient's language where the ERP gave it in three.
 *
 * @param input.reasonTranslations the ERP's reason in fi, sv and en, or null.
 * @param input.deciderUserId the deciding staff user, or null for the ERP.
 * @returns the new status and the request's contract.
 * @throws ApiError 404 NOT_FOUND; 409 REQUEST_NOT_REVIEWABLE when not ready_for_review.
 */
export async function decideAsProvider(
  deps: Pick<AppDeps, 'mailer' | 'clock'>,
  tx: Queryable,
  input: {
    kind: RequestKind
    id: ContractRequestId
    decision: 'accept' | 'reject'
    reason: string | null
    reasonTranslations: Partial<Record<Lang, string>> | null
    deciderUserId: string | null
  },
): Promise<{ status: string; contractId: string }> {
  // Before the transition, whose mails read it; a refused decision rolls it back with the rest.
  await repo.setDecisionReason(tx, input.kind, input.id, input.reason, input.reasonTranslations)
  let result: { status: string; contractId: string }
  try {
    result = await decideContractRequestIn(deps, tx, {
      kind: input.kind,
      requestId: input.id,
      decision: input.decision === 'accept' ? 'approve' : 'reject',
      staffUserId: input.deciderUserId,
    })
  } catch (error) {
    if (error instanceof ApiError && error.code === 'CONTRACT_REQUEST_INVALID_TRANSITION') {
      throw new ApiError(409, 'REQUEST_NOT_REVIEWABLE')
    }
    throw error
  }
  return result
}
