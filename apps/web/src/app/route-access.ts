/**
 * Which authenticated screens may be shown (spec 01 §2 "Access behaviour", §6): feature-gated
 * routes lead to /404 when their feature is off, and in contract-termination-only mode only a
 * reduced set of screens exists.
 */
import type { AppSettings, FeatureFlags, RouteName } from '@asukas/contract'
import { isFeatureEnabled } from '../shared/lib/features.ts'
import type { Feature } from '../shared/lib/features.ts'

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
