/**
 * Fields checked by rules of their own modules: the personal identity code (DVV's check
 * character and dates), IBAN and BIC (ISO 13616 via ibantools, Finance Finland's bank codes) and a
 * new password under the whole policy. Apart from `fields.ts`, whose builders every form uses: a
 * module lands in a browser chunk whole, and the login page would otherwise load these checks
 * and the Helsinki calendar they need (ADR 0030).
 */
import { isValidBic, isValidIban, normalizeIban } from './bank.ts'
import { stringField } from './fields.ts'
import { isValidHetu, normalizeHetu } from './hetu.ts'
import { passwordRuleFailures } from './password.ts'

/**
 * Finnish personal identity code: normalised (whitespace removed, upper-cased) then validated
 * with the rules of `parseHetu` against today in Helsinki. Output: the normalised code.
 * Keys: `required`, `invalid_ssn`. Source: spec 02 §5 General.
 */
export const hetuSchema = stringField()
  .overwrite(normalizeHetu)
  .min(1, { error: 'required', abort: true })
  .refine((value) => isValidHetu(value), { error: 'invalid_ssn' })

/**
 * IBAN: whitespace stripped and upper-cased, then `isValidIban` (ISO 13616 via ibantools; a
 * Finnish IBAN must name a known bank). Output: the electronic form (`FI2112345600000785`).
 * Keys: `required`, `invalid_iban`. Source: spec 02 §5 General.
 */
export const ibanSchema = stringField()
  .overwrite(normalizeIban)
  .min(1, { error: 'required', abort: true })
  .refine(isValidIban, { error: 'invalid_iban' })

/**
 * BIC: whitespace stripped and upper-cased, then `isValidBic`. Output: the normalised BIC.
 * Keys: `required`, `invalid_bic`. Source: spec 02 §5 General.
 */
export const bicSchema = stringField()
  .overwrite(normalizeIban)
  .min(1, { error: 'required', abort: true })
  .refine(isValidBic, { error: 'invalid_bic' })

/**
 * New password under the whole policy (`passwordRuleFailures`; not trimmed: spaces are
 * characters of a password). Keys: `required`, `invalid_string` (any broken rule; use
 * `passwordRuleFailures` to show which). Source: spec 02 §5 General; docs/specification.md.
 */
export const passwordSchema = stringField()
  .min(1, { error: 'required', abort: true })
  .refine((value) => passwordRuleFailures(value).length === 0, { error: 'invalid_string' })
