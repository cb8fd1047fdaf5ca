/**
 * Every route of spec 01 §2, registered from the contract's `routePatterns` (declarative mode:
 * `<Routes>` inside the app's `<BrowserRouter>`, which keeps the data-router runtime out of the
 * first chunk). Screens are lazy (`React.lazy`): the first chunk holds only the shell, the login
 * page's chunk only the login form, and the authenticated layout with its screens loads after
 * login. The screens of `route-modules.ts` load through `lazyComponent`, which shares its one
 * load with the entry's prefetch and renders a screen whose code is in without suspending.
 * Screens that later issues build show the shared {@link ComingLater} state. The staff
 * console (`/henkilosto/…`; issues 4 and 14) is not a resident screen of spec 01 §2, so its
 * paths come from `shared/lib/staff-paths.ts`; it has its own layout.
 */
import { lazy } from 'react'
import type { ReactNode } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { routePatterns, routes } from '@asukas/contract'
import type { RouteName } from '@asukas/contract'
import { ComingLater } from '../shared/ui/ComingLater.tsx'
import { lazyComponent } from '../shared/lib/lazy-module.ts'
import { NotFoundPage } from '../features/errors/ExceptionPage.tsx'
import { accountPaths } from '../shared/lib/account-paths.ts'
import { staffPaths, staffPatterns } from '../shared/lib/staff-paths.ts'
import { ExceptionLayout } from './layouts/ExceptionLayout.tsx'
import { PublicLayout } from './layouts/PublicLayout.tsx'
import { RootRedirect } from './RootRedirect.tsx'
import { RouteGate } from './RouteGate.tsx'
import { layoutModules, publicScreenModules, screenModules } from './route-modules.ts'

const AuthenticatedLayout = lazyComponent(layoutModules.authenticated)
const LoginScreen = lazyComponent(publicScreenModules.login)
const LogoutScreen = lazyComponent(publicScreenModules.logout)
const RegisterScreen = lazyComponent(publicScreenModules.register)
const RegisterChooseAuthScreen = lazyComponent(publicScreenModules.registerChooseAuth)
const RegisterAuthScreen = lazyComponent(publicScreenModules.registerAuth)
const VerifyEmailScreen = lazyComponent(publicScreenModules.registerVerifyEmail)
const ForgotPasswordScreen = lazyComponent(publicScreenModules.passwordForgot)
const FrontPageRoute = lazyComponent(screenModules.frontPage)
const BulletinBoardScreen = lazyComponent(screenModules.bulletinBoard)
const BulletinScreen = lazyComponent(screenModules.bulletin)
const OwnInfoScreen = lazyComponent(screenModules.ownInfo)
const TerminateScreen = lazyComponent(screenModules.terminate)
const ConfirmTerminationScreen = lazyComponent(screenModules.confirmTermination)
const ConfirmModificationScreen = lazyComponent(screenModules.confirmModification)
const AddTenantScreen = lazyComponent(screenModules.addTenant)
const DefectNoticeListScreen = lazyComponent(screenModules.defectNoticeList)
const DefectNoticeScreen = lazyComponent(screenModules.defectNoticeCreate)
const FeedbackCreateScreen = lazyComponent(screenModules.feedbackCreate)
const FeedbackDetailScreen = lazyComponent(screenModules.feedback)
const QuestionCreateScreen = lazyComponent(screenModules.questionCreate)
const QuestionDetailScreen = lazyComponent(screenModules.question)
const ContactInfoScreen = lazyComponent(screenModules.contactInfo)
const MessagesScreen = lazyComponent(screenModules.messages)
const MessageThreadScreen = lazyComponent(screenModules.messageThread)
const PaymentsScreen = lazyComponent(screenModules.paymentInfo)
const DocumentsScreen = lazyComponent(screenModules.documents)
const BuildingInfoScreen = lazyComponent(screenModules.buildingInfo)
const ParkingScreen = lazyComponent(screenModules.parking)
const AccountDeletedScreen = lazy(() => import('../features/own-info/AccountDeletedScreen.tsx'))
const StaffResidentsScreen = lazy(() => import('../features/staff/StaffResidentsScreen.tsx'))
const StaffLayout = lazy(() => import('./layouts/StaffLayout.tsx'))
const StaffPublicLayout = lazy(() =>
  import('./layouts/StaffLayout.tsx').then((m) => ({ default: m.StaffPublicLayout })),
)
const staffLogin = () => import('../features/staff/LoginScreens.tsx')
const StaffPasswordScreen = lazy(staffLogin)
const StaffSecondFactorScreen = lazy(() =>
  staffLogin().then((m) => ({ default: m.StaffSecondFactorScreen })),
)
const StaffEnrolmentScreen = lazy(() =>
  staffLogin().then((m) => ({ default: m.StaffEnrolmentScreen })),
)
const StaffInboxScreen = lazy(() => import('../features/staff/InboxScreen.tsx'))
const StaffDefectScreen = lazy(
  () => import('../features/defect-notices/staff/DefectNoticeScreen.tsx'),
)
const StaffNoticeScreen = lazy(
  () => import('../features/feedback-questions/staff/FeedbackQuestionScreen.tsx'),
)
const StaffThreadScreen = lazy(() => import('../features/messages/staff/ThreadScreen.tsx'))
const StaffRequestsScreen = lazy(
  () => import('../features/contract-requests/staff/ContractRequestsScreen.tsx'),
)
const StaffRequestScreen = lazy(
  () => import('../features/contract-requests/staff/ContractRequestScreen.tsx'),
)
const StaffBulletinsScreen = lazy(
  () => import('../features/bulletins/staff/StaffBulletinsScreen.tsx'),
)
const StaffBulletinScreen = lazy(
  () => import('../features/bulletins/staff/StaffBulletinEditScreen.tsx'),
)
const StaffParkingScreen = lazy(() => import('../features/parking/staff/StaffParkingScreen.tsx'))
const StaffResidentScreen = lazy(() => import('../features/staff/ResidentScreen.tsx'))
const StaffAuditScreen = lazy(() => import('../features/staff/AuditLogScreen.tsx'))
const StaffAccountsScreen = lazy(() => import('../features/staff/AccountsScreen.tsx'))
const StaffIntegrationClientsScreen = lazy(() =>
  import('../features/integration/staff/IntegrationClientsScreen.tsx').then((m) => ({
    default: m.IntegrationClientsScreen,
  })),
)

/** Authenticated screens that a later issue builds; each shows the "coming later" state. */
export const comingLaterScreens = [] as const satisfies readonly RouteName[]

/** The public screens of spec 01 §2 besides login and logout, with their elements. */
const publicScreens: [RouteName, ReactNode][] = [
  ['register', <RegisterScreen />],
  ['registerChooseAuth', <RegisterChooseAuthScreen />],
  ['registerAuth', <RegisterAuthScreen />],
  ['registerVerifyEmail', <VerifyEmailScreen />],
  ['passwordForgot', <ForgotPasswordScreen />],
]

/** The authenticated screens with their elements, each behind its {@link RouteGate}. */
const authenticatedScreens: [RouteName, ReactNode][] = [
  ['frontPage', <FrontPageRoute />],
  ['bulletinBoard', <BulletinBoardScreen />],
  ['bulletin', <BulletinScreen from="frontPage" />],
  ['bulletinOnBoard', <BulletinScreen from="bulletinBoard" />],
  ['ownInfo', <OwnInfoScreen />],
  ['terminate', <TerminateScreen />],
  ['confirmTermination', <ConfirmTerminationScreen />],
  ['confirmModification', <ConfirmModificationScreen />],
  ['addTenant', <AddTenantScreen />],
  ['defectNoticeList', <DefectNoticeListScreen />],
  ['defectNoticeCreate', <DefectNoticeScreen />],
  ['defectNoticeEdit', <DefectNoticeScreen />],
  ['feedbackCreate', <FeedbackCreateScreen />],
  ['feedback', <FeedbackDetailScreen />],
  ['questionCreate', <QuestionCreateScreen />],
  ['question', <QuestionDetailScreen />],
  ['contactInfo', <ContactInfoScreen />],
  ['messages', <MessagesScreen />],
  ['messageThread', <MessageThreadScreen />],
  ['paymentInfo', <PaymentsScreen tab="info" />],
  ['paymentHistory', <PaymentsScreen tab="history" />],
  ['documents', <DocumentsScreen />],
  ['buildingInfo', <BuildingInfoScreen />],
  ['parking', <ParkingScreen />],
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
        {publicScreens.map(([name, element]) => (
          <Route key={name} path={routePatterns[name]} element={element} />
        ))}
        <Route path={accountPaths.accountDeleted} element={<AccountDeletedScreen />} />
      </Route>
      {/* The staff console (issue 14), its own layout under /henkilosto; /staff of issue 4 redirects. */}
      <Route path={staffPaths.legacyLogin} element={<Navigate to={staffPaths.login} replace />} />
      <Route
        path={staffPaths.legacyResidents}
        element={<Navigate to={staffPaths.residents} replace />}
      />
      <Route element={<StaffPublicLayout />}>
        <Route path={staffPaths.login} element={<StaffPasswordScreen />} />
        <Route path={staffPaths.secondFactor} element={<StaffSecondFactorScreen />} />
        <Route path={staffPaths.enrolment} element={<StaffEnrolmentScreen />} />
      </Route>
      <Route element={<StaffLayout />}>
        <Route path={staffPaths.inbox} element={<StaffInboxScreen />} />
        <Route path={staffPatterns.defect} element={<StaffDefectScreen />} />
        <Route path={staffPatterns.notice} element={<StaffNoticeScreen />} />
        <Route path={staffPatterns.thread} element={<StaffThreadScreen />} />
        <Route path={staffPaths.contractRequests} element={<StaffRequestsScreen />} />
        <Route path={staffPatterns.contractRequest} element={<StaffRequestScreen />} />
        <Route path={staffPaths.bulletins} element={<StaffBulletinsScreen />} />
        <Route path={staffPaths.newBulletin} element={<StaffBulletinScreen />} />
        <Route path={staffPatterns.bulletin} element={<StaffBulletinScreen />} />
        <Route path={staffPaths.parking} element={<StaffParkingScreen />} />
        <Route path={staffPaths.residents} element={<StaffResidentsScreen />} />
        <Route path={staffPatterns.resident} element={<StaffResidentScreen />} />
        <Route path={staffPaths.audit} element={<StaffAuditScreen />} />
        <Route path={staffPaths.accounts} element={<StaffAccountsScreen />} />
        <Route path={staffPaths.integrations} element={<StaffIntegrationClientsScreen />} />
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
