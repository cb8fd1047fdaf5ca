/**
 * The Asukas web app, started by the entry `boot.ts`: creates the query client (whose session-error handling
 * navigates through the router bridge), starts the first screen's data and code
 * (`app/route-prefetch.tsx`) and renders the app into `#root`.
 */
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { routes } from '@asukas/contract'
import type { LoginState } from '@asukas/contract'
import { App } from './app/App.tsx'
import { navigateOutsideReact } from './app/navigation-bridge.tsx'
import { AppProviders } from './app/providers.tsx'
import { createQueryClient } from './app/query-client.ts'
import { prefetchRoute } from './app/route-prefetch.tsx'
import { takeSessionExpired } from './app/session-marker.ts'
import { showWriteDenied } from './app/write-denied.ts'
import { detectBrowserLanguage } from './shared/i18n/detect.ts'
import './shared/ui/kit/tokens.css'
import './shared/ui/styles.css'

const loginExpired: LoginState = 'login_expired'

const queryClient = createQueryClient({
  onUnauthorized: () => {
    // Spec 02 §8: 401 UNAUTHORIZED / AUTH_ERROR → login with error=login_expired, when a
    // session did expire; a visitor who never logged in gets the login page as it is (issue 26
    // item 23).
    if (window.location.pathname === routes.login) return
    navigateOutsideReact(
      takeSessionExpired() ? `${routes.login}?error=${loginExpired}` : routes.login,
    )
  },
  onWriteDenied: showWriteDenied,
})

// The first screen's data and code start together, before React renders (issue 9).
prefetchRoute(window.location.pathname, detectBrowserLanguage())

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// A transition: React renders the first screen in slices, so a tap is never kept waiting long
// by the start-up render (issue 9, total blocking time).
const root = createRoot(container)
startTransition(() =>
  root.render(
    <AppProviders queryClient={queryClient}>
      <App />
    </AppProviders>,
  ),
)
