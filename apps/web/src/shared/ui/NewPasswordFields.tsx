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
import { TextField } from './kit/Field.tsx'

/**
 * The part of a react-hook-form `useForm` result these fields use: any form whose values have
 * `newPassword` and `confirmPassword` (strings) fits.
 */
export interface NewPasswordForm {
  register: (name: 'newPassword' | 'confirmPassword') => UseFormRegisterReturn
  watch: (name: 'newPassword') => string
  formState: {
    errors: { newPassword?: { message?: string }; confirmPassword?: { message?: string } }
  }
}

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** The form (`useForm(...)`), for `register`, `watch('newPassword')` and the message keys. */
  form: NewPasswordForm
  /** `data-qa` prefix: the inputs are `<qa>-new-password` and `<qa>-confirm-password`. */
  qa: string
}

/** New password, policy checklist and confirmation. */
export function NewPasswordFields({ form, qa }: NewPasswordFieldsProps) {
  const { t } = useTranslation()
  const a = useAccountsText().common
  const policyId = `${useId()}-policy`
  const { errors } = form.formState
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
        error={text(errors.newPassword?.message, a.passwordInvalid)}
        {...form.register('newPassword')}
      />
      <PasswordPolicy id={policyId} password={form.watch('newPassword')} />
      <TextField
        label={a.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        qa={`${qa}-confirm-password`}
        error={text(errors.confirmPassword?.message, a.passwordsDoNotMatch)}
        {...form.register('confirmPassword')}
      />
    </>
  )
}
