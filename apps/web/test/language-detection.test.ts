import { describe, expect, it } from 'vitest'
import {
  detectBrowserLanguage,
  detectLanguage,
  persistLanguage,
  readCookie,
  toLang,
} from '../src/shared/i18n/detect.ts'
import type { LanguageSources } from '../src/shared/i18n/detect.ts'

const none: LanguageSources = {
  search: '',
  cookies: '',
  stored: null,
  htmlLang: null,
  navigatorLanguages: [],
}

describe('detectLanguage: query parameter, cookie, session storage, <html lang>, browser', () => {
  it('takes the lang query parameter first', () => {
    expect(
      detectLanguage({
        search: '?lang=en',
        cookies: 'lang=sv',
        stored: 'fi',
        htmlLang: 'fi',
        navigatorLanguages: ['sv-FI'],
      }),
    ).toBe('en')
  })

  it('then the lang cookie', () => {
    expect(
      detectLanguage({ ...none, cookies: 'other=1; lang=sv', stored: 'en', htmlLang: 'fi' }),
    ).toBe('sv')
  })

  it('then session storage', () => {
    expect(
      detectLanguage({ ...none, stored: 'en', htmlLang: 'fi', navigatorLanguages: ['sv'] }),
    ).toBe('en')
  })

  it('then the page language', () => {
    expect(detectLanguage({ ...none, htmlLang: 'sv', navigatorLanguages: ['en'] })).toBe('sv')
  })

  it('then the browser languages, in order', () => {
    expect(detectLanguage({ ...none, navigatorLanguages: ['de-DE', 'en-GB', 'fi'] })).toBe('en')
  })

  it('skips unsupported values and falls back to Finnish', () => {
    expect(
      detectLanguage({
        search: '?lang=de',
        cookies: 'lang=xx',
        stored: 'ru',
        htmlLang: 'et',
        navigatorLanguages: ['de'],
      }),
    ).toBe('fi')
    expect(detectLanguage(none)).toBe('fi')
  })
})

describe('toLang and readCookie', () => {
  it('accepts region variants in any case', () => {
    expect(toLang('sv-FI')).toBe('sv')
    expect(toLang('EN_gb')).toBe('en')
    expect(toLang('fin')).toBeNull()
    expect(toLang('')).toBeNull()
  })

  it('reads a named cookie', () => {
    expect(readCookie('a=1; lang=en; b=2', 'lang')).toBe('en')
    expect(readCookie('language=sv', 'lang')).toBeNull()
  })
})

describe('persistLanguage', () => {
  it('keeps the choice in session storage, a session cookie and <html lang>, and reads it back', () => {
    persistLanguage('sv')
    expect(window.sessionStorage.getItem('lang')).toBe('sv')
    // The cookie tells the server the language of its first paint (issue 9).
    expect(readCookie(document.cookie, 'lang')).toBe('sv')
    expect(document.documentElement.lang).toBe('sv')
    persistLanguage('en')
    expect(readCookie(document.cookie, 'lang')).toBe('en')
    expect(detectBrowserLanguage()).toBe('en')
    persistLanguage('fi')
  })
})
