/**
 * The app: browser router, the bridge for navigation from the query client, the prefetch of each
 * navigation's data and code, an error boundary
 * showing the general error page, the routes, the tracking-consent banner and the update prompt
 * of a new version (service worker, issue 25).
 */
import { Suspense } from 'react'
import { BrowserRouter } from 'react-router'
import { ConsentBanner } from '../features/consent/ConsentBanner.tsx'
import { GeneralErrorPage } from '../features/errors/ExceptionPage.tsx'
import { ErrorBoundary } from '../shared/ui/ErrorBoundary.tsx'
import { FullPageLoader } from '../shared/ui/Loader.tsx'
import { ExceptionLayout } from './layouts/ExceptionLayout.tsx'
import { NavigationBridge } from './navigation-bridge.tsx'
import { RoutePrefetcher } from './route-prefetch.tsx'
import { AppRoutes } from './router.tsx'
import { UpdatePrompt } from './UpdatePrompt.tsx'

/** Everything inside the router: the consent banner, routes and the error page fallback. */
export function AppShell() {
  return (
    <>
      <NavigationBridge />
      <RoutePrefetcher />
      {/* First, so it is reached first by keyboard and covers nothing (issue 10 finding 11). */}
      <ConsentBanner />
      <ErrorBoundary
        fallback={
          <ExceptionLayout>
            <GeneralErrorPage />
          </ExceptionLayout>
        }
      >
        <Suspense fallback={<FullPageLoader />}>
          <AppRoutes />
        </Suspense>
      </ErrorBoundary>
      <UpdatePrompt />
    </>
  )
}

/** The app in a browser router. */
export function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  )
}
