/**
 * Verify-email page `/register/verify-email`, where the identity provider returns to (spec 01 §2,
 * §4 "Registration phases"; spec 02 §8 "Registration"). Phases:
 *
 * 1. confirm-send: the e-mail address (lower-cased; pre-filled from a valid `email` query
 *    parameter), and 'send code'. A failure shows 'confirmEmailSubmitError' with a link to reset
 *    the old registration (identify again with `resetOldUser`).
 * 2. verify-code: the 6-digit code; 'resend' shows a warning with the time sent, a failed resend
 *    'verificationCodeResendError', a wrong code 'verificationCodeError'. In continue mode
 *    (`?mode=continue&email=`) the page starts here and a right code completes the registration.
 * 3. create-password: the password under the policy, twice.
 * 4. success, then login.
 *
 * Cancel leads to logout with `registration_cancelled`; an answer 401 (no registration in progress:
 * unauthorised entry) to logout with `registration_failed`; an account that exists meanwhile, or
 * a person no longer a tenant, to the login states `user_already_registered` / `no_tenant_found`.
 * Focus moves to each new phase's heading.
 */
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { routes } from '@asukas/contract'
import {
  registrationCodeFormSchema,
  registrationEmailFormSchema,
  registrationPasswordFormSchema,
} from '@asukas/domain'
import type { z } from 'zod'
import { isApiError } from '../../shared/api/client.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { errorMessage } from '../../shared/lib/error-message.ts'
import { isTooManyAttempts } from '../../shared/lib/password-errors.ts'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { CodeField, CodeSentStatus } from '../../shared/ui/CodeField.tsx'
import { DevMailboxLink } from '../../shared/ui/DevMailboxLink.tsx'
import { LinkButton } from '../../shared/ui/LinkButton.tsx'
import { NewPasswordFields } from '../../shared/ui/NewPasswordFields.tsx'
import { PendingButton } from '../../shared/ui/PendingButton.tsx'
import { TextField } from '../../shared/ui/TextField.tsx'
import { UsernameField } from '../../shared/ui/UsernameField.tsx'
import { useCheckVerificationCode, useCreateAccount, useSendVerificationCode } from './queries.ts'
import {
  logoutWithState,
  registrationCancelledPath,
  registrationFailedPath,
  verifyEmailStartOf,
} from './registration-flow.ts'
import type { RegistrationRouteState, VerifyEmailPhase } from './registration-flow.ts'

type EmailForm = z.input<typeof registrationEmailFormSchema>
type CodeForm = z.input<typeof registrationCodeFormSchema>
type PasswordForm = z.input<typeof registrationPasswordFormSchema>

/** The numbered phases (success has no number). */
const numberedPhases: readonly VerifyEmailPhase[] = [
  'confirm-send',
  'verify-code',
  'create-password',
]

/** A phase's heading with its step number; focused when the phase is entered (not on load). */
function PhaseHeading({
  phase,
  text,
  focus,
}: {
  phase: VerifyEmailPhase
  text: string
  focus: boolean
}) {
  const a = useAccountsText()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  const index = numberedPhases.indexOf(phase)
  return (
    <h2 ref={heading} tabIndex={-1} className="phase-heading" data-qa={`verify-email-${phase}`}>
      {index >= 0 && (
        <span className="phase-heading__step">
          {a.common.stepOf(index + 1, numberedPhases.length)}
        </span>
      )}
      {text}
    </h2>
  )
}

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

/** The field error of an address another account has (not a spec 02 §5 key: shown as such). */
const EMAIL_IN_USE = 'email_in_use'

/** Phase 1: the e-mail address and 'send code'. */
function ConfirmSendPhase({
  defaultEmail,
  notice,
  focus,
  onSent,
}: {
  defaultEmail: string
  /** A message carried from a later phase (e.g. the address was not verified). */
  notice: string | null
  focus: boolean
  onSent: (email: string, sentAt: string) => void
}) {
  const { t } = useTranslation()
  const a = useAccountsText()
  const texts = a.verifyEmail.confirmSend
  const navigate = useNavigate()
  const sendCode = useSendVerificationCode()
  const [failure, setFailure] = useState<string | null>(null)
  const [canReset, setCanReset] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailForm>({
    resolver: zodResolver(registrationEmailFormSchema),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  })

  const onSubmit = handleSubmit(({ email }) => {
    setFailure(null)
    sendCode.mutate(email, {
      onSuccess: ({ sentAt }) => onSent(email, sentAt),
      onError: (error) => {
        if (isApiError(error, 'UNAUTHORIZED')) {
          void navigate(registrationFailedPath)
        } else if (isTooManyAttempts(error)) {
          setFailure(a.common.tooManyAttempts)
          setCanReset(false)
        } else if (isApiError(error, 'VALIDATION_ERROR')) {
          // The format was checked before sending: the server's field error means "in use"
          // (issue 10 finding 4: not "invalid e-mail").
          setError('email', { message: EMAIL_IN_USE })
          setFailure(texts.emailInUse)
          setCanReset(true)
        } else {
          setFailure(errorMessage(t, error))
          setCanReset(true)
        }
      },
    })
  })

  return (
    <>
      <PhaseHeading phase="confirm-send" text={texts.heading} focus={focus} />
      <p>{texts.text}</p>
      {notice && (
        <Alert variant="warning" qa="verify-email-notice">
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert variant="error" title={texts.confirmEmailSubmitError} qa="confirm-email-error">
          {/* "In use" is said on the field itself. */}
          {failure !== texts.emailInUse && <p>{failure}</p>}
          {canReset && (
            <p>
              <ResetRegistrationLink />
            </p>
          )}
        </Alert>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        data-qa="confirm-send-form"
      >
        <TextField
          label={a.common.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          qa="verify-email-email"
          error={
            errors.email?.message === EMAIL_IN_USE
              ? texts.emailInUse
              : validationMessage(t, errors.email?.message)
          }
          {...register('email')}
        />
        <div className="form__actions">
          <PendingButton
            pending={sendCode.isPending}
            pendingText={a.common.sending}
            qa="confirm-send-submit"
          >
            {texts.submit}
          </PendingButton>
        </div>
      </form>
    </>
  )
}

/** Phase 2: the code, with resend and change of address. */
function VerifyCodePhase({
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
  onVerified: () => void
  onResent: (sentAt: string) => void
  onChangeEmail: () => void
}) {
  const { t } = useTranslation()
  const a = useAccountsText()
  const texts = a.verifyEmail.verifyCode
  const navigate = useNavigate()
  const check = useCheckVerificationCode()
  const resend = useSendVerificationCode()
  const [failure, setFailure] = useState<string | null>(null)
  const [resendFailure, setResendFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<CodeForm>({
    resolver: zodResolver(registrationCodeFormSchema),
    defaultValues: { email, verificationCode: '' },
    mode: 'onTouched',
  })

  const onSubmit = handleSubmit((body) => {
    setFailure(null)
    check.mutate(body, {
      onSuccess: onVerified,
      onError: (error) => {
        if (isApiError(error, 'UNAUTHORIZED')) void navigate(registrationFailedPath)
        else if (isApiError(error, 'CODE_MISMATCH_EXCEPTION', 'VALIDATION_ERROR')) {
          setFailure(texts.verificationCodeError)
        } else if (isApiError(error, 'EXPIRED_CODE_EXCEPTION')) setFailure(texts.expiredCode)
        else if (isTooManyAttempts(error)) setFailure(a.common.tooManyAttempts)
        else setFailure(errorMessage(t, error))
      },
    })
  })

  const onResend = () => {
    setFailure(null)
    setResendFailure(null)
    resend.mutate(email, {
      onSuccess: (answer) => {
        setValue('verificationCode', '')
        onResent(answer.sentAt)
      },
      onError: (error) => {
        if (isApiError(error, 'UNAUTHORIZED')) void navigate(registrationFailedPath)
        else if (isTooManyAttempts(error)) setResendFailure(a.common.tooManyAttempts)
        else setResendFailure(texts.verificationCodeResendError)
      },
    })
  }

  return (
    <>
      <PhaseHeading phase="verify-code" text={texts.heading} focus={focus} />
      <p>{texts.text(email)}</p>
      <CodeSentStatus
        resendFailure={resendFailure}
        sentAt={sentAt}
        sentText={texts.sentAt}
        qa={{ error: 'verification-code-resend-error', sent: 'verification-code-sent' }}
        fallback={<p data-qa="verification-code-not-sent">{texts.noCodeYet}</p>}
      />
      {failure && (
        <Alert variant="error" qa="verification-code-error">
          {failure}
        </Alert>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        data-qa="verify-code-form"
      >
        <CodeField
          field={register('verificationCode')}
          error={errors.verificationCode?.message}
          qa="verify-email-code"
        />
        <div className="form__actions">
          <PendingButton
            pending={check.isPending}
            pendingText={texts.submitting}
            qa="verify-code-submit"
          >
            {texts.submit}
          </PendingButton>
          <PendingButton
            pending={resend.isPending}
            pendingText={a.common.sending}
            variant="secondary"
            onClick={onResend}
            qa="verify-code-resend"
          >
            {texts.resend}
          </PendingButton>
        </div>
      </form>
      <p>
        <LinkButton onClick={onChangeEmail} qa="verify-code-change-email">
          {texts.changeEmail}
        </LinkButton>
      </p>
    </>
  )
}

/** Phase 3: the password, twice, under the policy. */
function CreatePasswordPhase({
  email,
  focus,
  onCreated,
  onEmailNotVerified,
}: {
  email: string
  focus: boolean
  onCreated: () => void
  onEmailNotVerified: () => void
}) {
  const a = useAccountsText()
  const texts = a.verifyEmail.createPassword
  const navigate = useNavigate()
  const create = useCreateAccount()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<PasswordForm>({
    resolver: zodResolver(registrationPasswordFormSchema),
    defaultValues: { email, newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  })
  const { register, handleSubmit, setError } = form

  const onSubmit = handleSubmit(({ newPassword }) => {
    setFailure(null)
    create.mutate(
      { email, newPassword },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (isApiError(error, 'UNAUTHORIZED')) void navigate(registrationFailedPath)
          else if (isApiError(error, 'USER_ALREADY_REGISTERED')) {
            void navigate(logoutWithState('user_already_registered'))
          } else if (isApiError(error, 'NO_TENANT_FOUND')) {
            void navigate(logoutWithState('no_tenant_found'))
          } else if (isApiError(error, 'USER_EMAIL_NOT_VERIFIED')) onEmailNotVerified()
          else if (isApiError(error, 'INVALID_PASSWORD_EXCEPTION')) {
            setError('newPassword', { message: 'invalid_string' })
            setFailure(a.passwordChange.causes.wrongPassword)
          } else if (isTooManyAttempts(error)) setFailure(a.common.tooManyAttempts)
          else setFailure(texts.accountCreationError)
        },
      },
    )
  })

  return (
    <>
      <PhaseHeading phase="create-password" text={texts.heading} focus={focus} />
      <p>{texts.text}</p>
      {failure && (
        <Alert variant="error" qa="create-password-error">
          {failure}
        </Alert>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        data-qa="create-password-form"
      >
        <UsernameField qa="create-password-email" {...register('email')} />
        <NewPasswordFields form={form} qa="create-password" />
        <div className="form__actions">
          <PendingButton
            pending={create.isPending}
            pendingText={texts.submitting}
            qa="create-password-submit"
          >
            {texts.submit}
          </PendingButton>
        </div>
      </form>
    </>
  )
}

/** The verify-email page (default export for `React.lazy`). */
export default function VerifyEmailScreen() {
  const { t } = useTranslation()
  const a = useAccountsText()
  useDocumentTitle(t.screens.registerVerifyEmail)
  const [search] = useSearchParams()
  const location = useLocation()
  const [start] = useState(() => verifyEmailStartOf(search, location.state))
  const [phase, setPhase] = useState<VerifyEmailPhase>(start.phase)
  const [email, setEmail] = useState(start.email)
  const [sentAt, setSentAt] = useState<string | null>(start.sentAt)
  const [notice, setNotice] = useState<string | null>(null)
  const [moved, setMoved] = useState(false)

  const go = (next: VerifyEmailPhase) => {
    setMoved(true)
    setPhase(next)
  }

  return (
    <div className="account-page" data-qa="verify-email">
      <h1>{t.screens.registerVerifyEmail}</h1>
      <section className="panel">
        {phase === 'confirm-send' && (
          <ConfirmSendPhase
            defaultEmail={email}
            notice={notice}
            focus={moved}
            onSent={(address, time) => {
              setEmail(address)
              setSentAt(time)
              setNotice(null)
              go('verify-code')
            }}
          />
        )}
        {phase === 'verify-code' && (
          <VerifyCodePhase
            email={email}
            sentAt={sentAt}
            focus={moved}
            onVerified={() => go(start.continueMode ? 'success' : 'create-password')}
            onResent={setSentAt}
            onChangeEmail={() => go('confirm-send')}
          />
        )}
        {phase === 'create-password' && (
          <CreatePasswordPhase
            email={email}
            focus={moved}
            onCreated={() => go('success')}
            onEmailNotVerified={() => {
              setNotice(t.login.states.user_email_not_verified)
              go('confirm-send')
            }}
          />
        )}
        {phase === 'success' && (
          <>
            <PhaseHeading phase="success" text={a.verifyEmail.success.heading} focus={moved} />
            <Alert variant="success" qa="registration-success">
              {a.verifyEmail.success.text}
            </Alert>
            <Link className="button button--primary" to={routes.login} data-qa="register-login">
              {a.verifyEmail.success.login}
            </Link>
          </>
        )}
      </section>
      {phase !== 'success' && (
        <>
          <DevMailboxLink />
          <p>
            <Link to={registrationCancelledPath} data-qa="register-cancel">
              {a.verifyEmail.cancel}
            </Link>
          </p>
        </>
      )}
    </div>
  )
}
