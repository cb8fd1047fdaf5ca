/**
 * Session mutations (spec 01 §4 "Login success", "Logout"; spec 02 §7 login, logout).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { login, logout } from '@asukas/contract/endpoints/auth'
import type { LoginBody } from '@asukas/contract'
import { clearSessionMark, markSession } from '../../app/session-marker.ts'
import { apiRequest } from '../../shared/api/client.ts'
import { clearOfflineAnswers } from '../../shared/api/offline.ts'

/** Spec 02 §9 "Logout delay 1 s": the wait between the logout call and the login page. */
export const LOGOUT_DELAY_MS = 1000

/**
 * POST /api/login. Invalidates nothing: success leads to a full-page load of `/`, which starts
 * with an empty cache. Errors (INVALID_CREDENTIALS, USER_NOT_CONFIRMED, ...) are handled by the
 * login form, not by the session-error handling.
 */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest(login, { body }),
    onSuccess: markSession,
    meta: { skipSessionHandling: true },
  })
}

/**
 * POST /api/logout, then clears the whole query cache and the service worker's cache of API
 * answers (issue 25 item 4) and waits {@link LOGOUT_DELAY_MS}. A failed logout call (e.g. the
 * session had already expired, or no network) still clears both: the user is leaving.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      try {
        clearSessionMark()
        await apiRequest(logout)
      } finally {
        queryClient.clear()
        await clearOfflineAnswers()
        await new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS))
      }
    },
    meta: { skipSessionHandling: true },
  })
}
