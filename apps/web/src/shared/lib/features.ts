/**
 * Feature switches of the app (spec 01 §1 deployment settings and feature flags, §6): which
 * features are on, and whose role lets them see payments.
 */
import type { AppSettings, FeatureFlags, PermissionRole } from '@asukas/contract'

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
 * True when the user's roles on a contract entitle them to payment entries (a contract party or
 * a payer, spec 01 §6). With the paymentInfo flag off such users see a 'coming soon' entry; the
 * domain's `canSeePayments` combines this with the flag.
 */
export function hasPaymentRole(roles: readonly PermissionRole[]): boolean {
  return roles.includes('contractParty') || roles.includes('payer')
}
