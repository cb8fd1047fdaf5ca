/**
 * Logout page `/logout` (spec 01 §4 "Logout"; spec 02 §4): calls logout, clears cached data,
 * waits 1 second behind a loader, then goes to the login page carrying `error` and `email` from
 * the query (as router state, so the login page does not bounce back here); with
 * `next=account-deleted`, to the account-deleted confirmation instead.
 */
import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { routes } from '@asukas/contract'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { ACCOUNT_DELETED_NEXT, accountPaths } from '../../shared/lib/account-paths.ts'
import { FullPageLoader } from '../../shared/ui/Loader.tsx'
import type { LoginRouteState } from './login-state.ts'
import { useLogout } from './queries.ts'

/** The logout page (default export for `React.lazy`). */
export default function LogoutScreen() {
  const { t } = useTranslation()
  useDocumentTitle(t.screens.logout)
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const { mutateAsync } = useLogout()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const state: LoginRouteState = {}
    const error = search.get('error')
    const email = search.get('email')
    if (error) state.error = error
    if (email) state.email = email
    // After deleting the account the page goes on to its confirmation (issue 10 finding 8).
    const next =
      search.get('next') === ACCOUNT_DELETED_NEXT ? accountPaths.accountDeleted : routes.login
    void mutateAsync()
      .catch(() => undefined)
      .finally(() => navigate(next, { replace: true, state }))
  }, [mutateAsync, navigate, search])

  return <FullPageLoader label={t.logout.inProgress} />
}
