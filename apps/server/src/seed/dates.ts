/**
 * Calendar arithmetic on business dates (`yyyy-MM-dd`, Europe/Helsinki calendar days) for the demo
 * seed, so that seeded data stays "recent" relative to the day it is seeded.
 */

/** Today's date in Europe/Helsinki as `yyyy-MM-dd`. */
export function helsinkiToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** Parses `yyyy-MM-dd` into UTC midnight; throws on anything else. */
function parse(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const parsed = match === null ? new Date(Number.NaN) : new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw new Error(`Not a yyyy-MM-dd date: ${date}`)
  }
  return parsed
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** `date` plus `days` (may be negative). */
export function addDays(date: string, days: number): string {
  const d = parse(date)
  d.setUTCDate(d.getUTCDate() + days)
  return format(d)
}

/** `date` plus `months`, the day clamped to the target month's length (31.1. + 1 = 28/29.2.). */
export function addMonths(date: string, months: number): string {
  const d = parse(date)
  const day = d.getUTCDate()
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1))
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate()
  first.setUTCDate(Math.min(day, lastDay))
  return format(first)
}

/** The first day of `date`'s month. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`
}

/** The last day of `date`'s month. */
export function endOfMonth(date: string): string {
  return addDays(addMonths(startOfMonth(date), 1), -1)
}

/** The `yyyy-MM` of `date`. */
export function yearMonth(date: string): string {
  return date.slice(0, 7)
}

/**
 * A timestamp literal for a `timestamptz` parameter: the wall-clock time `time` (`HH:mm`) on
 * `date` in Europe/Helsinki (PostgreSQL resolves the zone, including summer time).
 */
export function helsinkiTime(date: string, time: string): string {
  parse(date)
  if (!/^\d{2}:\d{2}$/.test(time)) throw new Error(`Not a HH:mm time: ${time}`)
  return `${date} ${time}:00 Europe/Helsinki`
}
