/**
 * Strong identification flows in the `identity_flows` table (0001, `return_to` from 0003): the
 * `state`, `nonce` and PKCE `code_verifier` of one authorization request, what the flow is for,
 * and its outcome. Kept in the database, not in memory, so the callback may reach any server
 * instance (docs/architecture.md "Scale-out").
 *
 * Single use: {@link claimIdentityFlow} moves a `pending` flow out of `pending` in one UPDATE, so
 * of two concurrent callbacks with the same state exactly one gets the flow.
 */
import {
  confirmOperationTargets,
  confirmOperationTypes,
  type ConfirmErrorCode,
  type ConfirmOperationTarget,
  type ConfirmOperationType,
  type IdentityProvider,
} from '@asukas/contract'
import type { Lang } from '@asukas/domain'
import type { Queryable } from '../db/db.ts'
import { identityProviderOf, providerNameOf, type ProviderName } from './providers.ts'
import {
  claimPendingFlow,
  deleteFlowsBefore,
  flowById,
  flowByState,
  insertFlow,
  setFlowCompleted,
  setFlowEnded,
  type FlowRow,
} from './repository.ts'

/** What a flow is for: a registration, or confirming a termination or modification operation. */
export const identityFlowKinds = ['registration', 'confirm_operation'] as const
/** A flow kind, see {@link identityFlowKinds}. */
export type IdentityFlowKind = (typeof identityFlowKinds)[number]

/** An operation a confirmation flow confirms, e.g. `resident_app_accept_contract_termination`. */
export type IdentityOperationType = `${ConfirmOperationType}_${ConfirmOperationTarget}`

/** The six operation types of spec 01 §3 "Confirm operation types" (table `identity_flows`). */
export const identityOperationTypes: readonly IdentityOperationType[] =
  confirmOperationTypes.flatMap((type) =>
    confirmOperationTargets.map((target): IdentityOperationType => `${type}_${target}`),
  )

/** Status of a flow: `pending` until its callback, then exactly one of the others. */
export type IdentityFlowStatus = 'pending' | 'completed' | 'failed' | 'cancelled'

/** The verified person, as the provider's ID token says (keyed on the identity code). */
export interface VerifiedIdentity {
  /** Finnish personal identity code, normalised (upper case, no spaces). */
  personalIdentityCode: string
  givenName: string
  familyName: string
  /** Date of birth `yyyy-MM-dd`, derived from the identity code (DVV). */
  birthdate: string
  /** Authentication context class (level of assurance) the provider reported. */
  acr: string
  /** The broker: `telia` or `candour`. */
  provider: ProviderName
  /** `ftn` (bank ID, mobile ID) or `passport` (passport, identity card). */
  identityProvider: IdentityProvider
}

/** What a flow is for and where it returns to, without its secrets. */
export interface IdentityFlowSummary {
  flowId: string
  kind: IdentityFlowKind
  provider: ProviderName
  identityProvider: IdentityProvider
  locale: Lang
  /** The signed-in resident who started it, or null (registration). */
  userId: string | null
  /** The contract of a confirmation, or null. */
  contractId: string | null
  operationType: IdentityOperationType | null
  /** The operation's data as stored at the start (JSON), or null. */
  operationData: unknown
  /** Same-origin path to return the browser to. */
  returnTo: string
}

/** A flow as stored, with its outcome. */
export interface StoredIdentityFlow extends IdentityFlowSummary {
  status: IdentityFlowStatus
  /** The error code of a failed or cancelled flow. */
  errorCode: ConfirmErrorCode | null
  /** The verified identity of a completed flow. */
  identity: VerifiedIdentity | null
  createdAt: Date
  expiresAt: Date
  completedAt: Date | null
}

/** A flow claimed for its callback: the summary plus the values its checks need. */
export interface ClaimedIdentityFlow extends IdentityFlowSummary {
  state: string
  nonce: string
  codeVerifier: string
  expiresAt: Date
}

/**
 * A new flow, as `start` creates it: what it is for, as in its summary (the id is given when it is
 * stored, the identity provider follows from the broker), and its secrets and lifetime.
 */
export interface NewIdentityFlow extends Omit<IdentityFlowSummary, 'flowId' | 'identityProvider'> {
  state: string
  nonce: string
  codeVerifier: string
  createdAt: Date
  expiresAt: Date
}

function summaryOf(row: FlowRow): IdentityFlowSummary {
  return {
    flowId: row.id,
    kind: row.kind,
    provider: providerNameOf(row.provider),
    identityProvider: row.provider,
    locale: row.locale,
    userId: row.user_id,
    contractId: row.contract_id,
    operationType: row.operation_type,
    operationData: row.operation_data ?? null,
    returnTo: row.return_to,
  }
}

/** Stores a new `pending` flow and returns its id. */
export function insertIdentityFlow(db: Queryable, flow: NewIdentityFlow): Promise<string> {
  return insertFlow(db, {
    kind: flow.kind,
    state: flow.state,
    nonce: flow.nonce,
    codeVerifier: flow.codeVerifier,
    provider: identityProviderOf(flow.provider),
    locale: flow.locale,
    userId: flow.userId,
    contractId: flow.contractId,
    operationType: flow.operationType,
    operationDataJson:
      flow.operationData === undefined || flow.operationData === null
        ? null
        : JSON.stringify(flow.operationData),
    returnTo: flow.returnTo,
    createdAt: flow.createdAt,
    expiresAt: flow.expiresAt,
  })
}

/** Result of {@link claimIdentityFlow}. */
export type ClaimResult =
  | { outcome: 'claimed'; flow: ClaimedIdentityFlow }
  | { outcome: 'used'; flow: IdentityFlowSummary }
  | { outcome: 'unknown' }

/**
 * Takes the `pending` flow with `state` for its callback. The flow leaves `pending` at once (as
 * `failed` with CONFIRM_OPERATION_GENERIC_ERROR until {@link completeIdentityFlow} or
 * {@link failIdentityFlow} records the real outcome), so a state works exactly once, even when
 * two instances receive the same callback. Expired flows are claimed too; the caller checks
 * `expiresAt`.
 *
 * @returns `claimed` with the flow's secrets, `used` when the flow is no longer pending, or
 *   `unknown`.
 */
export async function claimIdentityFlow(db: Queryable, state: string): Promise<ClaimResult> {
  const row = await claimPendingFlow(db, state)
  if (row !== null) {
    return {
      outcome: 'claimed',
      flow: {
        ...summaryOf(row),
        state: row.state,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
        expiresAt: row.expires_at,
      },
    }
  }
  const used = await flowByState(db, state)
  return used === null ? { outcome: 'unknown' } : { outcome: 'used', flow: summaryOf(used) }
}

/** Records the verified identity of a claimed flow (`completed`). */
export async function completeIdentityFlow(
  db: Queryable,
  flowId: string,
  identity: VerifiedIdentity,
  at: Date,
): Promise<void> {
  await setFlowCompleted(db, flowId, JSON.stringify(identity), at)
}

/** Records the failure of a claimed flow: `cancelled` for CONFIRM_OPERATION_CANCELLED, else `failed`. */
export async function failIdentityFlow(
  db: Queryable,
  flowId: string,
  code: ConfirmErrorCode,
  at: Date,
): Promise<void> {
  await setFlowEnded(
    db,
    flowId,
    code === 'CONFIRM_OPERATION_CANCELLED' ? 'cancelled' : 'failed',
    code,
    at,
  )
}

/**
 * One flow by id, with its outcome: e.g. a registration step reading the identity its completed
 * flow verified.
 *
 * @returns the flow, or null when there is none with that id (or the id is not a UUID).
 */
export async function findIdentityFlow(
  db: Queryable,
  flowId: string,
): Promise<StoredIdentityFlow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(flowId)) return null
  const row = await flowById(db, flowId)
  if (row === null) return null
  return {
    ...summaryOf(row),
    status: row.status,
    errorCode: row.error_code,
    identity: row.identity,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    completedAt: row.completed_at,
  }
}

/**
 * Deletes flows created before `before` (they hold personal identity codes; data
 * minimisation, GDPR art. 5(1)(e)).
 *
 * @returns how many were deleted.
 */
export function purgeIdentityFlows(db: Queryable, before: Date): Promise<number> {
  return deleteFlowsBefore(db, before)
}
