/**
 * Display formatting for the three interface languages (spec 01 §1, spec 02 §9): money as EUR in
 * Finnish format, dates `dd.MM.yyyy` or `dd.MM.` in the current year, parking prices with two
 * decimals only when fractional. Pure functions over `Intl`; no I/O.
 */
import { isIsoDate, toIsoDate, todayInHelsinki, type IsoDate } from './dates.ts'
import type { Lang } from './langs.ts'

/**
 * Locale for numbers and money. Spec 02 §9 fixes "Currency EUR in fi-FI format" for every
 * language, so English also uses fi-FI (en-FI would print `€1,234.50`); Swedish uses sv-FI, which
 * prints money exactly like fi-FI (`1 234,50 €`).
 */
const NUMBER_LOCALE: Record<Lang, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'fi-FI' }

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
 * A euro amount in Finnish format with two decimals: `formatEuro(1234.5, 'fi')` →
 * `'1 234,50 €'` (no-break spaces as the group separator and before `€`, U+2212 minus
 * for negatives). Same output for fi, sv and en (spec 02 §1 Payments, §9).
 */
export function formatEuro(amount: number, lang: Lang = 'fi'): string {
  return euroFormat(lang, 2).format(amount)
}

/**
 * An arrear as a negative euro amount with a comma decimal: `formatArrear(152.4)` →
 * `'−152,40 €'`. `amount` is the sum owed in euros; its sign is ignored (a negative month
 * difference gives the same text). Source: spec 02 §1 Payments ("The arrear amount in a
 * notification is shown as a negative euro amount with a comma decimal").
 */
export function formatArrear(amount: number, lang: Lang = 'fi'): string {
  return euroFormat(lang, 2).format(-Math.abs(amount))
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
  return euroFormat(lang, hasCents(amount) ? 2 : 0).format(amount)
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
