/**
 * Add tenant form. Source: spec 02 §5 Add tenant ("socialSecurityNumber valid; firstName and
 * lastName required (trimmed, min 1); optional email; optional birthDate. The first person cannot
 * be removed; more can be added."), §7 add-tenant payload.
 */
import type { z } from 'zod'
import {
  arrayField,
  isoDateSchema,
  objectField,
  optionalEmailSchema,
  optionalPhoneNumberSchema,
  requiredText,
} from '../fields.ts'
import { hetuSchema } from '../checked-fields.ts'

/** Longest first or last name accepted (ours; the spec sets none). */
export const PERSON_NAME_MAX = 100

/**
 * One person: `{ socialSecurityNumber, firstName, lastName, email, phoneNumber, birthDate }`;
 * identity code valid (`invalid_ssn`), names required, e-mail and phone optional but valid,
 * `birthDate` optional (`yyyy-MM-dd` or null).
 */
export const addTenantPersonSchema = objectField({
  socialSecurityNumber: hetuSchema,
  firstName: requiredText(PERSON_NAME_MAX),
  lastName: requiredText(PERSON_NAME_MAX),
  email: optionalEmailSchema,
  phoneNumber: optionalPhoneNumberSchema,
  birthDate: isoDateSchema.nullable(),
})
/** One person of the add-tenant form. */
export type AddTenantPerson = z.infer<typeof addTenantPersonSchema>

/** `{ tenants }`: at least one person (`required`). */
export const addTenantFormSchema = objectField({
  tenants: arrayField(addTenantPersonSchema).min(1, { error: 'required' }),
})
/** Values of the add-tenant form. */
export type AddTenantForm = z.infer<typeof addTenantFormSchema>

/** An empty person row. */
export function emptyAddTenantPerson(): AddTenantPerson {
  return {
    socialSecurityNumber: '',
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    birthDate: null,
  }
}

/**
 * Removes the person at `index`; the first person (index 0) cannot be removed and an index out
 * of range changes nothing. Returns a new array.
 */
export function removeAddTenantPerson<T>(people: readonly T[], index: number): T[] {
  return index <= 0 ? [...people] : people.filter((_, i) => i !== index)
}
