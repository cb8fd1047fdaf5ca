import { describe, expect, it } from 'vitest'
import {
  formatIban,
  formatReference,
  isValidFinnishReference,
  isValidRfReference,
  referenceCheckDigit,
  rfReferenceOf,
  virtualBarcode,
} from '../src/index.ts'

/**
 * The example invoices ("Lasku 1–9") of Finance Finland's bank barcode guide
 * (Pankkiviivakoodi-opas, version 5.3), version 4 and version 5. The guide's PDF itself was not
 * reachable from here; these values are the guide's examples as quoted identically by several
 * independent open-source implementations' test suites (Python, Rust, Java, TypeScript).
 */
const v4 = [
  [
    'FI79 4405 2020 0360 82',
    '86851 62596 19897',
    4883.15,
    '2010-06-12',
    '479440520200360820048831500000000868516259619897100612',
  ],
  [
    'FI58 1017 1000 0001 22',
    '55958 22432 94671',
    482.99,
    '2012-01-31',
    '458101710000001220004829900000000559582243294671120131',
  ],
  [
    'FI02 5000 4640 0013 02',
    '69 87567 20834 35364',
    693.8,
    '2011-07-24',
    '402500046400013020006938000000069875672083435364110724',
  ],
  [
    'FI15 6601 0001 5306 41',
    '7 75847 47906 47489',
    7444.54,
    '2019-12-19',
    '415660100015306410074445400000007758474790647489191219',
  ],
  [
    'FI16 8000 1400 0502 67',
    '78 77767 96566 28687',
    935.85,
    null,
    '416800014000502670009358500000078777679656628687000000',
  ],
  [
    'FI73 3131 3001 0000 58',
    '8 68624',
    0,
    '2013-08-09',
    '473313130010000580000000000000000000000000868624130809',
  ],
  [
    'FI83 3301 0001 1007 75',
    '92125 37425 25398 97737',
    150000.2,
    '2016-05-25',
    '483330100011007751500002000092125374252539897737160525',
  ],
  [
    'FI39 3636 3002 0924 92',
    '5907 38390',
    1.03,
    '2023-03-11',
    '439363630020924920000010300000000000000590738390230311',
  ],
  [
    'FI92 3939 0001 0033 91',
    '13 57914',
    0.02,
    '2099-12-24',
    '492393900010033910000000200000000000000001357914991224',
  ],
] as const

const v5 = [
  [
    'FI79 4405 2020 0360 82',
    'RF09 8685 1625 9619 897',
    4883.15,
    '2010-06-12',
    '579440520200360820048831509000000868516259619897100612',
  ],
  [
    'FI58 1017 1000 0001 22',
    'RF06 5595 8224 3294 671',
    482.99,
    '2010-01-31',
    '558101710000001220004829906000000559582243294671100131',
  ],
  [
    'FI02 5000 4640 0013 02',
    'RF02 6987 5672 0834',
    693.8,
    '2011-07-24',
    '502500046400013020006938002000000000698756720834110724',
  ],
  [
    'FI15 6601 0001 5306 41',
    'RF84 7758 4747 9064 7489',
    7444.54,
    '2019-12-19',
    '515660100015306410074445484000007758474790647489191219',
  ],
  [
    'FI16 8000 1400 0502 67',
    'RF60 7877 7679 6566 2868 7',
    935.85,
    null,
    '516800014000502670009358560000078777679656628687000000',
  ],
  [
    'FI73 3131 3001 0000 58',
    'RF10 8686 24',
    0,
    '2013-08-09',
    '573313130010000580000000010000000000000000868624130809',
  ],
  [
    'FI83 3301 0001 1007 75',
    'RF71 9212 5374 2525 3989 7737',
    150000.2,
    '2016-05-25',
    '583330100011007751500002071092125374252539897737160525',
  ],
  [
    'FI39 3636 3002 0924 92',
    'RF66 5907 3839 0',
    1.03,
    '2023-03-11',
    '539363630020924920000010366000000000000590738390230311',
  ],
  [
    'FI92 3939 0001 0033 91',
    'RF95 1357 914',
    0.02,
    '2099-12-24',
    '592393900010033910000000295000000000000001357914991224',
  ],
] as const

describe('virtual barcode (Finance Finland bank barcode guide 5.3 examples)', () => {
  it.each(v4)('version 4: %s %s', (iban, reference, amount, dueDate, expected) => {
    expect(virtualBarcode({ iban, reference, amount, dueDate })).toEqual({
      ok: true,
      version: 4,
      barcode: expected,
    })
    expect(expected).toHaveLength(54)
  })

  it.each(v5)('version 5: %s %s', (iban, reference, amount, dueDate, expected) => {
    expect(virtualBarcode({ iban, reference, amount, dueDate })).toEqual({
      ok: true,
      version: 5,
      barcode: expected,
    })
  })

  it('derives the RF references of the guide from the national ones', () => {
    expect(rfReferenceOf('86851 62596 19897')).toBe('RF09868516259619897')
    expect(rfReferenceOf('8 68624')).toBe('RF10868624')
    expect(rfReferenceOf('13 57914')).toBe('RF951357914')
    expect(rfReferenceOf('7 75847 47906 47489')).toBe('RF847758474790647489')
  })

  it('refuses a wrong IBAN check, a foreign IBAN, a wrong reference check, bad amounts and dates', () => {
    const ok = {
      iban: 'FI79 4405 2020 0360 82',
      reference: '86851 62596 19897',
      amount: 1,
      dueDate: null,
    }
    expect(virtualBarcode({ ...ok, iban: 'FI78 4405 2020 0360 82' })).toEqual({
      ok: false,
      error: 'invalid_iban',
    })
    expect(virtualBarcode({ ...ok, iban: 'DE89 3704 0044 0532 0130 00' })).toEqual({
      ok: false,
      error: 'invalid_iban',
    })
    expect(virtualBarcode({ ...ok, reference: '86851 62596 19898' })).toEqual({
      ok: false,
      error: 'invalid_reference',
    })
    expect(virtualBarcode({ ...ok, reference: 'RF08 8685 1625 9619 897' })).toEqual({
      ok: false,
      error: 'invalid_reference',
    })
    expect(virtualBarcode({ ...ok, reference: '123456789012345678901' })).toEqual({
      ok: false,
      error: 'invalid_reference',
    })
    expect(virtualBarcode({ ...ok, amount: -0.01 })).toEqual({ ok: false, error: 'invalid_amount' })
    expect(virtualBarcode({ ...ok, amount: 1_000_000 })).toEqual({
      ok: false,
      error: 'invalid_amount',
    })
    expect(virtualBarcode({ ...ok, amount: Number.NaN })).toEqual({
      ok: false,
      error: 'invalid_amount',
    })
    expect(virtualBarcode({ ...ok, dueDate: '1999-12-31' })).toEqual({
      ok: false,
      error: 'invalid_date',
    })
    expect(virtualBarcode({ ...ok, dueDate: '2026-02-30' })).toEqual({
      ok: false,
      error: 'invalid_date',
    })
  })

  it('rounds the amount to whole cents (floating point 0.1 + 0.2)', () => {
    const result = virtualBarcode({
      iban: 'FI79 4405 2020 0360 82',
      reference: '8 68624',
      amount: 0.1 + 0.2,
      dueDate: null,
    })
    expect(result.ok && result.barcode.slice(17, 25)).toBe('00000030')
  })
})

describe('reference numbers (Finance Finland reference number standard)', () => {
  it('computes the 7-3-1 check digit', () => {
    expect(referenceCheckDigit('1234561')).toBe(4)
    expect(referenceCheckDigit('86851625961989')).toBe(7)
    expect(referenceCheckDigit('123')).toBe(2)
    expect(() => referenceCheckDigit('12')).toThrow(RangeError)
  })

  it('validates national and RF references', () => {
    expect(isValidFinnishReference('12345 67907')).toBe(true)
    expect(isValidFinnishReference('12345 67908')).toBe(false)
    expect(isValidFinnishReference('1232')).toBe(true)
    expect(isValidFinnishReference('0000')).toBe(false)
    expect(isValidFinnishReference('123')).toBe(false)
    expect(isValidRfReference('RF18 5390 0754 7034')).toBe(true)
    expect(isValidRfReference('RF18 5390 0754 7035')).toBe(false)
  })

  it('formats references and IBANs as printed', () => {
    expect(formatReference('868516259619897')).toBe('86851 62596 19897')
    expect(formatReference('868624')).toBe('8 68624')
    expect(formatReference('RF09868516259619897')).toBe('RF09 8685 1625 9619 897')
    expect(formatIban('FI7944052020036082')).toBe('FI79 4405 2020 0360 82')
  })
})
