/**
 * Every route of spec 01 §2, registered from the contract's `routePatterns` (declarative mode:
 * `<Routes>` inside the app's `<BrowserRouter>`, which keeps the data-router runtime out of the
 * first chunk). Screens are lazy (`React.lazy`): the first chunk holds only the shell, the login
 * page's chunk only the login form, and the authenticated layout with its screens loads after
 * login. Screens that later issues build show the shared {@link ComingLater} state.
 */
import { lazy } from 'react'
import type { ReactNode } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { routePatterns, routes } from '@asukas/contract'
import type { RouteName } from '@asukas/contract'
import { ComingLater } from '../shared/ui/ComingLater.tsx'
import { NotFoundPage } from '../features/errors/ExceptionPage.tsx'
import { ExceptionLayout } from './layouts/ExceptionLayout.tsx'
import { PublicLayout } from './layouts/PublicLayout.tsx'
import { RootRedirect } from './RootRedirect.tsx'
import { RouteGate } from './RouteGate.tsx'

const AuthenticatedLayout = lazy(() => import('./layouts/AuthenticatedLayout.tsx'))
const LoginScreen = lazy(() => import('../features/auth/LoginScreen.tsx'))
const LogoutScreen = lazy(() => import('../features/auth/LogoutScreen.tsx'))
const FrontPageRoute = lazy(() => import('./routes/FrontPageRoute.tsx'))
const BulletinBoardScreen = lazy(() => import('../features/bulletins/BulletinBoardScreen.tsx'))
const BulletinScreen = lazy(() => import('../features/bulletins/BulletinScreen.tsx'))

/** Authenticated screens that a later issue builds; each shows the "coming later" state. */
export const comingLaterScreens = [
  'terminate',
  'confirmTermination',
  'confirmModification',
  'addTenant',
  'parking',
  'messages',
  'messageThread',
  'defectNoticeCreate',
  'defectNoticeEdit',
  'questionCreate',
  'question',
  'feedbackCreate',
  'feedback',
  'paymentInfo',
  'paymentHistory',
  'ownInfo',
  'documents',
  'buildingInfo',
  'contactInfo',
] as const satisfies readonly RouteName[]

/** Public screens that a later issue builds. */
export const comingLaterPublicScreens = [
  'register',
  'registerChooseAuth',
  'registerAuth',
  'registerVerifyEmail',
  'passwordForgot',
] as const satisfies readonly RouteName[]

/** The authenticated screens with their elements, each behind its {@link RouteGate}. */
const authenticatedScreens: [RouteName, ReactNode][] = [
  ['frontPage', <FrontPageRoute />],
  ['bulletinBoard', <BulletinBoardScreen />],
  ['bulletin', <BulletinScreen from="frontPage" />],
  ['bulletinOnBoard', <BulletinScreen from="bulletinBoard" />],
  ...comingLaterScreens.map((name): [RouteName, ReactNode] => [
    name,
    <ComingLater screen={name} />,
  ]),
]

/** All routes of the app (rendered inside a router: the browser router, or a memory router in tests). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={routePatterns.root} element={<RootRedirect />} />
      <Route path="/asiointi" element={<RootRedirect />} />
      <Route path="/omat-tiedot" element={<RootRedirect />} />
      <Route element={<PublicLayout />}>
        <Route path={routePatterns.login} element={<LoginScreen />} />
        <Route path={routePatterns.logout} element={<LogoutScreen />} />
        {comingLaterPublicScreens.map((name) => (
          <Route key={name} path={routePatterns[name]} element={<ComingLater screen={name} />} />
        ))}
      </Route>
      <Route element={<ExceptionLayout />}>
        <Route path={routePatterns.notFound} element={<NotFoundPage />} />
      </Route>
      <Route element={<AuthenticatedLayout />}>
        {authenticatedScreens.map(([name, element]) => (
          <Route
            key={name}
            path={routePatterns[name]}
            element={<RouteGate route={name}>{element}</RouteGate>}
          />
        ))}
      </Route>
      <Route path="*" element={<Navigate to={routes.notFound} replace />} />
    </Routes>
  )
}
