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
