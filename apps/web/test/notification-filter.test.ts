import { describe, expect, it } from 'vitest'
import { notificationCategories } from '@asukas/contract'
import type { Notification, NotificationCategory } from '@asukas/contract'
import { formatArrear } from '@asukas/domain'
import {
  isShownCategory,
  shownNotificationCategories,
  visibleNotifications,
} from '../src/features/front-page/notification-filter.ts'

const contract = '00000000-0000-4000-8000-000000000001'
const otherContract = '00000000-0000-4000-8000-000000000002'
let next = 0

function notification(
  category: NotificationCategory,
  overrides: Partial<Notification> = {},
): Notification {
  next += 1
  return {
    id: `00000000-0000-4000-9000-${String(next).padStart(12, '0')}`,
    contractUuid: contract,
    priority: 'normal',
    category,
    notificationMeta: {},
    isCloseable: true,
    createdAt: `2026-11-${String(10 + (next % 10)).padStart(2, '0')}T08:00:00+02:00`,
    closedAt: null,
    ...overrides,
  }
}

describe('front-page notification filter (spec 01 §3: six types shown)', () => {
  it('shows exactly the six categories', () => {
    expect([...shownNotificationCategories].sort()).toEqual(
      [
        'arrear',
        'contract_modification_request_approval_needed',
        'contract_termination_request_approval_needed',
        'contract_termination_request_kenno_rejected',
        'contract_termination_request_tenant_rejected',
        'message',
      ].sort(),
    )
    const shown = notificationCategories.filter(isShownCategory)
    expect(shown).toHaveLength(6)
  })

  it('drops other categories, other contracts and closed notifications', () => {
    const all = notificationCategories.map((category) => notification(category))
    const result = visibleNotifications(
      [
        ...all,
        notification('arrear', { contractUuid: otherContract }),
        notification('message', { closedAt: '2026-11-20T10:00:00+02:00' }),
      ],
      contract,
    )
    expect(result.map((n) => n.category).sort()).toEqual([...shownNotificationCategories].sort())
  })

  it('orders important ones first, then newest first', () => {
    const older = notification('message', { createdAt: '2026-11-01T08:00:00+02:00' })
    const newer = notification('arrear', { createdAt: '2026-11-20T08:00:00+02:00' })
    const important = notification('contract_termination_request_approval_needed', {
      priority: 'important',
      createdAt: '2026-10-01T08:00:00+02:00',
    })
    expect(visibleNotifications([older, newer, important], contract).map((n) => n.id)).toEqual([
      important.id,
      newer.id,
      older.id,
    ])
  })

  it('shows an arrear as a negative euro amount with a comma decimal', () => {
    expect(formatArrear(152.4)).toBe('−152,40\u00a0€')
  })
})
