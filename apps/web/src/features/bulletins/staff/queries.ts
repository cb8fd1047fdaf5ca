/**
 * Staff calls of bulletins (issue 14; contract `endpoints/bulletins`, the `/api/staff/bulletins`
 * calls): the list, one bulletin, and writing or unpublishing one. Each query and mutation handles
 * its own 401s (`skipSessionHandling`): a staff member without a session belongs on the staff
 * login, not on the residents' one. A staff login refreshes them, a logout drops them (as every
 * staff read).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  staffBulletin,
  staffBulletins,
  staffCreateBulletin,
  staffUnpublishBulletin,
  staffUpdateBulletin,
  type BulletinBody,
} from '@asukas/contract/endpoints/bulletins/staff'
import { apiRequest } from '../../../shared/api/client.ts'
import { endpointQuery, invalidate, queryKeyOf } from '../../../shared/api/query-keys.ts'

const own = { meta: { skipSessionHandling: true } } as const

/** GET /api/staff/bulletins: every bulletin, newest first. */
export function useStaffBulletins() {
  return useQuery({
    ...endpointQuery(staffBulletins),
    ...own,
  })
}

/** GET /api/staff/bulletins/:id. */
export function useStaffBulletin(id: string) {
  return useQuery({
    ...endpointQuery(staffBulletin, { params: { id } }),
    ...own,
  })
}

/**
 * Writes a bulletin (new when `id` is null) or unpublishes one. The answer replaces the bulletin's
 * query; the list is invalidated.
 */
export function useStaffBulletinAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (
      action:
        { kind: 'save'; id: string | null; body: BulletinBody } | { kind: 'unpublish'; id: string },
    ) => {
      if (action.kind === 'unpublish') {
        return apiRequest(staffUnpublishBulletin, { params: { id: action.id } })
      }
      return action.id === null
        ? apiRequest(staffCreateBulletin, { body: action.body })
        : apiRequest(staffUpdateBulletin, { params: { id: action.id }, body: action.body })
    },
    onSuccess: (bulletin) => {
      queryClient.setQueryData(queryKeyOf(staffBulletin, { params: { id: bulletin.id } }), bulletin)
      return invalidate(queryClient, staffBulletins)
    },
    ...own,
  })
}
