/**
 * Finnish business days and the service levels of resident requests (spec 02 §1 "Feedback is
 * answered within about 10 business days; questions within a few days", "Replies are usually
 * given within three days"; issue 14 "Inbox").
 *
 * A business day is a Monday to Friday that is not a Finnish public holiday nor one of the two
 * eves on which offices are closed (Midsummer Eve and Christmas Eve). Dates are `yyyy-MM-dd`
 * calendar days in Europe/Helsinki. Pure functions, no I/O.
 *
 * Sources: Finnish public holidays (Act on the Church calendar; Midsummer and All Saints' Day on
 * Saturdays since 1955), Easter by the anonymous Gregorian algorithm (Meeus/Jones/Butcher).
 */
import { addDaysIso, type IsoDate } from './dates.ts'

/** Easter Sunday of `year` (Gregorian calendar), as `yyyy-MM-dd`. */
export function easterSunday(year: number): IsoDate {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Day of week of an ISO date: 0 Sunday … 6 Saturday (calendar arithmetic, no time zone). */
export function weekdayOf(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

/** The first date from `from` (inclusive) whose weekday is `weekday` (0 Sunday … 6 Saturday). */
function firstWeekdayFrom(from: IsoDate, weekday: number): IsoDate {
  return addDaysIso(from, (weekday - weekdayOf(from) + 7) % 7)
}

/** Names of the Finnish public holidays and office-closed eves. */
export type FinnishHoliday =
  | 'new_years_day'
  | 'epiphany'
  | 'good_friday'
  | 'easter_sunday'
  | 'easter_monday'
  | 'may_day'
  | 'ascension_day'
  | 'whit_sunday'
  | 'midsummer_eve'
  | 'midsummer_day'
  | 'all_saints_day'
  | 'independence_day'
  | 'christmas_eve'
  | 'christmas_day'
  | 'st_stephens_day'

/**
 * The Finnish public holidays of `year` and the two eves offices keep closed, by date.
 *
 * @returns a map from `yyyy-MM-dd` to the holiday's name (15 entries).
 */
export function finnishHolidays(year: number): Map<IsoDate, FinnishHoliday> {
  const y = String(year).padStart(4, '0')
  const easter = easterSunday(year)
  const entries: [IsoDate, FinnishHoliday][] = [
    [`${y}-01-01`, 'new_years_day'],
    [`${y}-01-06`, 'epiphany'],
    [addDaysIso(easter, -2), 'good_friday'],
    [easter, 'easter_sunday'],
    [addDaysIso(easter, 1), 'easter_monday'],
    [`${y}-05-01`, 'may_day'],
    [addDaysIso(easter, 39), 'ascension_day'],
    [addDaysIso(easter, 49), 'whit_sunday'],
    [firstWeekdayFrom(`${y}-06-19`, 5), 'midsummer_eve'],
    [firstWeekdayFrom(`${y}-06-20`, 6), 'midsummer_day'],
    [firstWeekdayFrom(`${y}-10-31`, 6), 'all_saints_day'],
    [`${y}-12-06`, 'independence_day'],
    [`${y}-12-24`, 'christmas_eve'],
    [`${y}-12-25`, 'christmas_day'],
    [`${y}-12-26`, 'st_stephens_day'],
  ]
  return new Map(entries)
}

const holidayCache = new Map<number, Map<IsoDate, FinnishHoliday>>()

/** The holiday on `date`, or null. */
export function finnishHolidayOn(date: IsoDate): FinnishHoliday | null {
  const year = Number(date.slice(0, 4))
  let holidays = holidayCache.get(year)
  if (!holidays) {
    holidays = finnishHolidays(year)
    holidayCache.set(year, holidays)
  }
  return holidays.get(date) ?? null
}

/** True for Monday to Friday that is not a holiday of {@link finnishHolidays}. */
export function isBusinessDay(date: IsoDate): boolean {
  const weekday = weekdayOf(date)
  return weekday !== 0 && weekday !== 6 && finnishHolidayOn(date) === null
}

/**
 * The date `days` business days after `date` (`days` ≥ 0): a request sent on `date` (any day)
 * with a level of `days` business days is due at the end of the returned day. With 0, the first
 * business day on or after `date`.
 *
 * @throws RangeError for a negative or non-integer `days`.
 */
export function addBusinessDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a whole number ≥ 0')
  let current = date
  if (days === 0) {
    while (!isBusinessDay(current)) current = addDaysIso(current, 1)
    return current
  }
  let left = days
  while (left > 0) {
    current = addDaysIso(current, 1)
    if (isBusinessDay(current)) left -= 1
  }
  return current
}

/**
 * Business days from `from` (exclusive) to `to` (inclusive); negative when `to` is before
 * `from`. E.g. Friday to the next Monday is 1.
 */
export function businessDaysBetween(from: IsoDate, to: IsoDate): number {
  if (to === from) return 0
  const sign = to > from ? 1 : -1
  const end = sign > 0 ? to : from
  let current = sign > 0 ? from : to
  let count = 0
  while (current < end) {
    current = addDaysIso(current, 1)
    if (isBusinessDay(current)) count += 1
  }
  return sign * count
}

/** Kinds of resident requests with a promised answer time. */
export type ServiceLevelKind = 'feedback' | 'question' | 'message'

/**
 * Promised answer time in business days (spec 02 §1): feedback about 10; questions "a few days"
 * (3); messages "about three days" (3).
 */
export const serviceLevelBusinessDays: Record<ServiceLevelKind, number> = {
  feedback: 10,
  question: 3,
  message: 3,
}

/** Where a request stands against its service level. */
export interface ServiceLevel {
  /** The last day of the promised answer time (`yyyy-MM-dd`, Helsinki). */
  dueDate: IsoDate
  /** Business days left until the due date (0 on it; negative when overdue). */
  businessDaysLeft: number
  /** True once `today` is after `dueDate`. */
  overdue: boolean
}

/**
 * The service level of a request of `kind` sent on `sentOn`, seen on `today` (both Helsinki
 * calendar days).
 */
export function serviceLevelOf(
  kind: ServiceLevelKind,
  sentOn: IsoDate,
  today: IsoDate,
): ServiceLevel {
  const dueDate = addBusinessDays(sentOn, serviceLevelBusinessDays[kind])
  return {
    dueDate,
    businessDaysLeft: businessDaysBetween(today, dueDate),
    overdue: today > dueDate,
  }
}
