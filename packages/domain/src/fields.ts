/**
 * zod 4 field schemas shared by every form and by the server's request contracts. Every issue
 * they raise carries a spec 02 §5 message key as its message, never prose: a missing value gives
 * `required`, a value of the wrong type `invalid_string` (or `invalid_number`), and each field its
 * own key.
 */
import { z } from 'zod'
import {
  CODE_PATTERN,
  isValidEmail,
  isValidPhoneNumber,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  normalizePhoneNumber,
  PHONE_NUMBER_PATTERN,
  POSTAL_CODE_PATTERN,
} from './contact.ts'
import { isMessageKey, type MessageKey } from './messages-keys.ts'

/**
 * Error map of a field's base type: a missing value (`undefined`, `null` or `''`) gives
 * `required`, anything else the field's `wrongType` key.
 */
export function missingOr(wrongType: MessageKey) {
  return (issue: { input?: unknown }): MessageKey =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : wrongType
}

/**
 * The control characters no text input may hold (issue 8 item 3: a NUL byte crashed PostgreSQL
 * queries): C0 controls except tab, line feed and carriage return, DEL, and the C1 controls.
 * Tab and line breaks are allowed in text bodies (a message, a description); the server refuses
 * them too in query strings and path parameters.
 */
/* eslint-disable no-control-regex -- the point of these two patterns: control characters */
export const FORBIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

/**
 * The pattern every string input of the contract carries: no {@link FORBIDDEN_CONTROL_CHARACTERS}.
 * A `regex` check (not a refinement) so the OpenAPI document shows it as the field's `pattern`.
 */
export const NO_CONTROL_CHARACTERS_PATTERN =
  /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/
/* eslint-enable no-control-regex */

/** True when `value` holds a character of {@link FORBIDDEN_CONTROL_CHARACTERS}. */
export function hasForbiddenControlCharacters(value: string): boolean {
  return FORBIDDEN_CONTROL_CHARACTERS.test(value)
}

/**
 * A string field, the base of every string input of the contract: a missing value or a
 * non-string gives `required` / `invalid_string`, a control character (NUL included, see
 * {@link FORBIDDEN_CONTROL_CHARACTERS}) `invalid_string`. Chain `.trim()`,
 * `.min(1, { error: 'required' })` etc. on the result.
 */
export function stringField() {
  return z
    .string({ error: missingOr('invalid_string') })
    .regex(NO_CONTROL_CHARACTERS_PATTERN, { error: 'invalid_string', abort: true })
}

/** A required, trimmed string: empty after trimming gives `required`. */
export function requiredString() {
  return stringField().trim().min(1, { error: 'required', abort: true })
}

/**
 * A trimmed string of at most `max` characters (`invalid_string` when longer); may be empty.
 * Source: the length limits of spec 02 §5 and §9.
 */
export function optionalText(max: number) {
  return stringField().trim().max(max, { error: 'invalid_string' })
}

/** A required, trimmed string of at most `max` characters. */
export function requiredText(max: number) {
  return requiredString().max(max, { error: 'invalid_string' })
}

/** A number field: missing gives `required`, a non-number or non-finite value `invalid_number`. */
export function numberField() {
  return z.number({ error: missingOr('invalid_number') })
}

/** A boolean field: missing gives `required`, anything else `invalid_string`. */
export function booleanField() {
  return z.boolean({ error: missingOr('invalid_string') })
}

/**
 * Phone number: spaces normalised (`normalizePhoneNumber`: trimmed, runs of white space one
 * space); `+` then 7-15 digits, single spaces allowed. Output: the normalised value.
 * Keys: `required`, `invalid_phone_number`. Source: spec 02 §5 General; issue 26 item 9.
 */
export const phoneNumberSchema = requiredString()
  .overwrite(normalizePhoneNumber)
  .regex(PHONE_NUMBER_PATTERN, { error: 'invalid_phone_number' })

/**
 * E-mail address: trimmed and lower-cased, at most 254 characters, a valid address.
 * Output: the lower-cased address. Keys: `required`, `invalid_email`. Source: spec 02 §5 General.
 */
export const emailSchema = requiredString()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: 'invalid_email', abort: true })
  .regex(EMAIL_PATTERN, { error: 'invalid_email' })

/**
 * Finnish postal code: trimmed, exactly 5 digits. Keys: `required`, `invalid_postal_code`.
 * Source: spec 02 §5 New address, §9.
 */
export const postalCodeSchema = requiredString().regex(POSTAL_CODE_PATTERN, {
  error: 'invalid_postal_code',
})

/**
 * Verification or reset code: trimmed, exactly 6 digits. Keys: `required`, `invalid_pin`.
 * Source: spec 02 §5 General, §9.
 */
export const codeSchema = requiredString().regex(CODE_PATTERN, { error: 'invalid_pin' })

/**
 * Calendar date `yyyy-MM-dd` that exists (no 2026-02-30). Keys: `required` (missing or empty),
 * `invalid_date`. Source: spec 02 §5 ("yyyy-MM-dd on the wire").
 */
export const isoDateSchema = z.iso.date({
  error: (issue): MessageKey =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'required'
      : issue.code === 'invalid_type'
        ? 'invalid_string'
        : 'invalid_date',
})

/**
 * One of `values`: missing or `''` gives `required`, any other value `invalid_string`.
 */
export function enumField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: missingOr('invalid_string') })
}

/**
 * The id of an entity (tenant, beneficiary, contract-to-tenant association, request, file …):
 * a UUID string, 8-4-4-4-12 hex digits of any version, as the API and the database key every
 * record (seeded demo data uses non-RFC-9562 ids such as `00000000-0000-4000-8000-000000000001`).
 * Missing gives `required`, anything else `invalid_string`. The short numbers of notices and the
 * defect class ids are numbers and do not use this field. Source: the API contract
 * (`@asukas/contract`, `uuidSchema`), whose ids are the database's UUID keys.
 */
export function idField() {
  return z.guid({ error: missingOr('invalid_string') })
}

/** The id of an entity as {@link idField} parses it: a UUID string. */
export type EntityId = string

/**
 * An object of a form: a missing value gives `required`, a non-object `invalid_string`. Unknown
 * keys are stripped (zod's default).
 */
export function objectField<const T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { error: missingOr('invalid_string') })
}

/** A list: a missing value gives `required`, a non-array `invalid_string`. */
export function arrayField<T extends z.ZodType>(item: T) {
  return z.array(item, { error: missingOr('invalid_string') })
}

/** A list of file UUIDs (uploaded attachments); each must be a UUID (`invalid_string`). */
export const fileUuidsSchema = arrayField(idField())

/**
 * An optional e-mail: trimmed and lower-cased; empty is allowed (and kept as `''`), anything
 * else must be a valid address (`invalid_email`). Source: spec 02 §5 Add tenant (optional email).
 */
export const optionalEmailSchema = stringField()
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || isValidEmail(value), { error: 'invalid_email' })

/**
 * An optional phone number: spaces normalised as {@link phoneNumberSchema}; empty is allowed,
 * anything else must be a valid phone number (`invalid_phone_number`).
 */
export const optionalPhoneNumberSchema = stringField()
  .overwrite(normalizePhoneNumber)
  .refine((value) => value === '' || isValidPhoneNumber(value), { error: 'invalid_phone_number' })

/**
 * Field errors of a failed parse as the API's validation details carry them: one message key per
 * field path (`'beneficiaries.0.iban'`; `''` for the whole object), the first issue of each
 * path winning. An issue whose message is not a spec 02 §5 key (a schema outside this package)
 * becomes `invalid_string`. Source: docs/architecture.md ("validation errors carry a per-field message
 * key").
 */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    if (!(path in errors))
      errors[path] = isMessageKey(issue.message) ? issue.message : 'invalid_string'
  }
  return errors
}
