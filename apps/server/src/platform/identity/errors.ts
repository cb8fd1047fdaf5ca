/**
 * Why a strong identification failed, and the confirmation error code the resident sees
 * (spec 02 §8 "Confirm views"; spec 01 §4 confirmation error kinds; `confirmErrorCodes` of the
 * contract). The reason is for logs and tests; the code goes to the browser in the `error` query
 * parameter of the page the flow returns to (registration maps it to a login state).
 */
import type { ConfirmErrorCode } from '@asukas/contract'
import type { IdentityFlowSummary } from './flows.ts'

/**
 * Failure reasons and their codes:
 *
 * | reason                    | code                                     | what happened |
 * |---------------------------|------------------------------------------|---------------|
 * | `provider_not_configured` | CONFIRM_OPERATION_NO_IDENTITY_VERIFIER   | no settings for the provider |
 * | `provider_unreachable`    | CONFIRM_OPERATION_NO_IDENTITY_VERIFIER   | discovery or keys failed |
 * | `unknown_flow`            | CONFIRM_OPERATION_NONCE_DIFF_FAILED      | no flow has the state the browser holds |
 * | `flow_used`               | CONFIRM_OPERATION_NONCE_DIFF_FAILED      | the flow was already completed or failed (single use) |
 * | `state_mismatch`          | CONFIRM_OPERATION_NONCE_DIFF_FAILED      | the callback's `state` is not the browser's |
 * | `nonce_mismatch`          | CONFIRM_OPERATION_NONCE_DIFF_FAILED      | the ID token was issued for another flow (replay) |
 * | `flow_expired`            | CONFIRM_OPERATION_GENERIC_ERROR          | more than 10 minutes since the start |
 * | `cancelled`               | CONFIRM_OPERATION_CANCELLED              | the resident cancelled (`error=access_denied`) |
 * | `provider_error`          | CONFIRM_OPERATION_NO_IDENTITY            | the provider answered another OAuth error |
 * | `token_error`             | CONFIRM_OPERATION_NO_IDENTITY            | code exchange or ID token validation failed |
 * | `id_token_not_encrypted`  | CONFIRM_OPERATION_NO_IDENTITY            | a plain signed ID token (the FTN profile requires JWE) |
 * | `acr_not_accepted`        | CONFIRM_OPERATION_NO_IDENTITY            | the level of assurance is not an accepted `acr` |
 * | `missing_attributes`      | CONFIRM_OPERATION_NO_ATTRIBUTES          | no personal identity code or names |
 * | `invalid_identity_code`   | CONFIRM_OPERATION_NO_ATTRIBUTES          | the personal identity code is not valid |
 * | `inconsistent_attributes` | CONFIRM_OPERATION_NO_ATTRIBUTES          | `birthdate` disagrees with the identity code |
 */
export const identityFailureCodes = {
  provider_not_configured: 'CONFIRM_OPERATION_NO_IDENTITY_VERIFIER',
  provider_unreachable: 'CONFIRM_OPERATION_NO_IDENTITY_VERIFIER',
  unknown_flow: 'CONFIRM_OPERATION_NONCE_DIFF_FAILED',
  flow_used: 'CONFIRM_OPERATION_NONCE_DIFF_FAILED',
  state_mismatch: 'CONFIRM_OPERATION_NONCE_DIFF_FAILED',
  nonce_mismatch: 'CONFIRM_OPERATION_NONCE_DIFF_FAILED',
  flow_expired: 'CONFIRM_OPERATION_GENERIC_ERROR',
  cancelled: 'CONFIRM_OPERATION_CANCELLED',
  provider_error: 'CONFIRM_OPERATION_NO_IDENTITY',
  token_error: 'CONFIRM_OPERATION_NO_IDENTITY',
  id_token_not_encrypted: 'CONFIRM_OPERATION_NO_IDENTITY',
  acr_not_accepted: 'CONFIRM_OPERATION_NO_IDENTITY',
  missing_attributes: 'CONFIRM_OPERATION_NO_ATTRIBUTES',
  invalid_identity_code: 'CONFIRM_OPERATION_NO_ATTRIBUTES',
  inconsistent_attributes: 'CONFIRM_OPERATION_NO_ATTRIBUTES',
} as const satisfies Record<string, ConfirmErrorCode>

/** A failure reason, see {@link identityFailureCodes}. */
export type IdentityFailureReason = keyof typeof identityFailureCodes

/**
 * A failed start or completion of a strong identification.
 *
 * `flow` is set once the flow is known (everything but `unknown_flow` and the start errors), so
 * the callback can still send the browser back to the flow's page with `?error=<code>`.
 */
export class IdentityError extends Error {
  override name = 'IdentityError'
  /** Why it failed. */
  readonly reason: IdentityFailureReason
  /** The code of spec 02 §8 for the resident. */
  readonly code: ConfirmErrorCode
  /** The flow it happened in, when known. */
  readonly flow: IdentityFlowSummary | undefined

  /**
   * @param reason why it failed; the code follows from it.
   * @param flow the flow, when known.
   * @param options `cause`: the underlying error (logged, never shown).
   */
  constructor(reason: IdentityFailureReason, flow?: IdentityFlowSummary, options?: ErrorOptions) {
    super(`strong identification failed: ${reason}`, options)
    this.reason = reason
    this.code = identityFailureCodes[reason]
    this.flow = flow
  }
}
