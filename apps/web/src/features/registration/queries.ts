/**
 * Registration calls (spec 02 §7 registration rows): the provider entry links, sending and
 * checking the e-mail code, and creating the account. All are public; without a registration in
 * progress the server answers 401 UNAUTHORIZED, which the screens turn into
 * `registration_failed` themselves (`skipSessionHandling`), so it never reads as an expired
 * login. Nothing is cached about a registration, so the mutations invalidate nothing.
 */
import { queryOptions, useMutation } from '@tanstack/react-query'
import {
  passportRegistrationEntryLink,
  registrationEntryLink,
  resendVerificationCode,
  setVerificationCode,
  verifyEmail,
} from '@asukas/contract/endpoints/auth'
import type { SetVerificationCodeBody, VerifyEmailBody } from '@asukas/contract/endpoints/auth'
import type { Lang, RegistrationProvider } from '@asukas/domain'
import { apiRequest } from '../../shared/api/client.ts'

/**
 * GET the provider's entry link: `registrationEntryLink` for telia (with `resetOldUser`),
 * `passportRegistrationEntryLink` for candour. Every fetch starts a new identification on the
 * server, so the answer is never reused (`gcTime` 0, always stale).
 */
export function entryLinkQuery(
  provider: RegistrationProvider,
  locale: Lang,
  resetOldUser: boolean,
) {
  return queryOptions({
    queryKey: ['registration', 'entryLink', provider, locale, resetOldUser] as const,
    queryFn: ({ signal }) =>
      provider === 'candour'
        ? apiRequest(passportRegistrationEntryLink, { query: { locale }, signal })
        : apiRequest(registrationEntryLink, {
            query: { locale, resetOldUser: resetOldUser ? 'true' : 'false' },
            signal,
          }),
    staleTime: 0,
    gcTime: 0,
    meta: { skipSessionHandling: true },
  })
}

/**
 * POST /api/resend-verification-code `{ email }`: (re)sends the 6-digit code of the registration
 * in progress; answers `{ sentAt }`. Errors: 401 UNAUTHORIZED (no registration), 400
 * VALIDATION_ERROR (address in use), 429 LIMIT_EXCEEDED_EXCEPTION.
 */
export function useSendVerificationCode() {
  return useMutation({
    mutationFn: (email: string) => apiRequest(resendVerificationCode, { body: { email } }),
    meta: { skipSessionHandling: true },
  })
}

/**
 * POST /api/set-verification-code `{ email, verificationCode }`. Errors: 400
 * CODE_MISMATCH_EXCEPTION / EXPIRED_CODE_EXCEPTION, 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION /
 * TOO_MANY_REQUESTS_EXCEPTION, 401 UNAUTHORIZED.
 */
export function useCheckVerificationCode() {
  return useMutation({
    mutationFn: (body: SetVerificationCodeBody) => apiRequest(setVerificationCode, { body }),
    meta: { skipSessionHandling: true },
  })
}

/**
 * POST /api/verify-email `{ email, newPassword }`: creates the account. Errors: 409
 * USER_ALREADY_REGISTERED, 404 NO_TENANT_FOUND, 403 USER_EMAIL_NOT_VERIFIED, 400
 * INVALID_PASSWORD_EXCEPTION / VALIDATION_ERROR, 401 UNAUTHORIZED.
 */
export function useCreateAccount() {
  return useMutation({
    mutationFn: (body: VerifyEmailBody) => apiRequest(verifyEmail, { body }),
    meta: { skipSessionHandling: true },
  })
}
