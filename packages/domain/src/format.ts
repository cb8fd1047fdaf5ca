/**
 * Display formatting for the three interface languages (spec 01 §1, spec 02 §9): money as EUR in
 * Finnish format, dates `dd.MM.yyyy` or `dd.MM.` in the current year, parking prices with two
 * decimals only when fractional. Pure functions; no I/O.
 */
import { isIsoDate, toIsoDate, todayInHelsinki, type IsoDate } from './dates.ts'
import type { Lang } from './langs.ts'

/**
 * Locale for numbers and money. Spec 02 §9 fixes "Currency EUR in fi-FI format" for every
 * language, so English also uses fi-FI (en-FI would print `€1,234.50`); Swedish uses sv-FI, which
 * prints money exactly like fi-FI (`1 234,50 €`).
 */
const NUMBER_LOCALE: Record<Lang, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'fi-FI' }

/** CLDR's fi-FI group separator and the space before `€`: a no-break space. */
const NBSP = '\u00a0'
/** CLDR's fi-FI minus sign: U+2212, not the hyphen-minus. */
const MINUS = '\u2212'
/** Below this magnitude the amount's shortest decimal has no exponent and Intl is not needed. */
const PLAIN_DIGITS_LIMIT = 1e15

const euroFormats = new Map<string, Intl.NumberFormat>()

function euroFormat(lang: Lang, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${lang}:${fractionDigits}`
  let format = euroFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[lang], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
    euroFormats.set(key, format)
  }
  return format
}

/**
 * `magnitude` (>= 0, below 10^21) rounded half away from zero to `fractionDigits` decimals, as
 * `[whole, decimals]` digit strings. It rounds the shortest decimal that reads back as the same
 * number (`String(1.005)` is `1.005`), as ICU does, so `1.005` gives `1,01` as in `Intl`, where
 * `toFixed`'s exact binary value (1.00499…) would give `1,00`.
 */
function roundDecimal(magnitude: number, fractionDigits: number): [string, string] {
  // Below 10^-6 String() writes an exponent; such an amount rounds to zero at any precision here.
  const text = magnitude < 1e-6 ? '0' : String(magnitude)
  const [whole = '0', fraction = ''] = text.split('.')
  const kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')
  let digits = BigInt(whole + kept)
  if ((fraction[fractionDigits] ?? '0') >= '5') digits += 1n
  const all = digits.toString().padStart(fractionDigits + 1, '0')
  return [all.slice(0, all.length - fractionDigits), all.slice(all.length - fractionDigits)]
}

/**
 * `amount` euros in CLDR's fi-FI currency pattern (`#,##0.00 ¤`: no-break space as the group
 * separator and before `€`, comma decimal, U+2212 minus, negative zero signed), with
 * `fractionDigits` decimals, character for character what `Intl.NumberFormat('fi-FI', { style:
 * 'currency', currency: 'EUR' })` prints (the domain tests compare the two on random amounts).
 *
 * Written out rather than asked of `Intl` because the first `Intl` number or date formatter a page
 * creates loads the locale's ICU data, on the main thread: about 90 ms of a 194 ms long task on
 * the front page with the CPU slowed 4× (issue 25's trace step), for a pattern the spec fixes for
 * every language. Amounts that are not finite or of 10^15 and more, which no rent reaches, are
 * left to `Intl` (sv-FI for Swedish, fi-FI otherwise).
 */
function euroText(amount: number, fractionDigits: 0 | 2, lang: Lang): string {
  const magnitude = Math.abs(amount)
  if (!(magnitude < PLAIN_DIGITS_LIMIT)) return euroFormat(lang, fractionDigits).format(amount)
  const [whole, decimals] = roundDecimal(magnitude, fractionDigits)
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, NBSP)
  const sign = amount < 0 || Object.is(amount, -0) ? MINUS : ''
  return `${sign}${grouped}${decimals === '' ? '' : `,${decimals}`}${NBSP}€`
}

/**
 * A euro amount in Finnish format with two decimals: `formatEuro(1234.5, 'fi')` →
 * `'1 234,50 €'` (no-break spaces as the group separator and before `€`, U+2212 minus
 * for negatives). Same output for fi, sv and en (spec 02 §1 Payments, §9).
 */
export function formatEuro(amount: number, lang: Lang = 'fi'): string {
  return euroText(amount, 2, lang)
}

/**
 * An arrear as a negative euro amount with a comma decimal: `formatArrear(152.4)` →
 * `'−152,40 €'`. `amount` is the sum owed in euros; its sign is ignored (a negative month
 * difference gives the same text). Source: spec 02 §1 Payments ("The arrear amount in a
 * notification is shown as a negative euro amount with a comma decimal").
 */
export function formatArrear(amount: number, lang: Lang = 'fi'): string {
  return euroText(-Math.abs(amount), 2, lang)
}

/**
 * True when an amount in euros has cents, i.e. it is not a whole number once rounded to cents
 * (`25.004` counts as whole).
 */
export function hasCents(amount: number): boolean {
  return Math.round(Math.abs(amount) * 100) % 100 !== 0
}

/**
 * A monthly parking price in euros with two decimals only when fractional: `formatPrice(25)` →
 * `'25 €'`, `formatPrice(25.5)` → `'25,50 €'`. Source: spec 02 §1 Parking ("Two decimals are
 * shown if the price is fractional, otherwise none").
 */
export function formatPrice(amount: number, lang: Lang = 'fi'): string {
  return euroText(amount, hasCents(amount) ? 2 : 0, lang)
}

/** `[yyyy, MM, dd]` of a `yyyy-MM-dd` date or of an ISO timestamp's Helsinki date. */
function dateParts(date: string): [string, string, string] {
  const iso = isIsoDate(date) ? date : isoDateOfTimestamp(date)
  return iso.split('-') as [string, string, string]
}

/**
 * Formats a date for display: `dd.MM.yyyy`, or `dd.MM.` when its year is `today`'s year
 * (`today` is `yyyy-MM-dd`, default today in Europe/Helsinki).
 * `formatDate('2026-03-05', 'fi', '2026-11-21')` → `'05.03.'`; `'2025-03-05'` → `'05.03.2025'`.
 * Spec 02 §5 and §9 give this numeric pattern for every language (pp.kk.vvvv in Finnish), so
 * the language (`_lang`) does not change the output; call sites pass it so that a language
 * that ever differs changes here only. `date` may also be an ISO timestamp (`2026-03-05T22:30:00Z`), which is first
 * converted to its Helsinki calendar date. Throws `RangeError` when `date` is neither.
 * Source: spec 02 §5 ("dd.MM.yyyy displayed"), §9 ("year omitted if current").
 */
export function formatDate(date: IsoDate, _lang: Lang = 'fi', today?: IsoDate): string {
  const [y, m, d] = dateParts(date)
  return y === (today ?? todayInHelsinki()).slice(0, 4) ? `${d}.${m}.` : `${d}.${m}.${y}`
}

/**
 * Formats a date always with its year: `dd.MM.yyyy` (a date of birth, a contract date), the
 * same in every language. Same inputs and errors as {@link formatDate}.
 */
export function formatDateWithYear(date: IsoDate, _lang: Lang = 'fi'): string {
  const [y, m, d] = dateParts(date)
  return `${d}.${m}.${y}`
}

/**
 * The Helsinki calendar date (`yyyy-MM-dd`) of an ISO-8601 timestamp with offset, e.g.
 * `2026-03-05T22:30:00Z` → `2026-03-06`. Throws `RangeError` when it cannot be parsed.
 */
export function isoDateOfTimestamp(timestamp: string): IsoDate {
  const ms = Date.parse(timestamp)
  if (Number.isNaN(ms) || !/^\d{4}-\d{2}-\d{2}T/.test(timestamp)) {
    throw new RangeError(`not a date or timestamp: ${JSON.stringify(timestamp)}`)
  }
  return toIsoDate(new Date(ms))
}
