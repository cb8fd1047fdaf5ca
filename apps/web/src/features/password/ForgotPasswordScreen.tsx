/**
 * Forgot password `/password/forgot` (spec 01 §2 "Forgot password: email step, then code step",
 * §4 "Password reset or change"; spec 02 §8 "Password change by code"):
 *
 * 1. e-mail: a reset code is mailed if the address has an account (the answer never says);
 * 2. code and new password (policy checklist, entered twice); 'send a new code' and 'change
 *    address' on the side;
 * 3. completed (then login), or 'password change failed' with its cause and 'try again', which
 *    returns to the code step with the address kept.
 */
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { routes } from '@asukas/contract'
import {
  confirmForgottenPasswordFormSchema,
  forgotPasswordFormSchema,
} from '../../shared/forms/account-forms.ts'
import { useAppForm } from '../../shared/forms/useAppForm.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import type { AccountsTranslations } from '../../shared/i18n/accounts/fi.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { isTooManyAttempts, passwordChangeCause } from '../../shared/lib/password-errors.ts'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { CodeField, CodeSentStatus, SendCodeForm } from '../../shared/ui/CodeField.tsx'
import { DevMailboxLink } from '../../shared/ui/DevMailboxLink.tsx'
import { Button, ButtonLink } from '../../shared/ui/kit/Button.tsx'
import { NewPasswordFields } from '../../shared/ui/NewPasswordFields.tsx'
import { PasswordChangeOutcome } from '../../shared/ui/PasswordChangeOutcome.tsx'
import type { PasswordChangeResult } from '../../shared/ui/PasswordChangeOutcome.tsx'
import { UsernameField } from '../../shared/ui/UsernameField.tsx'
import { useConfirmForgottenPassword, useForgotPassword } from './queries.ts'
import { Form, FormActions } from '../../shared/forms/Form.tsx'
import account from '../../shared/ui/AccountPage.module.css'

/** Where the page is. */
type Step =
  | { kind: 'email' }
  | { kind: 'code'; email: string; resentAt: string | null }
  | { kind: 'outcome'; email: string; result: PasswordChangeResult }

/** Focuses the step's heading when the step changes (not on the first render). */
function useStepFocus(key: string) {
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    heading.current?.focus()
  }, [key])
  return heading
}

/** The text of a failed code mail (translated at render from the error the mutation keeps). */
function sendFailureText(a: AccountsTranslations, error: unknown): string {
  return isTooManyAttempts(error) ? a.common.tooManyAttempts : a.forgotPassword.sendFailed
}

/** Step 1: the e-mail address. */
function EmailStep({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string
  onSent: (email: string) => void
}) {
  const { t } = useTranslation()
  const a = useAccountsText()
  const send = useForgotPassword()
  const form = useAppForm(forgotPasswordFormSchema, { defaultValues: { email: defaultEmail } })
  const onSubmit = form.handleSubmit(({ email }) =>
    send.mutate(email, {
      onSuccess: () => onSent(email),
      onError: (error) => void form.applyServerErrors(error),
    }),
  )
  return (
    <>
      <p>{a.forgotPassword.emailText}</p>
      {send.isError && (
        <Alert variant="error" qa="forgot-password-send-error">
          {sendFailureText(a, send.error)}
        </Alert>
      )}
      <SendCodeForm
        field={form.register('email')}
        error={validationMessage(t, form.formState.errors.email?.message)}
        autoComplete="username"
        pending={send.isPending}
        submitText={a.forgotPassword.sendCode}
        onSubmit={onSubmit}
        qa={{
          form: 'forgot-password-email-form',
          email: 'forgot-password-email',
          submit: 'forgot-password-send',
        }}
      />
    </>
  )
}

/** Step 2: code and new password. */
function CodeStep({
  email,
  resentAt,
  onResent,
  onChangeEmail,
  onDone,
}: {
  email: string
  resentAt: string | null
  onResent: (at: string) => void
  onChangeEmail: () => void
  onDone: (result: PasswordChangeResult) => void
}) {
  const a = useAccountsText()
  const confirm = useConfirmForgottenPassword()
  const resend = useForgotPassword()
  const form = useAppForm(confirmForgottenPasswordFormSchema, {
    defaultValues: { email, resetCode: '', newPassword: '', confirmPassword: '' },
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  const onSubmit = handleSubmit(({ resetCode, newPassword }) => {
    confirm.mutate(
      { email, resetCode, newPassword },
      {
        onSuccess: () => onDone({ kind: 'completed' }),
        onError: (error) => onDone({ kind: 'failed', cause: passwordChangeCause(error) }),
      },
    )
  })
  const onResend = () =>
    resend.mutate(email, {
      // The answer carries no time: the code was sent now.
      onSuccess: () => onResent(new Date().toISOString()),
    })
  return (
    <>
      <p>{a.forgotPassword.codeText(email)}</p>
      <CodeSentStatus
        resendFailure={resend.isError ? sendFailureText(a, resend.error) : null}
        sentAt={resentAt}
        sentText={a.forgotPassword.resent}
        qa={{ error: 'forgot-password-resend-error', sent: 'forgot-password-resent' }}
      />
      <Form onSubmit={onSubmit} qa="forgot-password-code-form">
        <UsernameField qa="forgot-password-code-email" {...register('email')} />
        <CodeField
          field={register('resetCode')}
          error={errors.resetCode?.message}
          qa="forgot-password-code"
        />
        <NewPasswordFields form={form} qa="forgot-password" />
        <FormActions>
          <Button
            type="submit"
            pending={confirm.isPending}
            pendingText={a.passwordChange.submitting}
            qa="forgot-password-submit"
          >
            {a.passwordChange.submit}
          </Button>
          <Button
            pending={resend.isPending}
            pendingText={a.common.sending}
            variant="secondary"
            onClick={onResend}
            qa="forgot-password-resend"
          >
            {a.forgotPassword.resend}
          </Button>
        </FormActions>
      </Form>
      <p>
        <Button variant="link" onClick={onChangeEmail} qa="forgot-password-change-email">
          {a.forgotPassword.changeEmail}
        </Button>
      </p>
    </>
  )
}

/** The forgot-password page (default export for `React.lazy`). */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation()
  const a = useAccountsText()
  useDocumentTitle(t.screens.passwordForgot)
  const [step, setStep] = useState<Step>({ kind: 'email' })
  const [lastEmail, setLastEmail] = useState('')
  const heading = useStepFocus(step.kind === 'outcome' ? `outcome-${step.result.kind}` : step.kind)
  const stepNumber = step.kind === 'email' ? 1 : 2

  return (
    <div className={account.page} data-qa="forgot-password">
      <h1>{t.screens.passwordForgot}</h1>
      <section className="panel" aria-labelledby="forgot-password-step">
        <h2 id="forgot-password-step" ref={heading} tabIndex={-1} className={account.phaseHeading}>
          {step.kind === 'outcome' ? (
            step.result.kind === 'completed' ? (
              a.passwordChange.completedTitle
            ) : (
              a.passwordChange.failedTitle
            )
          ) : (
            <>
              <span className={account.phaseStep}>{a.common.stepOf(stepNumber, 2)}</span>
              {step.kind === 'email' ? a.forgotPassword.emailHeading : a.forgotPassword.codeHeading}
            </>
          )}
        </h2>
        {step.kind === 'email' && (
          <EmailStep
            defaultEmail={lastEmail}
            onSent={(email) => {
              setLastEmail(email)
              setStep({ kind: 'code', email, resentAt: null })
            }}
          />
        )}
        {step.kind === 'code' && (
          <CodeStep
            email={step.email}
            resentAt={step.resentAt}
            onResent={(at) => setStep({ ...step, resentAt: at })}
            onChangeEmail={() => setStep({ kind: 'email' })}
            onDone={(result) => setStep({ kind: 'outcome', email: step.email, result })}
          />
        )}
        {step.kind === 'outcome' && (
          <PasswordChangeOutcome
            result={step.result}
            completedText={a.forgotPassword.completedText}
            completedAction={
              <ButtonLink to={routes.login} qa="forgot-password-login">
                {a.common.toLogin}
              </ButtonLink>
            }
            onTryAgain={() => setStep({ kind: 'code', email: step.email, resentAt: null })}
            titled={false}
          />
        )}
      </section>
      {step.kind !== 'outcome' && <DevMailboxLink />}
      <p>
        <Link to={routes.login} data-qa="forgot-password-back">
          {a.common.backToLogin}
        </Link>
      </p>
    </div>
  )
}
