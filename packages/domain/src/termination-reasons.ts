/**
 * Contract types, termination reasons and termination disallowed reasons: the enumerations that
 * the contract's wire schemas name (spec 01 §3 Contract.contractType, Termination reasons and
 * disallowed reasons; spec 02 §8 UNKNOWN). Kept apart from the date rules of `termination.ts`,
 * so the page code that only reads a contract does not carry those rules (ADR 0030: a module
 * lands in a chunk whole).
 */
import { oneOfOrUnknown, type Unknown } from './unknown.ts'

/** Contract types (spec 01 §3 Contract.contractType). */
export const contractTypes = ['rental', 'right_of_occupancy'] as const
/** A contract type. */
export type ContractType = (typeof contractTypes)[number]

/**
 * The 21 termination reasons accepted on the wire (spec 01 §3; docs/specification.md: the server
 * accepts all 21).
 */
export const terminationReasons = [
  'apartment_size',
  'area_poor_services',
  'buying_property',
  'disturbing_neighbours_or_building',
  'family_size_change',
  'housing_company_fee_amount',
  'internal_swap',
  'move_due_work',
  'move_to_another_municipality',
  'move_to_another_rental',
  'move_to_care_home_or_hospital',
  'move_to_right_of_occupancy',
  'other',
  'poor_apartment_condition',
  'poor_apartment_equipment_or_properties',
  'poor_property_condition',
  'poor_property_maintenance',
  'poor_transportation_options',
  'housing_costs',
  'move_to_another_apartment_of_same_owner',
  'death',
] as const
/** A termination reason on the wire. */
export type TerminationReason = (typeof terminationReasons)[number]

/**
 * The 19 reasons the termination form offers, in the form's order (spec 01 §3, the interface's
 * camelCase list; `housing_company_fee_amount` and `internal_swap` are not offered).
 */
export const terminationFormReasons = [
  'buying_property',
  'move_to_another_rental',
  'move_to_right_of_occupancy',
  'move_to_care_home_or_hospital',
  'move_due_work',
  'move_to_another_municipality',
  'family_size_change',
  'apartment_size',
  'poor_apartment_condition',
  'poor_apartment_equipment_or_properties',
  'poor_property_condition',
  'poor_property_maintenance',
  'housing_costs',
  'disturbing_neighbours_or_building',
  'area_poor_services',
  'poor_transportation_options',
  'move_to_another_apartment_of_same_owner',
  'death',
  'other',
] as const satisfies readonly TerminationReason[]

/** Reasons a contract cannot be terminated (spec 01 §3; not "multiple contract parties"). */
export const terminationDisallowedReasons = [
  'contract_terminated',
  'pending_termination_tenant_approvals',
  'pending_termination_review',
  'is_estate_contract',
  'has_guardian_of_interests',
  'missing_resident_users',
  'contract_tag',
  'not_contract_party',
  'tenants_with_undetermined_age',
  'has_company_tenant',
  'pending_modification_request',
  'not_started_yet',
] as const
/** A termination disallowed reason. */
export type TerminationDisallowedReason = (typeof terminationDisallowedReasons)[number]

/**
 * Disallowed reasons that mean a request is already under way, so each tenant's choice is the
 * single disabled `pending` option (spec 01 §2).
 */
export const pendingDisallowedReasons = [
  'pending_termination_tenant_approvals',
  'pending_termination_review',
  'pending_modification_request',
] as const satisfies readonly TerminationDisallowedReason[]

/**
 * A wire termination reason, or `'UNKNOWN'` for anything else (null, a misspelling, a value of
 * a newer server). Source: spec 02 §8 ("UNKNOWN for an unknown … termination reason").
 */
export function terminationReasonOrUnknown(value: unknown): TerminationReason | Unknown {
  return oneOfOrUnknown(terminationReasons, value)
}

/**
 * A termination disallowed reason, or `'UNKNOWN'` for anything else (spec 02 §8).
 */
export function disallowedReasonOrUnknown(value: unknown): TerminationDisallowedReason | Unknown {
  return oneOfOrUnknown(terminationDisallowedReasons, value)
}
