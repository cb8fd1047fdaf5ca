/**
 * Front-page data (spec 02 §7): the user's notifications (and closing one) and the contract's
 * defect notices.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { defectNotices } from '@asukas/contract/endpoints/defect-notices'
import { closeNotification, notifications } from '@asukas/contract/endpoints/user'
import { apiRequest } from '../../shared/api/client.ts'
import { endpointQuery, invalidate } from '../../shared/api/query-keys.ts'

/** GET /api/user/notifications (open notifications of every contract of the user). */
export const notificationsQuery = queryOptions(endpointQuery(notifications))

/** The user's open notifications. */
export function useNotifications() {
  return useQuery(notificationsQuery)
}

/**
 * POST /api/user/notifications/:id/close. Invalidates the notifications query. Refused for
 * impersonators (the UI hides the button; the server answers IMPERSONATION_WRITE_ACCESS_DENIED).
 */
export function useCloseNotification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest(closeNotification, { params: { id } }),
    onSuccess: () => invalidate(queryClient, notifications),
  })
}

/** GET /api/contracts/:contractUuid/defect-notices (newest first). */
export function useDefectNotices(contractUuid: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery(defectNotices, { params: { contractUuid } }),
    enabled,
  })
}
