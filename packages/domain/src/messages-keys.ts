/**
 * Validation message keys: the only texts a schema may carry. Each maps to a translated message
 * in the web app. Source: spec 02 §5 ("Validation message keys").
 */
export const messageKeys = [
  'required',
  'too_small_date',
  'too_big_date',
  'invalid_date',
  'invalid_postal_code',
  'invalid_number',
  'invalid_iban',
  'invalid_bic',
  'invalid_email',
  'invalid_phone_number',
  'invalid_ssn',
  'invalid_string',
  'invalid_pin',
  'move_date_after_end_date',
  'invalid_return_percentage_sum',
  'title_description_or_files_required',
] as const

/** One of the 16 validation message keys of spec 02 §5. */
export type MessageKey = (typeof messageKeys)[number]

/** True when `value` is one of the spec 02 §5 message keys. */
export function isMessageKey(value: unknown): value is MessageKey {
  return (messageKeys as readonly unknown[]).includes(value)
}
