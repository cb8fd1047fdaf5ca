/**
 * The bank-ID confirmation of a contract request (spec 02 §7 confirm-operation/init/…): `init…`
 * stores the operation in the identity flow together with a SHA-256 of (session, operation
 * nonce, data) and answers the provider's link; the callback (`confirmation.ts`) checks that the
 * same session comes back with the same data before it performs the operation.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Lang } from '@asukas/domain'
import type { ContractId, TenantId } from '@asukas/domain'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import { ApiError } from '../../platform/errors.ts'
import { IdentityError } from '../../platform/identity/errors.ts'
import type { IdentityOperationType } from '../../platform/identity/flows.ts'
import * as repo from './repository.ts'
import type { RequestsDeps } from './shared.ts'
import type { Actor } from './transitions.ts'

/** JSON with object keys sorted, so a value hashes the same after a `jsonb` round trip. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * The operation hash binding data to the session and a nonce: hex SHA-256 of the session id,
 * the operation nonce and the data's canonical JSON (sorted keys).
 */
export function operationHash(sessionId: string, nonce: string, data: unknown): string {
  return createHash('sha256')
    .update(`${sessionId}\n${nonce}\n${canonicalJson(data)}`)
    .digest('hex')
}

/** What a confirmation flow stores as its `operationData`. */
export interface StoredOperation {
  nonce: string
  /** The operation's data as sent (termination form, modification, `{ requestId }`). */
  data: unknown
  /** For a modification confirm: the request waiting in pending_strong_authentication. */
  requestId?: string
}

/**
 * Refuses a passport identity for a confirmation (docs/specification.md "identity for
 * termination"): a request is confirmed with the bank ID.
 *
 * @throws ApiError 403 CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED for `passport`.
 */
export function requireBankId(provider: 'ftn' | 'passport'): void {
  if (provider === 'passport') {
    throw new ApiError(403, 'CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED')
  }
}

/** Starts the strong identification of a confirmation and binds its data to the session. */
export async function startConfirmation(
  deps: RequestsDeps,
  input: {
    user: SessionUser
    contractId: string
    locale: Lang
    operationType: IdentityOperationType
    data: unknown
    requestId?: string
    returnTo: string
    initErrorCode:
      'TERMINATE_CONTRACT_INIT_CONFIRM_ERROR' | 'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR'
  },
): Promise<{ link: string; state: string }> {
  const nonce = randomBytes(16).toString('hex')
  const operation: StoredOperation = {
    nonce,
    data: input.data,
    ...(input.requestId === undefined ? {} : { requestId: input.requestId }),
  }
  try {
    const started = await deps.identity.start({
      provider: 'telia',
      kind: 'confirm_operation',
      locale: input.locale,
      userId: input.user.residentUserId,
      contractId: input.contractId,
      operationType: input.operationType,
      operationData: operation,
      returnTo: input.returnTo,
    })
    await repo.setFlowOperationHash(
      deps.db,
      started.flowId,
      operationHash(input.user.sessionId, nonce, input.data),
    )
    return { link: started.url, state: started.state }
  } catch (error) {
    if (error instanceof IdentityError) throw new ApiError(502, input.initErrorCode)
    throw error
  }
}

/** Who confirmed: the resident of the flow and their tenancy on its contract. */
export interface ConfirmContext extends Actor {
  userId: string
  tenantId: TenantId
  contractId: ContractId
}
