/**
 * The staff login (issue 14 "Staff log in with a password and a second factor (TOTP …, with
 * recovery codes); enrolment on first login"): the password page at `/henkilosto`, then either
 * the code page (`/henkilosto/tunnistus`, with recovery codes as the way out) or, on the first
 * login, the enrolment page (`/henkilosto/kayttoonotto`: the key and `otpauth://` link for the
 * authenticator app, the first code, then the recovery codes shown once).
 */
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Navigate, useNavigate } from 'react-router'
import { loginBodySchema } from '@asukas/contract/endpoints/auth'
import type { LoginBody } from '@asukas/contract/endpoints/auth'
import { isApiError } from '../../shared/api/client.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useStaffText } from '../../shared/i18n/staff/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { isTooManyAttempts } from '../../shared/lib/password-errors.ts'
import { staffPaths } from '../../shared/lib/staff-paths.ts'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { TextField } from '../../shared/ui/kit/Field.tsx'
import { useStaffMe } from './queries.ts'
import {
  useConfirmEnrolment,
  useEnrolment,
  usePasswordStep,
  useSecondFactor,
} from './login-queries.ts'
import { Button, ButtonLink, buttonClassName } from '../../shared/ui/kit/Button.tsx'
import styles from './StaffLogin.module.css'

/** The password page (default export for `React.lazy`). */
export default function StaffPasswordScreen() {
  const { t } = useTranslation()
  const texts = useStaffText().login
  useDocumentTitle(texts.title)
  const navigate = useNavigate()
  const me = useStaffMe()
  const step = usePasswordStep()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  })
  if (me.data) return <Navigate to={staffPaths.inbox} replace />
  const onSubmit = handleSubmit((body) => {
    setFailure(null)
    step.mutate(body, {
      onSuccess: ({ next }) =>
        void navigate(next === 'enrolment' ? staffPaths.enrolment : staffPaths.secondFactor),
      onError: (error) => {
        if (isApiError(error, 'INVALID_CREDENTIALS')) setFailure(texts.invalidCredentials)
        else if (isApiError(error, 'STAFF_ACCOUNT_LOCKED')) setFailure(texts.locked)
        else if (isTooManyAttempts(error)) setFailure(texts.tooMany)
        else setFailure(texts.failed)
      },
    })
  })
  return (
    <div className="account-page" data-qa="staff-login">
      <section className="panel" aria-labelledby="staff-login-title">
        <h1 id="staff-login-title">{texts.title}</h1>
        <p>{texts.intro}</p>
        {failure && (
          <Alert variant="error" qa="staff-login-error">
            {failure}
          </Alert>
        )}
        <form
          className="staff-form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          data-qa="staff-login-form"
        >
          <TextField
            label={texts.email}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            qa="staff-login-username"
            error={validationMessage(t, errors.username?.message)}
            {...register('username')}
          />
          <TextField
            label={texts.password}
            type="password"
            autoComplete="current-password"
            required
            qa="staff-login-password"
            error={validationMessage(t, errors.password?.message)}
            {...register('password')}
          />
          <Button
            type="submit"
            variant="primary"
            block
            disabled={step.isPending}
            qa="staff-login-submit"
          >
            {step.isPending ? texts.submitting : texts.submit}
          </Button>
        </form>
      </section>
    </div>
  )
}

/** Message of a failed code step. */
function useCodeFailure() {
  const texts = useStaffText().login
  return (error: unknown): string => {
    if (isApiError(error, 'CODE_MISMATCH_EXCEPTION') || isApiError(error, 'VALIDATION_ERROR')) {
      return texts.wrongCode
    }
    if (isApiError(error, 'STAFF_ACCOUNT_LOCKED')) return texts.locked
    if (isTooManyAttempts(error)) return texts.tooMany
    if (isApiError(error, 'UNAUTHORIZED')) return texts.expired
    return texts.failed
  }
}

/** The code page: a TOTP code, or a recovery code. */
export function StaffSecondFactorScreen() {
  const texts = useStaffText().login
  useDocumentTitle(texts.secondFactorTitle)
  const navigate = useNavigate()
  const verify = useSecondFactor()
  const failureOf = useCodeFailure()
  const [recovery, setRecovery] = useState(false)
  const [value, setValue] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [expired, setExpired] = useState(false)
  const submit = () => {
    setFailure(null)
    const body = recovery ? { recoveryCode: value } : { code: value.trim() }
    verify.mutate(body, {
      onSuccess: () => void navigate(staffPaths.inbox, { replace: true }),
      onError: (error) => {
        setFailure(failureOf(error))
        setExpired(
          isApiError(error, 'UNAUTHORIZED') ||
            isTooManyAttempts(error) ||
            isApiError(error, 'STAFF_ACCOUNT_LOCKED'),
        )
        setValue('')
      },
    })
  }
  return (
    <div className="account-page" data-qa="staff-second-factor">
      <section className="panel" aria-labelledby="staff-2fa-title">
        <h1 id="staff-2fa-title">{texts.secondFactorTitle}</h1>
        <p>{recovery ? texts.recoveryHint : texts.secondFactorIntro}</p>
        {failure && (
          <Alert variant="error" qa="staff-2fa-error">
            {failure}
          </Alert>
        )}
        {expired ? (
          <ButtonLink variant="primary" to={staffPaths.login} replace>
            {texts.backToLogin}
          </ButtonLink>
        ) : (
          <form
            className="staff-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <TextField
              label={recovery ? texts.recoveryCode : texts.code}
              hint={recovery ? undefined : texts.codeHint}
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              required
              value={value}
              onChange={(event) => setValue(event.target.value)}
              qa={recovery ? 'staff-recovery-code' : 'staff-totp-code'}
            />
            <Button
              type="submit"
              variant="primary"
              block
              disabled={verify.isPending || value.trim() === ''}
              qa="staff-2fa-submit"
            >
              {verify.isPending ? texts.verifying : texts.verify}
            </Button>
            <Button
              type="button"
              variant="secondary"
              qa="staff-2fa-switch"
              onClick={() => {
                setRecovery(!recovery)
                setValue('')
                setFailure(null)
              }}
            >
              {recovery ? texts.useTotp : texts.useRecovery}
            </Button>
          </form>
        )}
      </section>
    </div>
  )
}

/** The enrolment page: key, link, first code; then the recovery codes. */
export function StaffEnrolmentScreen() {
  const texts = useStaffText().login
  useDocumentTitle(texts.enrolTitle)
  const navigate = useNavigate()
  const enrolment = useEnrolment()
  const confirm = useConfirmEnrolment()
  const failureOf = useCodeFailure()
  const [code, setCode] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  if (recoveryCodes) {
    return (
      <div className="account-page" data-qa="staff-recovery-codes">
        <section className="panel" aria-labelledby="staff-recovery-title">
          <h1 id="staff-recovery-title">{texts.recoveryTitle}</h1>
          <p>{texts.recoveryIntro}</p>
          <ul className={styles.recoveryCodes}>
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="primary"
            qa="staff-recovery-continue"
            onClick={() => void navigate(staffPaths.inbox, { replace: true })}
          >
            {texts.continue}
          </Button>
        </section>
      </div>
    )
  }
  if (enrolment.isPending) return <Loader />
  if (enrolment.isError) {
    return (
      <div className="account-page">
        <Alert variant="error" qa="staff-enrol-error">
          {texts.expired}
        </Alert>
        <ButtonLink variant="primary" to={staffPaths.login} replace>
          {texts.backToLogin}
        </ButtonLink>
      </div>
    )
  }
  const data = enrolment.data
  return (
    <div className="account-page" data-qa="staff-enrolment">
      <section className="panel" aria-labelledby="staff-enrol-title">
        <h1 id="staff-enrol-title">{texts.enrolTitle}</h1>
        <p>{texts.enrolIntro}</p>
        <p>
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={data.otpauthUri}
            data-qa="staff-otpauth-link"
          >
            {texts.openInApp}
          </a>
        </p>
        <dl className="details-list">
          <div>
            <dt>{texts.secretLabel}</dt>
            <dd>
              <code className={styles.totpSecret} data-qa="staff-totp-secret">
                {data.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
            </dd>
          </div>
        </dl>
        {failure && (
          <Alert variant="error" qa="staff-enrol-code-error">
            {failure}
          </Alert>
        )}
        <form
          className="staff-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            setFailure(null)
            confirm.mutate(code.trim(), {
              onSuccess: (answer) => setRecoveryCodes(answer.recoveryCodes),
              onError: (error) => {
                setFailure(failureOf(error))
                setCode('')
              },
            })
          }}
        >
          <TextField
            label={texts.code}
            hint={texts.codeHint}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            qa="staff-enrol-code"
          />
          <Button
            type="submit"
            variant="primary"
            block
            disabled={confirm.isPending || code.trim() === ''}
            qa="staff-enrol-submit"
          >
            {confirm.isPending ? texts.verifying : texts.enrol}
          </Button>
        </form>
      </section>
    </div>
  )
}
