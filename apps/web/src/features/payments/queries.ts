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
import { endpointQuery } from '../../shared/api/query-keys.ts'

/** Bank accounts by payment category. */
export function usePaymentCategories(contractUuid: string) {
  return useQuery(endpointQuery(paymentCategories, { params: { contractUuid } }))
}

/** Payments by month, newest first. */
export function usePaymentsByMonth(contractUuid: string) {
  return useQuery(endpointQuery(paymentsByMonth, { params: { contractUuid } }))
}

/** Received payments, newest first. */
export function useRemittances(contractUuid: string) {
  return useQuery(endpointQuery(remittances, { params: { contractUuid } }))
}
