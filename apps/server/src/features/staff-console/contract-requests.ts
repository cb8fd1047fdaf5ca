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
 * Merge note: contract-flows exposes `decideContractRequest(...)` for the same transition;
 * {@link decideContractRequest} here should call it (or be replaced by it) at merge, keeping this
 * module's authorisation, audit and answer shape.
 */
import type { StaffContractRequest } from '@asukas/contract/endpoints/staff-console'
import { audit } from '../../platform/audit.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import type { MailDelivery } from '../../platform/mail/outbox.ts'
import type { StaffActor } from './access.ts'
import { contractRecipients, mailResident, notifyResident } from './notify.ts'
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

async function requestRow(
  q: Queryable,
  kind: RequestKind,
  id: string,
  lock = false,
): Promise<RequestRow | null> {
  const rows = await q.query<RequestRow>(
    `${requestSelect(kind)} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
    [id],
  )
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
 * Accepts or rejects a `ready_for_review` request with a reason; tells every tenant with an
 * account (notification `contract_<kind>_request_kenno_accepted|rejected`, mail in their
 * language). Audited as `staff_contract_request_decided`. One transaction.
 *
 * @throws ApiError 404 NOT_FOUND; 409 REQUEST_NOT_REVIEWABLE when not ready_for_review.
 */
export async function decideContractRequest(
  db: Db,
  delivery: MailDelivery,
  actor: StaffActor,
  kind: RequestKind,
  id: string,
  decision: { decision: 'accept' | 'reject'; reason: string },
  ipAddress: string | null,
): Promise<StaffContractRequest> {
  await db.transaction(async (tx) => {
    const row = await requestRow(tx, kind, id, true)
    if (!row) throw notFound()
    if (row.status !== 'ready_for_review') throw new ApiError(409, 'REQUEST_NOT_REVIEWABLE')
    const table = kind === 'termination' ? 'termination_requests' : 'modification_requests'
    const status = decision.decision === 'accept' ? 'approved' : 'rejected'
    await tx.query(
      `UPDATE ${table} SET status = $2, decided_at = now(), decided_by_user_id = $3,
              decision_reason = $4, updated_at = now()
        WHERE id = $1`,
      [id, status, actor.userId, decision.reason || null],
    )
    const category =
      `contract_${kind}_request_kenno_${decision.decision === 'accept' ? 'accepted' : 'rejected'}` as const
    for (const recipient of await contractRecipients(tx, row.o_contract_id)) {
      await notifyResident(tx, {
        userId: recipient.userId,
        contractId: row.o_contract_id,
        category,
        terminationRequestId: kind === 'termination' ? id : null,
        modificationRequestId: kind === 'modification' ? id : null,
        important: decision.decision === 'reject',
      })
      await mailResident(tx, delivery, recipient, 'staff_contract_request_decided', {
        kind,
        decision: decision.decision,
        reason: decision.reason,
      })
    }
    await audit(tx, {
      action: 'staff_contract_request_decided',
      actorUserId: actor.userId,
      entityType: `${kind}_request`,
      entityId: id,
      contractId: row.o_contract_id,
      ipAddress,
      details: { decision: decision.decision, status },
    })
  })
  return getContractRequest(db, kind, id)
}
