/**
 * The statements on `identity_flows` (0001, `return_to` from 0003): the SQL of `flows.ts` (ADR
 * 0033: SQL only in repository files). What a flow means, and its single use, stay there. Also the
 * test provider's read of the tenants' names (`test-idp.ts`).
 */
import type { ConfirmErrorCode, IdentityProvider } from '@asukas/contract'
import type { Lang } from '@asukas/domain'
import type { Queryable } from '../db/db.ts'
import type {
  IdentityFlowKind,
  IdentityFlowStatus,
  IdentityOperationType,
  VerifiedIdentity,
} from './flows.ts'

/** An `identity_flows` row. */
export interface FlowRow {
  id: string
  kind: IdentityFlowKind
  state: string
  nonce: string
  code_verifier: string
  provider: IdentityProvider
  locale: Lang
  user_id: string | null
  contract_id: string | null
  operation_type: IdentityOperationType | null
  operation_data: unknown
  status: IdentityFlowStatus
  error_code: ConfirmErrorCode | null
  identity: VerifiedIdentity | null
  return_to: string
  created_at: Date
  expires_at: Date
  completed_at: Date | null
}

/** The columns of a new `pending` flow; `operationDataJson` is JSON text or null. */
export interface NewFlowRow {
  kind: IdentityFlowKind
  state: string
  nonce: string
  codeVerifier: string
  provider: IdentityProvider
  locale: Lang
  userId: string | null
  contractId: string | null
  operationType: IdentityOperationType | null
  operationDataJson: string | null
  returnTo: string
  createdAt: Date
  expiresAt: Date
}

/** Stores a new `pending` flow and returns its id. */
export async function insertFlow(db: Queryable, flow: NewFlowRow): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into identity_flows (kind, state, nonce, code_verifier, provider, locale, user_id,
       contract_id, operation_type, operation_data, return_to, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13)
     returning id`,
    [
      flow.kind,
      flow.state,
      flow.nonce,
      flow.codeVerifier,
      flow.provider,
      flow.locale,
      flow.userId,
      flow.contractId,
      flow.operationType,
      flow.operationDataJson,
      flow.returnTo,
      flow.createdAt,
      flow.expiresAt,
    ],
  )
  const id = rows[0]?.id
  if (id === undefined) throw new Error('identity flow was not stored')
  return id
}

/**
 * Moves the `pending` flow with `state` to `failed` (CONFIRM_OPERATION_GENERIC_ERROR) in one
 * UPDATE; returns it, or null when no pending flow has that state.
 */
export async function claimPendingFlow(db: Queryable, state: string): Promise<FlowRow | null> {
  const claimed = await db.query<FlowRow>(
    `update identity_flows set status = 'failed', error_code = 'CONFIRM_OPERATION_GENERIC_ERROR'
     where state = $1 and status = 'pending'
     returning *`,
    [state],
  )
  return claimed[0] ?? null
}

/** The flow with `state`, or null. */
export async function flowByState(db: Queryable, state: string): Promise<FlowRow | null> {
  const rows = await db.query<FlowRow>('select * from identity_flows where state = $1', [state])
  return rows[0] ?? null
}

/** The flow `flowId` (a UUID), or null. */
export async function flowById(db: Queryable, flowId: string): Promise<FlowRow | null> {
  const rows = await db.query<FlowRow>('select * from identity_flows where id = $1', [flowId])
  return rows[0] ?? null
}

/** Records the verified identity (JSON text) of the flow `flowId`: `completed` at `at`. */
export async function setFlowCompleted(
  db: Queryable,
  flowId: string,
  identityJson: string,
  at: Date,
): Promise<void> {
  await db.query(
    `update identity_flows
     set status = 'completed', error_code = null, identity = $2::jsonb, completed_at = $3
     where id = $1`,
    [flowId, identityJson, at],
  )
}

/** Records the end of the flow `flowId` as `status` with `code` at `at`. */
export async function setFlowEnded(
  db: Queryable,
  flowId: string,
  status: 'failed' | 'cancelled',
  code: ConfirmErrorCode,
  at: Date,
): Promise<void> {
  await db.query(
    `update identity_flows set status = $2, error_code = $3, completed_at = $4 where id = $1`,
    [flowId, status, code, at],
  )
}

/** Deletes flows created before `before`; returns how many. */
export async function deleteFlowsBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'delete from identity_flows where created_at < $1 returning id',
    [before],
  )
  return rows.length
}

/** One person among the tenants: identity code and name (their latest tenancy's name). */
export interface PersonTenantRow {
  code: string
  first_name: string
  last_name: string
}

/**
 * The persons of the tenants table (with an identity code), one row each, sorted by family and
 * given name; at most `limit` (the test provider's page, `test-idp.ts`).
 */
export async function personTenantNames(db: Queryable, limit: number): Promise<PersonTenantRow[]> {
  return db.query<PersonTenantRow>(
    `select code, first_name, last_name from (
       select distinct on (personal_identity_code) personal_identity_code as code,
         first_name, last_name
       from tenants
       where tenant_type = 'person' and personal_identity_code is not null
       order by personal_identity_code, start_date desc
     ) people
     order by last_name, first_name, code
     limit $1`,
    [limit],
  )
}
