/**
 * Finnish invoice reference numbers and the virtual barcode (virtuaaliviivakoodi) of a payment.
 *
 * Source: Finance Finland (Finanssiala), "Pankkiviivakoodi-opas" (bank barcode guide, version
 * 5.3) and "Viitenumero" (reference number standard); ISO 11649 (RF creditor reference);
 * ISO 13616 (IBAN). The virtual barcode is the 54-digit clear-text form of the bank barcode that
 * a resident pastes into a Finnish banking app:
 *
 * | positions | version 4 (national reference)        | version 5 (RF reference)                     |
 * | --------- | ------------------------------------- | -------------------------------------------- |
 * | 1         | `4`                                   | `5`                                          |
 * | 2–17      | IBAN digits without `FI` (16)         | same                                         |
 * | 18–23     | euros, zero-padded (6)                | same                                         |
 * | 24–25     | cents (2)                             | same                                         |
 * | 26–28     | reserved `000` (3)                    | RF check digits (2)                          |
 * | 29–48     | reference, zero-padded (20)           | 26–48: reference without `RFkk`, 21 digits   |
 * | 49–54     | due date `YYMMDD`, `000000` when none | same                                         |
 *
 * The barcode itself carries no check digit (the printed Code 128 symbol adds its own); what is
 * checked is the IBAN (mod 97), the national reference (weights 7-3-1) and the RF reference
 * (mod 97), so a barcode is never built from a mistyped account or reference.
 */
import { normalizeIban } from './bank.ts'
import { isIsoDate, type IsoDate } from './dates.ts'

/** Weights of the national reference's check digit, from the rightmost digit leftwards. */
const REFERENCE_WEIGHTS = [7, 3, 1] as const

/**
 * The check digit of a national reference base (3–19 digits): digits weighted 7, 3, 1, 7, 3, 1…
 * from the right, summed; the check digit is that sum subtracted from the next multiple of ten
 * (0 when the sum is a multiple of ten).
 *
 * @throws RangeError when `base` is not 3–19 digits (spaces allowed).
 */
export function referenceCheckDigit(base: string): number {
  const digits = base.replace(/\s+/g, '')
  if (!/^\d{3,19}$/.test(digits)) throw new RangeError(`not a reference base: ${base}`)
  const sum = [...digits]
    .reverse()
    .reduce((acc, digit, i) => acc + Number(digit) * REFERENCE_WEIGHTS[i % 3]!, 0)
  return (10 - (sum % 10)) % 10
}

/**
 * True when `input` is a valid national reference number: 4–20 digits (spaces allowed) whose
 * last digit is the {@link referenceCheckDigit} of the others, and not all zeros.
 */
export function isValidFinnishReference(input: string): boolean {
  const digits = input.replace(/\s+/g, '')
  if (!/^\d{4,20}$/.test(digits) || /^0+$/.test(digits)) return false
  return referenceCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1))
}

/** Remainder mod 97 of a digit string of any length (ISO 7064 MOD 97-10, piecewise). */
function mod97(digits: string): number {
  let remainder = 0
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97
  }
  return remainder
}

/** Letters to numbers for ISO 7064 (A=10 … Z=35). */
function lettersToDigits(text: string): string {
  return [...text].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('')
}

/**
 * The RF creditor reference (ISO 11649) of a national reference: `RF` + two check digits + the
 * reference without leading zeros. `'868516259619897'` → `'RF09868516259619897'`.
 *
 * @throws RangeError when `reference` is not a valid national reference.
 */
export function rfReferenceOf(reference: string): string {
  const digits = reference.replace(/\s+/g, '').replace(/^0+/, '')
  if (!isValidFinnishReference(digits)) throw new RangeError(`not a reference: ${reference}`)
  const check = 98 - mod97(`${digits}${lettersToDigits('RF')}00`)
  return `RF${String(check).padStart(2, '0')}${digits}`
}

/**
 * True when `input` is a valid RF creditor reference whose body is digits only (the form the
 * virtual barcode can carry): `RF` + 2 check digits + 1–21 digits, mod 97 = 1 (ISO 11649).
 */
export function isValidRfReference(input: string): boolean {
  const value = input.replace(/\s+/g, '').toUpperCase()
  const match = /^RF(\d{2})(\d{1,21})$/.exec(value)
  if (!match) return false
  return mod97(`${match[2]}${lettersToDigits('RF')}${match[1]}`) === 1
}

/** Why a virtual barcode could not be built. */
export type VirtualBarcodeError =
  'invalid_iban' | 'invalid_reference' | 'invalid_amount' | 'invalid_date'

/** What a virtual barcode carries. */
export interface VirtualBarcodeInput {
  /** The payee's Finnish IBAN (`FI` + 16 digits; spaces allowed). */
  iban: string
  /** A national reference (version 4) or an RF reference (version 5); spaces allowed. */
  reference: string
  /** Euros, 0 ≤ amount ≤ 999 999.99; 0 means "no amount" (the payer fills it in). */
  amount: number
  /** Due date `yyyy-MM-dd` (years 2000–2099), or null for none (`000000`). */
  dueDate: IsoDate | null
}

/** A built barcode, or the reason it could not be built. */
export type VirtualBarcodeResult =
  { ok: true; barcode: string; version: 4 | 5 } | { ok: false; error: VirtualBarcodeError }

/** True when a Finnish IBAN has valid mod-97 check digits (length 18, `FI` + 16 digits). */
function isValidFinnishIbanDigits(iban: string): boolean {
  if (!/^FI\d{16}$/.test(iban)) return false
  return mod97(`${iban.slice(4)}${lettersToDigits('FI')}${iban.slice(2, 4)}`) === 1
}

/**
 * The 54-digit virtual barcode of a payment (Finance Finland bank barcode guide, see the module
 * comment): version 4 for a national reference, version 5 for an RF reference. The IBAN and the
 * reference are verified first; the amount is rounded to whole cents.
 *
 * @returns `{ ok: true, barcode, version }`, or `{ ok: false, error }` with `invalid_iban` (not a
 *   Finnish IBAN with valid check digits), `invalid_reference` (check digit wrong, too long, or
 *   an RF reference with letters), `invalid_amount` (negative, ≥ 1 000 000 or not a number) or
 *   `invalid_date` (not a date of 2000–2099).
 */
export function virtualBarcode(input: VirtualBarcodeInput): VirtualBarcodeResult {
  const iban = normalizeIban(input.iban)
  if (!isValidFinnishIbanDigits(iban)) return { ok: false, error: 'invalid_iban' }

  const cents = Math.round(input.amount * 100)
  if (!Number.isFinite(input.amount) || cents < 0 || cents > 99_999_999) {
    return { ok: false, error: 'invalid_amount' }
  }
  const amount = String(cents).padStart(8, '0')

  let due = '000000'
  if (input.dueDate !== null) {
    if (!isIsoDate(input.dueDate) || !input.dueDate.startsWith('20')) {
      return { ok: false, error: 'invalid_date' }
    }
    due = input.dueDate.slice(2).replaceAll('-', '')
  }

  const reference = input.reference.replace(/\s+/g, '').toUpperCase()
  if (reference.startsWith('RF')) {
    if (!isValidRfReference(reference)) return { ok: false, error: 'invalid_reference' }
    const check = reference.slice(2, 4)
    const body = reference.slice(4).padStart(21, '0')
    return { ok: true, version: 5, barcode: `5${iban.slice(2)}${amount}${check}${body}${due}` }
  }
  if (!isValidFinnishReference(reference)) return { ok: false, error: 'invalid_reference' }
  return {
    ok: true,
    version: 4,
    barcode: `4${iban.slice(2)}${amount}000${reference.padStart(20, '0')}${due}`,
  }
}

/**
 * A reference number grouped in fives from the right, as printed on Finnish invoices:
 * `'868516259619897'` → `'86851 62596 19897'`; an RF reference in fours from the left:
 * `'RF09868516259619897'` → `'RF09 8685 1625 9619 897'`.
 */
export function formatReference(reference: string): string {
  const value = reference.replace(/\s+/g, '').toUpperCase()
  if (value.startsWith('RF')) return value.replace(/(.{4})(?=.)/g, '$1 ')
  const groups: string[] = []
  for (let end = value.length; end > 0; end -= 5)
    groups.unshift(value.slice(Math.max(0, end - 5), end))
  return groups.join(' ')
}

/** An IBAN in groups of four, as printed: `'FI7944052020036082'` → `'FI79 4405 2020 0360 82'`. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ')
}
