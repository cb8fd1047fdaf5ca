/**
 * The "where from" of every resident request the console shows: the contract, its real property
 * and address, and the resident who sent it (issue 14). One SQL fragment
 * (`repository.ts`, its origin section) so every list and detail reads it the same way.
 */
import type { StaffRequestOrigin } from '@asukas/contract/endpoints/staff'
import type { ContractId, RealPropertyId } from '@asukas/domain'

/** The origin columns of a row. */
export interface OriginRow {
  o_contract_id: ContractId
  o_real_property_id: RealPropertyId
  o_real_property_name: string
  o_address: string
  o_resident_name: string | null
  o_resident_email: string | null
  o_resident_phone: string | null
}

/** The wire origin of a row with {@link originColumns}. */
export function toOrigin(row: OriginRow): StaffRequestOrigin {
  return {
    contractUuid: row.o_contract_id,
    realPropertyId: row.o_real_property_id,
    realPropertyName: row.o_real_property_name,
    address: row.o_address,
    residentName: row.o_resident_name,
    residentEmail: row.o_resident_email,
    residentPhone: row.o_resident_phone,
  }
}

/** A timestamp as the wire's ISO string. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

/** A `date` column as `yyyy-MM-dd` (the adapters answer dates as strings or Dates). */
export function isoDay(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10)
  const y = value.getFullYear()
  const m = String(value.getMonth() + 1).padStart(2, '0')
  const d = String(value.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}
