import { describe, expect, it } from 'vitest'
import { passwordRuleFailures, registrationProviders } from '@asukas/domain'
import { accountsEn } from '../src/shared/i18n/accounts/en.ts'
import { accountsFi } from '../src/shared/i18n/accounts/fi.ts'
import { accountsSection } from '../src/shared/i18n/accounts/section.ts'
import { accountsSv } from '../src/shared/i18n/accounts/sv.ts'
import { passwordChangeCauses } from '../src/shared/lib/password-errors.ts'

const sections = { fi: accountsFi, sv: accountsSv, en: accountsEn }

/** Key paths with the kind of each leaf: 'string', 'function' or 'array'. */
function shape(value: unknown, prefix = ''): Map<string, string> {
  const result = new Map<string, string>()
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, kind] of shape(child, prefix ? `${prefix}.${key}` : key)) {
        result.set(path, kind)
      }
    }
    return result
  }
  result.set(prefix, Array.isArray(value) ? `array(${value.length})` : typeof value)
  return result
}

describe('accounts translations (Finnish is the master)', () => {
  const fi = shape(accountsFi)
  for (const lang of ['sv', 'en'] as const) {
    it(`${lang} has exactly the keys of fi, with the same kind of value`, () => {
      const other = shape(sections[lang])
      expect([...other.keys()].sort()).toEqual([...fi.keys()].sort())
      for (const [path, kind] of fi) expect(`${path}: ${other.get(path)}`).toBe(`${path}: ${kind}`)
    })
  }

  it('has no empty texts and formats the parameterised ones', () => {
    for (const section of Object.values(sections)) {
      for (const [path, kind] of shape(section)) {
        if (kind !== 'string') continue
        const text = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], section)
        expect(`${path}: ${String(text).trim() === '' ? 'empty' : 'ok'}`).toBe(`${path}: ok`)
      }
      expect(section.verifyEmail.verifyCode.sentAt('14.05')).toContain('14.05')
      expect(section.staff.signedInAs('Johanna Lehtonen', 'staff@example.com')).toContain(
        'staff@example.com',
      )
      expect(section.register.continueText('a@example.com')).toContain('a@example.com')
      expect(section.staff.resultCount(1)).not.toBe(section.staff.resultCount(2))
    }
  })

  it('names every password change cause, policy rule and registration provider', () => {
    const rules = passwordRuleFailures('')
    for (const section of Object.values(sections)) {
      expect(Object.keys(section.passwordChange.causes).sort()).toEqual(
        [...passwordChangeCauses].sort(),
      )
      for (const rule of [...rules, 'max_length' as const]) {
        expect(section.passwordPolicy.rules[rule]).toBeTruthy()
      }
      expect(Object.keys(section.chooseAuth.providers).sort()).toEqual(
        [...registrationProviders].sort(),
      )
    }
  })

  it('loads each language on demand, the same promise every time', async () => {
    const first = accountsSection.load('sv')
    expect(accountsSection.load('sv')).toBe(first)
    expect(await first).toBe(accountsSv)
    expect(await accountsSection.load('en')).toBe(accountsEn)
    expect(await accountsSection.load('fi')).toBe(accountsFi)
  })
})
