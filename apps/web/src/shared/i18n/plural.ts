/**
 * Counts in text (issue 26 item 17: "1 viestiä"): a translation of a count is a set of plural
 * forms, and the language's CLDR plural rule (`Intl.PluralRules`) picks the form. Finnish,
 * Swedish and English have the categories `one` and `other`; `{count}` in the chosen form is
 * replaced by the number.
 */
import type { Lang } from '@asukas/domain'

/** The plural forms of a counted text: `{count}` stands for the number. */
export interface PluralForms {
  one: string
  other: string
}

const rules = new Map<Lang, Intl.PluralRules>()

/** The cached cardinal plural rule of `lang`. */
function ruleOf(lang: Lang): Intl.PluralRules {
  let rule = rules.get(lang)
  if (!rule) {
    rule = new Intl.PluralRules(lang)
    rules.set(lang, rule)
  }
  return rule
}

/**
 * The form of `forms` that `lang`'s plural rule gives for `count`, with `{count}` replaced by
 * the number (e.g. `plural('fi', 1, { one: '{count} viesti', other: '{count} viestiä' })` is
 * '1 viesti'). Categories a language has but `forms` lacks (none for fi, sv, en) use `other`.
 */
export function plural(lang: Lang, count: number, forms: PluralForms): string {
  const category = ruleOf(lang).select(count)
  const form = category === 'one' ? forms.one : forms.other
  return form.replaceAll('{count}', String(count))
}

/**
 * The accessible name of something with an unread count (issue 26 item 4): `name`, then the
 * counted `forms` after a comma ('Viestit, 2 lukematonta'); just `name` when nothing is unread.
 * Set as `aria-label` of the element whose visible badge is `aria-hidden`.
 */
export function nameWithCount(lang: Lang, name: string, count: number, forms: PluralForms): string {
  return count > 0 ? `${name}, ${plural(lang, count, forms)}` : name
}
