import { describe, expect, it } from 'vitest'
import { routePatterns } from '@asukas/contract'
import type { AppSettings, FeatureFlags, RouteName } from '@asukas/contract'
import { isRouteAllowed } from '@asukas/contract'
import { buildNavigation } from '../src/app/layouts/parts/navigation.ts'
import type { NavEntry } from '../src/app/layouts/parts/navigation.ts'

const settings: AppSettings = {
  contractTerminationOnly: false,
  defectNotice: true,
  customDefectNoticeLinkUrl: null,
  messaging: true,
  legalLinks: {
    privacyStatement: null,
    accessibilityStatement: null,
    termsOfUse: null,
    cookiePolicy: null,
  },
  demoMode: true,
}
const flags: FeatureFlags = {
  removeUser: true,
  paymentInfo: true,
  passportAuth: false,
  contractModification: true,
  messages: true,
}
const allRoutes = Object.keys(routePatterns) as RouteName[]
const contractId = '00000000-0000-4000-8000-000000000001'

function ids(entries: NavEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'item'
      ? [entry.item.id]
      : [
          `${entry.id}:`,
          ...entry.items.map((item) => `${item.id}${item.kind === 'comingSoon' ? '(soon)' : ''}`),
        ],
  )
}

describe('route access (spec 01 §2)', () => {
  it('allows every route when everything is on', () => {
    expect(allRoutes.filter((name) => !isRouteAllowed(name, settings, flags))).toEqual([])
  })

  it('needs both the messages flag and the messaging setting for messages', () => {
    expect(isRouteAllowed('messages', { ...settings, messaging: false }, flags)).toBe(false)
    expect(isRouteAllowed('messageThread', settings, { ...flags, messages: false })).toBe(false)
  })

  it('gates defect routes by defectNotice and payments by paymentInfo', () => {
    expect(isRouteAllowed('defectNoticeCreate', { ...settings, defectNotice: false }, flags)).toBe(
      false,
    )
    expect(isRouteAllowed('defectNoticeEdit', { ...settings, defectNotice: false }, flags)).toBe(
      false,
    )
    expect(isRouteAllowed('paymentInfo', settings, { ...flags, paymentInfo: false })).toBe(false)
    expect(isRouteAllowed('paymentHistory', settings, { ...flags, paymentInfo: false })).toBe(false)
    expect(
      isRouteAllowed(
        'documents',
        { ...settings, defectNotice: false },
        { ...flags, paymentInfo: false },
      ),
    ).toBe(true)
  })
  // What termination-only mode refuses and keeps is tested through the router in app.test.tsx.
})

describe('top navigation (spec 01 §2)', () => {
  it('has home and the three groups', () => {
    expect(ids(buildNavigation({ contractId, settings, flags, roles: ['contractParty'] }))).toEqual(
      [
        'home',
        'transactions:',
        'defectNotice',
        'terminate',
        'messages',
        'userInfo:',
        'ownInfo',
        'payments',
        'ownProperty:',
        'documents',
        'buildingInfo',
        'parking',
        'contactInfo',
        'bulletinBoard',
      ],
    )
  })

  it('hides messages when off, shows payments as coming soon when the flag is off', () => {
    const entries = buildNavigation({
      contractId,
      settings: { ...settings, messaging: false },
      flags: { ...flags, paymentInfo: false },
      roles: ['payer'],
    })
    expect(ids(entries)).toContain('payments(soon)')
    expect(ids(entries)).not.toContain('messages')
  })

  it('shows no payments entry to a tenant who is neither payer nor contract party', () => {
    expect(ids(buildNavigation({ contractId, settings, flags, roles: ['tenant'] }))).not.toContain(
      'payments',
    )
  })

  it('links the fault report externally when a custom link is configured', () => {
    const entries = buildNavigation({
      contractId,
      settings: { ...settings, customDefectNoticeLinkUrl: 'https://vikailmoitus.example.fi' },
      flags,
      roles: [],
    })
    const transactions = entries.find((e) => e.kind === 'group' && e.id === 'transactions')
    expect(transactions?.kind === 'group' && transactions.items[0]).toEqual({
      id: 'defectNotice',
      kind: 'external',
      href: 'https://vikailmoitus.example.fi',
    })
  })

  it('shows only home, terminate and own information in termination-only mode', () => {
    expect(
      ids(
        buildNavigation({
          contractId,
          settings: { ...settings, contractTerminationOnly: true },
          flags,
          roles: ['contractParty'],
        }),
      ),
    ).toEqual(['home', 'terminate', 'ownInfo'])
  })
})
