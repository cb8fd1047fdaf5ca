/**
 * Own information calls (spec 02 §7): the contract's invoice address, saving contact details and
 * communication choices, the password change by code, and deleting the account. These run in a
 * signed-in session, so the app's session handling applies: 401 UNAUTHORIZED leads to login and
 * 401 IMPERSONATION_WRITE_ACCESS_DENIED (every write of an impersonating staff user) to the
 * write-denied page.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { confirmResetPassword, sendPasswordResetCode } from '@asukas/contract/endpoints/password'
import type { ConfirmResetPasswordBody } from '@asukas/contract/endpoints/password'
import { invoiceAddress } from '@asukas/contract/endpoints/payments'
import {
  confirmEmailChange,
  removeUser,
  startEmailChange,
  updateUser,
  userLastStaffView,
  userProfile,
} from '@asukas/contract/endpoints/user'
import type {
  ConfirmEmailChangeBody,
  StartEmailChangeBody,
  UpdateUserBody,
} from '@asukas/contract/endpoints/user'
import { apiRequest } from '../../shared/api/client.ts'
import { endpointQuery, invalidate, queryKeyOf } from '../../shared/api/query-keys.ts'

/**
 * GET /api/user/last-staff-view: when staff last looked at the portal as the resident (issue 23
 * item 9), read afresh each time own information opens.
 */
export function useLastStaffView() {
  return useQuery({
    ...endpointQuery(userLastStaffView),
    staleTime: 0,
  })
}

/** GET /api/contracts/:contractUuid/invoice-address. */
export function invoiceAddressQuery(contractUuid: string) {
  return queryOptions(endpointQuery(invoiceAddress, { params: { contractUuid } }))
}

/** Where the contract's invoices go (paper or e-invoice, spec 01 §2 Own information). */
export function useInvoiceAddress(contractUuid: string) {
  return useQuery(invoiceAddressQuery(contractUuid))
}

/**
 * POST /api/user/update `{ email, phoneNumber, communicationByEmail, communicationBySms,
 * marketingAllowed }`; answers the updated profile. On success the profile query gets the answer
 * at once and is invalidated (spec 02 §7 "profile refreshed"). Errors: 400 VALIDATION_ERROR
 * `{ email: 'invalid_email' }` when another account has the address, 429
 * LIMIT_EXCEEDED_EXCEPTION (too many address changes).
 */
export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateUserBody) => apiRequest(updateUser, { body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(queryKeyOf(userProfile), profile)
      await invalidate(queryClient, userProfile)
    },
  })
}

/**
 * POST /api/send-password-reset-code (empty body): mails a password change code to the signed-in
 * resident. Invalidates nothing. Errors: 429 LIMIT_EXCEEDED_EXCEPTION, 404
 * USER_NOT_FOUND_EXCEPTION, 403 USER_NOT_CONFIRMED_EXCEPTION.
 */
export function useSendPasswordChangeCode() {
  return useMutation({ mutationFn: () => apiRequest(sendPasswordResetCode) })
}

/**
 * POST /api/confirm-reset-password `{ resetCode, newPassword }`. Invalidates nothing (the session
 * stays). Errors as spec 02 §8 "Password change by code" (see `passwordChangeCause`).
 */
export function useConfirmPasswordChange() {
  return useMutation({
    mutationFn: (body: ConfirmResetPasswordBody) => apiRequest(confirmResetPassword, { body }),
  })
}

/**
 * POST /api/remove-user (empty body): deletes the account and ends the session (needs the
 * removeUser flag, else 404). Invalidates nothing itself: the caller goes to the logout page,
 * which clears the whole cache.
 */
export function useRemoveUser() {
  return useMutation({ mutationFn: () => apiRequest(removeUser) })
}

/**
 * POST /api/user/email-change `{ newEmail, password }`: mails a code to the new address (or,
 * unseen, a notice to its owner); answers `{ sentAt }`. Invalidates nothing (nothing changed yet).
 * Errors: 401 INVALID_CREDENTIALS (wrong password), 400 VALIDATION_ERROR (the current address),
 * 429 LIMIT_EXCEEDED_EXCEPTION with `retryAfter`.
 */
export function useStartEmailChange() {
  return useMutation({
    mutationFn: (body: StartEmailChangeBody) => apiRequest(startEmailChange, { body }),
  })
}

/**
 * POST /api/user/email-change/confirm `{ code }`: the new address becomes the login. Invalidates
 * the profile (its e-mail changed). Errors: 400 CODE_MISMATCH_EXCEPTION, EXPIRED_CODE_EXCEPTION,
 * 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION, TOO_MANY_REQUESTS_EXCEPTION.
 */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ConfirmEmailChangeBody) => apiRequest(confirmEmailChange, { body }),
    onSuccess: () => invalidate(queryClient, userProfile),
  })
}
