/**
 * Staff calls of contract requests (issue 14; contract `endpoints/contract-requests/staff`, the
 * `/api/staff/contract-requests` calls): the requests by status, one request, and the decision on
 * it. Each query and mutation handles its own 401s (`skipSessionHandling`): a staff member
 * without a session belongs on the staff login, not on the residents' one.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  staffContractRequest,
  staffContractRequests,
  staffDecideContractRequest,
  type ContractDecisionBody,
} from '@asukas/contract/endpoints/contract-requests/staff'
import { apiRequest } from '../../../shared/api/client.ts'
import { endpointQuery, invalidate, queryKeyOf } from '../../../shared/api/query-keys.ts'
import { invalidateInbox } from '../../staff/index.ts'

const own = { meta: { skipSessionHandling: true } } as const

/** The statuses staff list contract requests by. */
export type StaffRequestStatus =
  'ready_for_review' | 'pending_tenant_approval' | 'approved' | 'rejected'

/** The kind of a contract request staff decide on. */
type RequestKind = 'termination' | 'modification'

/** GET /api/staff/contract-requests?status=…. */
export function useStaffContractRequests(status: StaffRequestStatus) {
  return useQuery({ ...endpointQuery(staffContractRequests, { query: { status } }), ...own })
}

/** GET /api/staff/contract-requests/:kind/:id. */
export const staffContractRequestQuery = (kind: RequestKind, id: string) =>
  queryOptions({ ...endpointQuery(staffContractRequest, { params: { kind, id } }), ...own })

/** A decision on a contract request. Replaces it; invalidates the request lists and the inbox. */
export function useDecideRequest(kind: RequestKind, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ContractDecisionBody) =>
      apiRequest(staffDecideContractRequest, { params: { kind, id }, body }),
    onSuccess: async (request) => {
      queryClient.setQueryData(queryKeyOf(staffContractRequest, { params: { kind, id } }), request)
      await invalidate(queryClient, staffContractRequests)
      await invalidateInbox(queryClient)
    },
    ...own,
  })
}
