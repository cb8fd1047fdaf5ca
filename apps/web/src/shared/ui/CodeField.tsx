/**
 * The 6-digit e-mailed code field (spec 02 §5 General "Verification or reset code: exactly 6
 * digits"): numeric keyboard on phones, one-time-code autofill, and the `invalid_pin` message.
 */
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useAccountsText } from '../i18n/accounts/section.ts'
import { useTranslation } from '../i18n/LanguageProvider.tsx'
import { validationMessage } from '../lib/validation-message.ts'
import { TextField } from './TextField.tsx'

/** The code input (`data-qa` `qa`), with the message of key `error`. */
export function CodeField({
  field,
  error,
  qa,
}: {
  /** `register('verificationCode')` or `register('resetCode')`. */
  field: UseFormRegisterReturn
  error: string | undefined
  qa: string
}) {
  const { t } = useTranslation()
  const a = useAccountsText().common
  return (
    <TextField
      label={a.code}
      hint={a.codeHint}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      qa={qa}
      error={validationMessage(t, error)}
      {...field}
    />
  )
}
