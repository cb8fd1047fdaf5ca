/**
 * Login page `/login` (spec 01 §2 "Login", spec 02 §8 login states and submit): e-mail and
 * password (the form scaffolding `useAppForm` with the contract's login body schema), a register button and a
 * forgot-password link, and one message per login state read from `?error=` or router state.
 * In demo mode it also links to the dev mailbox (issue 4 "E-mail"). After a login the portal
 * opens in the resident's stored language, unless the visitor chose one before logging in.
 */
import { useState } from 'react'
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { loginBodySchema, routes } from '@asukas/contract'
import type { LoginBody } from '@asukas/contract'
import { isMessageKey, PASSWORD_MAX_LENGTH } from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { isLanguageChosen, persistLanguage } from '../../shared/i18n/detect.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { retryWaitOf, type Wait } from '../../shared/lib/retry-after.ts'
import type { Translations } from '../../shared/i18n/fi.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { DevMailboxLink } from '../../shared/ui/DevMailboxLink.tsx'
import { TextField } from '../../shared/ui/kit/Field.tsx'
import { logoutRedirectFor, readLoginMessage } from './login-state.ts'
import type { LoginMessage } from './login-state.ts'
import { useLogin } from './queries.ts'
import { Button, ButtonLink } from '../../shared/ui/kit/Button.tsx'
import { Form } from '../../shared/forms/Form.tsx'
import { useAppForm } from '../../shared/forms/useAppForm.ts'
import styles from './Login.module.css'

type SubmitError = 'invalid_credentials' | 'too_many_attempts' | 'generic_error'

function stateText(t: Translations, message: LoginMessage): string {
  const text = t.login.states[message.state]
  return typeof text === 'function' ? text(message.email) : text
}

/**
 * The message of a login field's error key. The password's `invalid_string` is its length:
 * too short or (over {@link PASSWORD_MAX_LENGTH}) too long (issue 10 finding 5).
 */
function fieldError(
  t: Translations,
  field: keyof LoginBody,
  key: string | undefined,
  value: string,
) {
  if (!key) return undefined
  if (field === 'password' && key === 'invalid_string') {
    return value.length > PASSWORD_MAX_LENGTH ? t.login.passwordTooLong : t.login.passwordTooShort
  }
  return isMessageKey(key) ? t.validation[key] : t.validation.invalid_string
}

/** The lockout text: with how long to wait when the server said (issue 10 finding 19). */
export function tooManyAttemptsText(t: Translations, wait: Wait | null): string {
  return wait === null
    ? t.login.tooManyAttempts
    : t.login.tooManyAttemptsWait(wait.amount, wait.unit)
}

/** The login page (default export for `React.lazy`). */
export default function LoginScreen() {
  const { t } = useTranslation()
  useDocumentTitle(t.screens.login)
  const [search] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const login = useLogin()
  const [submitError, setSubmitError] = useState<SubmitError | null>(null)
  const [wait, setWait] = useState<Wait | null>(null)
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useAppForm(loginBodySchema, { defaultValues: { username: '', password: '' } })

  const logoutRedirect = logoutRedirectFor(search, routes.logout)
  if (logoutRedirect) return <Navigate to={logoutRedirect} replace />
  const message = readLoginMessage(search, location.state)

  const onSubmit = handleSubmit((body) => {
    setSubmitError(null)
    login.mutate(body, {
      onSuccess: ({ locale }) => {
        // The portal opens in the resident's stored language unless the visitor chose one here
        // (switcher or `?lang=` link); the choice on this page does not change the stored one.
        if (!isLanguageChosen()) persistLanguage(locale)
        window.location.assign(routes.root)
      },
      onError: (error) => {
        if (isApiError(error, 'INVALID_CREDENTIALS')) setSubmitError('invalid_credentials')
        else if (isApiError(error, 'USER_NOT_CONFIRMED')) {
          const query = new URLSearchParams({ mode: 'continue', email: body.username })
          void navigate(`${routes.register}?${query.toString()}`)
        } else if (
          isApiError(
            error,
            'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
            'LIMIT_EXCEEDED_EXCEPTION',
            'TOO_MANY_REQUESTS_EXCEPTION',
          )
        ) {
          setWait(retryWaitOf(error))
          setSubmitError('too_many_attempts')
        } else setSubmitError('generic_error')
      },
    })
  })

  const submitting = login.isPending || login.isSuccess
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title">{t.login.title}</h1>
        <p>{t.login.intro}</p>
        {submitError ? (
          <Alert variant="error" qa="login-error">
            {submitError === 'too_many_attempts'
              ? tooManyAttemptsText(t, wait)
              : t.login.states[submitError]}
          </Alert>
        ) : (
          message && (
            <Alert
              variant={message.state === 'registration_cancelled' ? 'info' : 'warning'}
              qa={`login-state-${message.state}`}
            >
              {stateText(t, message)}
            </Alert>
          )
        )}
        <Form onSubmit={onSubmit} qa="login-form">
          <TextField
            label={t.login.username}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            qa="login-username"
            error={fieldError(t, 'username', errors.username?.message, '')}
            {...register('username')}
          />
          <TextField
            label={t.login.password}
            type="password"
            autoComplete="current-password"
            required
            qa="login-password"
            error={fieldError(t, 'password', errors.password?.message, watch('password'))}
            {...register('password')}
          />
          <Button type="submit" block disabled={submitting} qa="login-submit">
            {submitting ? t.login.submitting : t.login.submit}
          </Button>
          <p className={styles.forgot}>
            <Link to={routes.passwordForgot} data-qa="login-forgot-password">
              {t.login.forgotPassword}
            </Link>
          </p>
        </Form>
      </section>
      <section className={styles.card} aria-labelledby="register-title">
        <h2 id="register-title">{t.login.registerTitle}</h2>
        <p>{t.login.registerText}</p>
        <ButtonLink variant="secondary" to={routes.register} qa="login-register">
          {t.login.register}
        </ButtonLink>
        <DevMailboxLink />
      </section>
    </div>
  )
}
