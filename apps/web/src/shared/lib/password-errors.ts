/**
 * Why a password change or reset by code failed (spec 02 §8 "Password change by code"): the
 * failure view says 'password change failed' plus one of these causes.
 */
import { isApiError } from '../api/client.ts'

/** The causes of spec 02 §8, each shown as its own message. */
export const passwordChangeCauses = [
  'wrongCode',
  'expiredCode',
  'wrongPassword',
  'tooManyAttempts',
  'userNotConfirmed',
  'userNotFound',
  'none',
] as const

/** A cause of a failed password change. */
export type PasswordChangeCause = (typeof passwordChangeCauses)[number]

/**
 * True when a VALIDATION_ERROR answer blames only the new password: its `details.fieldErrors`
 * names `newPassword` and not `resetCode`.
 */
function blamesOnlyPassword(details: unknown): boolean {
  if (typeof details !== 'object' || details === null) return false
  const fieldErrors = (details as { fieldErrors?: unknown }).fieldErrors
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return false
  return 'newPassword' in fieldErrors && !('resetCode' in fieldErrors)
}

/**
 * The cause of a failed `confirmForgottenPassword`, `confirmResetPassword` or code request:
 * - VALIDATION_ERROR, CODE_MISMATCH_EXCEPTION → `wrongCode` (a validation error that names only
 *   `newPassword` → `wrongPassword`, since the code was not the problem);
 * - EXPIRED_CODE_EXCEPTION → `expiredCode`;
 * - INVALID_PASSWORD_EXCEPTION → `wrongPassword`;
 * - LIMIT_EXCEEDED, TOO_MANY_FAILED_ATTEMPTS, TOO_MANY_REQUESTS (…_EXCEPTION) → `tooManyAttempts`;
 * - USER_NOT_CONFIRMED(_EXCEPTION) → `userNotConfirmed`; USER_NOT_FOUND_EXCEPTION →
 *   `userNotFound`;
 * - anything else (network, 5xx, …) → `none` (no cause is shown).
 */
export function passwordChangeCause(error: unknown): PasswordChangeCause {
  if (!isApiError(error)) return 'none'
  switch (error.code) {
    case 'VALIDATION_ERROR':
      return blamesOnlyPassword(error.details) ? 'wrongPassword' : 'wrongCode'
    case 'CODE_MISMATCH_EXCEPTION':
      return 'wrongCode'
    case 'EXPIRED_CODE_EXCEPTION':
      return 'expiredCode'
    case 'INVALID_PASSWORD_EXCEPTION':
      return 'wrongPassword'
    case 'LIMIT_EXCEEDED_EXCEPTION':
    case 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION':
    case 'TOO_MANY_REQUESTS_EXCEPTION':
      return 'tooManyAttempts'
    case 'USER_NOT_CONFIRMED':
    case 'USER_NOT_CONFIRMED_EXCEPTION':
      return 'userNotConfirmed'
    case 'USER_NOT_FOUND_EXCEPTION':
      return 'userNotFound'
    default:
      return 'none'
  }
}

/** True for the "too many attempts" family of codes (spec 02 §8). */
export function isTooManyAttempts(error: unknown): boolean {
  return isApiError(
    error,
    'LIMIT_EXCEEDED_EXCEPTION',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'TOO_MANY_REQUESTS_EXCEPTION',
  )
}
