/**
 * The staff login's steps (issue 14; ADR 0011): the password, the enrolment of an authenticator
 * and the second factor. A session, once made, invalidates the staff queries.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LoginBody } from '@asukas/contract/endpoints/auth'
import {
  staffConfirmEnrolment,
  staffEnrolment,
  staffLogin,
  staffSecondFactor,
  type StaffSecondFactorBody,
} from '@asukas/contract/endpoints/staff'
import { apiRequest } from '../../shared/api/client.ts'
import { endpointQuery } from '../../shared/api/query-keys.ts'
import { invalidateStaffReads } from './queries.ts'

const own = { meta: { skipSessionHandling: true } } as const

/** POST /api/staff/login (password step): answers the next step. Invalidates nothing yet. */
export function usePasswordStep() {
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest(staffLogin, { body }),
    ...own,
  })
}

/** GET /api/staff/login/enrolment (needs the challenge cookie). */
export function useEnrolment() {
  return useQuery({
    ...endpointQuery(staffEnrolment),
    retry: false,
    staleTime: Infinity,
    ...own,
  })
}

/** POST /api/staff/login/enrolment: recovery codes and the session. Invalidates the staff data. */
export function useConfirmEnrolment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => apiRequest(staffConfirmEnrolment, { body: { code } }),
    onSuccess: () => invalidateStaffReads(queryClient),
    ...own,
  })
}

/** POST /api/staff/login/second-factor: the session. Invalidates the staff data. */
export function useSecondFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: StaffSecondFactorBody) => apiRequest(staffSecondFactor, { body }),
    onSuccess: () => invalidateStaffReads(queryClient),
    ...own,
  })
}
