import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  HETU_CHECK_CHARACTERS,
  hetuSchema,
  isValidHetu,
  normalizeHetu,
  parseHetu,
} from '../src/index.ts'
import { lines, tsv } from './vectors.ts'

const TODAY = '2026-11-21'
const RUNS = { numRuns: 10_000 }

describe('identity code vectors (test/vectors)', () => {
  it.each(lines('hetu_valid.txt'))('accepts %s', (code) => {
    expect(isValidHetu(code, TODAY)).toBe(true)
  })

  it.each(tsv('hetu_invalid.tsv').map((r) => [r.value, r.reason] as const))(
    'rejects %s (%s)',
    (code) => {
      expect(parseHetu(code ?? '', TODAY)).toEqual({ valid: false, error: 'invalid_ssn' })
    },
  )
})

/**
 * Decisions on the codes the sources disagree on (hetu_edge_cases.tsv). Every row of the file
 * must be decided here; the test fails when a row is added without a decision.
 */
const EDGE_DECISIONS: Record<string, { valid: boolean; why: string }> = {
  '131052A308T': { valid: false, why: 'born 2052-10-13: a future birth date is invalid' },
  '131052B308T': { valid: false, why: 'born 2052-10-13: a future birth date is invalid' },
  '131052a308t': { valid: false, why: 'upper-cased fine, but born 2052-10-13 (future)' },
  '311215A000J': { valid: false, why: 'individual number 000 is below 002' },
  '311215F000J': { valid: false, why: 'individual number 000 is below 002' },
  '010114A173M ': { valid: true, why: 'surrounding whitespace is trimmed (spec 02 §5)' },
  ' 010114A173M': { valid: true, why: 'surrounding whitespace is trimmed (spec 02 §5)' },
  '311210A540n': { valid: true, why: 'lower case is upper-cased first (spec 02 §5)' },
  '311210E540n': { valid: true, why: 'lower case is upper-cased first (spec 02 §5)' },
  '010195B433X': { valid: false, why: 'B means 2000s: born 2095-01-01, in the future' },
  '010195F433X': { valid: false, why: 'F means 2000s: born 2095-01-01, in the future' },
  '071162-417u': { valid: true, why: 'lower-case check character upper-cased' },
  '010204a082x': { valid: true, why: 'lower case upper-cased' },
  '010594y9021': { valid: true, why: 'lower case; temporary number 902' },
  '020594x902n': { valid: true, why: 'lower case; temporary number 902' },
  '030594w903b': { valid: true, why: 'lower case; temporary number 903' },
  '040594v902y': { valid: true, why: 'lower case; temporary number 902' },
  '050594u903m': { valid: true, why: 'lower case; temporary number 903' },
  '010516b902w': { valid: true, why: 'lower case; temporary number 902' },
  '020516c902j': { valid: true, why: 'lower case; temporary number 902' },
  '030516d9026': { valid: true, why: 'lower case; temporary number 902' },
  '020502e902x': { valid: true, why: 'lower case; temporary number 902' },
  '090909f0909': { valid: true, why: 'lower case upper-cased' },
  '120128A116H': { valid: false, why: 'born 2028-01-12: in the future' },
  '211281-862x': { valid: true, why: 'lower-case check character upper-cased' },
  '211114a664E': { valid: true, why: 'lower case upper-cased' },
  '070377X281V': { valid: true, why: 'X is a 1900s century sign since the DVV 2023 reform' },
  '010190-999K': { valid: false, why: 'printed as an example, but the check character is wrong' },
  '010190Y999K': { valid: false, why: 'printed as an example, but the check character is wrong' },
}

describe('identity code edge cases (decided)', () => {
  const rows = tsv('hetu_edge_cases.tsv')

  it('decides every row of the file', () => {
    expect(rows.map((r) => r.value).sort()).toEqual(Object.keys(EDGE_DECISIONS).sort())
  })

  it.each(rows.map((r) => [r.value ?? '', r.facts ?? ''] as const))('%j (%s)', (code) => {
    const decision = EDGE_DECISIONS[code]
    expect(decision, `no decision for ${JSON.stringify(code)}`).toBeDefined()
    expect(isValidHetu(code, TODAY), decision?.why).toBe(decision?.valid)
  })

  it('the future codes become valid once their birth date has passed', () => {
    expect(isValidHetu('131052A308T', '2052-10-13')).toBe(true)
    expect(isValidHetu('131052A308T', '2052-10-12')).toBe(false)
  })
})

describe('parseHetu', () => {
  it('normalises and returns the parts', () => {
    expect(parseHetu(' 010114a 173m ', TODAY)).toEqual({
      valid: true,
      hetu: '010114A173M',
      dateOfBirth: '2014-01-01',
      sex: 'male',
      age: 12,
      temporary: false,
    })
  })

  it('reads the century from every sign', () => {
    expect(parseHetu('131052-308T', TODAY)).toMatchObject({ dateOfBirth: '1952-10-13' })
    expect(parseHetu('131052+308T', TODAY)).toMatchObject({ dateOfBirth: '1852-10-13' })
    expect(parseHetu('070377X281V', TODAY)).toMatchObject({ dateOfBirth: '1977-03-07' })
    expect(parseHetu('010516b902w', TODAY)).toMatchObject({ dateOfBirth: '2016-05-01' })
  })

  it('tells sex by the individual number and flags temporary numbers', () => {
    expect(parseHetu('131052-308T', TODAY)).toMatchObject({ sex: 'female', temporary: false })
    expect(parseHetu('030594w903b', TODAY)).toMatchObject({ sex: 'male', temporary: true })
  })

  it('computes the age in full years on today', () => {
    expect(parseHetu('211281-862X', '2026-12-20')).toMatchObject({ age: 44 })
    expect(parseHetu('211281-862X', '2026-12-21')).toMatchObject({ age: 45 })
  })

  it('accepts a code born today and rejects one born tomorrow', () => {
    const code = makeHetu(2026, 11, 21, 'A', 902)
    expect(isValidHetu(code, '2026-11-21')).toBe(true)
    expect(isValidHetu(code, '2026-11-20')).toBe(false)
  })

  it('rejects empty and malformed input', () => {
    for (const input of ['', '   ', '010114A173', '010114A173MM', '010114*173M', '0101141173M']) {
      expect(isValidHetu(input, TODAY)).toBe(false)
    }
  })

  it('defaults today to the current Helsinki date', () => {
    expect(isValidHetu('010114A173M')).toBe(true)
    expect(isValidHetu(makeHetu(2099, 1, 1, 'A', 2))).toBe(false)
  })

  it('normalizeHetu removes all whitespace and upper-cases', () => {
    expect(normalizeHetu('\t01 01 14a173m\n')).toBe('010114A173M')
  })
})

describe('hetuSchema', () => {
  it('outputs the normalised code', () => {
    expect(hetuSchema.parse(' 010114a173m ')).toBe('010114A173M')
  })
  it('carries only message keys', () => {
    expect(hetuSchema.safeParse('').error?.issues[0]?.message).toBe('required')
    expect(hetuSchema.safeParse(undefined).error?.issues[0]?.message).toBe('required')
    expect(hetuSchema.safeParse('010190-999K').error?.issues[0]?.message).toBe('invalid_ssn')
    expect(hetuSchema.safeParse(12).error?.issues[0]?.message).toBe('invalid_string')
  })
})

// ---- property tests ---------------------------------------------------------------------

/** Independent oracle: the check character of DDMMYYNNN (DVV: the number mod 31). */
function checkCharacter(nineDigits: string): string {
  return '0123456789ABCDEFHJKLMNPRSTUVWXY'.charAt(Number(nineDigits) % 31)
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

function makeHetu(year: number, month: number, day: number, sign: string, individual: number) {
  const digits = `${pad(day, 2)}${pad(month, 2)}${pad(year % 100, 2)}${pad(individual, 3)}`
  return `${digits.slice(0, 6)}${sign}${digits.slice(6)}${checkCharacter(digits)}`
}

const SIGNS: Record<number, readonly string[]> = {
  1800: ['+'],
  1900: ['-', 'Y', 'X', 'W', 'V', 'U'],
  2000: ['A', 'B', 'C', 'D', 'E', 'F'],
}

const centuryOf = (sign: string) => (sign === '+' ? 1800 : 'ABCDEF'.includes(sign) ? 2000 : 1900)

function lastDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** A valid code from a random real birth date (1800-01-01 … 2025-12-31) and number 002-999. */
const validHetu = fc
  .record({
    year: fc.integer({ min: 1800, max: 2025 }),
    month: fc.integer({ min: 1, max: 12 }),
    dayFraction: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
    individual: fc.integer({ min: 2, max: 999 }),
    signIndex: fc.nat(),
  })
  .map(({ year, month, dayFraction, individual, signIndex }) => {
    const day = 1 + Math.floor(dayFraction * lastDay(year, month))
    const signs = SIGNS[Math.floor(year / 100) * 100] ?? []
    const sign = signs[signIndex % signs.length] ?? '-'
    return { code: makeHetu(year, month, day, sign, individual), year, month, day, individual }
  })

describe('identity code properties', () => {
  it('accepts codes generated from random valid dates and numbers', () => {
    fc.assert(
      fc.property(validHetu, ({ code, year, month, day, individual }) => {
        const parsed = parseHetu(code, TODAY)
        expect(parsed).toMatchObject({
          valid: true,
          dateOfBirth: `${year}-${pad(month, 2)}-${pad(day, 2)}`,
          temporary: individual >= 900,
          sex: individual % 2 === 1 ? 'male' : 'female',
        })
      }),
      RUNS,
    )
  })

  it('accepts them in lower case and with surrounding whitespace', () => {
    fc.assert(
      fc.property(validHetu, fc.constantFrom(' ', '\t', '\n', ''), ({ code }, ws) => {
        expect(isValidHetu(`${ws}${code.toLowerCase()}${ws}`, TODAY)).toBe(true)
      }),
      RUNS,
    )
  })

  const ALPHABET = `0123456789${HETU_CHECK_CHARACTERS.slice(10)}GIOQZ+-/`

  it('rejects any single-character change of a valid code (the century sign: unless the new sign names a real past date)', () => {
    fc.assert(
      fc.property(
        validHetu,
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom(...ALPHABET),
        ({ code, year, month, day }, position, replacement) => {
          fc.pre(code[position] !== replacement)
          const changed = code.slice(0, position) + replacement + code.slice(position + 1)
          if (position !== 6) {
            // a digit of DDMMYYNNN or the check character: mod 31 catches every substitution
            expect(isValidHetu(changed, TODAY)).toBe(false)
            return
          }
          // The century sign is not covered by the check character (DVV): another sign of the
          // same century is the same person, another century is valid only if that date is real
          // and not in the future.
          const known = '+-YXWVUABCDEF'.includes(replacement)
          const newYear = centuryOf(replacement) + (year % 100)
          const expected =
            known &&
            day <= lastDay(newYear, month) &&
            `${newYear}-${pad(month, 2)}-${pad(day, 2)}` <= TODAY
          expect(isValidHetu(changed, TODAY)).toBe(expected)
        },
      ),
      RUNS,
    )
  })

  it('never throws and only ever answers invalid_ssn on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (input) => {
        const result = parseHetu(input, TODAY)
        if (!result.valid) expect(result.error).toBe('invalid_ssn')
      }),
      RUNS,
    )
  })
})
