/**
 * TanStack Query hooks of fault reports (spec 02 §7). Each mutation names what it invalidates.
 * Create and edit retry once on a failure that is not the request's own fault (spec 02 §8
 * "create and edit retry once"); 4xx answers are never retried.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DefectNoticeBody } from '@asukas/contract'
import {
  createDefectNotice,
  defectClasses,
  defectNotice,
  defectNotices,
  updateDefectNotice,
} from '@asukas/contract/endpoints/defect-notices'
import { ApiError, apiRequest, isOfflineFailure } from '../../shared/api/client.ts'
import { endpointQuery, invalidate } from '../../shared/api/query-keys.ts'

/**
 * Retry once, but never a 4xx answer (the same request would fail the same way) nor a call that
 * failed for lack of a network (the form says it cannot be sent offline; issue 25 item 4).
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500
  return failureCount < 1 && !clientError && !isOfflineFailure(error)
}

/** One fault report of the contract. */
export function useDefectNotice(contractUuid: string, defectNoticeUuid: string) {
  return useQuery(endpointQuery(defectNotice, { params: { contractUuid, defectNoticeUuid } }))
}

/** The defect class ids offered. */
export function useDefectClasses() {
  return useQuery(endpointQuery(defectClasses))
}

/** Files a fault report; invalidates the contract's fault reports (also the front page's). */
export function useCreateDefectNotice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DefectNoticeBody) => apiRequest(createDefectNotice, { body }),
    retry: retryOnce,
    onSuccess: (_data, body) =>
      invalidate(queryClient, defectNotices, { params: { contractUuid: body.contractUuid } }),
  })
}

/** Edits a fault report; invalidates it and the contract's fault reports. */
export function useUpdateDefectNotice(contractUuid: string, defectNoticeUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DefectNoticeBody) =>
      apiRequest(updateDefectNotice, { params: { contractUuid, defectNoticeUuid }, body }),
    retry: retryOnce,
    onSuccess: async () => {
      await invalidate(queryClient, defectNotices, { params: { contractUuid } })
      await invalidate(queryClient, defectNotice, { params: { contractUuid, defectNoticeUuid } })
    },
  })
}

/**
 * All fault reports of the contract, newest first (`GET /api/contracts/:contractUuid/defect-notices`
 * answers every one; the front page shows the first five of the same cached list).
 */
export function useDefectNoticeList(contractUuid: string) {
  return useQuery(endpointQuery(defectNotices, { params: { contractUuid } }))
}
