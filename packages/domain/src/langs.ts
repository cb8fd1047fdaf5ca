/**
 * The interface languages (spec 01 §1). Kept apart from the formatters, which import date
 * helpers, so that code needing only the language list (e.g. the contract's `locale` fields) does
 * not pull date formatting into the web app's first page (docs/decisions/0006).
 */

/** The interface languages; `fi` is the default and fallback (spec 01 §1). */
export const langs = ['fi', 'sv', 'en'] as const
/** An interface language code. */
export type Lang = (typeof langs)[number]

/** True when `value` is one of `fi`, `sv`, `en`. */
export function isLang(value: unknown): value is Lang {
  return (langs as readonly unknown[]).includes(value)
}

/**
 * Reads a language code: `fi`, `sv`, `en`, also as a region variant (`sv-FI`, `en_GB`) and in any
 * case. Anything else gives `null` (spec 01 §1: the language may come from a query parameter, a
 * cookie, session storage or the page language; the web app and the server's first paint read
 * them alike).
 */
export function toLang(value: string | null | undefined): Lang | null {
  if (!value) return null
  const base = value.trim().toLowerCase().split(/[-_]/)[0]
  return langs.find((lang) => lang === base) ?? null
}
