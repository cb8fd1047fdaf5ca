/**
 * Translated text of a validation message key (spec 02 §5: validators return keys such as
 * `required` or `invalid_email`; the web app translates them).
 */
import { isMessageKey } from '@asukas/domain'
import type { Translations } from '../i18n/fi.ts'

/**
 * The text of message key `key` (as react-hook-form carries it in `errors.x.message`), or
 * undefined when there is no error. A key outside spec 02 §5 shows the generic `invalid_string`.
 */
export function validationMessage(t: Translations, key: string | undefined): string | undefined {
  if (key === undefined || key === '') return undefined
  return isMessageKey(key) ? t.validation[key] : t.validation.invalid_string
}
