/**
 * Which confirmation view an `error` query parameter shows (spec 02 §8 "Confirm views": a title
 * and message for generic, cancelled, identity mismatch, no attributes (no restart button), no
 * identity, no identity verifier, no user, init failed; termination extras; modification extras;
 * otherwise "out of service").
 */
import type { ErrorCode } from '@asukas/contract'
import type { ConfirmErrorKind } from '../../shared/i18n/contract-flows/fi.ts'

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
