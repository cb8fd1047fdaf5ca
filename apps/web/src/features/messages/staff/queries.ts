/**
 * Staff calls of messages (issue 14; contract `endpoints/messages`, the `/api/staff/message-threads`
 * calls): a resident's thread, and the reply or internal note that answers it. Each query and
 * mutation handles its own 401s (`skipSessionHandling`): a staff member without a session belongs
 * on the staff login, not on the residents' one.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  staffAddThreadNote,
  staffMessageThread,
  staffReplyToThread,
  type StaffReplyBody,
} from '@asukas/contract/endpoints/messages/staff'
import { apiRequest } from '../../../shared/api/client.ts'
import { endpointQuery, queryKeyOf } from '../../../shared/api/query-keys.ts'
import { invalidateInbox } from '../../staff/index.ts'

const own = { meta: { skipSessionHandling: true } } as const

/** GET /api/staff/message-threads/:id. */
export const staffThreadQuery = (id: string) =>
  queryOptions({ ...endpointQuery(staffMessageThread, { params: { id } }), ...own })

/** Reply or note in thread `id`. Replaces the thread with the answer; invalidates the inbox. */
export function useStaffThreadAction(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (
      action: { kind: 'reply'; body: StaffReplyBody } | { kind: 'note'; body: string },
    ) =>
      action.kind === 'reply'
        ? apiRequest(staffReplyToThread, { params: { id }, body: action.body })
        : apiRequest(staffAddThreadNote, { params: { id }, body: { body: action.body } }),
    onSuccess: (thread) => {
      queryClient.setQueryData(queryKeyOf(staffMessageThread, { params: { id } }), thread)
      return invalidateInbox(queryClient)
    },
    ...own,
  })
}
