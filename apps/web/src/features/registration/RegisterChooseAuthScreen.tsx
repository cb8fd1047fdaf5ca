/**
 * Choice of the identification method `/register/chooseAuth` (spec 01 §2: "If passport auth is
 * enabled the user chooses the provider, otherwise the first provider is used directly"): with
 * the passportAuth flag on, a radio group of bank ID / mobile ID (telia) and passport or identity
 * card (candour); with it off (or the flags unavailable), straight on to `/register/auth` with
 * telia. Carries `resetOldUser` of a restarted registration along.
 */
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { routes } from '@asukas/contract'
import { registrationProviders } from '@asukas/domain'
import type { RegistrationProvider } from '@asukas/domain'
import { useFeatureFlags } from '../../shared/api/session-queries.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { registrationCancelledPath, registrationStateOf } from './registration-flow.ts'
import type { RegistrationRouteState } from './registration-flow.ts'

/** The method choice page (default export for `React.lazy`). */
export default function RegisterChooseAuthScreen() {
  const { t } = useTranslation()
  const a = useAccountsText()
  useDocumentTitle(t.screens.registerChooseAuth)
  const location = useLocation()
  const navigate = useNavigate()
  const flags = useFeatureFlags()
  const [provider, setProvider] = useState<RegistrationProvider | null>(null)
  const [showError, setShowError] = useState(false)
  const id = useId()
  const { resetOldUser } = registrationStateOf(location.state)

  if (flags.isPending) return <Loader />
  if (!flags.data?.passportAuth) {
    const state: RegistrationRouteState = { provider: 'telia', resetOldUser }
    return <Navigate to={routes.registerAuth} replace state={state} />
  }

  const errorId = `${id}-error`
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (provider === null) {
      setShowError(true)
      return
    }
    const state: RegistrationRouteState = { provider, resetOldUser }
    void navigate(routes.registerAuth, { state })
  }

  return (
    <div className="account-page">
      <h1>{t.screens.registerChooseAuth}</h1>
      <form className="form panel" noValidate onSubmit={onSubmit} data-qa="choose-auth-form">
        <fieldset
          className={`choice-group${showError && provider === null ? ' choice-group--error' : ''}`}
          aria-describedby={showError && provider === null ? errorId : undefined}
        >
          <legend className="choice-group__legend">{a.chooseAuth.legend}</legend>
          <p className="field__hint">{a.chooseAuth.intro}</p>
          {registrationProviders.map((name) => (
            <div key={name} className="choice">
              <input
                type="radio"
                id={`${id}-${name}`}
                name="provider"
                value={name}
                checked={provider === name}
                onChange={() => setProvider(name)}
                aria-describedby={`${id}-${name}-hint`}
                aria-invalid={showError && provider === null ? true : undefined}
                data-qa={`choose-auth-${name}`}
              />
              <label htmlFor={`${id}-${name}`} className="choice__label">
                {a.chooseAuth.providers[name]}
              </label>
              <p id={`${id}-${name}-hint`} className="choice__hint">
                {a.chooseAuth.hints[name]}
              </p>
            </div>
          ))}
          {showError && provider === null && (
            <p id={errorId} className="field__error" data-qa="choose-auth-error">
              {a.chooseAuth.required}
            </p>
          )}
        </fieldset>
        <div className="form__actions">
          <button type="submit" className="button button--primary" data-qa="choose-auth-submit">
            {a.chooseAuth.continue}
          </button>
          <Link
            className="button button--secondary"
            to={registrationCancelledPath}
            data-qa="register-cancel"
          >
            {a.verifyEmail.cancel}
          </Link>
        </div>
      </form>
    </div>
  )
}
