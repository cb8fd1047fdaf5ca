/**
 * The new-password part of the registration, forgotten-password and change-password forms
 * (spec 02 §5 General: the password policy, and "the two entries must match"): the new password
 * with the live policy checklist tied to it by `aria-describedby`, and its confirmation. The
 * form's schema (`newPasswordFields` + `withMatchingPasswords` of `@asukas/domain`) gives the
 * message keys; a broken policy and a mismatch (`invalid_string`) get their own texts.
 */
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useAccountsText } from '../i18n/accounts/section.ts'
import { useTranslation } from '../i18n/LanguageProvider.tsx'
import { validationMessage } from '../lib/validation-message.ts'
import { PasswordPolicy } from './PasswordPolicy.tsx'
import { TextField } from './TextField.tsx'

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** `register('newPassword')`. */
  newPassword: UseFormRegisterReturn
  /** `register('confirmPassword')`. */
  confirmPassword: UseFormRegisterReturn
  /** The current value of the new password (`watch('newPassword')`), for the checklist. */
  password: string
  /** Message keys of the two fields (`errors.x?.message`). */
  errors: { newPassword?: string; confirmPassword?: string }
  /** `data-qa` prefix: the inputs are `<qa>-new-password` and `<qa>-confirm-password`. */
  qa: string
}

/** New password, policy checklist and confirmation. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  password,
  errors,
  qa,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation()
  const a = useAccountsText().common
  const policyId = `${useId()}-policy`
  const text = (key: string | undefined, invalid: string) =>
    key === 'invalid_string' ? invalid : validationMessage(t, key)
  return (
    <>
      <TextField
        label={a.newPassword}
        type="password"
        autoComplete="new-password"
        required
        describedBy={policyId}
        qa={`${qa}-new-password`}
        error={text(errors.newPassword, a.passwordInvalid)}
        {...newPassword}
      />
      <PasswordPolicy id={policyId} password={password} />
      <TextField
        label={a.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        qa={`${qa}-confirm-password`}
        error={text(errors.confirmPassword, a.passwordsDoNotMatch)}
        {...confirmPassword}
      />
    </>
  )
}
