/**
 * The parts of a code step:
 * - the step before it, the e-mail address and 'send code' (forgot password, registration);
 * - the 6-digit e-mailed code field (spec 02 §5 General "Verification or reset code: exactly 6
 *   digits"): numeric keyboard on phones, one-time-code autofill, and the `invalid_pin` message;
 * - its status line (spec 01 §4 "Registration phases" and "Password reset or change": 'send a
 *   new code' shows a warning with the time sent, a failed resend its error).
 *
 * One module, so the screens with a code step load them as one chunk.
 */
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Form, FormActions, type FormProps } from '../forms/Form.tsx'
import { useFormat } from '../hooks/useFormat.ts'
import { useAccountsText } from '../i18n/accounts/section.ts'
import { useTranslation } from '../i18n/LanguageProvider.tsx'
import { validationMessage } from '../lib/validation-message.ts'
import { Alert } from './kit/Alert.tsx'
import { Button } from './kit/Button.tsx'
import { TextField } from './kit/Field.tsx'

/** Props of {@link SendCodeForm}. */
export interface SendCodeFormProps {
  /** `register('email')`. */
  field: UseFormRegisterReturn
  /** The field's translated error. */
  error: string | undefined
  /** `username` where the address is the login of the account, else `email`. */
  autoComplete: 'email' | 'username'
  /** True while the code is being sent. */
  pending: boolean
  submitText: string
  /** `form.handleSubmit(...)`. */
  onSubmit: FormProps['onSubmit']
  /** `data-qa` of the form, the field and the submit button. */
  qa: { form: string; email: string; submit: string }
  /** Shown under the field (e.g. what to do with an address in use). */
  children?: ReactNode
}

/** The e-mail address and the button that mails a code to it. */
export function SendCodeForm({
  field,
  error,
  autoComplete,
  pending,
  submitText,
  onSubmit,
  qa,
  children,
}: SendCodeFormProps) {
  const a = useAccountsText().common
  return (
    <Form onSubmit={onSubmit} qa={qa.form}>
      <TextField
        label={a.email}
        type="email"
        autoComplete={autoComplete}
        inputMode="email"
        required
        qa={qa.email}
        error={error}
        {...field}
      />
      {children}
      <FormActions>
        <Button type="submit" pending={pending} pendingText={a.sending} qa={qa.submit}>
          {submitText}
        </Button>
      </FormActions>
    </Form>
  )
}

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

/** Props of {@link CodeSentStatus}. */
export interface CodeSentStatusProps {
  /** The translated error of the last resend, or null. */
  resendFailure: string | null
  /** When the last code was sent (ISO 8601 instant), or null. */
  sentAt: string | null
  /** The warning text for the time sent (`HH.mm` in the user's language). */
  sentText: (time: string) => string
  /** `data-qa` of the error and of the warning. */
  qa: { error: string; sent: string }
  /** Shown when there is neither an error nor a time. */
  fallback?: ReactNode
}

/**
 * The status line of a code step: the resend error when there is one, else the 'code sent at'
 * warning when a time is known, else `fallback` (nothing by default).
 */
export function CodeSentStatus({
  resendFailure,
  sentAt,
  sentText,
  qa,
  fallback = null,
}: CodeSentStatusProps) {
  const format = useFormat()
  if (resendFailure) {
    return (
      <Alert variant="error" qa={qa.error}>
        {resendFailure}
      </Alert>
    )
  }
  if (sentAt) {
    return (
      <Alert variant="warning" qa={qa.sent}>
        {sentText(format.time(sentAt))}
      </Alert>
    )
  }
  return fallback
}
