/**
 * Database access of contract requests, every statement of the feature (ADR 0033: one
 * repository file per feature), in sections: the contract and its people, what both kinds share
 * on their way through the state machine, the co-tenants' approvals, terminations, modifications
 * with add tenant, and the staff's and the ERP's view. Every write is called inside the flow's
 * transaction. The flows import this file as `repo`.
 */
import type { ContractType, TerminationReason } from '@asukas/contract'
import type {
  BeneficiaryToSend,
  Lang,
  ContractId,
  TenantId,
  ContractRequestId,
} from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'
import type { RequestEvent, RequestKind, RequestStatus } from './machine.ts'
import type { FileRow } from '../../platform/files/index.ts'
import { originColumns, originJoins, type OriginRow } from '../staff/index.ts'

// ------------------------------------------------------------------------------------------------
// Database access of contract requests: the contract a request is about and its people (the
// facts the rules need, the current tenants, a tenant's roles, an account's identity code, the stored
// deposit refund beneficiaries) and the contract lock that serialises two requests for it.
// ------------------------------------------------------------------------------------------------

/** The facts of a contract the rules need. */
export interface ContractFactsRow {
  id: ContractId
  contract_type: ContractType
  status: 'active' | 'signed' | 'terminated'
  start_date: string
  end_date: string | null
  is_collateral: boolean | null
  collateral_bank_name: string | null
  property_company_name: string
  property_company_street_address: string | null
  property_company_postal_code: string | null
  property_company_city: string | null
  street_address_line1: string
  postal_code: string
  city: string
}

/** The contract's facts, or null. */
export async function contractFacts(
  q: Queryable,
  contractId: ContractId,
): Promise<ContractFactsRow | null> {
  const rows = await q.query<ContractFactsRow>(
    `SELECT c.id, c.contract_type, c.status, c.start_date::text AS start_date,
            c.end_date::text AS end_date, c.is_collateral, c.collateral_bank_name,
            rp.property_company_name, rp.property_company_street_address,
            rp.property_company_postal_code, rp.property_company_city,
            a.street_address_line1, a.postal_code, a.city
       FROM contracts c
       JOIN apartments a ON a.id = c.apartment_id
       JOIN buildings b ON b.id = a.building_id
       JOIN real_properties rp ON rp.id = b.real_property_id
      WHERE c.id = $1`,
    [contractId],
  )
  return rows[0] ?? null
}

/** One tenant of a contract with what approvals and notifications need. */
export interface PartyRow {
  id: TenantId
  tenant_type: 'person' | 'company'
  first_name: string | null
  last_name: string | null
  is_contract_party: boolean
  birth_date: string | null
  personal_identity_code: string | null
  user_id: string | null
  user_email: string | null
  user_locale: Lang | null
  end_date: string | null
}

/** The current tenants of a contract on `today` (not ended before it). */
export async function currentTenants(
  q: Queryable,
  contractId: ContractId,
  today: string,
): Promise<PartyRow[]> {
  return q.query<PartyRow>(
    `SELECT t.id, t.tenant_type, t.first_name, t.last_name, t.is_contract_party,
            t.birth_date::text AS birth_date, t.personal_identity_code, t.user_id,
            u.email AS user_email, u.locale AS user_locale, t.end_date::text AS end_date
       FROM tenants t
       LEFT JOIN users u ON u.id = t.user_id
      WHERE t.contract_id = $1 AND (t.end_date IS NULL OR t.end_date >= $2::date)
      ORDER BY t.is_contract_party DESC, t.last_name, t.first_name, t.id`,
    [contractId, today],
  )
}

/** The personal identity code of a resident account, or null. */
export async function userPersonalIdentityCode(
  q: Queryable,
  userId: string,
): Promise<string | null> {
  const rows = await q.query<{ personal_identity_code: string | null }>(
    'SELECT personal_identity_code FROM users WHERE id = $1',
    [userId],
  )
  return rows[0]?.personal_identity_code ?? null
}

/** Whether a tenant is a contract party and a payer, or null for an unknown tenant. */
export async function tenantRoles(
  q: Queryable,
  tenantId: TenantId,
): Promise<{ is_contract_party: boolean; is_payer: boolean } | null> {
  const rows = await q.query<{ is_contract_party: boolean; is_payer: boolean }>(
    'SELECT is_contract_party, is_payer FROM tenants WHERE id = $1',
    [tenantId],
  )
  return rows[0] ?? null
}

/** Locks the contract row so two requests for it serialise (one open request per contract). */
export async function lockContract(q: Queryable, contractId: ContractId): Promise<void> {
  await q.query('SELECT id FROM contracts WHERE id = $1 FOR UPDATE', [contractId])
}

/** A stored deposit refund beneficiary of a contract (`contract_beneficiaries`). */
export interface ContractBeneficiaryRow {
  id: string
  tenant_id: string | null
  beneficiary_name: string
  iban: string
  bic: string | null
  /** numeric(5,2) as text. */
  return_percentage: string
  phone_number: string | null
  email: string | null
}

/** The stored deposit refund beneficiaries of a contract, oldest first. */
export async function contractBeneficiaries(
  q: Queryable,
  contractId: ContractId,
): Promise<ContractBeneficiaryRow[]> {
  return q.query(
    `SELECT id, tenant_id, beneficiary_name, iban, bic, return_percentage, phone_number, email
       FROM contract_beneficiaries WHERE contract_id = $1 ORDER BY position`,
    [contractId],
  )
}

// ------------------------------------------------------------------------------------------------
// Database access of contract requests: what both kinds (termination and modification) share on
// their way through the state machine (`machine.ts`): the open request of a contract, locking a
// request, its status and decision reason, the transition log (0010), the notifications a
// transition sends, and the operation hash of the strong identification that confirms a request.
// ------------------------------------------------------------------------------------------------

/** The table of requests of `kind`. */
function requestTable(kind: RequestKind): 'termination_requests' | 'modification_requests' {
  return kind === 'termination' ? 'termination_requests' : 'modification_requests'
}

/** The open request of a kind on a contract (locked for the transaction), or null. */
export async function openRequestOf(
  q: Queryable,
  kind: RequestKind,
  contractId: ContractId,
): Promise<{
  id: ContractRequestId
  status: RequestStatus
  created_by_user_id: string | null
} | null> {
  const table = requestTable(kind)
  const rows = await q.query<{
    id: ContractRequestId
    status: RequestStatus
    created_by_user_id: string | null
  }>(
    `SELECT id, status, created_by_user_id FROM ${table}
      WHERE contract_id = $1
        AND status IN ('pending_strong_authentication', 'pending_tenant_approval', 'ready_for_review')
      FOR UPDATE`,
    [contractId],
  )
  return rows[0] ?? null
}

/**
 * The latest request of `kind` on a contract (newest `created_at`), or the one with `requestId`
 * when given, as `columns` select it; null when there is none.
 */
async function latestRequestOf<Row>(
  q: Queryable,
  kind: RequestKind,
  columns: string,
  contractId: ContractId,
  requestId: ContractRequestId | undefined,
): Promise<Row | null> {
  const rows = await q.query<Row>(
    `SELECT ${columns} FROM ${requestTable(kind)}
      WHERE contract_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid)
      ORDER BY created_at DESC, id LIMIT 1`,
    [contractId, requestId ?? null],
  )
  return rows[0] ?? null
}

/** A request's status and contract, locked for the transaction; null when unknown. */
export async function lockRequest(
  q: Queryable,
  kind: RequestKind,
  requestId: ContractRequestId,
): Promise<LockedRequest | null> {
  const table = requestTable(kind)
  const rows = await q.query<LockedRequest>(
    `SELECT id, contract_id, status, created_by_user_id, decision_reason,
            decision_reason_translations
       FROM ${table} WHERE id = $1 FOR UPDATE`,
    [requestId],
  )
  return rows[0] ?? null
}

/** A request row locked by {@link lockRequest}. */
export interface LockedRequest {
  id: ContractRequestId
  contract_id: ContractId
  status: RequestStatus
  created_by_user_id: string | null
  /** The housing provider's reason for its decision, as entered (staff) or in Finnish (ERP). */
  decision_reason: string | null
  /** The ERP's reason in fi, sv and en, or null. */
  decision_reason_translations: Partial<Record<Lang, string>> | null
}

/** Sets a request's status (and the decision columns for approved / rejected by staff). */
export async function setRequestStatus(
  q: Queryable,
  kind: RequestKind,
  requestId: ContractRequestId,
  status: RequestStatus,
  decidedByUserId: string | null,
): Promise<void> {
  const table = requestTable(kind)
  const decided = status === 'approved' || status === 'rejected'
  await q.query(
    `UPDATE ${table} SET status = $2, updated_at = now(),
            decided_at = CASE WHEN $3::boolean THEN now() ELSE decided_at END,
            decided_by_user_id = CASE WHEN $3::boolean THEN $4::uuid ELSE decided_by_user_id END
      WHERE id = $1`,
    [requestId, status, decided, decidedByUserId],
  )
}

/** One transition to record. */
export interface NewTransition {
  kind: RequestKind
  requestId: ContractRequestId
  event: RequestEvent
  from: RequestStatus | null
  to: RequestStatus
  actorUserId: string | null
  actorTenantId: string | null
  identifiedBy: 'ftn' | 'passport' | 'session' | 'staff' | 'system'
  identityFlowId: string | null
  acr: string | null
}

/** Appends a transition; returns its id. */
export async function insertTransition(q: Queryable, t: NewTransition): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO contract_request_transitions (termination_request_id, modification_request_id,
       event, from_status, to_status, actor_user_id, actor_tenant_id, identified_by,
       identity_flow_id, acr)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      t.kind === 'termination' ? t.requestId : null,
      t.kind === 'modification' ? t.requestId : null,
      t.event,
      t.from,
      t.to,
      t.actorUserId,
      t.actorTenantId,
      t.identifiedBy,
      t.identityFlowId,
      t.acr,
    ],
  )
  const id = rows[0]?.id
  if (id === undefined) throw new Error('transition was not stored')
  return id
}

/** Inserts a notification of a request caused by a transition. */
export async function insertRequestNotification(
  q: Queryable,
  n: {
    userId: string
    contractId: ContractId
    kind: RequestKind
    requestId: ContractRequestId
    category: string
    transitionId: string
    important: boolean
  },
): Promise<void> {
  await q.query(
    `INSERT INTO notifications (user_id, contract_id, priority, category, termination_request_id,
       modification_request_id, is_closeable, request_transition_id)
     VALUES ($1, $2, $3, $4, $5, $6, true, $7)`,
    [
      n.userId,
      n.contractId,
      n.important ? 'important' : 'normal',
      n.category,
      n.kind === 'termination' ? n.requestId : null,
      n.kind === 'modification' ? n.requestId : null,
      n.transitionId,
    ],
  )
}

/** Stores the operation hash of a confirmation flow (0010). */
export async function setFlowOperationHash(
  q: Queryable,
  flowId: string,
  hash: string,
): Promise<void> {
  await q.query('UPDATE identity_flows SET operation_hash = $2 WHERE id = $1', [flowId, hash])
}

/** The operation hash stored for a flow, or null. */
export async function flowOperationHash(q: Queryable, flowId: string): Promise<string | null> {
  const rows = await q.query<{ operation_hash: string | null }>(
    'SELECT operation_hash FROM identity_flows WHERE id = $1',
    [flowId],
  )
  return rows[0]?.operation_hash ?? null
}

/**
 * Sets the housing provider's reason for its decision (null for none) and, from the ERP, the
 * same reason in fi, sv and en (null for none).
 */
export async function setDecisionReason(
  q: Queryable,
  kind: RequestKind,
  requestId: ContractRequestId,
  reason: string | null,
  translations: Partial<Record<Lang, string>> | null,
): Promise<void> {
  const table = requestTable(kind)
  await q.query(
    `UPDATE ${table} SET decision_reason = $2, decision_reason_translations = $3::jsonb
      WHERE id = $1`,
    [requestId, reason, translations === null ? null : JSON.stringify(translations)],
  )
}

// ------------------------------------------------------------------------------------------------
// Database access of contract requests: the co-tenants' approvals of a request (`tenant_approvals`)
// and closing the approval notifications of a tenant who answered.
// ------------------------------------------------------------------------------------------------

/** Creates a pending approval of each tenant of `tenantIds` for the request. */
export async function insertApprovals(
  q: Queryable,
  kind: RequestKind,
  requestId: ContractRequestId,
  tenantIds: readonly TenantId[],
): Promise<void> {
  const column = kind === 'termination' ? 'termination_request_id' : 'modification_request_id'
  for (const tenantId of tenantIds) {
    await q.query(`INSERT INTO tenant_approvals (${column}, tenant_id) VALUES ($1, $2)`, [
      requestId,
      tenantId,
    ])
  }
}

/** One approval row with the approver's names. */
export interface ApprovalRow {
  tenant_id: TenantId
  decision: 'pending' | 'accepted' | 'rejected'
  first_name: string | null
  last_name: string | null
  user_id: string | null
  /** When the tenant accepted or rejected; null while pending. */
  decided_at: Date | null
}

/** The approvals of a request. */
export async function approvalsOf(
  q: Queryable,
  kind: RequestKind,
  requestId: ContractRequestId,
): Promise<ApprovalRow[]> {
  const column = kind === 'termination' ? 'termination_request_id' : 'modification_request_id'
  return q.query<ApprovalRow>(
    `SELECT ta.tenant_id, ta.decision, t.first_name, t.last_name, t.user_id, ta.decided_at
       FROM tenant_approvals ta JOIN tenants t ON t.id = ta.tenant_id
      WHERE ta.${column} = $1
      ORDER BY t.last_name, t.first_name, t.id`,
    [requestId],
  )
}

/** Records one tenant's decision; returns false when that tenant had no pending approval. */
export async function decideApproval(
  q: Queryable,
  kind: RequestKind,
  requestId: ContractRequestId,
  tenantId: TenantId,
  decision: 'accepted' | 'rejected',
  userId: string,
): Promise<boolean> {
  const column = kind === 'termination' ? 'termination_request_id' : 'modification_request_id'
  const rows = await q.query<{ id: string }>(
    `UPDATE tenant_approvals SET decision = $3, decided_by_user_id = $4, decided_at = now()
      WHERE ${column} = $1 AND tenant_id = $2 AND decision = 'pending' RETURNING id`,
    [requestId, tenantId, decision, userId],
  )
  return rows.length > 0
}

/** Closes the open approval_needed notifications of a request for one user (they answered). */
export async function closeApprovalNotifications(
  q: Queryable,
  kind: RequestKind,
  requestId: ContractRequestId,
  userId: string,
): Promise<void> {
  const column = kind === 'termination' ? 'termination_request_id' : 'modification_request_id'
  await q.query(
    `UPDATE notifications SET closed_at = now()
      WHERE ${column} = $1 AND user_id = $2 AND closed_at IS NULL
        AND category = $3`,
    [requestId, userId, `contract_${kind}_request_approval_needed`],
  )
}

// ------------------------------------------------------------------------------------------------
// Database access of contract requests: terminations (`termination_requests`), with their deposit
// refund beneficiaries and attached files, and applying an approved one to the contract.
// ------------------------------------------------------------------------------------------------

/** The ids among `fileIds` that `userId` uploaded (completed uploads only). */
export async function ownUploadedFileIds(
  q: Queryable,
  fileIds: readonly string[],
  userId: string,
): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    'SELECT id FROM files WHERE id = ANY($1::uuid[]) AND created_by_user_id = $2 AND uploaded',
    [fileIds, userId],
  )
  return rows.map((row) => row.id)
}

/** A termination as stored (the service has checked every rule). */
export interface NewTermination {
  contractId: ContractId
  createdByUserId: string
  status: RequestStatus
  terminationReason: TerminationReason
  movingOutDate: string | null
  endDate: string
  givingContactInfoAllowed: boolean
  masterKeyAccessAllowed: boolean
  hasPetsInApartment: boolean
  displaysSelf: boolean
  additionalDetails: string
  contactEmail: string | null
  contactPhoneNumber: string | null
  newAddress: {
    recipientName: string
    streetAddress: string
    postalCode: string
    city: string
  } | null
  isCollateral: boolean | null
  collateralLender: string | null
  /** The beneficiary's name, account, share and contact as the domain checked them. */
  beneficiaries: (Pick<
    BeneficiaryToSend,
    'beneficiaryName' | 'iban' | 'bic' | 'returnPercentage' | 'phoneNumber' | 'email'
  > & {
    /** The stored contract beneficiary this row continues or removes (ADR 0010). */
    existingBeneficiaryId: string | null
    /** True for a stored beneficiary the resident removes (kept with 0 %). */
    removesExisting: boolean
    tenantId: TenantId | null
  })[]
  fileIds: string[]
}

/** Inserts a termination request with its beneficiaries and files; returns its id. */
export async function insertTermination(
  q: Queryable,
  t: NewTermination,
): Promise<ContractRequestId> {
  const rows = await q.query<{ id: ContractRequestId }>(
    `INSERT INTO termination_requests (contract_id, created_by_user_id, status, termination_reason,
       moving_out_date, end_date, giving_contact_info_allowed, master_key_access_allowed,
       has_pets_in_apartment, displays_self, additional_details, contact_email,
       contact_phone_number, new_address_recipient_name, new_address_street_address,
       new_address_postal_code, new_address_city, is_collateral, collateral_lender)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     RETURNING id`,
    [
      t.contractId,
      t.createdByUserId,
      t.status,
      t.terminationReason,
      t.movingOutDate,
      t.endDate,
      t.givingContactInfoAllowed,
      t.masterKeyAccessAllowed,
      t.hasPetsInApartment,
      t.displaysSelf,
      t.additionalDetails,
      t.contactEmail,
      t.contactPhoneNumber,
      t.newAddress?.recipientName ?? null,
      t.newAddress?.streetAddress ?? null,
      t.newAddress?.postalCode ?? null,
      t.newAddress?.city ?? null,
      t.isCollateral,
      t.collateralLender,
    ],
  )
  const id = rows[0]?.id
  if (id === undefined) throw new Error('termination request was not stored')
  for (const b of t.beneficiaries) {
    await q.query(
      `INSERT INTO termination_request_beneficiaries (termination_request_id, tenant_id,
         beneficiary_name, iban, bic, return_percentage, phone_number, email,
         existing_beneficiary_id, removes_existing)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        b.tenantId,
        b.beneficiaryName,
        b.iban,
        b.bic,
        b.returnPercentage,
        b.phoneNumber,
        b.email,
        b.existingBeneficiaryId,
        b.removesExisting,
      ],
    )
  }
  for (const fileId of t.fileIds) {
    await q.query(
      'INSERT INTO termination_request_files (termination_request_id, file_id) VALUES ($1, $2)',
      [id, fileId],
    )
  }
  return id
}

/** A termination request row as read back. */
export interface TerminationRow {
  id: ContractRequestId
  contract_id: ContractId
  created_at: Date
  created_by_user_id: string | null
  status: RequestStatus
  moving_out_date: string | null
  end_date: string
  termination_reason: TerminationReason
  giving_contact_info_allowed: boolean
  master_key_access_allowed: boolean
  has_pets_in_apartment: boolean
  displays_self: boolean
  display_start_date: string | null
  display_end_date: string | null
  additional_details: string | null
  new_address_recipient_name: string | null
  new_address_street_address: string | null
  new_address_postal_code: string | null
  new_address_city: string | null
  is_collateral: boolean | null
  collateral_lender: string | null
  /** When the housing provider (or a rejecting party) decided; null while open. */
  decided_at: Date | null
}

const terminationColumns = `id, contract_id, created_at, created_by_user_id, status, decided_at,
  moving_out_date::text AS moving_out_date, end_date::text AS end_date, termination_reason,
  giving_contact_info_allowed, master_key_access_allowed, has_pets_in_apartment, displays_self,
  display_start_date::text AS display_start_date, display_end_date::text AS display_end_date,
  additional_details, new_address_recipient_name, new_address_street_address,
  new_address_postal_code, new_address_city, is_collateral, collateral_lender`

/** The latest termination request of a contract (or the one with `requestId`), or null. */
export async function findTermination(
  q: Queryable,
  contractId: ContractId,
  requestId?: ContractRequestId,
): Promise<TerminationRow | null> {
  return latestRequestOf<TerminationRow>(
    q,
    'termination',
    terminationColumns,
    contractId,
    requestId,
  )
}

/** Beneficiaries of a termination request (not the stored ones it removes). */
export async function beneficiariesOf(
  q: Queryable,
  requestId: ContractRequestId,
): Promise<Omit<ContractBeneficiaryRow, 'phone_number' | 'email'>[]> {
  return q.query(
    `SELECT id, tenant_id, beneficiary_name, iban, bic, return_percentage
       FROM termination_request_beneficiaries
      WHERE termination_request_id = $1 AND NOT removes_existing ORDER BY id`,
    [requestId],
  )
}

/** Files attached to a termination request. */
export async function filesOf(
  q: Queryable,
  requestId: ContractRequestId,
): Promise<Pick<FileRow, 'id' | 'file_name' | 'file_type' | 'content_type'>[]> {
  return q.query(
    `SELECT f.id, f.file_name, f.file_type, f.content_type
       FROM termination_request_files trf JOIN files f ON f.id = trf.file_id
      WHERE trf.termination_request_id = $1 ORDER BY f.created_at, f.id`,
    [requestId],
  )
}

/**
 * Applies an approved termination (the provider accepted): the contract ends on the request's
 * end date, and its deposit refund beneficiaries become the contract's stored ones (ADR 0010):
 * a removed stored beneficiary is deleted, a continued one takes the request's details, and a new
 * one is added, so that the refund and a later form show what the resident gave.
 */
export async function applyTermination(q: Queryable, requestId: ContractRequestId): Promise<void> {
  await q.query(
    `UPDATE contracts c SET end_date = tr.end_date
       FROM termination_requests tr
      WHERE tr.id = $1 AND c.id = tr.contract_id`,
    [requestId],
  )
  const ofThisContract = `cb.contract_id = (SELECT contract_id FROM termination_requests WHERE id = $1)`
  await q.query(
    `DELETE FROM contract_beneficiaries cb
      USING termination_request_beneficiaries trb
      WHERE trb.termination_request_id = $1 AND trb.removes_existing
        AND cb.id = trb.existing_beneficiary_id AND ${ofThisContract}`,
    [requestId],
  )
  await q.query(
    `UPDATE contract_beneficiaries cb
        SET beneficiary_name = trb.beneficiary_name, iban = trb.iban, bic = trb.bic,
            return_percentage = trb.return_percentage, phone_number = trb.phone_number,
            email = trb.email, tenant_id = coalesce(trb.tenant_id, cb.tenant_id)
       FROM termination_request_beneficiaries trb
      WHERE trb.termination_request_id = $1 AND NOT trb.removes_existing
        AND cb.id = trb.existing_beneficiary_id AND ${ofThisContract}
        AND char_length(trb.beneficiary_name) >= 1`,
    [requestId],
  )
  await q.query(
    `INSERT INTO contract_beneficiaries (contract_id, tenant_id, beneficiary_name, iban, bic,
       return_percentage, phone_number, email)
     SELECT tr.contract_id, trb.tenant_id, trb.beneficiary_name, trb.iban, trb.bic,
            trb.return_percentage, trb.phone_number, trb.email
       FROM termination_request_beneficiaries trb
       JOIN termination_requests tr ON tr.id = trb.termination_request_id
      WHERE trb.termination_request_id = $1 AND NOT trb.removes_existing
        AND trb.existing_beneficiary_id IS NULL AND char_length(trb.beneficiary_name) >= 1
      ORDER BY trb.id`,
    [requestId],
  )
}

// ------------------------------------------------------------------------------------------------
// Database access of contract requests: modifications (`modification_requests`, add tenant
// included) with their remove, transfer and add tenant events, and applying an approved one.
// ------------------------------------------------------------------------------------------------

/**
 * Modifications of a contract still waiting for their creator's bank ID 10 minutes (the identity
 * flow's lifetime) before `now`: the creator never came back.
 */
export async function staleModificationIds(
  q: Queryable,
  contractId: ContractId,
  now: Date,
): Promise<ContractRequestId[]> {
  const rows = await q.query<{ id: ContractRequestId }>(
    `SELECT id FROM modification_requests
      WHERE contract_id = $1 AND status = 'pending_strong_authentication'
        AND created_at < $2::timestamptz - interval '10 minutes'`,
    [contractId, now],
  )
  return rows.map((row) => row.id)
}

/** A modification as stored. */
export interface NewModification {
  contractId: ContractId
  createdByUserId: string
  status: RequestStatus
  description: string
  inEffect: string
  removeTenantIds: string[]
  transfer: { sourceTenantId: string; destinationTenantId: string } | null
  addTenants: {
    personalIdentityCode: string
    firstName: string
    lastName: string
    email: string | null
    phoneNumber: string | null
    birthDate: string | null
  }[]
}

/** Inserts a modification request with id `requestId` and its events; returns the id. */
export async function insertModificationWithId(
  q: Queryable,
  requestId: ContractRequestId,
  m: NewModification,
): Promise<ContractRequestId> {
  const rows = await q.query<{ id: ContractRequestId }>(
    `INSERT INTO modification_requests (id, contract_id, created_by_user_id, status, description,
       in_effect)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [requestId, m.contractId, m.createdByUserId, m.status, m.description, m.inEffect],
  )
  const id = rows[0]?.id
  if (id === undefined) throw new Error('modification request was not stored')
  for (const tenantId of m.removeTenantIds) {
    await q.query(
      `INSERT INTO modification_remove_tenant_events (modification_request_id, remove_tenant_id)
       VALUES ($1, $2)`,
      [id, tenantId],
    )
  }
  if (m.transfer !== null) {
    await q.query(
      `INSERT INTO modification_transfer_tenant_events (modification_request_id, source_tenant_id,
         destination_tenant_id) VALUES ($1, $2, $3)`,
      [id, m.transfer.sourceTenantId, m.transfer.destinationTenantId],
    )
  }
  for (const p of m.addTenants) {
    await q.query(
      `INSERT INTO modification_add_tenant_events (modification_request_id, social_security_number,
         first_name, last_name, email, phone_number, birth_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, p.personalIdentityCode, p.firstName, p.lastName, p.email, p.phoneNumber, p.birthDate],
    )
  }
  return id
}

/** A modification request row as read back. */
export interface ModificationRow {
  id: ContractRequestId
  contract_id: ContractId
  status: RequestStatus
  description: string | null
  in_effect: string
  created_at: Date
  updated_at: Date
  created_by_user_id: string | null
}

/** The latest modification request of a contract (or the one with `requestId`), or null. */
export async function findModification(
  q: Queryable,
  contractId: ContractId,
  requestId?: ContractRequestId,
): Promise<ModificationRow | null> {
  return latestRequestOf<ModificationRow>(
    q,
    'modification',
    `id, contract_id, status, description, in_effect::text AS in_effect, created_at, updated_at,
     created_by_user_id`,
    contractId,
    requestId,
  )
}

/** A person a modification asks to add (`modification_add_tenant_events`). */
export interface AddTenantEventRow {
  id: string
  email: string | null
  personal_identity_code: string
  birth_date: string | null
  first_name: string
  last_name: string
  phone_number: string | null
}

/** The events of a modification request. */
export async function modificationEvents(
  q: Queryable,
  requestId: ContractRequestId,
): Promise<{
  removes: { id: string; remove_tenant_id: TenantId }[]
  transfer: { id: string; source_tenant_id: TenantId; destination_tenant_id: TenantId } | null
  adds: AddTenantEventRow[]
}> {
  const removes = await q.query<{ id: string; remove_tenant_id: TenantId }>(
    `SELECT id, remove_tenant_id FROM modification_remove_tenant_events
      WHERE modification_request_id = $1 ORDER BY id`,
    [requestId],
  )
  const transfers = await q.query<{
    id: string
    source_tenant_id: TenantId
    destination_tenant_id: TenantId
  }>(
    `SELECT id, source_tenant_id, destination_tenant_id FROM modification_transfer_tenant_events
      WHERE modification_request_id = $1`,
    [requestId],
  )
  const adds = await q.query<AddTenantEventRow>(
    `SELECT id, email, social_security_number AS personal_identity_code,
            birth_date::text AS birth_date, first_name, last_name, phone_number
       FROM modification_add_tenant_events WHERE modification_request_id = $1 ORDER BY id`,
    [requestId],
  )
  return { removes, transfer: transfers[0] ?? null, adds }
}

/**
 * Applies an approved modification: removed tenants end the day before `in_effect`, the
 * contract-party status moves from source to destination, added persons become tenants from
 * `in_effect`.
 */
export async function applyModification(q: Queryable, requestId: ContractRequestId): Promise<void> {
  await q.query(
    `UPDATE tenants t SET end_date = greatest(t.start_date, mr.in_effect - 1)
       FROM modification_remove_tenant_events e
       JOIN modification_requests mr ON mr.id = e.modification_request_id
      WHERE e.modification_request_id = $1 AND t.id = e.remove_tenant_id`,
    [requestId],
  )
  await q.query(
    `UPDATE tenants t SET is_contract_party = (t.id = e.destination_tenant_id)
       FROM modification_transfer_tenant_events e
      WHERE e.modification_request_id = $1
        AND t.id IN (e.source_tenant_id, e.destination_tenant_id)`,
    [requestId],
  )
  await q.query(
    `INSERT INTO tenants (contract_id, first_name, last_name, tenant_role, is_contract_party,
       email, phone_number, birth_date, personal_identity_code, start_date)
     SELECT mr.contract_id, e.first_name, e.last_name, 'tenant', false, e.email, e.phone_number,
            e.birth_date, e.social_security_number, mr.in_effect
       FROM modification_add_tenant_events e
       JOIN modification_requests mr ON mr.id = e.modification_request_id
      WHERE e.modification_request_id = $1`,
    [requestId],
  )
}

/** The persons a modification asks to add, in the order given. */
export async function addedPersonsOf(
  q: Queryable,
  requestId: ContractRequestId,
): Promise<
  { first_name: string; last_name: string; birth_date: string | null; email: string | null }[]
> {
  return q.query<{
    first_name: string
    last_name: string
    birth_date: string | null
    email: string | null
  }>(
    `SELECT first_name, last_name, birth_date::text AS birth_date, email
       FROM modification_add_tenant_events WHERE modification_request_id = $1 ORDER BY id`,
    [requestId],
  )
}

// ------------------------------------------------------------------------------------------------
// Database access of contract requests as the staff console and the ERP see them: requests of both
// kinds with their origin (the staff feature's origin fragments), and the answers of a request's
// tenants.
// ------------------------------------------------------------------------------------------------

/** A request of either kind as the staff console and the ERP see it, with its origin. */
export interface StaffRequestRow extends OriginRow {
  kind: RequestKind
  id: ContractRequestId
  status: string
  created_at: Date
  effective_date: string
  reason: string | null
  details: string | null
  decision_reason: string | null
  decided_at: Date | null
}

/** The select of {@link StaffRequestRow}s of one kind (the request is `r`). */
function staffRequestSelect(kind: RequestKind): string {
  const table = requestTable(kind)
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

/** Requests of both kinds in `status`, oldest first (at most 200). */
export async function staffRequestsIn(q: Queryable, status: string): Promise<StaffRequestRow[]> {
  return q.query<StaffRequestRow>(
    `SELECT * FROM (${staffRequestSelect('termination')} WHERE r.status = $1
       UNION ALL ${staffRequestSelect('modification')} WHERE r.status = $1) x
      ORDER BY created_at, id LIMIT 200`,
    [status],
  )
}

/** One request of `kind` by id, or null. */
export async function staffRequest(
  q: Queryable,
  kind: RequestKind,
  id: string,
): Promise<StaffRequestRow | null> {
  const rows = await q.query<StaffRequestRow>(`${staffRequestSelect(kind)} WHERE r.id = $1`, [id])
  return rows[0] ?? null
}

/**
 * The tenants of a request's contract with their answer to it (null when not asked) and
 * e-mail, contract parties first.
 */
export async function staffRequestTenants(
  q: Queryable,
  kind: RequestKind,
  requestId: ContractRequestId,
  contractId: ContractId,
): Promise<{ name: string; decision: string | null; email: string | null }[]> {
  const approvals = kind === 'termination' ? 'termination_request_id' : 'modification_request_id'
  return q.query<{ name: string; decision: string | null; email: string | null }>(
    `SELECT coalesce(t.first_name || ' ' || t.last_name, t.company_name) AS name,
            ta.decision, u.email
       FROM tenants t
       LEFT JOIN users u ON u.id = t.user_id
       LEFT JOIN tenant_approvals ta ON ta.tenant_id = t.id AND ta.${approvals} = $2
      WHERE t.contract_id = $1
      ORDER BY t.is_contract_party DESC, t.last_name, t.first_name`,
    [contractId, requestId],
  )
}
