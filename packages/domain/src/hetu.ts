/**
 * Finnish personal identity code (henkilötunnus, "hetu"): `DDMMYY C NNN T`.
 * Sources: spec 02 §5 General; Digital and Population Data Services Agency (DVV), personal
 * identity code reform of 1 January 2023 (new century signs Y X W V U and B C D E F);
 * docs/specification.md (individual number 002-999, 900-999 are temporary numbers).
 */
import { fullYearsBetween, daysInMonth, todayInHelsinki, type IsoDate } from './dates.ts'

/** Check characters indexed by (the 9-digit number DDMMYYNNN) mod 31. Source: DVV. */
export const HETU_CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY'

const HETU_SHAPE = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/

/** Century of each century sign (DVV 2023 reform: `-YXWVU` 1900s, `A-F` 2000s, `+` 1800s). */
function centuryOf(sign: string): number {
  if (sign === '+') return 1800
  return sign >= 'A' && sign <= 'F' ? 2000 : 1900
}

/** A successfully parsed identity code. */
export type ParsedHetu = {
  valid: true
  /** The normalised code: whitespace removed, upper case. */
  hetu: string
  /** Date of birth, `yyyy-MM-dd`. */
  dateOfBirth: IsoDate
  /** From the individual number: odd is male, even is female (DVV). */
  sex: 'female' | 'male'
  /** Full years on `today`. */
  age: number
  /** Individual number 900-999: a temporary or test code (DVV). */
  temporary: boolean
}

/** Result of {@link parseHetu}. */
export type HetuParseResult = ParsedHetu | { valid: false; error: 'invalid_ssn' }

const INVALID: HetuParseResult = { valid: false, error: 'invalid_ssn' }

/**
 * Normalises a personal identity code as spec 02 §5 prescribes before validation: trimmed, all
 * inner whitespace removed, upper-cased. `' 010114a173m '` → `'010114A173M'`.
 */
export function normalizeHetu(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase()
}

/**
 * Parses and validates a Finnish personal identity code.
 *
 * Input is normalised with {@link normalizeHetu}. Valid when: shape `DDMMYY` + century sign
 * (`+`, `-`, `Y X W V U`, `A B C D E F`) + 3-digit individual number 002-999 + check character
 * (`DDMMYYNNN` mod 31 in {@link HETU_CHECK_CHARACTERS}); the birth date exists and is not after
 * `today` (`yyyy-MM-dd`, default today in Europe/Helsinki).
 *
 * @returns `{ valid: true, hetu, dateOfBirth, sex, age, temporary }` or
 *   `{ valid: false, error: 'invalid_ssn' }` (never throws).
 * Source: spec 02 §5 General; DVV identity code reform 2023; docs/specification.md.
 */
export function parseHetu(input: string, today?: IsoDate): HetuParseResult {
  const hetu = normalizeHetu(input)
  const m = HETU_SHAPE.exec(hetu)
  if (!m) return INVALID
  const [, dd, mm, yy, sign, nnn, check] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  const individual = Number(nnn)
  if (individual < 2) return INVALID
  if (HETU_CHECK_CHARACTERS[Number(dd + mm + yy + nnn) % 31] !== check) return INVALID
  const year = centuryOf(sign) + Number(yy)
  const month = Number(mm)
  const day = Number(dd)
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return INVALID
  const dateOfBirth = `${year}-${mm}-${dd}`
  const now = today ?? todayInHelsinki()
  if (dateOfBirth > now) return INVALID
  return {
    valid: true,
    hetu,
    dateOfBirth,
    sex: individual % 2 === 1 ? 'male' : 'female',
    age: fullYearsBetween(dateOfBirth, now),
    temporary: individual >= 900,
  }
}

/**
 * True when `input` is a valid personal identity code on `today` (default: today in Helsinki).
 * Same rules as {@link parseHetu}. Source: spec 02 §5 General.
 */
export function isValidHetu(input: string, today?: IsoDate): boolean {
  return parseHetu(input, today).valid
}
