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
} from '@asukas/contract/endpoints/registration'
import type {
  SetVerificationCodeBody,
  VerifyEmailBody,
} from '@asukas/contract/endpoints/registration'
import type { Lang, RegistrationProvider } from '@asukas/domain'
import { apiRequest } from '../../shared/api/client.ts'
import { queryKeyOf } from '../../shared/api/query-keys.ts'

/**
 * GET the provider's entry link: `registrationEntryLink` for telia (with `resetOldUser`),
 * `passportRegistrationEntryLink` for candour. Every fetch starts a new identification on the
 * server (and binds its state to the browser), so a visit of the page fetches exactly once: the
 * answer never goes stale while the page shows it (a re-mount, e.g. in StrictMode, does not fetch
 * again), and is forgotten as soon as the page is left (`gcTime` 0), so the next visit starts anew.
 */
export function entryLinkQuery(
  provider: RegistrationProvider,
  locale: Lang,
  resetOldUser: boolean,
) {
  return queryOptions({
    queryKey:
      provider === 'candour'
        ? queryKeyOf(passportRegistrationEntryLink, { query: { locale } })
        : queryKeyOf(registrationEntryLink, {
            query: { locale, resetOldUser: resetOldUser ? 'true' : 'false' },
          }),
    // No abort signal: a request that started an identification is never abandoned half-way
    // (an unmount and re-mount, as StrictMode does, then shares the same request).
    queryFn: () =>
      provider === 'candour'
        ? apiRequest(passportRegistrationEntryLink, { query: { locale } })
        : apiRequest(registrationEntryLink, {
            query: { locale, resetOldUser: resetOldUser ? 'true' : 'false' },
          }),
    staleTime: Infinity,
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
