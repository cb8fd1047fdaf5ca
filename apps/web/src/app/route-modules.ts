/**
 * The code of every screen of spec 01 §2, by route name, and of the authenticated layout: one
 * `import()` each. The router's `React.lazy` screens, the entry's prefetch (`route-prefetch.tsx`)
 * and the build's route preloads (`build/route-preloads.ts`, which reads this file) all use these
 * tables, so a chunk is fetched once and every route's chunks can be named in its HTML.
 *
 * Keep the shape `name: () => import('path')` (optionally `.then(…)` for a named export): the
 * build reads the paths from this file's text.
 */
import type { RouteName } from '@asukas/contract'

/** `import()` of a module; the router turns its default (or picked) export into a screen. */
export type ModuleLoader = () => Promise<unknown>

/** The layouts whose code a screen needs besides its own. */
export const layoutModules = {
  authenticated: () => import('./layouts/AuthenticatedLayout.tsx'),
} satisfies Record<string, ModuleLoader>

/** Screens in the public layout (no session needed). */
export const publicScreenModules = {
  login: () => import('../features/auth/LoginScreen.tsx'),
  logout: () => import('../features/auth/LogoutScreen.tsx'),
  register: () => import('../features/registration/RegisterScreen.tsx'),
  registerChooseAuth: () => import('../features/registration/RegisterChooseAuthScreen.tsx'),
  registerAuth: () => import('../features/registration/RegisterAuthScreen.tsx'),
  registerVerifyEmail: () => import('../features/registration/VerifyEmailScreen.tsx'),
  passwordForgot: () => import('../features/password/ForgotPasswordScreen.tsx'),
} satisfies Partial<Record<RouteName, unknown>>

/** Screens in the authenticated layout ({@link layoutModules}`.authenticated`). */
export const screenModules = {
  frontPage: () => import('./routes/FrontPageRoute.tsx'),
  bulletinBoard: () => import('../features/bulletins/BulletinBoardScreen.tsx'),
  bulletin: () => import('../features/bulletins/BulletinScreen.tsx'),
  bulletinOnBoard: () => import('../features/bulletins/BulletinScreen.tsx'),
  ownInfo: () => import('../features/own-info/OwnInfoScreen.tsx'),
  terminate: () => import('../features/contract-requests/TerminateScreen.tsx'),
  confirmTermination: () =>
    import('../features/contract-requests/ConfirmRequestScreen.tsx').then((m) => ({
      default: m.ConfirmTerminationScreen,
    })),
  confirmModification: () =>
    import('../features/contract-requests/ConfirmRequestScreen.tsx').then((m) => ({
      default: m.ConfirmModificationScreen,
    })),
  addTenant: () => import('../features/contract-requests/AddTenantScreen.tsx'),
  defectNoticeList: () => import('../features/defect-notices/DefectNoticeListScreen.tsx'),
  defectNoticeCreate: () => import('../features/defect-notices/DefectNoticeScreen.tsx'),
  defectNoticeEdit: () => import('../features/defect-notices/DefectNoticeScreen.tsx'),
  feedbackCreate: () => import('../features/feedback-questions/FeedbackCreateScreen.tsx'),
  feedback: () => import('../features/feedback-questions/FeedbackDetailScreen.tsx'),
  questionCreate: () => import('../features/feedback-questions/QuestionCreateScreen.tsx'),
  question: () => import('../features/feedback-questions/QuestionDetailScreen.tsx'),
  contactInfo: () => import('../features/feedback-questions/ContactInfoScreen.tsx'),
  messages: () => import('../features/messages/MessagesScreen.tsx'),
  messageThread: () => import('../features/messages/MessageThreadScreen.tsx'),
  paymentInfo: () => import('../features/payments/PaymentsScreen.tsx'),
  paymentHistory: () => import('../features/payments/PaymentsScreen.tsx'),
  documents: () => import('../features/documents/DocumentsScreen.tsx'),
  buildingInfo: () => import('../features/building/BuildingInfoScreen.tsx'),
  parking: () => import('../features/parking/ParkingScreen.tsx'),
} satisfies Partial<Record<RouteName, unknown>>

/**
 * Routes whose screen is another route's component (another path or tab of one screen): the
 * router renders that route's component, so its code is loaded through that route's loader (one
 * promise for the prefetch and the render, `shared/lib/lazy-module.ts`).
 */
const sameScreenAs: Partial<Record<RouteName, keyof typeof screenModules>> = {
  bulletinOnBoard: 'bulletin',
  defectNoticeEdit: 'defectNoticeCreate',
  paymentHistory: 'paymentInfo',
}

/**
 * The loader of the code of the screen that the router renders for route `name` (the same
 * function the router's `lazyComponent` was given), or undefined for a route without a screen.
 */
export function screenModule(name: RouteName): ModuleLoader | undefined {
  const same = sameScreenAs[name]
  if (same) return screenModules[same]
  if (name in screenModules) return screenModules[name as keyof typeof screenModules]
  if (name in publicScreenModules)
    return publicScreenModules[name as keyof typeof publicScreenModules]
  return undefined
}
