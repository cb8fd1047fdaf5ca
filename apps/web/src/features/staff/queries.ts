/**
 * Calls of what only staff have (issue 4 "Staff and impersonation", issue 14; contract
 * `endpoints/staff`): who is signed in, resident search and a resident's requests, starting and
 * ending a read-only impersonation, the inbox, the member's real properties, the audit log, the
 * staff accounts and the staff upload. Every query and mutation handles its own 401s (`skipSessionHandling`): a staff member without a session
 * belongs on the staff login page, not on the residents' one, and a refused start of an
 * impersonation must not raise the residents' write-denied page.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { logout } from '@asukas/contract/endpoints/auth'
import {
  endImpersonation,
  staffAccounts,
  staffAuditLog,
  staffFileComplete,
  staffFileInit,
  staffInbox,
  staffMe,
  staffProperties,
  staffResetSecondFactor,
  staffResident,
  staffResidents,
  staffUnlockAccount,
  staffUpdateAccount,
  startImpersonation,
  type AuditQuery,
  type InboxQuery,
  type StaffAccountBody,
} from '@asukas/contract/endpoints/staff'
import { apiRequest } from '../../shared/api/client.ts'
import { endpointQuery, invalidate, queryKeyOf, underPath } from '../../shared/api/query-keys.ts'
import { putFile } from '../files/index.ts'

const own = { meta: { skipSessionHandling: true } } as const

/**
 * Invalidates what a new staff session reads afresh: every staff read (a path under
 * `/api/staff/`) but the login's own steps.
 */
export async function invalidateStaffReads(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries(underPath('/api/staff/', '/api/staff/login/'))
}

/** Invalidates every read of the inbox: a staff step on a record changes its place there. */
export function invalidateInbox(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, staffInbox)
}

/** GET /api/staff/me (401 UNAUTHORIZED unless a staff member is signed in). */
export const staffMeQuery = queryOptions({
  ...endpointQuery(staffMe),
  meta: { skipSessionHandling: true },
})

/** The signed-in staff member and the resident being impersonated. */
export function useStaffMe() {
  return useQuery(staffMeQuery)
}

/** GET /api/staff/residents?q=… (at most 20). Runs only for a non-null `q`. */
export function useStaffResidents(q: string | null) {
  return useQuery({
    ...endpointQuery(staffResidents, { query: { q: q ?? '' } }),
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

/** GET /api/staff/properties: the real properties the member works on. */
export function useProperties() {
  return useQuery({ ...endpointQuery(staffProperties), ...own })
}

/** GET /api/staff/inbox with filters. */
export function useInbox(query: InboxQuery) {
  return useQuery({ ...endpointQuery(staffInbox, { query }), ...own })
}

/** GET /api/staff/residents/:id: a resident's contracts and requests. */
export const residentQuery = (id: string) =>
  queryOptions({ ...endpointQuery(staffResident, { params: { id } }), ...own })

/** GET /api/staff/audit with filters (administrators). */
export function useAuditLog(query: AuditQuery) {
  return useQuery({ ...endpointQuery(staffAuditLog, { query }), ...own })
}

/** GET /api/staff/accounts (administrators). */
export function useStaffAccounts() {
  return useQuery({ ...endpointQuery(staffAccounts), ...own })
}

/** A change of a staff account: its roles and properties, a second-factor reset or an unlock. */
export type AccountAction =
  { kind: 'roles'; id: string; body: StaffAccountBody } | { kind: 'reset' | 'unlock'; id: string }

/** Runs an {@link AccountAction}. Replaces the account list with the answer. */
export function useAccountAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: AccountAction) =>
      action.kind === 'roles'
        ? apiRequest(staffUpdateAccount, { params: { id: action.id }, body: action.body })
        : apiRequest(action.kind === 'reset' ? staffResetSecondFactor : staffUnlockAccount, {
            params: { id: action.id },
          }),
    onSuccess: (accounts) => queryClient.setQueryData(queryKeyOf(staffAccounts), accounts),
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
