/**
 * Staff calls of bulletins (issue 14; contract `endpoints/bulletins`, the `/api/staff/bulletins`
 * calls): the list, one bulletin, and writing or unpublishing one. Each query and mutation handles
 * its own 401s (`skipSessionHandling`): a staff member without a session belongs on the staff
 * login, not on the residents' one. Keys are the calls' paths under the staff keys, so a login or
 * logout drops them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  staffBulletin,
  staffBulletins,
  staffCreateBulletin,
  staffUnpublishBulletin,
  staffUpdateBulletin,
  type BulletinBody,
} from '@asukas/contract/endpoints/bulletins'
import { apiRequest, readQuery } from '../../../shared/api/client.ts'
import { staffKeys } from '../../staff/index.ts'

const own = { meta: { skipSessionHandling: true } } as const

/** Query keys of the staff's bulletins. */
export const staffBulletinKeys = {
  list: () => [...staffKeys.all, staffBulletins.path] as const,
  one: (id: string) => [...staffKeys.all, staffBulletin.path, id] as const,
}

/** GET /api/staff/bulletins: every bulletin, newest first. */
export function useStaffBulletins() {
  return useQuery({
    queryKey: staffBulletinKeys.list(),
    ...readQuery(staffBulletins),
    ...own,
  })
}

/** GET /api/staff/bulletins/:id. */
export function useStaffBulletin(id: string) {
  return useQuery({
    queryKey: staffBulletinKeys.one(id),
    ...readQuery(staffBulletin, { params: { id } }),
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
      queryClient.setQueryData(staffBulletinKeys.one(bulletin.id), bulletin)
      return queryClient.invalidateQueries({ queryKey: staffBulletinKeys.list(), exact: true })
    },
    ...own,
  })
}
