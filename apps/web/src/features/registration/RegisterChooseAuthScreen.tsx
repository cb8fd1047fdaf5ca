/**
 * Choice of the identification method `/register/chooseAuth` (spec 01 §2: "If passport auth is
 * enabled the user chooses the provider, otherwise the first provider is used directly"): with
 * the passportAuth flag on, a radio group of bank ID / mobile ID (telia) and passport or identity
 * card (candour); with it off (or the flags unavailable), straight on to `/register/auth` with
 * telia. Carries `resetOldUser` of a restarted registration along.
 */
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { routes } from '@asukas/contract'
import { registrationProviders } from '@asukas/domain'
import type { RegistrationProvider } from '@asukas/domain'
import { useFeatureFlags } from '../../shared/api/session-queries.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { registrationCancelledPath, registrationStateOf } from './registration-flow.ts'
import type { RegistrationRouteState } from './registration-flow.ts'
import { Form, FormActions } from '../../shared/forms/Form.tsx'
import { Button, ButtonLink } from '../../shared/ui/kit/Button.tsx'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { RadioGroupField } from '../../shared/ui/kit/Field.tsx'
import account from '../../shared/ui/AccountPage.module.css'

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
  const { resetOldUser } = registrationStateOf(location.state)

  // Loading (and slow after 8 s) through the kit; without flags the first provider is used.
  if (flags.isPending) {
    return (
      <AsyncView query={flags} qa="choose-auth-flags">
        {() => null}
      </AsyncView>
    )
  }
  if (!flags.data?.passportAuth) {
    const state: RegistrationRouteState = { provider: 'telia', resetOldUser }
    return <Navigate to={routes.registerAuth} replace state={state} />
  }

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
    <div className={account.page}>
      <h1>{t.screens.registerChooseAuth}</h1>
      <Card>
        <Form onSubmit={onSubmit} qa="choose-auth-form">
          <RadioGroupField
            legend={a.chooseAuth.legend}
            hint={a.chooseAuth.intro}
            name="provider"
            options={registrationProviders.map((name) => ({
              value: name,
              label: a.chooseAuth.providers[name],
              hint: a.chooseAuth.hints[name],
            }))}
            value={provider}
            onChange={setProvider}
            error={showError && provider === null ? a.chooseAuth.required : undefined}
            qa="choose-auth"
          />
          <FormActions>
            <Button type="submit" qa="choose-auth-submit">
              {a.chooseAuth.continue}
            </Button>
            <ButtonLink variant="secondary" to={registrationCancelledPath} qa="register-cancel">
              {a.verifyEmail.cancel}
            </ButtonLink>
          </FormActions>
        </Form>
      </Card>
    </div>
  )
}
