import fc from 'fast-check'
import { isValidIBAN } from 'ibantools'
import { describe, expect, it } from 'vitest'
import {
  bicSchema,
  finnishBankOf,
  ibanSchema,
  isFinnishIban,
  isValidBic,
  isValidIban,
  normalizeIban,
} from '../src/index.ts'
import { finnishBankRanges } from '../src/banks-data.ts'
import { lines, tsv } from './vectors.ts'

describe('IBAN vectors (test/vectors)', () => {
  it.each(lines('iban_valid.txt'))('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true)
  })

  const invalid = tsv('iban_invalid.tsv')
  /**
   * Two rows are invalid in ibantools only because they contain spaces ("electronic format
   * only"). Spec 02 §5 strips spaces before validating, so the portal accepts them; the test
   * proves that their electronic form is a valid IBAN and the raw form is not.
   */
  const spacesOnly = (reason: string) => /electronic format/.test(reason)

  it.each(invalid.filter((r) => !spacesOnly(r.reason ?? '')).map((r) => [r.value, r.reason]))(
    'rejects %j (%s)',
    (iban) => {
      expect(isValidIban(iban ?? '')).toBe(false)
    },
  )

  it.each(invalid.filter((r) => spacesOnly(r.reason ?? '')).map((r) => [r.value, r.reason]))(
    'accepts %j once its spaces are stripped (%s)',
    (iban) => {
      expect(isValidIBAN(iban ?? '')).toBe(false)
      expect(isValidIban(iban ?? '')).toBe(true)
    },
  )

  it('decides exactly two rows by the space rule', () => {
    expect(invalid.filter((r) => spacesOnly(r.reason ?? '')).map((r) => r.value)).toEqual([
      'IQ98 NBIQ 8501 2345 6789 012',
      'NL91 ABNA 0417 1643 00',
    ])
  })
})

describe('isValidIban', () => {
  it('strips spaces and upper-cases', () => {
    expect(isValidIban('fi21 1234 5600 0007 85')).toBe(true)
    expect(normalizeIban(' fi21 1234\t5600 0007 85 ')).toBe('FI2112345600000785')
  })

  it('rejects a Finnish IBAN whose bank left the list (prefix 798)', () => {
    expect(isValidIBAN('FI6879826661004681')).toBe(true)
    expect(isValidIban('FI6879826661004681')).toBe(false)
  })

  it('rejects every prefix removed since 2020 (Handelsbanken 31x, Swedbank 38x, Viva 798)', () => {
    for (const row of tsv('banks_removed_since_2020.tsv')) {
      expect(finnishBankOf(`FI00${row.prefix3}0000000000`)).toBeUndefined()
    }
  })

  it('rejects illegal check digits that pass a bare mod-97', () => {
    expect(isValidIban('GB00HLFX11016111455365')).toBe(false)
    expect(isValidIban('GB01 BARC 2071 4583 6083 87')).toBe(false)
  })

  it('rejects AX: Åland accounts use FI', () => {
    const ax = 'AX' + 'FI2112345600000785'.slice(2)
    // recompute the check digits for AX so that only the country rule can reject it
    const bban = ax.slice(4)
    const numeric = `${bban}1033` + '00'
    const check = String(98 - Number(BigInt(numeric) % 97n)).padStart(2, '0')
    const candidate = `AX${check}${bban}`
    expect(isValidIBAN(candidate)).toBe(true)
    expect(isValidIban(candidate)).toBe(false)
  })

  it('accepts foreign IBANs', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true)
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true)
  })

  it('rejects empty and garbage', () => {
    for (const input of ['', ' ', 'FI', 'FI21', 'hello', 'FI21123456000007850']) {
      expect(isValidIban(input)).toBe(false)
    }
  })

  it('isFinnishIban looks at the normalised country code', () => {
    expect(isFinnishIban(' fi21')).toBe(true)
    expect(isFinnishIban('SE45')).toBe(false)
  })
})

describe('finnishBankOf', () => {
  it.each(tsv('banks.tsv').map((r) => [r.prefix3, r.bic, r.name]))(
    'prefix %s → %s %s',
    (prefix, bic, name) => {
      expect(finnishBankOf(`FI00${prefix}00000000000`.slice(0, 18))).toEqual({ bic, name })
    },
  )

  it('the shipped table holds exactly the 643 prefixes of banks.tsv', () => {
    const count = finnishBankRanges.reduce((n, [from, to]) => n + (to - from + 1), 0)
    expect(count).toBe(tsv('banks.tsv').length)
  })

  it('knows the bank of every valid vector', () => {
    for (const iban of lines('iban_valid.txt')) expect(finnishBankOf(iban)).toBeDefined()
  })

  it('answers undefined for unknown prefixes, short and foreign input', () => {
    expect(finnishBankOf('FI0000000000000000')).toBeUndefined()
    expect(finnishBankOf('FI213')).toBeUndefined()
    expect(finnishBankOf('SE4550000000058398257466')).toBeUndefined()
    expect(finnishBankOf('FI00 9000 0000 0000 00')).toBeUndefined()
  })

  it('normalises its input', () => {
    expect(finnishBankOf('fi21 1234 5600 0007 85')).toEqual({
      bic: 'NDEAFIHH',
      name: 'NORDEA BANK FINLAND PLC',
    })
  })
})

describe('BIC vectors (test/vectors)', () => {
  it.each(lines('bic_valid.txt'))('accepts %s', (bic) => {
    expect(isValidBic(bic)).toBe(true)
  })
  it.each(lines('bic_invalid.txt'))('rejects %s', (bic) => {
    expect(isValidBic(bic)).toBe(false)
  })
  it('strips spaces and upper-cases', () => {
    expect(isValidBic(' ndea fihh ')).toBe(true)
    expect(bicSchema.parse(' ndea fihh ')).toBe('NDEAFIHH')
  })
  it('every BIC of the bank table is valid', () => {
    for (const [, , bic] of finnishBankRanges) expect(isValidBic(bic)).toBe(true)
  })
})

describe('ibanSchema and bicSchema', () => {
  it('output the electronic form', () => {
    expect(ibanSchema.parse('fi21 1234 5600 0007 85')).toBe('FI2112345600000785')
  })
  it('carry only message keys', () => {
    expect(ibanSchema.safeParse(' ').error?.issues.map((i) => i.message)).toEqual(['required'])
    expect(ibanSchema.safeParse('FI6879826661004681').error?.issues[0]?.message).toBe(
      'invalid_iban',
    )
    expect(bicSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['required'])
    expect(bicSchema.safeParse('MARKDEF1$$$').error?.issues[0]?.message).toBe('invalid_bic')
    expect(bicSchema.safeParse(null).error?.issues[0]?.message).toBe('required')
  })
})

describe('IBAN properties', () => {
  const valid = lines('iban_valid.txt')

  it('rejects any single-character substitution of a valid IBAN', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...valid),
        fc.nat(),
        fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        (iban, at, replacement) => {
          const position = at % iban.length
          fc.pre(iban[position] !== replacement)
          const changed = iban.slice(0, position) + replacement + iban.slice(position + 1)
          expect(isValidIban(changed)).toBe(false)
        },
      ),
      { numRuns: 10_000 },
    )
  })

  it('accepts every valid IBAN in any case and with spaces anywhere', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...valid),
        fc.array(fc.boolean(), { minLength: 18, maxLength: 18 }),
        fc.array(fc.boolean(), { minLength: 18, maxLength: 18 }),
        (iban, spaces, lower) => {
          const input = [...iban]
            .map((c, i) => (lower[i] ? c.toLowerCase() : c) + (spaces[i] ? ' ' : ''))
            .join('')
          expect(isValidIban(input)).toBe(true)
        },
      ),
      { numRuns: 10_000 },
    )
  })
})
