/**
 * Contact data and codes: phone number, e-mail, postal code, 6-digit codes.
 * Source: spec 02 §5 General, §9 (postal code 5 digits, code length 6).
 */

/** Phone: `+`, then 7-15 digits, single spaces allowed between digits. Source: spec 02 §5. */
export const PHONE_NUMBER_PATTERN = /^\+\d(?: ?\d){6,14}$/

/** Postal code: exactly 5 digits. Source: spec 02 §5 New address, §9. */
export const POSTAL_CODE_PATTERN = /^\d{5}$/

/** Verification or reset code: exactly 6 digits. Source: spec 02 §5 General, §9. */
export const CODE_PATTERN = /^\d{6}$/

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254

/**
 * E-mail address pattern: one `@`, a local part of the usual characters without leading,
 * trailing or doubled dots, and a domain of dot-separated labels ending in a letter TLD.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

/**
 * A phone number as typed or pasted, made comparable: trimmed, and every run of white space
 * (spaces, tabs, the no-break space of a copied number) one space, so `"+358 50  123 4567"` is
 * `"+358 50 123 4567"`. Spec 02 §5 allows single spaces; issue 26 item 9: spaces are normalised
 * before any rule, and never count towards a length.
 */
export function normalizePhoneNumber(input: string): string {
  return input.trim().replace(/\s+/gu, ' ')
}

/**
 * The length of a phone number as the spec counts it (spec 02 §5 "7 to 15 digits", §9 "phone
 * max 15"): its digits, without the `+` and spaces. `"+358 50 123 4567"` is 12.
 */
export function phoneNumberLength(input: string): number {
  return input.replace(/\D/gu, '').length
}

/**
 * True for a phone number as spec 02 §5 defines it, after {@link normalizePhoneNumber}: `+` then
 * 7-15 digits, optional single spaces between digits (`+358 40 123 4567`).
 */
export function isValidPhoneNumber(input: string): boolean {
  return PHONE_NUMBER_PATTERN.test(normalizePhoneNumber(input))
}

/** E-mail inputs are trimmed and lower-cased (spec 02 §5 General). */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase()
}

/**
 * True for a valid e-mail address after {@link normalizeEmail}: at most 254 characters and
 * matching {@link EMAIL_PATTERN}. Source: spec 02 §5 General.
 */
export function isValidEmail(input: string): boolean {
  const email = normalizeEmail(input)
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)
}

/** True for a Finnish postal code: exactly 5 digits after trimming (spec 02 §5). */
export function isValidPostalCode(input: string): boolean {
  return POSTAL_CODE_PATTERN.test(input.trim())
}

/** True for a verification or reset code: exactly 6 digits after trimming (spec 02 §5). */
export function isValidCode(input: string): boolean {
  return CODE_PATTERN.test(input.trim())
}
