/**
 * Staff calls of fault reports (issue 14; contract `endpoints/defect-notices`, the
 * `/api/staff/defect-notices` calls): one report, and the steps on it. Each query and mutation
 * handles its own 401s (`skipSessionHandling`): a staff member without a session belongs on the
 * staff login, not on the residents' one.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  staffAddWorkNote,
  staffCompleteDefect,
  staffDefectNotice,
  staffLinkWorkOrder,
  staffStartDefectWork,
  type WorkNoteBody,
} from '@asukas/contract/endpoints/defect-notices/staff'
import { apiRequest } from '../../../shared/api/client.ts'
import { endpointQuery, queryKeyOf } from '../../../shared/api/query-keys.ts'
import { invalidateInbox } from '../../staff/index.ts'

const own = { meta: { skipSessionHandling: true } } as const

/** GET /api/staff/defect-notices/:id. */
export const staffDefectNoticeQuery = (id: string) =>
  queryOptions({ ...endpointQuery(staffDefectNotice, { params: { id } }), ...own })

/** A staff step on a fault report. */
export type StaffDefectAction =
  | { kind: 'work_order'; workOrderId: string }
  | { kind: 'start' }
  | { kind: 'note'; note: WorkNoteBody }
  | { kind: 'complete' }

/** A step on report `id`. Replaces the report with the answer; invalidates the inbox. */
export function useStaffDefectAction(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: StaffDefectAction) => {
      const params = { id }
      if (action.kind === 'work_order') {
        return apiRequest(staffLinkWorkOrder, { params, body: { workOrderId: action.workOrderId } })
      }
      if (action.kind === 'start') return apiRequest(staffStartDefectWork, { params })
      if (action.kind === 'note') return apiRequest(staffAddWorkNote, { params, body: action.note })
      return apiRequest(staffCompleteDefect, { params })
    },
    onSuccess: (notice) => {
      queryClient.setQueryData(queryKeyOf(staffDefectNotice, { params: { id } }), notice)
      return invalidateInbox(queryClient)
    },
    ...own,
  })
}
