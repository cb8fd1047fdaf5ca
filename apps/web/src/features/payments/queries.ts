/**
 * Payment data (spec 02 §7 payments-by-month, remittances, payment-categories): read only, cached
 * with the app's defaults (15 min, 1 retry). The server answers 404 unless the resident is a
 * contract party or payer and the paymentInfo flag is on.
 */
import { useQuery } from '@tanstack/react-query'
import {
  paymentCategories,
  paymentsByMonth,
  remittances,
} from '@asukas/contract/endpoints/payments'
import { apiRequest } from '../../shared/api/client.ts'

/** Query keys of payments. */
export const paymentKeys = {
  categories: (contractUuid: string) => ['payments', contractUuid, 'categories'] as const,
  months: (contractUuid: string) => ['payments', contractUuid, 'months'] as const,
  remittances: (contractUuid: string) => ['payments', contractUuid, 'remittances'] as const,
}

/** Bank accounts by payment category. */
export function usePaymentCategories(contractUuid: string) {
  return useQuery({
    queryKey: paymentKeys.categories(contractUuid),
    queryFn: ({ signal }) => apiRequest(paymentCategories, { params: { contractUuid }, signal }),
  })
}

/** Payments by month, newest first. */
export function usePaymentsByMonth(contractUuid: string) {
  return useQuery({
    queryKey: paymentKeys.months(contractUuid),
    queryFn: ({ signal }) => apiRequest(paymentsByMonth, { params: { contractUuid }, signal }),
  })
}

/** Received payments, newest first. */
export function useRemittances(contractUuid: string) {
  return useQuery({
    queryKey: paymentKeys.remittances(contractUuid),
    queryFn: ({ signal }) => apiRequest(remittances, { params: { contractUuid }, signal }),
  })
}
