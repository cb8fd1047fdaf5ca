/**
 * Register page `/register` (spec 01 §2 "Registration, login, password"): a new registration
 * (what it takes, then the method choice), or in continue mode (`?mode=continue&email=`, from a
 * login with USER_NOT_CONFIRMED or an identification of an unconfirmed account) the choice to
 * resume, which sends a new code and goes straight to code entry, or to restart, which identifies
 * again and discards the interrupted registration (`resetOldUser`).
 */
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { routes } from '@asukas/contract'
import { isApiError } from '../../shared/api/client.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { isTooManyAttempts } from '../../shared/lib/password-errors.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { useSendVerificationCode } from './queries.ts'
import {
  continueVerifyEmailPath,
  registerModeOf,
  registrationFailedPath,
} from './registration-flow.ts'
import type { RegistrationRouteState } from './registration-flow.ts'
import { Button, ButtonLink } from '../../shared/ui/kit/Button.tsx'

/** Continue mode: resume (new code, then code entry) or restart. */
function ContinueRegistration({ email }: { email: string }) {
  const a = useAccountsText()
  const navigate = useNavigate()
  const sendCode = useSendVerificationCode()
  const [error, setError] = useState<string | null>(null)
  const restartState: RegistrationRouteState = { resetOldUser: true }

  const resume = () => {
    setError(null)
    sendCode.mutate(email, {
      onSuccess: ({ sentAt }) => {
        const state: RegistrationRouteState = { sentAt }
        void navigate(continueVerifyEmailPath(email), { state })
      },
      onError: (failure) => {
        if (isApiError(failure, 'UNAUTHORIZED')) void navigate(registrationFailedPath)
        else if (isTooManyAttempts(failure)) setError(a.common.tooManyAttempts)
        else setError(a.verifyEmail.verifyCode.verificationCodeResendError)
      },
    })
  }

  return (
    <>
      <section className="panel" aria-labelledby="register-continue-title">
        <h2 id="register-continue-title">{a.register.continueTitle}</h2>
        <p>{a.register.continueText(email)}</p>
        {error && (
          <Alert variant="error" qa="register-resume-error">
            {error}
          </Alert>
        )}
        <Button onClick={resume} disabled={sendCode.isPending} qa="register-resume">
          {sendCode.isPending ? a.common.sending : a.register.resume}
        </Button>
      </section>
      <section className="panel" aria-labelledby="register-restart-title">
        <h2 id="register-restart-title">{a.register.restartTitle}</h2>
        <p>{a.register.restartText}</p>
        <ButtonLink
          variant="secondary"
          to={routes.registerChooseAuth}
          state={restartState}
          qa="register-restart"
        >
          {a.register.restart}
        </ButtonLink>
      </section>
    </>
  )
}

/** A new registration: the steps and the start button. */
function NewRegistration() {
  const a = useAccountsText()
  return (
    <section className="panel" aria-labelledby="register-steps-title">
      <p>{a.register.intro}</p>
      <h2 id="register-steps-title">{a.register.stepsTitle}</h2>
      <ol className="steps">
        {a.register.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <ButtonLink to={routes.registerChooseAuth} qa="register-start">
        {a.register.start}
      </ButtonLink>
    </section>
  )
}

/** The register page (default export for `React.lazy`). */
export default function RegisterScreen() {
  const { t } = useTranslation()
  const a = useAccountsText()
  useDocumentTitle(t.screens.register)
  const [search] = useSearchParams()
  const mode = registerModeOf(search)
  return (
    <div className="account-page" data-qa={`register-${mode.kind}`}>
      <h1>{t.screens.register}</h1>
      {mode.kind === 'continue' ? <ContinueRegistration email={mode.email} /> : <NewRegistration />}
      <p>
        <Link to={routes.login} data-qa="register-back-to-login">
          {a.common.backToLogin}
        </Link>
      </p>
    </div>
  )
}
