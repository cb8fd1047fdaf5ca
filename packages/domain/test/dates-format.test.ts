import { tzOffset } from '@date-fns/tz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDaysIso,
  addMonthsIso,
  calendarMonthsBetween,
  endOfDayInHelsinki,
  endOfMonthIso,
  formatArrear,
  formatDate,
  formatDateWithYear,
  formatEuro,
  formatPrice,
  fullYearsBetween,
  helsinkiMidnight,
  helsinkiOffsetMinutes,
  isIsoDate,
  isoDateOfTimestamp,
  isLang,
  langs,
  startOfMonthIso,
  todayInHelsinki,
  toIsoDate,
} from '../src/index.ts'

const NBSP = '\u00a0'
const MINUS = '\u2212'

describe('Helsinki dates', () => {
  it('today follows the Helsinki calendar, not UTC', () => {
    expect(todayInHelsinki(new Date('2026-11-21T21:59:59Z'))).toBe('2026-11-21')
    expect(todayInHelsinki(new Date('2026-11-21T22:00:00Z'))).toBe('2026-11-22') // UTC+2
    expect(todayInHelsinki(new Date('2026-06-30T20:59:59Z'))).toBe('2026-06-30')
    expect(todayInHelsinki(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01') // UTC+3
  })
  it('toIsoDate gives the Helsinki calendar date of an instant, across both DST changes', () => {
    expect(toIsoDate(new Date('2026-03-28T21:59:59Z'))).toBe('2026-03-28') // 23:59:59 EET
    expect(toIsoDate(new Date('2026-03-28T22:00:00Z'))).toBe('2026-03-29') // 00:00 EET
    expect(toIsoDate(new Date('2026-03-29T01:30:00Z'))).toBe('2026-03-29') // 04:30 EEST
    expect(toIsoDate(new Date('2026-10-24T20:59:59Z'))).toBe('2026-10-24') // 23:59:59 EEST
    expect(toIsoDate(new Date('2026-10-24T21:00:00Z'))).toBe('2026-10-25') // 00:00 EEST
    expect(toIsoDate(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01')
    expect(toIsoDate(new Date(helsinkiMidnight('0999-01-05')))).toBe('0999-01-05')
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError)
  })
  it('isIsoDate knows real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2025-02-29')).toBe(false)
    expect(isIsoDate('1900-02-29')).toBe(false)
    expect(isIsoDate('2000-02-29')).toBe(true)
    expect(isIsoDate('2026-04-31')).toBe(false)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('2026-1-01')).toBe(false)
  })
  it('calendar arithmetic clamps to month ends and crosses DST', () => {
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonthsIso('2026-11-21', 12)).toBe('2027-11-21')
    expect(addMonthsIso('2024-02-29', 12)).toBe('2025-02-28')
    expect(addDaysIso('2026-03-28', 2)).toBe('2026-03-30') // spring forward on 29 March
    expect(addDaysIso('2026-10-24', 2)).toBe('2026-10-26') // fall back on 25 October
    expect(endOfMonthIso('2028-02-10')).toBe('2028-02-29')
    expect(startOfMonthIso('2028-02-10')).toBe('2028-02-01')
    expect(calendarMonthsBetween('2026-01-31', '2026-02-01')).toBe(1)
  })
  it('counts full years', () => {
    expect(fullYearsBetween('2000-02-29', '2026-02-28')).toBe(25)
    expect(fullYearsBetween('2000-02-29', '2026-03-01')).toBe(26)
    expect(fullYearsBetween('2000-05-05', '2000-05-05')).toBe(0)
  })
  it('end of day is 23:59:59.999 Helsinki time', () => {
    expect(endOfDayInHelsinki('2026-11-21').toISOString()).toBe('2026-11-21T21:59:59.999Z')
    expect(endOfDayInHelsinki('2026-07-01').toISOString()).toBe('2026-07-01T20:59:59.999Z')
  })
  it('helsinkiMidnight rejects bad dates', () => {
    expect(() => helsinkiMidnight('2026-02-30')).toThrow(RangeError)
  })
  it('summer time starts and ends at 01:00 UTC on the last Sundays of March and October', () => {
    const offset = (iso: string) => helsinkiOffsetMinutes(Date.parse(iso))
    expect(offset('2026-03-29T00:59:59.999Z')).toBe(120)
    expect(offset('2026-03-29T01:00:00.000Z')).toBe(180)
    expect(offset('2026-10-25T00:59:59.999Z')).toBe(180)
    expect(offset('2026-10-25T01:00:00.000Z')).toBe(120)
    // 1996 is the first year of the October end; 2000 and 2032 have a last Sunday on the 31st.
    expect(offset('1996-10-27T00:59:59.999Z')).toBe(180)
    expect(offset('1996-10-27T01:00:00.000Z')).toBe(120)
    expect(offset('2032-10-31T00:59:59.999Z')).toBe(180)
    expect(offset('2032-10-31T01:00:00.000Z')).toBe(120)
    expect(offset('2000-03-26T01:00:00.000Z')).toBe(180)
  })
  it('the Helsinki offset agrees with the runtime tz data at any instant, 1970-2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (t) => {
        expect(helsinkiOffsetMinutes(t)).toBe(tzOffset('Europe/Helsinki', new Date(t)))
      }),
      { numRuns: 20_000 },
    )
    // Every change from 1996 to 2100, to the millisecond on both sides.
    for (let year = 1996; year <= 2100; year++)
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0, 1))
        const change = lastDay.getTime() - lastDay.getUTCDay() * 86_400_000
        for (const t of [change - 1, change])
          expect(helsinkiOffsetMinutes(t)).toBe(tzOffset('Europe/Helsinki', new Date(t)))
      }
  })
  it('midnight and today agree with the offset on every day of the DST changes', () => {
    for (const date of ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25']) {
      const midnight = helsinkiMidnight(date)
      expect(toIsoDate(new Date(midnight))).toBe(date)
      expect(toIsoDate(new Date(midnight - 1))).toBe(addDaysIso(date, -1))
      expect(todayInHelsinki(new Date(midnight))).toBe(date)
    }
    expect(new Date(helsinkiMidnight('2026-03-30')).toISOString()).toBe('2026-03-29T21:00:00.000Z')
    expect(new Date(helsinkiMidnight('2026-10-25')).toISOString()).toBe('2026-10-24T21:00:00.000Z')
    expect(new Date(helsinkiMidnight('2026-10-26')).toISOString()).toBe('2026-10-25T22:00:00.000Z')
  })
})

describe('formatting (fi, sv, en)', () => {
  it('langs', () => {
    expect(langs).toEqual(['fi', 'sv', 'en'])
    expect(isLang('sv')).toBe(true)
    expect(isLang('de')).toBe(false)
  })

  it('formatEuro: EUR in fi-FI format for every language', () => {
    for (const lang of langs) {
      expect(formatEuro(1234.5, lang)).toBe(`1${NBSP}234,50${NBSP}€`)
      expect(formatEuro(0, lang)).toBe(`0,00${NBSP}€`)
      expect(formatEuro(-5, lang)).toBe(`${MINUS}5,00${NBSP}€`)
    }
  })

  it('formatEuro, formatArrear and formatPrice print what Intl prints for fi-FI and sv-FI money', () => {
    // The formatters write CLDR's fi-FI pattern themselves (no Intl start-up on the page, issue
    // 25); Intl's currency formatter is the reference, on amounts with and without cents, ties at
    // half a cent, negative zero and values that round to zero.
    const intl = (locale: string, digits: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    const amounts = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
      fc.integer({ min: -2_000_000, max: 2_000_000 }).map((c) => c / 1000),
      fc.constantFrom(0, -0, 0.005, -0.005, 0.125, 1.005, 999.995, -0.001, 999_999.999, 1e14 + 0.5),
    )
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatEuro(amount, 'fi')).toBe(intl('fi-FI', 2).format(amount))
        expect(formatEuro(amount, 'en')).toBe(intl('fi-FI', 2).format(amount))
        expect(formatEuro(amount, 'sv')).toBe(intl('sv-FI', 2).format(amount))
        expect(formatArrear(amount, 'fi')).toBe(intl('fi-FI', 2).format(-Math.abs(amount)))
        const digits = Math.round(Math.abs(amount) * 100) % 100 !== 0 ? 2 : 0
        expect(formatPrice(amount, 'sv')).toBe(intl('sv-FI', digits).format(amount))
      }),
      { numRuns: 2000 },
    )
    expect(formatEuro(Number.POSITIVE_INFINITY)).toBe(intl('fi-FI', 2).format(Infinity))
    expect(formatEuro(-0)).toBe(`${MINUS}0,00${NBSP}€`)
  })

  it('formatArrear: a negative amount with a comma decimal', () => {
    expect(formatArrear(152.4)).toBe(`${MINUS}152,40${NBSP}€`)
    expect(formatArrear(-152.4)).toBe(`${MINUS}152,40${NBSP}€`)
    expect(formatArrear(1520)).toBe(`${MINUS}1${NBSP}520,00${NBSP}€`)
  })

  it('formatPrice: two decimals only when fractional', () => {
    expect(formatPrice(25)).toBe(`25${NBSP}€`)
    expect(formatPrice(25.5)).toBe(`25,50${NBSP}€`)
    expect(formatPrice(25.004)).toBe(`25${NBSP}€`)
    expect(formatPrice(1200.75, 'en')).toBe(`1${NBSP}200,75${NBSP}€`)
  })

  it('formatDate: dd.MM.yyyy, year omitted in the current year', () => {
    for (const lang of langs) {
      expect(formatDate('2026-03-05', lang, '2026-11-21')).toBe('05.03.')
      expect(formatDate('2025-03-05', lang, '2026-11-21')).toBe('05.03.2025')
      expect(formatDate('2027-12-31', lang, '2026-11-21')).toBe('31.12.2027')
      expect(formatDateWithYear('2026-03-05', lang)).toBe('05.03.2026')
    }
  })

  it('formatDate takes timestamps by their Helsinki date', () => {
    expect(formatDate('2026-03-05T22:30:00Z', 'fi', '2026-11-21')).toBe('06.03.')
    expect(isoDateOfTimestamp('2026-12-31T22:00:00.000Z')).toBe('2027-01-01')
    expect(() => formatDate('yesterday', 'fi')).toThrow(RangeError)
  })

  it('formatDate defaults to the current year in Helsinki', () => {
    const today = todayInHelsinki()
    expect(formatDate(today, 'fi')).toBe(`${today.slice(8)}.${today.slice(5, 7)}.`)
  })
})
