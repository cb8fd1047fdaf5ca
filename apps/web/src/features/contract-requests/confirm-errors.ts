/**
 * Which confirmation view an `error` query parameter shows (spec 02 §8 "Confirm views": a title
 * and message for generic, cancelled, identity mismatch, no attributes (no restart button), no
 * identity, no identity verifier, no user, init failed; termination extras; modification extras;
 * otherwise "out of service").
 */
import type { ErrorCode } from '@asukas/contract'
import type { ConfirmErrorKind } from '../../shared/i18n/contract-requests/fi.ts'

const kinds: Partial<Record<ErrorCode, ConfirmErrorKind>> = {
  CONFIRM_OPERATION_GENERIC_ERROR: 'generic',
  TERMINATE_CONTRACT_CONFIRM_ERROR: 'generic',
  MODIFICATION_CONTRACT_CONFIRM_ERROR: 'generic',
  CONFIRM_OPERATION_INVALID_CONFIRM_TYPE: 'generic',
  CONFIRM_OPERATION_CANCELLED: 'cancelled',
  CONFIRM_OPERATION_IDENTITY_MISMATCH: 'identityMismatch',
  CONFIRM_OPERATION_NO_ATTRIBUTES: 'noAttributes',
  CONFIRM_OPERATION_NO_IDENTITY: 'noIdentity',
  CONFIRM_OPERATION_NO_IDENTITY_VERIFIER: 'noIdentityVerifier',
  CONFIRM_OPERATION_NO_USER: 'noUser',
  TERMINATE_CONTRACT_INIT_CONFIRM_ERROR: 'initFailed',
  MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR: 'initFailed',
  CONFIRM_OPERATION_TOO_EARLY: 'tooEarly',
  CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED: 'passportNotAllowed',
  CONFIRM_OPERATION_NONCE_DIFF_FAILED: 'nonceDiffFailed',
  CONFIRM_OPERATION_FORM_VALUES_MISSING: 'formValuesMissing',
  CONFIRM_OPERATION_MISSING_CONTRACT_ID: 'missingContractId',
  CONFIRM_OPERATION_ADDRESS_FETCH_ERROR: 'addressFetchError',
  CONFIRM_OPERATION_NO_RESIDENT_ACCOUNT: 'noResidentAccount',
  CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS: 'terminationRequestExists',
}

/** The view kind of an error code; `outOfService` for anything unknown. */
export function confirmErrorKind(code: string): ConfirmErrorKind {
  return kinds[code as ErrorCode] ?? 'outOfService'
}

/** True when the view offers a restart button (every kind but noAttributes). */
export function hasRestart(kind: ConfirmErrorKind): boolean {
  return kind !== 'noAttributes'
}

/** The call whose start failed (spec 02 §8 "Init failure …"). */
export type InitFlow = 'termination' | 'modification' | 'addTenant' | 'accept' | 'reject'

/**
 * The code whose confirmation view a failed start of `flow` shows (spec 02 §8): a code with a
 * view of its own keeps it (e.g. passport identity not allowed, a termination already under
 * review); anything else is the flow's init error — TERMINATE_CONTRACT_INIT_CONFIRM_ERROR for a
 * termination, add tenant (also when the contract's state refuses it) and an accept of a
 * termination, MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR for a modification, and the generic
 * confirm-operation error for a reject. Accept and reject always give their fixed code.
 */
export function initFailureCode(
  flow: InitFlow,
  code: string,
  kind: 'termination' | 'modification' = 'termination',
): ErrorCode {
  if (flow === 'reject') return 'CONFIRM_OPERATION_GENERIC_ERROR'
  if (flow === 'accept') {
    return kind === 'termination'
      ? 'TERMINATE_CONTRACT_INIT_CONFIRM_ERROR'
      : 'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR'
  }
  if (confirmErrorKind(code) !== 'outOfService' && code !== 'TERMINATION_NOT_ALLOWED') {
    return code as ErrorCode
  }
  return flow === 'modification'
    ? 'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR'
    : 'TERMINATE_CONTRACT_INIT_CONFIRM_ERROR'
}
