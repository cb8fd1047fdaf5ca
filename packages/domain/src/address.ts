/**
 * The new address given on termination: all-or-nothing once any field is filled.
 * Source: spec 02 §5 Termination ("New address: postal code 5 digits or empty; recipientName,
 * streetAddress, city max 100; if some but not all four are filled the rest are required. Sent
 * only when any field is non-blank.").
 */
import { POSTAL_CODE_PATTERN } from './contact.ts'
import type { MessageKey } from './messages-keys.ts'

/** The four fields of a new address as the form holds them (strings, possibly blank). */
export type NewAddress = {
  recipientName: string
  streetAddress: string
  postalCode: string
  city: string
}

/** Field names of {@link NewAddress}, in form order. */
export const newAddressFields = ['recipientName', 'streetAddress', 'postalCode', 'city'] as const

/** Longest recipient name, street address and city (spec 02 §5). */
export const NEW_ADDRESS_TEXT_MAX = 100

/** An empty new address, the form's initial value. */
export function emptyNewAddress(): NewAddress {
  return { recipientName: '', streetAddress: '', postalCode: '', city: '' }
}

/** True when at least one field has non-whitespace content. */
export function isNewAddressStarted(address: NewAddress): boolean {
  return newAddressFields.some((field) => address[field].trim() !== '')
}

/**
 * Field errors of a new address: none when every field is blank; otherwise `required` for each
 * blank field, `invalid_postal_code` for a postal code that is not 5 digits and `invalid_string`
 * for a text longer than 100 characters (after trimming).
 */
export function newAddressErrors(
  address: NewAddress,
): Partial<Record<keyof NewAddress, MessageKey>> {
  const errors: Partial<Record<keyof NewAddress, MessageKey>> = {}
  if (!isNewAddressStarted(address)) return errors
  for (const field of newAddressFields) {
    const value = address[field].trim()
    if (value === '') errors[field] = 'required'
    else if (field === 'postalCode') {
      if (!POSTAL_CODE_PATTERN.test(value)) errors[field] = 'invalid_postal_code'
    } else if (value.length > NEW_ADDRESS_TEXT_MAX) errors[field] = 'invalid_string'
  }
  return errors
}

/**
 * The new address to send: the trimmed fields when any is non-blank, otherwise `null` (nothing is
 * sent). Does not validate; use {@link newAddressErrors} first.
 */
export function newAddressToSend(address: NewAddress): NewAddress | null {
  if (!isNewAddressStarted(address)) return null
  return {
    recipientName: address.recipientName.trim(),
    streetAddress: address.streetAddress.trim(),
    postalCode: address.postalCode.trim(),
    city: address.city.trim(),
  }
}
