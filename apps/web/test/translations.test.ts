import { describe, expect, it } from 'vitest'
import { messageKeys } from '@asukas/domain'
import { loginStates } from '@asukas/contract'
import { en } from '../src/shared/i18n/en.ts'
import { fi } from '../src/shared/i18n/fi.ts'
import { sv } from '../src/shared/i18n/sv.ts'

const translations = { fi, sv, en }

/** Key paths of an object with the kind of each leaf: 'string', 'function' or 'array'. */
function shape(value: unknown, prefix = ''): Map<string, string> {
  const result = new Map<string, string>()
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, kind] of shape(child, prefix ? `${prefix}.${key}` : key))
        result.set(path, kind)
    }
    return result
  }
  result.set(prefix, Array.isArray(value) ? 'array' : typeof value)
  return result
}

describe('translations (Finnish is the master)', () => {
  const fi = shape(translations.fi)

  for (const lang of ['sv', 'en'] as const) {
    it(`${lang} has exactly the keys of fi, with the same kind of value`, () => {
      const other = shape(translations[lang])
      expect([...other.keys()].sort()).toEqual([...fi.keys()].sort())
      for (const [path, kind] of fi) expect(`${path}: ${other.get(path)}`).toBe(`${path}: ${kind}`)
    })
  }

  it('has no empty strings', () => {
    for (const [lang, value] of Object.entries(translations)) {
      for (const [path, kind] of shape(value)) {
        if (kind !== 'string') continue
        const text = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value)
        expect(`${lang}.${path}: ${String(text).trim() === '' ? 'empty' : 'ok'}`).toBe(
          `${lang}.${path}: ok`,
        )
      }
    }
  })

  it('covers every validation message key and login state', () => {
    for (const t of Object.values(translations)) {
      expect(Object.keys(t.validation).sort()).toEqual([...messageKeys].sort())
      expect(Object.keys(t.login.states).sort()).toEqual([...loginStates].sort())
    }
  })

  it('configures at least one front-page bulletin in Finnish', () => {
    expect(translations.fi.frontPageBulletins.length).toBeGreaterThan(0)
  })

  it('formats parameterised texts', () => {
    expect(translations.fi.frontPage.greeting('Aino')).toContain('Aino')
    expect(translations.sv.impersonation.banner('staff@example.com')).toContain('staff@example.com')
    expect(translations.en.login.states.user_already_registered('a@example.com')).toContain(
      'a@example.com',
    )
  })
})
