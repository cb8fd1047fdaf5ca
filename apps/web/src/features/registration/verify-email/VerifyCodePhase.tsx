/**
 * Verify-email phase 2 (spec 01 §4 "Registration phases", spec 02 §8 "Registration"): the 6-digit
 * code; 'resend' shows a warning with the time sent, a failed resend 'verificationCodeResendError',
 * a wrong code 'verificationCodeError', an expired one 'expiredCode'. The server says whether the
 * right code completed the registration (an interrupted one whose account has its password) or the
 * password is still to be created (issue 10 finding 2). Errors are kept as errors and translated
 * at render, so a language switch retranslates them.
 */
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/client.ts'
import { Form, FormActions } from '../../../shared/forms/Form.tsx'
import { registrationCodeFormSchema } from '../../../shared/forms/account-forms.ts'
import { useAppForm } from '../../../shared/forms/useAppForm.ts'
import { useAccountsText } from '../../../shared/i18n/accounts/section.ts'
import type { AccountsTranslations } from '../../../shared/i18n/accounts/fi.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import type { Translations } from '../../../shared/i18n/fi.ts'
import { errorMessage } from '../../../shared/lib/error-message.ts'
import { isTooManyAttempts } from '../../../shared/lib/password-errors.ts'
import { CodeField, CodeSentStatus } from '../../../shared/ui/CodeField.tsx'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { useCheckVerificationCode, useSendVerificationCode } from '../queries.ts'
import { registrationFailedPath } from '../registration-flow.ts'
import { PhaseHeading } from './PhaseHeading.tsx'

/** The text of a failed code check. */
function checkFailureText(t: Translations, a: AccountsTranslations, error: unknown): string {
  const texts = a.verifyEmail.verifyCode
  if (isApiError(error, 'CODE_MISMATCH_EXCEPTION', 'VALIDATION_ERROR')) {
    return texts.verificationCodeError
  }
  if (isApiError(error, 'EXPIRED_CODE_EXCEPTION')) return texts.expiredCode
  if (isTooManyAttempts(error)) return a.common.tooManyAttempts
  return errorMessage(t, error)
}

/** The text of a failed resend. */
export function resendFailureText(a: AccountsTranslations, error: unknown): string {
  return isTooManyAttempts(error)
    ? a.common.tooManyAttempts
    : a.verifyEmail.verifyCode.verificationCodeResendError
}

/** Phase 2: the code, with resend and change of address. */
export function VerifyCodePhase({
  email,
  sentAt,
  focus,
  onVerified,
  onResent,
  onChangeEmail,
}: {
  email: string
  sentAt: string | null
  focus: boolean
  /** `completed`: the registration is done (no password step). */
  onVerified: (completed: boolean) => void
  onResent: (sentAt: string) => void
  onChangeEmail: () => void
}) {
  const { t } = useTranslation()
  const a = useAccountsText()
  const texts = a.verifyEmail.verifyCode
  const navigate = useNavigate()
  const check = useCheckVerificationCode()
  const resend = useSendVerificationCode()
  const [lastAction, setLastAction] = useState<'check' | 'resend' | null>(null)
  const form = useAppForm(registrationCodeFormSchema, {
    defaultValues: { email, verificationCode: '' },
  })
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form

  const onSubmit = handleSubmit((body) => {
    setLastAction('check')
    check.mutate(body, {
      onSuccess: ({ completed }) => onVerified(completed),
      onError: (error) => {
        if (isApiError(error, 'UNAUTHORIZED')) void navigate(registrationFailedPath)
      },
    })
  })

  const onResend = () => {
    setLastAction('resend')
    resend.mutate(email, {
      onSuccess: (answer) => {
        setValue('verificationCode', '')
        onResent(answer.sentAt)
      },
      onError: (error) => {
        if (isApiError(error, 'UNAUTHORIZED')) void navigate(registrationFailedPath)
      },
    })
  }

  const checkFailed =
    lastAction === 'check' && check.isError && !isApiError(check.error, 'UNAUTHORIZED')
  const resendFailed =
    lastAction === 'resend' && resend.isError && !isApiError(resend.error, 'UNAUTHORIZED')
  return (
    <>
      <PhaseHeading phase="verify-code" text={texts.heading} focus={focus} />
      <p>{texts.text(email)}</p>
      <CodeSentStatus
        resendFailure={resendFailed ? resendFailureText(a, resend.error) : null}
        sentAt={sentAt}
        sentText={texts.sentAt}
        qa={{ error: 'verification-code-resend-error', sent: 'verification-code-sent' }}
        fallback={<p data-qa="verification-code-not-sent">{texts.noCodeYet}</p>}
      />
      {checkFailed && (
        <Alert variant="error" qa="verification-code-error">
          {checkFailureText(t, a, check.error)}
        </Alert>
      )}
      <Form onSubmit={onSubmit} qa="verify-code-form">
        <CodeField
          field={register('verificationCode')}
          error={errors.verificationCode?.message}
          qa="verify-email-code"
        />
        <FormActions>
          <Button
            type="submit"
            pending={check.isPending}
            pendingText={texts.submitting}
            qa="verify-code-submit"
          >
            {texts.submit}
          </Button>
          <Button
            variant="secondary"
            pending={resend.isPending}
            pendingText={a.common.sending}
            onClick={onResend}
            qa="verify-code-resend"
          >
            {texts.resend}
          </Button>
        </FormActions>
      </Form>
      <p>
        <Button variant="link" onClick={onChangeEmail} qa="verify-code-change-email">
          {texts.changeEmail}
        </Button>
      </p>
    </>
  )
}
