/**
 * Calls of the contract requests (spec 02 §7): the tenants, the latest termination and
 * modification requests, the invoice address (right-of-occupancy delivery address), starting
 * the bank-ID confirmation of a termination, modification or another party's answer, and adding
 * tenants. Each mutation names what it invalidates.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  approveModification,
  createModification,
  modificationRequest,
} from '@asukas/contract/endpoints/contract-requests/modification'
import type {
  ApproveModificationBody,
  CreateModificationBody,
} from '@asukas/contract/endpoints/contract-requests/modification'
import { beneficiaries, invoiceAddress } from '@asukas/contract/endpoints/payments'
import { addTenant } from '@asukas/contract/endpoints/contract-requests/add-tenant'
import { contracts, tenants } from '@asukas/contract/endpoints/contracts'
import type { AddTenantBody } from '@asukas/contract/endpoints/contract-requests/add-tenant'
import {
  approveTermination,
  createTermination,
  terminationRequest,
} from '@asukas/contract/endpoints/contract-requests/termination'
import type {
  ApproveTerminationBody,
  CreateTerminationBody,
} from '@asukas/contract/endpoints/contract-requests/termination'
import { apiRequest, isApiError } from '../../shared/api/client.ts'
import { endpointQuery, invalidate, queryKeyOf } from '../../shared/api/query-keys.ts'

/** The reads of a contract's requests, which adding a tenant refreshes. */
const contractRequestReads = [
  tenants,
  terminationRequest,
  modificationRequest,
  invoiceAddress,
  beneficiaries,
] as const

/**
 * GET /api/contracts/:contractUuid/beneficiaries: the stored deposit refund beneficiaries the
 * termination form starts from. 404 (a tenant who is neither party nor payer) is no beneficiaries.
 */
export function useBeneficiaries(contractUuid: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeyOf(beneficiaries, { params: { contractUuid } }),
      queryFn: async ({ signal }) => {
        try {
          return await apiRequest(beneficiaries, { params: { contractUuid }, signal })
        } catch (error) {
          if (isApiError(error, 'NOT_FOUND')) return []
          throw error
        }
      },
    }),
  )
}

/** GET /api/contracts/:contractUuid/tenants. */
export function useTenants(contractUuid: string) {
  return useQuery(
    queryOptions({
      ...endpointQuery(tenants, { params: { contractUuid } }),
    }),
  )
}

/** GET /api/contracts/:contractUuid/termination-request (404 when none: no retry). */
export function useTerminationRequest(contractUuid: string, enabled = true) {
  return useQuery(
    queryOptions({
      ...endpointQuery(terminationRequest, { params: { contractUuid } }),
      retry: false,
      staleTime: 0,
      enabled,
    }),
  )
}

/** GET /api/contracts/:contractUuid/modification-request (404 when none: no retry). */
export function useModificationRequest(contractUuid: string, enabled = true) {
  return useQuery(
    queryOptions({
      ...endpointQuery(modificationRequest, { params: { contractUuid } }),
      retry: false,
      staleTime: 0,
      enabled,
    }),
  )
}

/** GET /api/contracts/:contractUuid/invoice-address (right-of-occupancy delivery address). */
export function useInvoiceAddressOf(contractUuid: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      ...endpointQuery(invoiceAddress, { params: { contractUuid } }),
      retry: false,
      enabled,
    }),
  )
}

/**
 * POST …/contract-termination/create: answers the provider link (the caller goes there after
 * 1 s). Invalidates nothing: the browser leaves the app; it returns with `?success` or `?error`.
 */
export function useCreateTermination(contractUuid: string) {
  return useMutation({
    mutationFn: (body: CreateTerminationBody) =>
      apiRequest(createTermination, { params: { contractUuid }, body }),
  })
}

/** POST …/contract-modification/create: answers the provider link. Invalidates nothing. */
export function useCreateModification(contractUuid: string) {
  return useMutation({
    mutationFn: (body: CreateModificationBody) =>
      apiRequest(createModification, { params: { contractUuid }, body }),
  })
}

/** POST …/contract-termination/approve: answers the provider link. Invalidates nothing. */
export function useApproveTermination(contractUuid: string) {
  return useMutation({
    mutationFn: (body: ApproveTerminationBody) =>
      apiRequest(approveTermination, { params: { contractUuid }, body }),
  })
}

/** POST …/contract-modification/approve: answers the provider link. Invalidates nothing. */
export function useApproveModification(contractUuid: string) {
  return useMutation({
    mutationFn: (body: ApproveModificationBody) =>
      apiRequest(approveModification, { params: { contractUuid }, body }),
  })
}

/**
 * POST …/confirm-operation/add-tenant. Invalidates the contract requests of the contract and the
 * contracts (the contract now has a pending modification request).
 */
export function useAddTenant(contractUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddTenantBody) => apiRequest(addTenant, { params: { contractUuid }, body }),
    onSuccess: async () => {
      await Promise.all(
        contractRequestReads.map((endpoint) =>
          invalidate(queryClient, endpoint, { params: { contractUuid } }),
        ),
      )
      await invalidate(queryClient, contracts)
    },
  })
}
