/**
 * Builder of a contract row (spec 01 §3 "Contract") and the Finnish invoice reference number it
 * carries.
 */
import { newId } from './ids.ts'
import type { ContractsRow } from './rows.ts'

/**
 * A Finnish invoice reference number (viitenumero): `base` plus the check digit computed with
 * the repeating weights 7, 3, 1 from the right (Finance Finland, "Reference number standard").
 * Throws on a base that is not 3-19 digits.
 */
export function finnishReferenceNumber(base: string): string {
  if (!/^\d{3,19}$/.test(base)) throw new Error(`Bad reference number base: ${base}`)
  const weights = [7, 3, 1]
  const sum = [...base]
    .reverse()
    .reduce((acc, digit, i) => acc + Number(digit) * (weights[i % 3] ?? 0), 0)
  return `${base}${(10 - (sum % 10)) % 10}`
}

/** A reference number base of 10 digits from a UUID (digits of its hex, padded). */
function referenceBaseOf(id: string): string {
  const digits = BigInt(`0x${id.replace(/-/g, '').slice(-12)}`).toString()
  return `1${digits.padStart(9, '0').slice(-9)}`
}

/**
 * An active rental contract of `apartment_id` from 2021-06-01, open-ended. A
 * right-of-occupancy contract gets collateral fields by default; the reference number is
 * derived from the id unless given.
 */
export function contract(
  overrides: Partial<ContractsRow> & Pick<ContractsRow, 'apartment_id'>,
): ContractsRow & { id: string } {
  const id = overrides.id ?? newId()
  const type = overrides.contract_type ?? 'rental'
  return {
    id,
    contract_type: type,
    status: 'active',
    start_date: '2021-06-01',
    end_date: null,
    reference_number: finnishReferenceNumber(referenceBaseOf(id)),
    ...(type === 'right_of_occupancy'
      ? { collateral_bank_name: 'Nordea Bank Oyj', is_collateral: true }
      : {}),
    ...overrides,
  }
}
