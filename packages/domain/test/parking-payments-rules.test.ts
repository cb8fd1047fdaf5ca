import { describe, expect, it } from 'vitest'
import {
  areaPriceSummary,
  formatPrice,
  freeRanges,
  nextDuePayment,
  priceInForce,
  reservationKindOn,
} from '../src/index.ts'

describe('parking prices by validity (spec 02 §1 Parking)', () => {
  const prices = [
    { price: 32.5, validFrom: '2025-01-01', validTo: '2025-12-31' },
    { price: 35, validFrom: '2026-01-01', validTo: null },
  ]

  it('chooses the price in force on the start date, validity inclusive', () => {
    expect(priceInForce(prices, '2025-12-31')).toBe(32.5)
    expect(priceInForce(prices, '2026-01-01')).toBe(35)
    expect(priceInForce(prices, '2024-12-31')).toBeUndefined()
  })

  it('summarises an area as one amount, "from" the minimum, or none', () => {
    const other = [{ price: 30, validFrom: '2025-01-01', validTo: null }]
    expect(areaPriceSummary([{ prices }, { prices }], '2026-03-01')).toEqual({
      kind: 'single',
      amount: 35,
    })
    expect(areaPriceSummary([{ prices }, { prices: other }], '2026-03-01')).toEqual({
      kind: 'from',
      amount: 30,
    })
    expect(areaPriceSummary([{ prices }, { prices: other }], '2025-06-01')).toEqual({
      kind: 'from',
      amount: 30,
    })
    expect(areaPriceSummary([{ prices }], '2020-01-01')).toEqual({ kind: 'none' })
  })

  it('shows two decimals only when the price is fractional', () => {
    expect(formatPrice(35, 'fi')).toBe('35\u00a0€')
    expect(formatPrice(32.5, 'fi')).toBe('32,50\u00a0€')
    expect(formatPrice(32.5, 'sv')).toBe('32,50\u00a0€')
    expect(formatPrice(1234, 'en')).toBe('1\u00a0234\u00a0€')
  })
})

describe('reservations', () => {
  it('tells previous, current and future on a day', () => {
    expect(
      reservationKindOn({ startDate: '2026-01-01', endDate: '2026-11-24' }, '2026-11-25'),
    ).toBe('previous')
    expect(
      reservationKindOn({ startDate: '2026-01-01', endDate: '2026-11-25' }, '2026-11-25'),
    ).toBe('current')
    expect(reservationKindOn({ startDate: '2026-11-25', endDate: null }, '2026-11-25')).toBe(
      'current',
    )
    expect(reservationKindOn({ startDate: '2026-11-26', endDate: null }, '2026-11-25')).toBe(
      'future',
    )
  })

  it('computes the free ranges between reservations from a day on', () => {
    const from = '2026-11-25'
    expect(freeRanges([], from)).toEqual([{ startDate: from, endDate: null }])
    expect(freeRanges([{ startDate: '2026-01-01', endDate: null }], from)).toEqual([])
    expect(
      freeRanges(
        [
          { startDate: '2027-01-01', endDate: null },
          { startDate: '2026-01-01', endDate: '2026-12-10' },
          { startDate: '2020-01-01', endDate: '2020-12-31' },
        ],
        from,
      ),
    ).toEqual([{ startDate: '2026-12-11', endDate: '2026-12-31' }])
    expect(freeRanges([{ startDate: '2026-12-01', endDate: '2026-12-31' }], from)).toEqual([
      { startDate: from, endDate: '2026-11-30' },
      { startDate: '2027-01-01', endDate: null },
    ])
    // Back-to-back reservations leave no gap.
    expect(
      freeRanges(
        [
          { startDate: '2026-11-01', endDate: '2026-11-30' },
          { startDate: '2026-12-01', endDate: null },
        ],
        from,
      ),
    ).toEqual([])
  })
})

describe('next due payment (virtual barcode)', () => {
  const months = [
    {
      paymentsByTarget: [
        { nameOnBill: 'Vuokra', dueDate: '2026-12-02', expected: 890 },
        { nameOnBill: 'Vesimaksu', dueDate: '2026-12-02', expected: 48.1 },
      ],
    },
    { paymentsByTarget: [{ nameOnBill: 'Vuokra', dueDate: '2026-11-02', expected: 890 }] },
  ]

  it('sums the targets of the earliest due date from today on, in whole cents', () => {
    expect(nextDuePayment(months, '2026-11-25')).toEqual({
      dueDate: '2026-12-02',
      amount: 938.1,
      names: ['Vuokra', 'Vesimaksu'],
    })
    expect(nextDuePayment(months, '2026-11-02')?.dueDate).toBe('2026-11-02')
    expect(nextDuePayment(months, '2026-12-03')).toBeUndefined()
    expect(nextDuePayment([], '2026-12-03')).toBeUndefined()
  })
})
