import { describe, expect, it } from 'vitest'
import {
  addBusinessDays,
  businessDaysBetween,
  easterSunday,
  finnishHolidayOn,
  finnishHolidays,
  isBusinessDay,
  serviceLevelOf,
  weekdayOf,
} from '../src/index.ts'

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date)
  })
})

describe('finnishHolidays', () => {
  it('lists the 2026 holidays (Finnish calendar, verified against the official 2026 list)', () => {
    expect(
      Object.fromEntries([...finnishHolidays(2026)].map(([date, name]) => [name, date])),
    ).toEqual({
      new_years_day: '2026-01-01',
      epiphany: '2026-01-06',
      good_friday: '2026-04-03',
      easter_sunday: '2026-04-05',
      easter_monday: '2026-04-06',
      may_day: '2026-05-01',
      ascension_day: '2026-05-14',
      whit_sunday: '2026-05-24',
      midsummer_eve: '2026-06-19',
      midsummer_day: '2026-06-20',
      all_saints_day: '2026-10-31',
      independence_day: '2026-12-06',
      christmas_eve: '2026-12-24',
      christmas_day: '2026-12-25',
      st_stephens_day: '2026-12-26',
    })
  })

  it('puts Midsummer on the Friday and Saturday of 19–26 June and All Saints on a Saturday', () => {
    for (let year = 2020; year <= 2040; year += 1) {
      const byName = Object.fromEntries([...finnishHolidays(year)].map(([d, n]) => [n, d]))
      expect(weekdayOf(byName.midsummer_eve as string)).toBe(5)
      expect(weekdayOf(byName.midsummer_day as string)).toBe(6)
      expect(weekdayOf(byName.all_saints_day as string)).toBe(6)
      expect(byName.all_saints_day! >= `${year}-10-31`).toBe(true)
      expect(byName.all_saints_day! <= `${year}-11-06`).toBe(true)
    }
  })

  it('names the holiday of a date', () => {
    expect(finnishHolidayOn('2025-06-20')).toBe('midsummer_eve')
    expect(finnishHolidayOn('2025-06-23')).toBeNull()
  })
})

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-25')).toBe(true) // Wednesday
    expect(isBusinessDay('2026-11-28')).toBe(false) // Saturday
    expect(isBusinessDay('2026-12-24')).toBe(false) // Christmas Eve, Thursday
    expect(isBusinessDay('2026-04-03')).toBe(false) // Good Friday
  })

  it('adds business days across Christmas', () => {
    // Wed 23.12.2026 + 3: 24, 25, 26 (holidays), 27 Sunday -> 28, 29, 30
    expect(addBusinessDays('2026-12-23', 3)).toBe('2026-12-30')
    // Friday + 1 = Monday
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30')
    // Easter 2026: Thu 2.4. + 1 = Tue 7.4.
    expect(addBusinessDays('2026-04-02', 1)).toBe('2026-04-07')
    // 0 from a Saturday is the next Monday
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-30')
    expect(() => addBusinessDays('2026-11-28', -1)).toThrow(RangeError)
  })

  it('counts business days between dates in both directions', () => {
    expect(businessDaysBetween('2026-11-27', '2026-11-30')).toBe(1)
    expect(businessDaysBetween('2026-11-30', '2026-11-27')).toBe(-1)
    expect(businessDaysBetween('2026-11-25', '2026-11-25')).toBe(0)
    expect(businessDaysBetween('2026-12-23', '2026-12-30')).toBe(3)
  })
})

describe('serviceLevelOf', () => {
  it('gives feedback 10 business days and questions and messages 3', () => {
    expect(serviceLevelOf('feedback', '2026-11-25', '2026-11-25')).toEqual({
      dueDate: '2026-12-09',
      businessDaysLeft: 10,
      overdue: false,
    })
    // 6.12.2026 is a Sunday: it does not move the due date.
    expect(serviceLevelOf('question', '2026-12-03', '2026-12-08').dueDate).toBe('2026-12-08')
    expect(serviceLevelOf('message', '2026-12-03', '2026-12-09')).toEqual({
      dueDate: '2026-12-08',
      businessDaysLeft: -1,
      overdue: true,
    })
  })
})
