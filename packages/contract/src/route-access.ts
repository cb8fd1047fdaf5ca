/**
 * Which screens of spec 01 §2 may be shown (spec 01 §2 "Access behaviour", §1 deployment settings,
 * §6 feature flags): feature-gated routes lead to /404 when their feature is off, and in
 * contract-termination-only mode only a reduced set of screens exists. Shared by the web app
 * (route guard, navigation, tiles) and the server (which names a route's code in its HTML only
 * when the route can be shown).
 */
import type { AppSettings, FeatureFlags } from './endpoints/system.ts'
import type { RouteName } from './routes.ts'

/** Features that gate routes, navigation entries and tiles. */
export type Feature = 'messages' | 'defectNotices' | 'payments'

/**
 * True when `feature` is on: messages need the `messages` flag AND the `messaging` setting;
 * defect notices the `defectNotice` setting; payments the `paymentInfo` flag (spec 01 §2, §6).
 */
export function isFeatureEnabled(
  feature: Feature,
  settings: AppSettings,
  flags: FeatureFlags,
): boolean {
  switch (feature) {
    case 'messages':
      return flags.messages && settings.messaging
    case 'defectNotices':
      return settings.defectNotice
    case 'payments':
      return flags.paymentInfo
  }
}

/**
 * Screens that exist in contract-termination-only mode (spec 01 §2: front page, terminate
 * contract, parking, messages, message thread, confirm termination, confirm modification, add
 * tenant, user info, bulletin and root).
 */
export const terminationOnlyRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'root',
  'frontPage',
  'terminate',
  'parking',
  'messages',
  'messageThread',
  'confirmTermination',
  'confirmModification',
  'addTenant',
  'ownInfo',
  'bulletin',
])

/** The feature each gated route needs (spec 01 §2, §6). */
export const routeFeatures: Partial<Record<RouteName, Feature>> = {
  messages: 'messages',
  messageThread: 'messages',
  defectNoticeList: 'defectNotices',
  defectNoticeCreate: 'defectNotices',
  defectNoticeEdit: 'defectNotices',
  paymentInfo: 'payments',
  paymentHistory: 'payments',
}

/**
 * True when route `name` may be shown under these settings and flags; otherwise the route
 * redirects to /404. Termination-only mode is checked first, then the route's feature.
 */
export function isRouteAllowed(
  name: RouteName,
  settings: AppSettings,
  flags: FeatureFlags,
): boolean {
  if (settings.contractTerminationOnly && !terminationOnlyRoutes.has(name)) return false
  const feature = routeFeatures[name]
  return feature === undefined || isFeatureEnabled(feature, settings, flags)
}
