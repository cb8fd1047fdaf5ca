/**
 * Identification redirect `/register/auth` (spec 01 §2 "Register auth redirects to the
 * provider"): the provider comes from router state or the `provider` query parameter (`telia` or
 * `candour`), else the page shows 'incorrect registration provider'. It fetches the provider's
 * entry link and sends the browser there after {@link PROVIDER_REDIRECT_DELAY_MS} (spec 02 §9), with
 * a visible link in case the redirect does not start. The redirect replaces this page in the
 * history, so the back button from the provider does not bounce forward again. A failed fetch leads to the login page
 * with `registration_link_fetch_failed` (spec 02 §8). The provider returns to the server's
 * identity callback, which continues to `/register/verify-email`, to `/register?mode=continue`, or
 * to a login state (`no_tenant_found`, `user_already_registered`, `registration_cancelled`, …).
 */
import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { routes } from '@asukas/contract'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { browser } from '../../shared/lib/browser.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { useSlow } from '../../shared/ui/kit/AsyncView.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { entryLinkQuery } from './queries.ts'
import {
  PROVIDER_REDIRECT_DELAY_MS,
  registrationLinkFailedPath,
  registrationProviderOf,
  registrationStateOf,
} from './registration-flow.ts'
import { ButtonLink } from '../../shared/ui/kit/Button.tsx'
import account from '../../shared/ui/AccountPage.module.css'

/** The identification redirect page (default export for `React.lazy`). */
export default function RegisterAuthScreen() {
  const { t, lang } = useTranslation()
  const a = useAccountsText()
  useDocumentTitle(t.screens.registerAuth)
  const location = useLocation()
  const [search] = useSearchParams()
  const provider = registrationProviderOf(location.state, search)
  const resetOldUser =
    registrationStateOf(location.state).resetOldUser === true ||
    search.get('resetOldUser') === 'true'
  const link = useQuery({
    ...entryLinkQuery(provider ?? 'telia', lang, resetOldUser),
    enabled: provider !== null,
  })
  const target = link.data?.link
  const slow = useSlow(link.isPending && provider !== null)

  useEffect(() => {
    if (!target) return
    const timer = setTimeout(() => browser.replace(target), PROVIDER_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [target])

  if (provider === null) {
    return (
      <div className={account.page} data-qa="register-auth-incorrect-provider">
        <h1>{t.screens.registerAuth}</h1>
        <Alert variant="error" title={a.auth.incorrectProvider}>
          <p>{a.auth.incorrectProviderText}</p>
        </Alert>
        <ButtonLink to={routes.register} qa="register-auth-back">
          {a.auth.backToRegister}
        </ButtonLink>
      </div>
    )
  }
  if (link.isError) return <Navigate to={registrationLinkFailedPath} replace />

  return (
    <div className={account.page} data-qa="register-auth">
      <h1>{t.screens.registerAuth}</h1>
      <Loader label={target ? a.auth.redirecting : a.auth.fetching} />
      {slow && (
        <Alert variant="info" qa="register-auth-slow">
          {t.app.slow}
        </Alert>
      )}
      {target && (
        <p>
          <a href={target} data-qa="register-auth-link">
            {a.auth.manualLink}
          </a>
        </p>
      )}
    </div>
  )
}
