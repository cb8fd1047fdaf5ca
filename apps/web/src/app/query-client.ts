/**
 * The TanStack Query client of the app (spec 02 §7, §9): stale time 15 minutes, one retry, and the
 * one place where session-level API errors are turned into navigation (spec 02 §8):
 * 401 UNAUTHORIZED / AUTH_ERROR → login with `error=login_expired`;
 * 401 IMPERSONATION_WRITE_ACCESS_DENIED → the write-denied page. A write that failed for lack of
 * a network is reported to the offline notice (`shared/api/offline.ts`, issue 25 item 4).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError, isApiError, isOfflineFailure } from '../shared/api/client.ts'
import { noteOfflineWrite } from '../shared/api/offline.ts'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error
    /** `skipSessionHandling`: the caller handles 401 itself (login, logout). */
    mutationMeta: { skipSessionHandling?: boolean }
    queryMeta: { skipSessionHandling?: boolean }
  }
}

/** Spec 02 §9: query stale time 15 minutes. */
export const QUERY_STALE_TIME_MS = 15 * 60 * 1000

/** What the app does when a call reports a session-level error. */
export interface SessionErrorHandlers {
  /** The session is missing or expired (401 UNAUTHORIZED or AUTH_ERROR). */
  onUnauthorized: () => void
  /** An impersonating staff user tried to write (401 IMPERSONATION_WRITE_ACCESS_DENIED). */
  onWriteDenied: () => void
}

/** True when `error` means the session is gone (spec 02 §8 first bullet). */
export function isSessionExpired(error: unknown): boolean {
  return isApiError(error, 'UNAUTHORIZED', 'AUTH_ERROR') && error.status === 401
}

/**
 * Retry policy: one retry (spec 02 §7), except for answers that a retry cannot change
 * (4xx: unauthorised, not found, validation), for answers that broke the contract and for calls
 * that failed for lack of a network.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || isOfflineFailure(error)) return false
  if (error instanceof ApiError) {
    if (error.status >= 400 && error.status < 500) return false
    if (error.code === 'INVALID_RESPONSE') return false
  }
  return true
}

/** Creates the app's query client wired to the given session-error handlers. */
export function createQueryClient(handlers: SessionErrorHandlers): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.skipSessionHandling) return
        if (isSessionExpired(error)) handlers.onUnauthorized()
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isOfflineFailure(error)) noteOfflineWrite()
        if (mutation.meta?.skipSessionHandling) return
        if (isApiError(error, 'IMPERSONATION_WRITE_ACCESS_DENIED')) handlers.onWriteDenied()
        else if (isSessionExpired(error)) handlers.onUnauthorized()
      },
    }),
    defaultOptions: {
      // Issue 25 item 4: offline, a read still asks once (the service worker may answer from
      // its cache) and a write still fails at once with its message, instead of both waiting.
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
