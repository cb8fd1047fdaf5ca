/**
 * Bank accounts: IBAN (ISO 13616) via ibantools, Finnish banks from the Finance Finland table,
 * and BIC (ISO 9362). Source: spec 02 §5 General ("IBAN valid; for Finnish IBANs the bank must
 * be identifiable"; "Spaces are stripped from IBAN and BIC before sending").
 */
import { isValidBIC, isValidIBAN } from 'ibantools'
import { finnishBankRanges } from './banks-data.ts'

/** A Finnish bank identified from an account's first three BBAN digits. */
export type FinnishBank = { name: string; bic: string }

/**
 * Electronic form of an IBAN or BIC: all whitespace removed, upper-cased.
 * `'fi21 1234 5600 0007 85'` → `'FI2112345600000785'`.
 */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase()
}

/** Same normalisation for BICs: whitespace removed, upper-cased. */
export const normalizeBic = normalizeIban

/**
 * The bank of a Finnish IBAN, from the Finance Finland table ("Finnish monetary institution codes
 * and BICs", January 2026), looked up by the first three digits of the BBAN (`FIkk` + `NNN…`).
 * The input is normalised first; the check digits are not verified here (use {@link isValidIban}).
 *
 * @returns `{ name, bic }`, or `undefined` for a non-Finnish IBAN, too short an input or a prefix
 *   that is not in the table (e.g. 798, which left the list).
 */
export function finnishBankOf(iban: string): FinnishBank | undefined {
  const value = normalizeIban(iban)
  if (!/^FI\d{5}/.test(value)) return undefined
  const prefix = Number(value.slice(4, 7))
  for (const [from, to, bic, name] of finnishBankRanges) {
    if (prefix < from) return undefined
    if (prefix <= to) return { name, bic }
  }
  return undefined
}

/**
 * True when `input` is a valid IBAN: whitespace stripped and upper-cased, then the ISO 13616
 * country format, length and mod-97 check digits (ibantools; check digits 00, 01 and 99 are
 * illegal). A Finnish (`FI`) IBAN must also name a bank in the Finance Finland table. `AX`
 * (Åland) is rejected: Åland accounts are issued with the `FI` country code.
 * Source: spec 02 §5 General; ISO 13616; Finance Finland bank table.
 */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input)
  if (!isValidIBAN(iban)) return false
  const country = iban.slice(0, 2)
  if (country === 'AX') return false
  return country !== 'FI' || finnishBankOf(iban) !== undefined
}

/** True when an IBAN (normalised first) is Finnish, i.e. starts with `FI`. */
export function isFinnishIban(input: string): boolean {
  return normalizeIban(input).startsWith('FI')
}

/**
 * True when `input` (whitespace stripped, upper-cased) is a valid BIC: 4-letter institution,
 * 2-letter ISO country, 2-character location, optional 3-character branch (ISO 9362, ibantools).
 * Source: spec 02 §5 General.
 */
export function isValidBic(input: string): boolean {
  return isValidBIC(normalizeBic(input))
}
