/**
 * How a contract is named in the contract switcher (spec 01 §2 top navigation: "shows the street
 * line, or else the property name").
 */
import type { Contract } from '@asukas/contract'

/**
 * `streetAddressLine1` followed by the staircase letter and apartment number when present
 * (`Kotikatu 3 B 12`); the property name when the street line is empty.
 */
export function contractLabel(contract: Contract): string {
  const street = contract.postalAddress.streetAddressLine1.trim()
  if (street === '') return contract.realPropertyName
  const { staircaseLetter, apartmentNumber } = contract.addressDetails
  return [street, staircaseLetter, apartmentNumber]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ')
}
