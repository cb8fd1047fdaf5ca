/**
 * The read-only e-mail address above a new password (spec 01 §4 "Password reset or change",
 * "Registration phases"): it shows whose password this is and lets password managers store the
 * new password under the right username (`autocomplete="username"`).
 */
import type { TextFieldProps } from './kit/Field.tsx'
import { TextField } from './kit/Field.tsx'
import { useAccountsText } from '../i18n/accounts/section.ts'

/** The read-only e-mail field (`data-qa` `qa`); value from `value` or the form's `register`. */
export function UsernameField(props: Omit<TextFieldProps, 'label' | 'type' | 'readOnly'>) {
  const a = useAccountsText()
  return (
    <TextField label={a.common.email} type="email" autoComplete="username" readOnly {...props} />
  )
}
