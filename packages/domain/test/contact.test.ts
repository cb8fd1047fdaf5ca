import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codeSchema,
  emailSchema,
  isCommonPassword,
  isValidCode,
  isValidEmail,
  isValidPassword,
  isValidPhoneNumber,
  isValidPostalCode,
  normalizePhoneNumber,
  optionalPhoneNumberSchema,
  passwordRuleFailures,
  phoneNumberLength,
  passwordSchema,
  phoneNumberSchema,
  postalCodeSchema,
} from '../src/index.ts'
import { tsv } from './vectors.ts'

describe('phone number (spec 02 §5: + then 7-15 digits, single spaces)', () => {
  it.each(['+3584012345', '+358 40 123 4567', '+1234567', '+123456789012345', ' +358401234567 '])(
    'accepts %j',
    (phone) => {
      expect(isValidPhoneNumber(phone)).toBe(true)
      expect(phoneNumberSchema.safeParse(phone).success).toBe(true)
    },
  )
  it.each([
    '+358 50 123 4567',
    '+358  50 123 4567',
    '+358\u00a050\u00a0123\u00a04567',
    '+358\t50 123 4567',
  ])('normalises the spaces of %j before the rule (issue 26 item 9)', (phone) => {
    expect(normalizePhoneNumber(phone)).toBe(phone.includes('50') ? '+358 50 123 4567' : phone)
    expect(isValidPhoneNumber(phone)).toBe(true)
    expect(phoneNumberSchema.parse(phone)).toBe('+358 50 123 4567')
    expect(optionalPhoneNumberSchema.parse(phone)).toBe('+358 50 123 4567')
    expect(phoneNumberLength(phone)).toBe(12)
  })
  it.each([
    '0401234567',
    '+123456',
    '+1234567890123456',
    '+ 358401234567',
    '+358-40-1234567',
    '+358401234567 x',
    '',
  ])('rejects %j', (phone) => {
    expect(isValidPhoneNumber(phone)).toBe(false)
  })
  it('schema keys', () => {
    expect(phoneNumberSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([
      'required',
    ])
    expect(phoneNumberSchema.safeParse('040').error?.issues[0]?.message).toBe(
      'invalid_phone_number',
    )
    expect(phoneNumberSchema.parse(' +358 40 123 4567 ')).toBe('+358 40 123 4567')
  })
  it('counts 7 to 15 digits whatever the spacing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        (digits, spaces) => {
          const body = digits.map((d, i) => (i > 0 && spaces[i] ? ` ${d}` : `${d}`)).join('')
          expect(isValidPhoneNumber(`+${body}`)).toBe(digits.length >= 7 && digits.length <= 15)
        },
      ),
      { numRuns: 10_000 },
    )
  })
})

describe('e-mail (spec 02 §5: valid, lower-cased)', () => {
  it.each(['aino.virtanen@example.com', 'A.B+tag@Sub.Example.FI', "o'brien@example.co.uk"])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  )
  it.each([
    '',
    'aino',
    'aino@',
    '@example.com',
    'a@b',
    'a b@example.com',
    'a..b@example.com',
    'a@example..com',
    '.a@example.com',
    'a@-example.com',
  ])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false))
  it('lower-cases and trims in the schema', () => {
    expect(emailSchema.parse('  Aino.Virtanen@Example.COM ')).toBe('aino.virtanen@example.com')
  })
  it('schema keys', () => {
    expect(emailSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['required'])
    expect(emailSchema.safeParse('x').error?.issues.map((i) => i.message)).toEqual([
      'invalid_email',
    ])
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@example.com`).error?.issues[0]?.message).toBe(
      'invalid_email',
    )
  })
})

describe('postal code (5 digits)', () => {
  it('accepts every real Finnish postal code (Posti file)', () => {
    const codes = tsv('postal_codes_fi.tsv')
    expect(codes.length).toBeGreaterThan(3000)
    for (const row of codes) {
      const code = Object.values(row)[0] ?? ''
      expect(isValidPostalCode(code), code).toBe(true)
    }
  })
  it.each(['0010', '001000', 'FI-00100', '00 100', 'abcde', ''])('rejects %j', (code) => {
    expect(isValidPostalCode(code)).toBe(false)
  })
  it('schema keys', () => {
    expect(postalCodeSchema.parse(' 00100 ')).toBe('00100')
    expect(postalCodeSchema.safeParse('0010').error?.issues[0]?.message).toBe('invalid_postal_code')
  })
})

describe('6-digit codes', () => {
  it('accepts exactly 6 digits', () => {
    expect(isValidCode('012345')).toBe(true)
    expect(isValidCode(' 012345 ')).toBe(true)
    for (const code of ['12345', '1234567', '12345a', '']) expect(isValidCode(code)).toBe(false)
    expect(codeSchema.safeParse('12345').error?.issues[0]?.message).toBe('invalid_pin')
    expect(codeSchema.safeParse('').error?.issues[0]?.message).toBe('required')
  })
})

describe('password policy (spec 02 §5, docs/specification.md)', () => {
  it('accepts the demo password and strong ones, Finnish letters counting as letters', () => {
    for (const pw of [
      'Asukas-demo-1',
      'Tämä on 1 hyvä salasana!',
      'ÄÖÅäöå12#x',
      'Kaunis-Järvi-42',
    ]) {
      expect(passwordRuleFailures(pw), pw).toEqual([])
      expect(passwordSchema.safeParse(pw).success).toBe(true)
    }
  })

  it('names each broken rule', () => {
    expect(passwordRuleFailures('Ab1!')).toEqual(['min_length'])
    expect(passwordRuleFailures('ABCDEFGH1!')).toEqual(['lowercase'])
    expect(passwordRuleFailures('abcdefgh1!')).toEqual(['uppercase'])
    expect(passwordRuleFailures('Abcdefgh!')).toEqual(['digit'])
    expect(passwordRuleFailures('Abcdefgh1')).toEqual(['special'])
    expect(passwordRuleFailures(`Aa1!${'x'.repeat(253)}`)).toEqual(['max_length'])
    expect(passwordRuleFailures(`Aa1!${'x'.repeat(252)}`)).toEqual([])
  })

  it('Finnish letters satisfy the case rules and are not special characters', () => {
    expect(passwordRuleFailures('ÄÄÄÄÄÄ1!')).toEqual(['lowercase'])
    expect(passwordRuleFailures('ääääÄÄ12')).toEqual(['special'])
    expect(passwordRuleFailures('äääää1!Ö')).toEqual([])
  })

  it('rejects very common passwords and trivial variations', () => {
    for (const pw of [
      'Password1!',
      'P@ssw0rd!1',
      'Salasana123#',
      'Kesä2026!',
      '!Qwerty123',
      'Welcome1!',
    ]) {
      expect(isCommonPassword(pw), pw).toBe(true)
      expect(passwordRuleFailures(pw)).toContain('common')
      expect(isValidPassword(pw)).toBe(false)
    }
    expect(isCommonPassword('Asukas-demo-1')).toBe(false)
  })

  it('schema keys: required, then invalid_string for any broken rule', () => {
    expect(passwordSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['required'])
    expect(passwordSchema.safeParse('short').error?.issues.map((i) => i.message)).toEqual([
      'invalid_string',
    ])
  })

  it('a password of 8+ chars with all four classes is accepted unless common', () => {
    const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzåäö')
    const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ')
    const digit = fc.constantFrom(...'0123456789')
    const special = fc.constantFrom(...'!@#$%^&*()-_=+[]{};:,.<>/?~')
    fc.assert(
      fc.property(
        fc.tuple(lower, upper, digit, special),
        fc.array(fc.oneof(lower, upper, digit, special), { minLength: 4, maxLength: 40 }),
        (required, rest) => {
          const pw = [...required, ...rest].join('')
          const failures = passwordRuleFailures(pw)
          expect(failures.filter((f) => f !== 'common')).toEqual([])
        },
      ),
      { numRuns: 10_000 },
    )
  })
})
