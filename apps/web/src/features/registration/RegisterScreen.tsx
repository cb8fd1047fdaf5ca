/**
 * Register page `/register` (spec 01 §2 "Registration, login, password"): a new registration
 * (what it takes, then the method choice), or in continue mode (`?mode=continue&email=`, from a
 * login with USER_NOT_CONFIRMED or an identification of an unconfirmed account) the choice to
 * resume, which sends a new code and goes straight to code entry, or to restart, which identifies
 * again and discards the interrupted registration (`resetOldUser`).
 */
import { Link, useNavigate, useSearchParams } from 'react-router'
import { routes } from '@asukas/contract'
import { isApiError } from '../../shared/api/client.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { resendFailureText } from './verify-email/VerifyCodePhase.tsx'
import { useSendVerificationCode } from './queries.ts'
import { continueVerifyEmailPath, registerModeOf } from './registration-flow.ts'
import type { RegistrationRouteState } from './registration-flow.ts'
import { Button, ButtonLink } from '../../shared/ui/kit/Button.tsx'
import account from '../../shared/ui/AccountPage.module.css'
import styles from './Registration.module.css'

/**
 * Continue mode: resume (new code, then code entry) or restart. Resuming needs the registration
 * that the login or identification started in this browser; in a fresh browser (the server answers
 * 401) the page says how to continue instead of failing (issue 10 finding 2): identify again
 * (which resumes the same registration) or log in with the password.
 */
function ContinueRegistration({ email }: { email: string }) {
  const a = useAccountsText()
  const navigate = useNavigate()
  const sendCode = useSendVerificationCode()
  const restartState: RegistrationRouteState = { resetOldUser: true }

  const resume = () =>
    sendCode.mutate(email, {
      onSuccess: ({ sentAt }) => {
        const state: RegistrationRouteState = { sentAt }
        void navigate(continueVerifyEmailPath(email), { state })
      },
    })
  const noRegistrationHere = isApiError(sendCode.error, 'UNAUTHORIZED')

  return (
    <>
      <Card title={a.register.continueTitle}>
        <p>{a.register.continueText(email)}</p>
        {noRegistrationHere ? (
          <Alert
            variant="warning"
            title={a.register.resumeElsewhereTitle}
            qa="register-resume-elsewhere"
            actions={
              <>
                <ButtonLink to={routes.registerChooseAuth} qa="register-identify-to-resume">
                  {a.register.identifyToResume}
                </ButtonLink>
                <ButtonLink variant="secondary" to={routes.login} qa="register-login-to-resume">
                  {a.register.loginToResume}
                </ButtonLink>
              </>
            }
          >
            <p>{a.register.resumeElsewhereText}</p>
          </Alert>
        ) : (
          <>
            {sendCode.isError && (
              <Alert variant="error" qa="register-resume-error">
                {resendFailureText(a, sendCode.error)}
              </Alert>
            )}
            <div>
              <Button
                pending={sendCode.isPending}
                pendingText={a.common.sending}
                onClick={resume}
                qa="register-resume"
              >
                {a.register.resume}
              </Button>
            </div>
          </>
        )}
      </Card>
      <Card title={a.register.restartTitle}>
        <p>{a.register.restartText}</p>
        <div>
          <ButtonLink
            variant="secondary"
            to={routes.registerChooseAuth}
            state={restartState}
            qa="register-restart"
          >
            {a.register.restart}
          </ButtonLink>
        </div>
      </Card>
    </>
  )
}

/** A new registration: the steps and the start button. */
function NewRegistration() {
  const a = useAccountsText()
  return (
    <Card label={a.register.stepsTitle}>
      <p>{a.register.intro}</p>
      <h2>{a.register.stepsTitle}</h2>
      <ol className={styles.steps}>
        {a.register.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <ButtonLink to={routes.registerChooseAuth} qa="register-start">
        {a.register.start}
      </ButtonLink>
    </Card>
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
    <div className={account.page} data-qa={`register-${mode.kind}`}>
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
