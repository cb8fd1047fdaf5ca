/**
 * Builders of the payment rows (spec 01 §3 "Payments"): one month of a contract and the bills
 * (targets) of that month. `difference` is paid minus expected, in euros (negative: arrear).
 */
import { newId } from './ids.ts'
import type { PaymentTargetsRow, PaymentsByMonthRow } from './rows.ts'

/** A month (`yyyy-MM`) of `contract_id`, paid in full unless `difference` says otherwise. */
export function paymentsByMonth(
  overrides: Partial<PaymentsByMonthRow> & Pick<PaymentsByMonthRow, 'contract_id' | 'year_month'>,
): PaymentsByMonthRow & { id: string } {
  return { id: newId(), difference: 0, ...overrides }
}

/** A bill of a month: rent by default. */
export function paymentTarget(
  overrides: Partial<PaymentTargetsRow> &
    Pick<PaymentTargetsRow, 'payments_by_month_id' | 'due_date' | 'expected'>,
): PaymentTargetsRow & { id: string } {
  return { id: newId(), name_on_bill: 'Vuokra', ...overrides }
}
