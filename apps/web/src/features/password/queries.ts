/**
 * Forgotten-password calls (spec 02 §7 forgot password, confirm forgotten password). Public, and
 * their 401s (none expected) are not a lost login (`skipSessionHandling`). Nothing cached depends
 * on a password, so they invalidate nothing.
 */
import { useMutation } from '@tanstack/react-query'
import { confirmForgottenPassword, forgotPassword } from '@asukas/contract/endpoints/password'
import type { ConfirmForgottenPasswordBody } from '@asukas/contract/endpoints/password'
import { apiRequest } from '../../shared/api/client.ts'

/**
 * POST /api/forgot-password `{ email }`: mails a reset code if the address has an account; the
 * answer is `{}` either way. 429 LIMIT_EXCEEDED_EXCEPTION when asked too often.
 */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiRequest(forgotPassword, { body: { email } }),
    meta: { skipSessionHandling: true },
  })
}

/**
 * POST /api/confirm-forgotten-password `{ email, resetCode, newPassword }`. Errors (spec 02 §8):
 * 400 CODE_MISMATCH_EXCEPTION, EXPIRED_CODE_EXCEPTION, INVALID_PASSWORD_EXCEPTION; 429
 * TOO_MANY_FAILED_ATTEMPTS_EXCEPTION / TOO_MANY_REQUESTS_EXCEPTION.
 */
export function useConfirmForgottenPassword() {
  return useMutation({
    mutationFn: (body: ConfirmForgottenPasswordBody) =>
      apiRequest(confirmForgottenPassword, { body }),
    meta: { skipSessionHandling: true },
  })
}
