/**
 * Verify-email page `/register/verify-email`, where the identity provider returns to (spec 01 §2,
 * §4 "Registration phases"; spec 02 §8 "Registration"). It holds where the registrant is; each
 * phase is its own use case in `verify-email/`:
 *
 * 1. confirm-send (`ConfirmSendPhase`): the e-mail address and 'send code';
 * 2. verify-code (`VerifyCodePhase`): the 6-digit code. In continue mode (`?mode=continue&email=`)
 *    the page starts here; once a code is sent the address says so, so a reload keeps the step;
 * 3. create-password (`CreatePasswordPhase`): the password under the policy, twice — skipped only
 *    when the server says the right code completed the registration;
 * 4. success, then login.
 *
 * Cancel leads to logout with `registration_cancelled`. Focus moves to each new phase's heading.
 */
import { useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { routes } from '@asukas/contract'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { DevMailboxLink } from '../../shared/ui/DevMailboxLink.tsx'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { ButtonLink } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import {
  continueVerifyEmailSearch,
  registrationCancelledPath,
  verifyEmailStartOf,
} from './registration-flow.ts'
import type { VerifyEmailPhase } from './registration-flow.ts'
import { ConfirmSendPhase } from './verify-email/ConfirmSendPhase.tsx'
import { CreatePasswordPhase } from './verify-email/CreatePasswordPhase.tsx'
import { PhaseHeading } from './verify-email/PhaseHeading.tsx'
import { VerifyCodePhase } from './verify-email/VerifyCodePhase.tsx'
import account from '../../shared/ui/AccountPage.module.css'

/** The verify-email page (default export for `React.lazy`). */
export default function VerifyEmailScreen() {
  const { t } = useTranslation()
  const a = useAccountsText()
  useDocumentTitle(t.screens.registerVerifyEmail)
  const [search, setSearch] = useSearchParams()
  const location = useLocation()
  const [start] = useState(() => verifyEmailStartOf(search, location.state))
  const [phase, setPhase] = useState<VerifyEmailPhase>(start.phase)
  const [email, setEmail] = useState(start.email)
  const [sentAt, setSentAt] = useState<string | null>(start.sentAt)
  const [emailNotVerified, setEmailNotVerified] = useState(false)
  const [moved, setMoved] = useState(false)

  const go = (next: VerifyEmailPhase) => {
    setMoved(true)
    setPhase(next)
  }

  return (
    <div className={account.page} data-qa="verify-email">
      <h1>{t.screens.registerVerifyEmail}</h1>
      <Card as="div">
        {phase === 'confirm-send' && (
          <ConfirmSendPhase
            defaultEmail={email}
            emailNotVerified={emailNotVerified}
            focus={moved}
            onSent={(address, time) => {
              // A reload from here on opens the code step (continue mode), not step 1 (issue 26
              // item 22).
              setSearch(continueVerifyEmailSearch(address), { replace: true })
              setEmail(address)
              setSentAt(time)
              setEmailNotVerified(false)
              go('verify-code')
            }}
          />
        )}
        {phase === 'verify-code' && (
          <VerifyCodePhase
            email={email}
            sentAt={sentAt}
            focus={moved}
            onVerified={(completed) => go(completed ? 'success' : 'create-password')}
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
              setEmailNotVerified(true)
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
            <ButtonLink to={routes.login} qa="register-login">
              {a.verifyEmail.success.login}
            </ButtonLink>
          </>
        )}
      </Card>
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
