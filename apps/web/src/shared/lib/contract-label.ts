/**
 * How a contract is named in the contract switcher (spec 01 §2 top navigation: "shows the street
 * line, or else the property name").
 */
import type { Contract } from '@asukas/contract'

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * `streetAddressLine1` followed by the staircase letter and apartment number when present
 * (`Kotikatu 3 B 12`), unless the street line already ends with them; the property name when the
 * street line is empty.
 */
export function contractLabel(contract: Contract): string {
  const street = contract.postalAddress.streetAddressLine1.trim().replace(/\s+/g, ' ')
  if (street === '') return contract.realPropertyName
  const { staircaseLetter, apartmentNumber } = contract.addressDetails
  const details = [staircaseLetter, apartmentNumber]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ')
  if (details === '' || normalise(street).endsWith(` ${normalise(details)}`)) return street
  return `${street} ${details}`
}
