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
import { readQuery } from '../../shared/api/client.ts'

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
    ...readQuery(paymentCategories, { params: { contractUuid } }),
  })
}

/** Payments by month, newest first. */
export function usePaymentsByMonth(contractUuid: string) {
  return useQuery({
    queryKey: paymentKeys.months(contractUuid),
    ...readQuery(paymentsByMonth, { params: { contractUuid } }),
  })
}

/** Received payments, newest first. */
export function useRemittances(contractUuid: string) {
  return useQuery({
    queryKey: paymentKeys.remittances(contractUuid),
    ...readQuery(remittances, { params: { contractUuid } }),
  })
}
