/**
 * Counts in text take the language's plural form (issue 26 item 17: "1 viestiä", "1 meddelanden",
 * "1 messages"): `plural` follows `Intl.PluralRules`, and every counted text of the translations
 * says 1 in the singular and other numbers in the plural.
 */
import { describe, expect, it } from 'vitest'
import type { Lang } from '@asukas/domain'
import { en } from '../src/shared/i18n/en.ts'
import { fi } from '../src/shared/i18n/fi.ts'
import { nameWithCount, plural } from '../src/shared/i18n/plural.ts'
import { messagesEn } from '../src/shared/i18n/messages/en.ts'
import { messagesFi } from '../src/shared/i18n/messages/fi.ts'
import { messagesSv } from '../src/shared/i18n/messages/sv.ts'
import { staffEn } from '../src/shared/i18n/staff/en.ts'
import { staffFi } from '../src/shared/i18n/staff/fi.ts'
import { staffSv } from '../src/shared/i18n/staff/sv.ts'
import { sv } from '../src/shared/i18n/sv.ts'

const main = { fi, sv, en }
const messageTexts = { fi: messagesFi, sv: messagesSv, en: messagesEn }
const staff = { fi: staffFi, sv: staffSv, en: staffEn }

describe('plural', () => {
  it('picks the form of the language’s plural rule and fills in the number', () => {
    const forms = { one: '{count} viesti', other: '{count} viestiä' }
    expect([0, 1, 2, 21].map((n) => plural('fi', n, forms))).toEqual([
      '0 viestiä',
      '1 viesti',
      '2 viestiä',
      '21 viestiä',
    ])
  })

  it('names a thing with its unread count only when there is one', () => {
    expect(nameWithCount('fi', 'Viestit', 2, fi.nav.unread)).toBe('Viestit, 2 lukematonta')
    expect(nameWithCount('fi', 'Viestit', 1, fi.nav.unread)).toBe('Viestit, 1 lukematon')
    expect(nameWithCount('sv', 'Meddelanden', 1, sv.nav.unread)).toBe('Meddelanden, 1 oläst')
    expect(nameWithCount('en', 'Messages', 3, en.nav.unread)).toBe('Messages, 3 unread')
    expect(nameWithCount('en', 'Messages', 0, en.nav.unread)).toBe('Messages')
  })
})

describe('counted texts in fi, sv and en', () => {
  const cases: [Lang, number, string, string][] = [
    ['fi', 1, '1 viesti', '1 merkki jäljellä'],
    ['fi', 2, '2 viestiä', '2 merkkiä jäljellä'],
    ['sv', 1, '1 meddelande', '1 tecken kvar'],
    ['sv', 2, '2 meddelanden', '2 tecken kvar'],
    ['en', 1, '1 message', '1 character left'],
    ['en', 2, '2 messages', '2 characters left'],
  ]
  for (const [lang, n, messages, charactersLeft] of cases) {
    it(`${lang}: ${n} → “${messages}”, “${charactersLeft}”`, () => {
      expect(plural(lang, n, messageTexts[lang].entries)).toBe(messages)
      expect(messageTexts[lang].staff.counter(n)).toBe(charactersLeft)
    })
  }

  it('the inbox count and the unread texts have a singular', () => {
    expect(staff.fi.inbox.count(1)).toBe('1 asia')
    expect(staff.sv.inbox.count(1)).toBe('1 ärende')
    expect(staff.en.inbox.count(2)).toBe('2 items')
    expect(plural('fi', 1, messageTexts.fi.unread)).toBe('1 lukematon')
    expect(plural('sv', 2, messageTexts.sv.unread)).toBe('2 olästa')
    expect(plural('en', 1, main.en.nav.unread)).toBe('1 unread')
  })
})
