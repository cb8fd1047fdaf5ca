/**
 * Calendar dates of the portal: `yyyy-MM-dd` strings interpreted in Europe/Helsinki
 * (spec 02 §5 "Helsinki time zone", §9 date constants). Where an instant meets the calendar
 * ("today", "end of day") the conversion never uses the host's time zone: Helsinki's UTC offset
 * comes from {@link helsinkiOffsetMinutes} (the EU summer-time rule from 1996 on, @date-fns/tz's
 * `tzOffset`, the runtime's tz data, before that). Arithmetic between calendar dates is plain calendar arithmetic,
 * which no time zone or DST change can shift.
 */
import { tzOffset } from '@date-fns/tz'

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

/** 1996-01-01T00:00Z: from this instant on, Finland's offsets follow the EU rule alone. */
const EU_RULE_FROM = Date.UTC(1996, 0, 1)

const MINUTE = 60_000

/** The instant (ms) of 01:00 UTC on the last Sunday of `month` (0-11) in `year`. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1))
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * 60 * MINUTE
}

/**
 * Europe/Helsinki's offset from UTC in minutes at instant `t` (ms since the epoch): 120 (EET) or
 * 180 (EEST, summer time).
 *
 * From 1996 on this is the EU rule Finland follows (Directive 2000/84/EC, articles 2-3, and its
 * predecessors since 1996; IANA tz `EU` rules for zone `Europe/Helsinki`): summer time from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. Computed
 * here rather than asked of `Intl` because the first `Intl` date formatter of a page starts ICU
 * and its time zone data: about 20-45 ms on a desktop, four times that on a cheap phone, a long
 * task on every resident page that shows a date (issue 25; docs/decisions/0035). Earlier instants,
 * when Finland's rules differed, go to @date-fns/tz's `tzOffset` (the runtime's tz data). Should
 * the EU end summer time, this function changes with the directive; a unit test compares it with
 * the runtime's tz data instant by instant.
 */
export function helsinkiOffsetMinutes(t: number): number {
  if (!(t >= EU_RULE_FROM)) return tzOffset(HELSINKI, new Date(t))
  const year = new Date(t).getUTCFullYear()
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? 180 : 120
}

/**
 * The instant (ms) at which `date` (`yyyy-MM-dd`) begins in Europe/Helsinki. Helsinki changes
 * its clocks at 03:00 and 04:00 local time, never at midnight, so 00:00 always exists once.
 * Throws `RangeError` when `date` is not a real `yyyy-MM-dd` date.
 */
export function helsinkiMidnight(date: IsoDate): number {
  const [y, m, d] = parts(date)
  const utcMidnight = Date.UTC(y, m - 1, d)
  // The offset three hours before UTC midnight is the one in force at Helsinki's midnight
  // (two or three hours before UTC midnight) on any day without a change at midnight.
  return utcMidnight - helsinkiOffsetMinutes(utcMidnight - 180 * MINUTE) * MINUTE
}

/**
 * Formats an instant as its `yyyy-MM-dd` date in Europe/Helsinki:
 * the instant shifted by {@link helsinkiOffsetMinutes}, read as UTC. An invalid date throws
 * `RangeError`.
 */
export function toIsoDate(date: Date): IsoDate {
  const t = date.getTime()
  if (Number.isNaN(t)) throw new RangeError('Invalid time value')
  const local = new Date(t + helsinkiOffsetMinutes(t) * MINUTE)
  return iso(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate())
}

/**
 * Today's date in Europe/Helsinki as `yyyy-MM-dd`. `now` (an instant, default the current time)
 * lets callers and tests fix the clock. Source: spec 02 §5 "Helsinki time zone".
 */
export function todayInHelsinki(now: Date = new Date()): IsoDate {
  const t = now.getTime()
  if (t >= currentDay.from && t < currentDay.to) return currentDay.date
  const date = toIsoDate(now)
  currentDay = { date, from: helsinkiMidnight(date), to: helsinkiMidnight(addDaysIso(date, 1)) }
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
  return new Date(helsinkiMidnight(addDaysIso(date, 1)) - 1)
}
