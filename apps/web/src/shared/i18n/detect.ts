/**
 * Choice of the user interface language (spec 01 §1): "taken from a query parameter, a cookie,
 * session storage or the page language, and kept in session storage". Finnish is the default and
 * fallback.
 */
import { toLang } from '@asukas/domain'
import type { Lang } from '@asukas/domain'

export { toLang }

/** The supported languages, Finnish first (default and fallback). */
export const languages: readonly Lang[] = ['fi', 'sv', 'en']

/** The fallback language (spec 01 §1). */
export const DEFAULT_LANG: Lang = 'fi'

/** Name of the query parameter, cookie and session storage key holding the language. */
export const LANG_KEY = 'lang'

/** Value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

/** Where the language may come from, in priority order. */
export interface LanguageSources {
  /** `location.search`, e.g. `?lang=sv`. */
  search: string
  /** `document.cookie`. */
  cookies: string
  /** `sessionStorage.getItem('lang')`. */
  stored: string | null
  /** `document.documentElement.lang`. */
  htmlLang: string | null
  /** `navigator.languages`. */
  navigatorLanguages: readonly string[]
}

/**
 * The language to use: the first supported value of the `lang` query parameter, the `lang`
 * cookie, session storage, `<html lang>`, then the browser's languages; else Finnish.
 */
export function detectLanguage(sources: LanguageSources): Lang {
  const candidates = [
    new URLSearchParams(sources.search).get(LANG_KEY),
    readCookie(sources.cookies, LANG_KEY),
    sources.stored,
    sources.htmlLang,
    ...sources.navigatorLanguages,
  ]
  for (const candidate of candidates) {
    const lang = toLang(candidate)
    if (lang) return lang
  }
  return DEFAULT_LANG
}

function safeSessionGet(): string | null {
  try {
    return window.sessionStorage.getItem(LANG_KEY)
  } catch {
    return null
  }
}

/** Session storage key marking that the visitor chose the language in this tab. */
const CHOSEN_KEY = 'lang-chosen'

/**
 * Notes that the visitor chose the language themselves in this tab (the language switcher, or a
 * link carrying `?lang=`), so that a login keeps it instead of switching to the resident's
 * stored portal language ({@link isLanguageChosen}).
 */
export function markLanguageChosen(): void {
  try {
    window.sessionStorage.setItem(CHOSEN_KEY, '1')
  } catch {
    // Without storage the choice lasts for this page only; the login then follows the account.
  }
}

/** True when the visitor chose the language in this tab ({@link markLanguageChosen}). */
export function isLanguageChosen(): boolean {
  try {
    return window.sessionStorage.getItem(CHOSEN_KEY) === '1'
  } catch {
    return false
  }
}

/**
 * {@link detectLanguage} over the browser's current state. A supported `?lang=` counts as the
 * visitor's own choice ({@link markLanguageChosen}).
 */
export function detectBrowserLanguage(): Lang {
  if (toLang(new URLSearchParams(window.location.search).get(LANG_KEY))) markLanguageChosen()
  return detectLanguage({
    search: window.location.search,
    cookies: document.cookie,
    stored: safeSessionGet(),
    htmlLang: document.documentElement.getAttribute('lang'),
    navigatorLanguages: navigator.languages ?? [navigator.language],
  })
}

/** Keeps the language in session storage, a session cookie and `<html lang>` (spec 01 §1). */
export function persistLanguage(lang: Lang): void {
  try {
    window.sessionStorage.setItem(LANG_KEY, lang)
  } catch {
    // Storage may be unavailable (private mode); the language still applies to this page.
  }
  // A session cookie too, so that the server's first paint is in this language (issue 9).
  document.cookie = `${LANG_KEY}=${lang}; Path=/; SameSite=Lax`
  document.documentElement.lang = lang
}
