/**
 * Staff console calls (issue 4 "Staff and impersonation"; contract `endpoints/staff`): the staff
 * login, who is signed in, resident search, and starting and ending a read-only impersonation.
 * The console handles its own 401s (`skipSessionHandling`): a staff member without a session
 * belongs on the staff login page, not on the residents' one, and a refused start of an
 * impersonation must not raise the residents' write-denied page.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { logout } from '@asukas/contract/endpoints/auth'
import {
  endImpersonation,
  staffMe,
  staffResidents,
  startImpersonation,
} from '@asukas/contract/endpoints/staff'
import { apiRequest, readQuery } from '../../shared/api/client.ts'

/** Query keys of the staff console. */
export const staffKeys = {
  all: ['staff'] as const,
  me: () => ['staff', 'me'] as const,
  residents: (q: string) => ['staff', 'residents', q] as const,
}

/** GET /api/staff/me (401 UNAUTHORIZED unless a staff member is signed in). */
export const staffMeQuery = queryOptions({
  queryKey: staffKeys.me(),
  ...readQuery(staffMe),
  meta: { skipSessionHandling: true },
})

/** The signed-in staff member and the resident being impersonated. */
export function useStaffMe() {
  return useQuery(staffMeQuery)
}

/** GET /api/staff/residents?q=… (at most 20). Runs only for a non-null `q`. */
export function useStaffResidents(q: string | null) {
  return useQuery({
    queryKey: staffKeys.residents(q ?? ''),
    ...readQuery(staffResidents, { query: { q: q ?? '' } }),
    enabled: q !== null,
    meta: { skipSessionHandling: true },
  })
}

/**
 * POST /api/staff/impersonation `{ userId }`: the session now reads as the resident. Invalidates
 * nothing: the caller loads the portal afresh (a full page load, so no staff data lingers in the
 * cache). Errors: 404 NOT_FOUND, 401 IMPERSONATION_WRITE_ACCESS_DENIED while already
 * impersonating.
 */
export function useStartImpersonation() {
  return useMutation({
    mutationFn: (userId: string) => apiRequest(startImpersonation, { body: { userId } }),
    meta: { skipSessionHandling: true },
  })
}

/**
 * POST /api/staff/impersonation/end: back to the staff member's own session. Invalidates nothing:
 * the caller loads the staff view afresh (a full page load drops the resident's cached data).
 */
export function useEndImpersonation() {
  return useMutation({
    mutationFn: () => apiRequest(endImpersonation),
    meta: { skipSessionHandling: true },
  })
}

/** POST /api/logout, then clears the whole query cache (the staff member is leaving). */
export function useStaffLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest(logout)
      } finally {
        queryClient.clear()
      }
    },
    meta: { skipSessionHandling: true },
  })
}
