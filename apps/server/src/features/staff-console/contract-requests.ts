/**
 * Contract requests in the staff console (issue 14 "review termination and modification requests
 * that are ready_for_review, accept or reject with a reason (kenno_accepted / kenno_rejected
 * notifications and e-mails)"; SPEC-DECISIONS "who approves"). Property managers only.
 *
 * The decision is the provider's step of the request state machine (spec 01 §4): only
 * `ready_for_review` may become `approved` or `rejected` (409 REQUEST_NOT_REVIEWABLE otherwise,
 * checked under a row lock so two managers cannot both decide). Every tenant of the contract with
 * a portal account is told: a notification and, with e-mail on, a mail in their language.
 *
 * The decision itself is the contract requests feature's (`decideContractRequestIn`): one state
 * machine for residents and staff.
 */
import type { StaffContractRequest } from '@asukas/contract/endpoints/staff-console'
import { audit } from '../../platform/audit.ts'
import type { Queryable } from '../../platform/db/db.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import { decideContractRequestIn } from '../contract-requests/index.ts'
import type { StaffActor } from '../staff/index.ts'
import { iso, isoDay, originColumns, originJoins, toOrigin, type OriginRow } from './origin.ts'

/** Kind of request. */
export type RequestKind = 'termination' | 'modification'

interface RequestRow extends OriginRow {
  kind: RequestKind
  id: string
  status: string
  created_at: Date
  effective_date: string
  reason: string | null
  details: string | null
  decision_reason: string | null
  decided_at: Date | null
}

function requestSelect(kind: RequestKind): string {
  const table = kind === 'termination' ? 'termination_requests' : 'modification_requests'
  const columns =
    kind === 'termination'
      ? `r.end_date AS effective_date, r.termination_reason AS reason, r.additional_details AS details`
      : `r.in_effect AS effective_date, NULL::text AS reason, r.description AS details`
  return `SELECT '${kind}' AS kind, r.id, r.status, r.created_at, ${columns}, r.decision_reason,
            r.decided_at, ${originColumns('r.created_by_user_id')}
       FROM ${table} r
       JOIN contracts c ON c.id = r.contract_id
       ${originJoins}`
}

async function tenantsOf(q: Queryable, row: RequestRow) {
  const approvals =
    row.kind === 'termination' ? 'termination_request_id' : 'modification_request_id'
  const rows = await q.query<{ name: string; decision: string | null; email: string | null }>(
    `SELECT coalesce(t.first_name || ' ' || t.last_name, t.company_name) AS name,
            ta.decision, u.email
       FROM tenants t
       LEFT JOIN users u ON u.id = t.user_id
       LEFT JOIN tenant_approvals ta ON ta.tenant_id = t.id AND ta.${approvals} = $2
      WHERE t.contract_id = $1
      ORDER BY t.is_contract_party DESC, t.last_name, t.first_name`,
    [row.o_contract_id, row.id],
  )
  return rows
}

/** The persons a modification asks to add, in the order given (none for a termination). */
async function addedPersonsOf(
  q: Queryable,
  row: RequestRow,
): Promise<StaffContractRequest['addedPersons']> {
  if (row.kind !== 'modification') return []
  const rows = await q.query<{
    first_name: string
    last_name: string
    birth_date: string | null
    email: string | null
  }>(
    `SELECT first_name, last_name, birth_date::text AS birth_date, email
       FROM modification_add_tenant_events WHERE modification_request_id = $1 ORDER BY id`,
    [row.id],
  )
  return rows.map((p) => ({
    firstName: p.first_name,
    lastName: p.last_name,
    birthDate: p.birth_date,
    email: p.email,
  }))
}

async function toRequest(q: Queryable, row: RequestRow): Promise<StaffContractRequest> {
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
    tenants: await tenantsOf(q, row),
    addedPersons: await addedPersonsOf(q, row),
  }
}

/** Requests of both kinds in `status`, oldest first (at most 200). */
export async function listContractRequests(
  q: Queryable,
  status: string,
): Promise<StaffContractRequest[]> {
  const rows = await q.query<RequestRow>(
    `SELECT * FROM (${requestSelect('termination')} WHERE r.status = $1
       UNION ALL ${requestSelect('modification')} WHERE r.status = $1) x
      ORDER BY created_at, id LIMIT 200`,
    [status],
  )
  return Promise.all(rows.map((row) => toRequest(q, row)))
}

async function requestRow(q: Queryable, kind: RequestKind, id: string): Promise<RequestRow | null> {
  const rows = await q.query<RequestRow>(`${requestSelect(kind)} WHERE r.id = $1`, [id])
  return rows[0] ?? null
}

/**
 * One request.
 *
 * @throws ApiError 404 NOT_FOUND.
 */
export async function getContractRequest(
  q: Queryable,
  kind: RequestKind,
  id: string,
): Promise<StaffContractRequest> {
  const row = await requestRow(q, kind, id)
  if (!row) throw notFound()
  return toRequest(q, row)
}

/**
 * Accepts or rejects a `ready_for_review` request with a reason, through the contract requests'
 * state machine (`features/contract-requests`, `decideContractRequestIn`): approval applies the
 * end date of a termination or the tenant changes of a modification exactly as the resident-side
 * flow does, records the transition and tells every party (kenno_accepted / kenno_rejected
 * notification and mail in their language). The staff console adds the decision reason and the
 * audit entry `staff_contract_request_decided`, all in one transaction.
 *
 * @throws ApiError 404 NOT_FOUND; 409 REQUEST_NOT_REVIEWABLE when not ready_for_review (the
 *   machine's CONTRACT_REQUEST_INVALID_TRANSITION, in the console's words); 403
 *   DECISIONS_NOT_ALLOWED when the deployment decides by the ERP only
 *   (`CONTRACT_REQUEST_DECISIONS=erp`).
 */
export async function decideContractRequest(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config'>,
  actor: StaffActor,
  kind: RequestKind,
  id: string,
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
 * resident's language) and the decision reason.
 *
 * @param input.deciderUserId the deciding staff user, or null for the ERP.
 * @returns the new status and the request's contract.
 * @throws ApiError 404 NOT_FOUND; 409 REQUEST_NOT_REVIEWABLE when not ready_for_review.
 */
export async function decideAsProvider(
  deps: Pick<AppDeps, 'mailer' | 'clock'>,
  tx: Queryable,
  input: {
    kind: RequestKind
    id: string
    decision: 'accept' | 'reject'
    reason: string | null
    deciderUserId: string | null
  },
): Promise<{ status: string; contractId: string }> {
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
  const table = input.kind === 'termination' ? 'termination_requests' : 'modification_requests'
  await tx.query(`UPDATE ${table} SET decision_reason = $2 WHERE id = $1`, [input.id, input.reason])
  return result
}
