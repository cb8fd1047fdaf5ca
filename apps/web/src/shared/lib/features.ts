/**
 * Whose role lets them see payments (spec 01 §6). Which features are on is the contract's
 * `isFeatureEnabled` (`@asukas/contract/route-access`), shared with the server.
 */
import type { PermissionRole } from '@asukas/contract'

/**
 * True when the user's roles on a contract entitle them to payment entries (a contract party or
 * a payer, spec 01 §6). With the paymentInfo flag off such users see a 'coming soon' entry; the
 * domain's `canSeePayments` combines this with the flag.
 */
export function hasPaymentRole(roles: readonly PermissionRole[]): boolean {
  return roles.includes('contractParty') || roles.includes('payer')
}
