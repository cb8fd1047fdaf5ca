/**
 * Staff console calls (issue 14; contract `endpoints/staff-console`). Every query and mutation
 * handles its own 401s (`skipSessionHandling`): a staff member without a session belongs on the
 * staff login, not on the residents' one. Each mutation names what it invalidates.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  staffAddFeedbackQuestionNote,
  staffAnswerFeedbackQuestion,
  staffFeedbackQuestion,
  staffSetFeedbackQuestionStatus,
  type AnswerBody,
} from '@asukas/contract/endpoints/feedback-questions'
import {
  staffAccounts,
  staffAuditLog,
  staffFileComplete,
  staffFileInit,
  staffInbox,
  staffProperties,
  staffResetSecondFactor,
  staffUnlockAccount,
  staffResident,
  staffUpdateAccount,
  type AuditQuery,
  type InboxQuery,
  type StaffAccountBody,
} from '@asukas/contract/endpoints/staff'
import {
  staffContractRequest,
  staffContractRequests,
  staffDecideContractRequest,
  type ContractDecisionBody,
} from '@asukas/contract'
import { apiRequest, readQuery } from '../../shared/api/client.ts'
import { staffKeys } from '../staff/index.ts'
import { putFile } from '../files/index.ts'

const own = { meta: { skipSessionHandling: true } } as const

/** Query keys of the console (under the staff keys, so a login or logout drops them all). */
export const consoleKeys = {
  inbox: (query: InboxQuery) => [...staffKeys.all, 'inbox', query] as const,
  inboxAll: () => [...staffKeys.all, 'inbox'] as const,
  properties: () => [...staffKeys.all, 'properties'] as const,
  notice: (id: string) => [...staffKeys.all, 'notice', id] as const,
  requests: (status: string) => [...staffKeys.all, 'requests', status] as const,
  requestsAll: () => [...staffKeys.all, 'requests'] as const,
  request: (kind: string, id: string) => [...staffKeys.all, 'request', kind, id] as const,
  resident: (id: string) => [...staffKeys.all, 'resident', id] as const,
  audit: (query: AuditQuery) => [...staffKeys.all, 'audit', query] as const,
  accounts: () => [...staffKeys.all, 'accounts'] as const,
}

// --- Reads --------------------------------------------------------------------------------------

/** GET /api/staff/properties. */
export function useProperties() {
  return useQuery({
    queryKey: consoleKeys.properties(),
    ...readQuery(staffProperties),
    ...own,
  })
}

/** GET /api/staff/inbox with filters. */
export function useInbox(query: InboxQuery) {
  return useQuery({
    queryKey: consoleKeys.inbox(query),
    ...readQuery(staffInbox, { query }),
    ...own,
  })
}

/** GET /api/staff/feedback-questions/:id. */
export const noticeQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.notice(id),
    ...readQuery(staffFeedbackQuestion, { params: { id } }),
    ...own,
  })

/** GET /api/staff/contract-requests?status=…. */
export function useContractRequests(
  status: 'ready_for_review' | 'approved' | 'rejected' | 'pending_tenant_approval',
) {
  return useQuery({
    queryKey: consoleKeys.requests(status),
    ...readQuery(staffContractRequests, { query: { status } }),
    ...own,
  })
}

/** GET /api/staff/contract-requests/:kind/:id. */
export const requestQuery = (kind: 'termination' | 'modification', id: string) =>
  queryOptions({
    queryKey: consoleKeys.request(kind, id),
    ...readQuery(staffContractRequest, { params: { kind, id } }),
    ...own,
  })

/** GET /api/staff/residents/:id. */
export const residentQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.resident(id),
    ...readQuery(staffResident, { params: { id } }),
    ...own,
  })

/** GET /api/staff/audit with filters. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: consoleKeys.audit(query),
    ...readQuery(staffAuditLog, { query }),
    ...own,
  })
}

// --- Writes -------------------------------------------------------------------------------------

/** Answer, status or note on a question or feedback. Replaces the notice; invalidates the inbox. */
export function useNoticeAction(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'answer'; body: AnswerBody }
        | { kind: 'status'; status: 'in_progress' | 'completed' }
        | { kind: 'note'; body: string },
    ) => {
      const params = { id }
      if (action.kind === 'answer') {
        return apiRequest(staffAnswerFeedbackQuestion, { params, body: action.body })
      }
      if (action.kind === 'status') {
        return apiRequest(staffSetFeedbackQuestionStatus, {
          params,
          body: { status: action.status },
        })
      }
      return apiRequest(staffAddFeedbackQuestionNote, { params, body: { body: action.body } })
    },
    onSuccess: (notice) => {
      queryClient.setQueryData(consoleKeys.notice(id), notice)
      return queryClient.invalidateQueries({ queryKey: consoleKeys.inboxAll() })
    },
    ...own,
  })
}

/** A decision on a contract request. Replaces it; invalidates the request lists and the inbox. */
export function useDecideRequest(kind: 'termination' | 'modification', id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ContractDecisionBody) =>
      apiRequest(staffDecideContractRequest, { params: { kind, id }, body }),
    onSuccess: async (request) => {
      queryClient.setQueryData(consoleKeys.request(kind, id), request)
      await queryClient.invalidateQueries({ queryKey: consoleKeys.requestsAll() })
      await queryClient.invalidateQueries({ queryKey: consoleKeys.inboxAll() })
    },
    ...own,
  })
}

/** A file a staff member uploaded: its uuid (for a reply or bulletin body) and name. */
export interface StaffUploaded {
  uuid: string
  name: string
  contentType: string
}

/**
 * Uploads one file as staff through the files platform (init → signed PUT with progress →
 * complete, the PUT shared with the residents' uploads), in the shape the kit's `FileUpload`
 * calls (`signal` aborts). Invalidates nothing: the reply or bulletin that names it attaches it.
 *
 * @throws ApiError 413 FILE_TOO_LARGE, 415 UNSUPPORTED_FILE_TYPE, 400 VALIDATION_ERROR, or an
 *   AbortError.
 */
export async function uploadStaffFile(
  file: File,
  controls: { signal: AbortSignal; onProgress: (fraction: number) => void },
): Promise<StaffUploaded> {
  const init = await apiRequest(staffFileInit, {
    body: { file: { fileName: file.name, contentType: file.type as never } },
    signal: controls.signal,
  })
  await putFile(
    init.metadata.uploadUrl,
    init.metadata.uploadHeaders,
    file,
    controls.onProgress,
    controls.signal,
  )
  await apiRequest(staffFileComplete, {
    body: { file: { uuid: init.uuid } },
    signal: controls.signal,
  })
  return { uuid: init.uuid, name: file.name, contentType: file.type }
}

/** GET /api/staff/accounts (administrators). */
export function useStaffAccounts() {
  return useQuery({
    queryKey: consoleKeys.accounts(),
    ...readQuery(staffAccounts),
    ...own,
  })
}

/** Roles change, second-factor reset or unlock. Replaces the account list with the answer. */
export function useAccountAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'roles'; id: string; body: StaffAccountBody }
        | { kind: 'reset' | 'unlock'; id: string },
    ) =>
      action.kind === 'roles'
        ? apiRequest(staffUpdateAccount, { params: { id: action.id }, body: action.body })
        : apiRequest(action.kind === 'reset' ? staffResetSecondFactor : staffUnlockAccount, {
            params: { id: action.id },
          }),
    onSuccess: (accounts) => queryClient.setQueryData(consoleKeys.accounts(), accounts),
    ...own,
  })
}
