/**
 * Verify-email phase 1 (spec 01 §4 "Registration phases", spec 02 §8 "Registration"): the e-mail
 * address (lower-cased; pre-filled from a valid `email` query parameter) and 'send code'. A
 * failure to send shows 'confirmEmailSubmitError' with its cause and, unless the limit was hit, a
 * link to restart the registration (identify again with `resetOldUser`). An address already in
 * use is no sending failure: it is said once, on the field (the server's field error), with a link
 * to reset the password of the account that has it (issue 26 item 22: the page said both "in
 * use" and "sending the code failed, start again"). 401: no registration →
 * `registration_failed`.
 */
import { Link, useNavigate } from 'react-router'
import { routes } from '@asukas/contract'
import { isApiError } from '../../../shared/api/client.ts'
import { registrationEmailFormSchema } from '../../../shared/forms/account-forms.ts'
import { useAppForm } from '../../../shared/forms/useAppForm.ts'
import { useAccountsText } from '../../../shared/i18n/accounts/section.ts'
import type { AccountsTranslations } from '../../../shared/i18n/accounts/fi.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import type { Translations } from '../../../shared/i18n/fi.ts'
import { errorMessage } from '../../../shared/lib/error-message.ts'
import { isTooManyAttempts } from '../../../shared/lib/password-errors.ts'
import { validationMessage } from '../../../shared/lib/validation-message.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { SendCodeForm } from '../../../shared/ui/CodeField.tsx'
import { useSendVerificationCode } from '../queries.ts'
import { registrationFailedPath } from '../registration-flow.ts'
import type { RegistrationRouteState } from '../registration-flow.ts'
import { PhaseHeading } from './PhaseHeading.tsx'

/** The failure text of sending the code (translated at render from the error kept in state). */
function sendFailureText(t: Translations, a: AccountsTranslations, error: unknown): string {
  return isTooManyAttempts(error) ? a.common.tooManyAttempts : errorMessage(t, error)
}

/** The field error of an address another account has (not a spec 02 §5 key: shown as such). */
const EMAIL_IN_USE = 'email_in_use'

/** Link to restart the registration (identify again, discarding the interrupted one). */
function ResetRegistrationLink() {
  const a = useAccountsText()
  const state: RegistrationRouteState = { resetOldUser: true }
  return (
    <Link to={routes.registerChooseAuth} state={state} data-qa="register-reset-old">
      {a.verifyEmail.confirmSend.resetOldRegistration}
    </Link>
  )
}

/** Phase 1: the e-mail address and 'send code'. */
export function ConfirmSendPhase({
  defaultEmail,
  emailNotVerified,
  focus,
  onSent,
}: {
  defaultEmail: string
  /** The create-password step found the address unproven: say so. */
  emailNotVerified: boolean
  focus: boolean
  onSent: (email: string, sentAt: string) => void
}) {
  const { t } = useTranslation()
  const a = useAccountsText()
  const texts = a.verifyEmail.confirmSend
  const navigate = useNavigate()
  const sendCode = useSendVerificationCode()
  const form = useAppForm(registrationEmailFormSchema, { defaultValues: { email: defaultEmail } })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form

  const onSubmit = handleSubmit(({ email }) =>
    sendCode.mutate(email, {
      onSuccess: ({ sentAt }) => onSent(email, sentAt),
      onError: (error) => {
        if (isApiError(error, 'UNAUTHORIZED')) void navigate(registrationFailedPath)
        // The format was checked before sending: the server's field error means "in use"
        // (issue 10 finding 4: not "invalid e-mail").
        else if (isApiError(error, 'VALIDATION_ERROR')) {
          form.setError('email', { message: EMAIL_IN_USE }, { shouldFocus: true })
        } else form.applyServerErrors(error)
      },
    }),
  )
  // "In use" is the field's error, not a failure to send (see the module comment).
  const failure =
    sendCode.isError &&
    !isApiError(sendCode.error, 'UNAUTHORIZED') &&
    !isApiError(sendCode.error, 'VALIDATION_ERROR')
  const inUse = errors.email?.message === EMAIL_IN_USE

  return (
    <>
      <PhaseHeading phase="confirm-send" text={texts.heading} focus={focus} />
      <p>{texts.text}</p>
      {emailNotVerified && (
        <Alert variant="warning" qa="verify-email-notice">
          {t.login.states.user_email_not_verified}
        </Alert>
      )}
      {failure && (
        <Alert variant="error" title={texts.confirmEmailSubmitError} qa="confirm-email-error">
          <p>{sendFailureText(t, a, sendCode.error)}</p>
          {!isTooManyAttempts(sendCode.error) && (
            <p>
              <ResetRegistrationLink />
            </p>
          )}
        </Alert>
      )}
      <SendCodeForm
        field={register('email')}
        error={inUse ? texts.emailInUse : validationMessage(t, errors.email?.message)}
        autoComplete="email"
        pending={sendCode.isPending}
        submitText={texts.submit}
        onSubmit={onSubmit}
        qa={{
          form: 'confirm-send-form',
          email: 'verify-email-email',
          submit: 'confirm-send-submit',
        }}
      >
        {inUse && (
          <p data-qa="verify-email-in-use-reset">
            {texts.emailInUseResetText}{' '}
            <Link to={routes.passwordForgot} data-qa="verify-email-forgot-password">
              {texts.emailInUseResetLink}
            </Link>
          </p>
        )}
      </SendCodeForm>
    </>
  )
}
