/**
 * Payments: the sign of a month's difference, payment categories and who sees payments.
 * Source: spec 02 §1 Payments, §8 ("UNKNOWN for an unknown payment category"); spec 01 §6.
 */
import { oneOfOrUnknown, type Unknown } from './unknown.ts'

/** Payment categories (spec 02 §1 Payments). */
export const paymentCategories = [
  'charges_for_utilities',
  'generic',
  'interest',
  'rent',
  'residence_charge',
  'right_of_occupancy_deposit',
  'right_of_occupancy_new_development_deposit',
  'security_deposit',
] as const
/** A payment category. */
export type PaymentCategory = (typeof paymentCategories)[number]

/**
 * A payment category, or `'UNKNOWN'` for anything else (spec 02 §1 "An unknown category gives
 * UNKNOWN").
 */
export function paymentCategoryOrUnknown(value: unknown): PaymentCategory | Unknown {
  return oneOfOrUnknown(paymentCategories, value)
}

/** How a month's balance reads. */
export type DifferenceSign = 'arrear' | 'advance' | 'neutral'

/**
 * The sign of a month's difference in euros: negative is `arrear`, positive `advance`, zero
 * `neutral`. Amounts are compared in whole cents, so `-0.004` is `neutral`.
 * Source: spec 02 §1 Payments ("Sign of the difference").
 */
export function differenceSign(difference: number): DifferenceSign {
  const cents = Math.round(difference * 100)
  return cents < 0 ? 'arrear' : cents > 0 ? 'advance' : 'neutral'
}

/** Per-contract roles of the signed-in user (spec 02 §6). */
export type TenantPermissionRole = 'tenant' | 'payer' | 'contractParty'

/**
 * True when payments are shown: the user is a contract party or payer on the contract and the
 * `paymentInfo` flag is on (spec 02 §1 Payments, spec 01 §6).
 */
export function canSeePayments(input: {
  tenantRoles: readonly TenantPermissionRole[]
  paymentInfo: boolean
}): boolean {
  return (
    input.paymentInfo &&
    (input.tenantRoles.includes('contractParty') || input.tenantRoles.includes('payer'))
  )
}

/** The next payment due: its due date, the sum of its targets in euros and their names. */
export type NextDuePayment = { dueDate: string; amount: number; names: string[] }

/**
 * The next payment the resident should make on `today` (`yyyy-MM-dd`): the targets with the
 * earliest due date on or after today, summed (to whole cents). `undefined` when nothing is due
 * from today on. Used for the virtual barcode of the payment information page (issue 12).
 */
export function nextDuePayment(
  months: readonly {
    paymentsByTarget: readonly { nameOnBill: string; dueDate: string; expected: number }[]
  }[],
  today: string,
): NextDuePayment | undefined {
  const targets = months.flatMap((m) => m.paymentsByTarget).filter((t) => t.dueDate >= today)
  if (targets.length === 0) return undefined
  const dueDate = targets.reduce(
    (min, t) => (t.dueDate < min ? t.dueDate : min),
    targets[0]!.dueDate,
  )
  const due = targets.filter((t) => t.dueDate === dueDate)
  const cents = due.reduce((sum, t) => sum + Math.round(t.expected * 100), 0)
  return { dueDate, amount: cents / 100, names: due.map((t) => t.nameOnBill) }
}
