/**
 * The top navigation's structure (spec 01 §2 "Top navigation groups"), computed from the
 * deployment settings, feature flags and the user's roles on the current contract. Labels are
 * looked up by item id in the translations' `nav` section.
 */
import { routes } from '@asukas/contract'
import type { AppSettings, FeatureFlags, PermissionRole } from '@asukas/contract'
import { canSeePayments } from '@asukas/domain'
import { isFeatureEnabled } from '@asukas/contract'
import { hasPaymentRole } from '../../../shared/lib/features.ts'

/** Ids of navigation entries; each has a label `t.nav[id]`. */
export type NavItemId =
  | 'home'
  | 'defectNotice'
  | 'terminate'
  | 'messages'
  | 'ownInfo'
  | 'payments'
  | 'documents'
  | 'buildingInfo'
  | 'parking'
  | 'contactInfo'
  | 'bulletinBoard'

/** Ids of navigation groups; each has a label `t.nav[id]`. */
export type NavGroupId = 'transactions' | 'userInfo' | 'ownProperty'

/**
 * One entry: an internal route (`to`), an external page (`href`, opens in a new tab) or a
 * disabled 'coming soon' entry.
 */
export type NavItem =
  | { id: NavItemId; kind: 'internal'; to: string }
  | { id: NavItemId; kind: 'external'; href: string }
  | { id: NavItemId; kind: 'comingSoon' }

/** A top-level entry: a plain link or a group of links. */
export type NavEntry =
  { kind: 'item'; item: NavItem } | { kind: 'group'; id: NavGroupId; items: NavItem[] }

/** What the navigation depends on. */
export interface NavigationInput {
  contractId: string
  settings: AppSettings
  flags: FeatureFlags
  /** The user's roles on the current contract (empty when none). */
  roles: readonly PermissionRole[]
}

/**
 * The navigation entries in order:
 * - Home.
 * - Transactions: fault report (external when `customDefectNoticeLinkUrl` is set; hidden when
 *   defect notices are off), terminate contract, messages (messages flag AND messaging setting).
 * - User info: own information, and payments (contract party or payer only) as a link when the
 *   paymentInfo flag is on, else a 'coming soon' entry.
 * - Own property: documents, building information, contact information, bulletin board.
 * In contract-termination-only mode: only home, terminate contract and own information.
 */
export function buildNavigation({
  contractId,
  settings,
  flags,
  roles,
}: NavigationInput): NavEntry[] {
  const link = (id: NavItemId, to: string): NavItem => ({ id, kind: 'internal', to })
  const home = link('home', routes.frontPage(contractId))
  const terminate = link('terminate', routes.terminate(contractId))
  const ownInfo = link('ownInfo', routes.ownInfo(contractId))

  if (settings.contractTerminationOnly) {
    return [home, terminate, ownInfo].map((item) => ({ kind: 'item', item }))
  }

  const transactions: NavItem[] = []
  if (settings.defectNotice) {
    transactions.push(
      settings.customDefectNoticeLinkUrl
        ? { id: 'defectNotice', kind: 'external', href: settings.customDefectNoticeLinkUrl }
        : link('defectNotice', routes.defectNoticeCreate(contractId)),
    )
  }
  transactions.push(terminate)
  if (isFeatureEnabled('messages', settings, flags)) {
    transactions.push(link('messages', routes.messages(contractId)))
  }

  const userInfo: NavItem[] = [ownInfo]
  if (hasPaymentRole(roles)) {
    userInfo.push(
      canSeePayments({ tenantRoles: roles, paymentInfo: flags.paymentInfo })
        ? link('payments', routes.paymentInfo(contractId))
        : { id: 'payments', kind: 'comingSoon' },
    )
  }

  return [
    { kind: 'item', item: home },
    { kind: 'group', id: 'transactions', items: transactions },
    { kind: 'group', id: 'userInfo', items: userInfo },
    {
      kind: 'group',
      id: 'ownProperty',
      items: [
        link('documents', routes.documents(contractId)),
        link('buildingInfo', routes.buildingInfo(contractId)),
        link('parking', routes.parking(contractId)),
        link('contactInfo', routes.contactInfo(contractId)),
        link('bulletinBoard', routes.bulletinBoard(contractId)),
      ],
    },
  ]
}
