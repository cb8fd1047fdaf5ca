/**
 * Calendar dates of the portal: `yyyy-MM-dd` strings interpreted in Europe/Helsinki
 * (spec 02 §5 "Helsinki time zone", §9 date constants). Where an instant meets the calendar
 * ("today", "end of day") the conversion uses `TZDate` from @date-fns/tz and date-fns, so the
 * host's time zone never matters; arithmetic between calendar dates is plain calendar
 * arithmetic, which no time zone or DST change can shift.
 */
import { TZDate } from '@date-fns/tz'
import { formatISO } from 'date-fns'

/** The business time zone of every date rule (spec 02 §5 Termination). */
export const HELSINKI = 'Europe/Helsinki'

/** A calendar date as `yyyy-MM-dd` (spec 02 §5: "yyyy-MM-dd on the wire"). */
export type IsoDate = string

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Number of days in a month. `month` is 1-12; the Gregorian leap-year rule applies.
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
    return leap ? 29 : 28
  }
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/**
 * True when `value` is a `yyyy-MM-dd` string naming a date that exists (no 2025-02-29).
 * Source: spec 02 §5 ("yyyy-MM-dd on the wire"), key `invalid_date` when false.
 */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/**
 * The `TZDate` at 00:00 Europe/Helsinki of a `yyyy-MM-dd` date.
 * Throws `RangeError` when `date` is not a real `yyyy-MM-dd` date.
 */
export function helsinkiDate(date: IsoDate): TZDate {
  const [y, m, d] = parts(date)
  return new TZDate(y, m - 1, d, HELSINKI)
}

/**
 * Formats a date as `yyyy-MM-dd` in Europe/Helsinki (for a `TZDate` in Helsinki or any instant).
 * `formatISO` (date part) rather than `format`: the same digits without date-fns' pattern parser
 * and English locale, about 5 KB gzip less on every page (issue 9).
 */
export function toIsoDate(date: Date): IsoDate {
  return formatISO(new TZDate(date.getTime(), HELSINKI), { representation: 'date' })
}

/**
 * Today's date in Europe/Helsinki as `yyyy-MM-dd`. `now` (an instant, default the current time)
 * lets callers and tests fix the clock. Source: spec 02 §5 "Helsinki time zone".
 */
export function todayInHelsinki(now: Date = new Date()): IsoDate {
  const t = now.getTime()
  if (t >= currentDay.from && t < currentDay.to) return currentDay.date
  const date = toIsoDate(now)
  currentDay = {
    date,
    from: helsinkiDate(date).getTime(),
    to: helsinkiDate(addDaysIso(date, 1)).getTime(),
  }
  return date
}

/**
 * The Helsinki day last asked for and its instants `[from, to)`: validators call
 * `todayInHelsinki()` on every check, and formatting a `TZDate` each time would dominate them.
 */
let currentDay = { date: '', from: 0, to: 0 }

function parts(date: IsoDate): [year: number, month: number, day: number] {
  if (!isIsoDate(date)) throw new RangeError(`not a yyyy-MM-dd date: ${JSON.stringify(date)}`)
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))]
}

function iso(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * Adds whole calendar months (negative subtracts). The day is clamped to the target month's
 * length, as date-fns `addMonths` does: 2026-01-31 + 1 month = 2026-02-28. Pure calendar
 * arithmetic: a calendar date has no time of day, so no time zone or DST can shift it.
 * Throws `RangeError` on a bad date.
 */
export function addMonthsIso(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = parts(date)
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  return iso(year, month, Math.min(d, daysInMonth(year, month)))
}

/** Adds calendar days (negative subtracts). Throws `RangeError` on a bad date. */
export function addDaysIso(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = parts(date)
  const shifted = new Date(Date.UTC(y, m - 1, d + days))
  return iso(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate())
}

/** The last day of `date`'s month, e.g. 2026-02-10 → 2026-02-28. Throws `RangeError` on a bad date. */
export function endOfMonthIso(date: IsoDate): IsoDate {
  const [y, m] = parts(date)
  return iso(y, m, daysInMonth(y, m))
}

/** The first day of `date`'s month, e.g. 2026-02-10 → 2026-02-01. Throws on a bad date. */
export function startOfMonthIso(date: IsoDate): IsoDate {
  const [y, m] = parts(date)
  return iso(y, m, 1)
}

/**
 * Whole calendar months from `from` to `to` (`yyyy-MM`), ignoring days: 2026-01-31 → 2026-02-01
 * is 1. Throws `RangeError` on a bad date.
 */
export function calendarMonthsBetween(from: IsoDate, to: IsoDate): number {
  const [fy, fm] = parts(from)
  const [ty, tm] = parts(to)
  return (ty - fy) * 12 + (tm - fm)
}

/**
 * Full years from `from` to `to` (both `yyyy-MM-dd`), e.g. an age: 2000-02-29 → 2026-02-28 is 25
 * and → 2026-03-01 is 26. Negative when `to` is before `from`.
 */
export function fullYearsBetween(from: IsoDate, to: IsoDate): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4))
  return to.slice(5) < from.slice(5) ? years - 1 : years
}

/** The earlier of two `yyyy-MM-dd` dates (string order is date order for this format). */
export function minIsoDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b
}

/** The later of two `yyyy-MM-dd` dates. */
export function maxIsoDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b
}

/**
 * The instant at which `date` ends in Europe/Helsinki (23:59:59.999 local time), for rules that
 * speak of "end of day" (spec 02 §5 default termination end date).
 */
export function endOfDayInHelsinki(date: IsoDate): Date {
  const d = helsinkiDate(date)
  d.setHours(23, 59, 59, 999)
  return new Date(d.getTime())
}
