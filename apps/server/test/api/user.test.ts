/** The signed-in user's calls (spec 02 §7): metadata, profile, permissions, notifications. */
import { api } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import {
  AINO,
  call,
  closeableNotificationOf,
  impersonationCookie,
  MIKKO,
  STAFF,
} from '../helpers/app.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()
const cookies = useLogins(t, { aino: AINO, mikko: MIKKO })

describe('GET /api/user/metadata', () => {
  it('tells a resident session from an impersonation', async () => {
    const response = await call(t.app, { url: '/api/user/metadata', cookie: cookies.aino })
    expect(response.statusCode).toBe(200)
    const metadata = api.userMetadata.response.parse(response.json())
    expect(metadata.isImpersonator).toBe(false)
    expect(metadata.impersonatorEmail).toBeNull()
  })
})

describe('GET /api/user/profile', () => {
  it("answers the resident's own profile", async () => {
    const response = await call(t.app, { url: '/api/user/profile', cookie: cookies.aino })
    expect(response.statusCode).toBe(200)
    const profile = api.userProfile.response.parse(response.json())
    expect(profile).toMatchObject({
      uuid: demoIds.ainoUser,
      cognitoId: demoIds.ainoUser,
      firstName: 'Aino',
      lastName: 'Virtanen',
      email: AINO,
    })
    expect(typeof profile.communicationByEmail).toBe('boolean')
  })
})

describe('GET /api/user/permissions', () => {
  it('lists tenant roles per contract', async () => {
    const response = await call(t.app, { url: '/api/user/permissions', cookie: cookies.aino })
    expect(response.statusCode).toBe(200)
    const permissions = api.userPermissions.response.parse(response.json())
    expect(permissions.map((p) => p.contractUuid).sort()).toEqual(
      [demoIds.ainoRentalContract, demoIds.ainoRightOfOccupancyContract].sort(),
    )
    const rental = permissions.find((p) => p.contractUuid === demoIds.ainoRentalContract)
    expect(rental?.tenantRoles).toEqual(expect.arrayContaining(['tenant', 'contractParty']))
  })
})

describe('notifications', () => {
  it("lists the resident's open notifications, newest first", async () => {
    const response = await call(t.app, { url: '/api/user/notifications', cookie: cookies.aino })
    expect(response.statusCode).toBe(200)
    const notifications = api.notifications.response.parse(response.json())
    expect(notifications.length).toBeGreaterThanOrEqual(6)
    expect(notifications.every((n) => n.closedAt === null)).toBe(true)
    const created = notifications.map((n) => n.createdAt)
    expect(created).toEqual([...created].sort().reverse())
    const categories = new Set(notifications.map((n) => n.category))
    for (const category of [
      'arrear',
      'contract_termination_request_approval_needed',
      'contract_termination_request_tenant_rejected',
      'contract_termination_request_kenno_rejected',
      'message',
      'contract_modification_request_approval_needed',
    ] as const) {
      expect(categories.has(category), category).toBe(true)
    }
    const arrear = notifications.find((n) => n.id === demoIds.ainoArrearNotification)
    expect(arrear?.notificationMeta.arrearAmount).toBe(152.4)
    const other = notifications.find((n) => n.category !== 'arrear' && n.category !== 'message')
    expect(other?.notificationMeta).toEqual({})
    // A message notification names the thread whose message raised it (issue 26 item 5).
    const message = notifications.find((n) => n.category === 'message')
    expect(message?.notificationMeta).toEqual({ messageThreadUuid: demoIds.ainoMessageThread })
  })

  it('closes a notification, idempotently, and it leaves the open list', async () => {
    const id = await closeableNotificationOf(t.db, demoIds.ainoUser)
    const url = `/api/user/notifications/${id}/close`
    const first = await call(t.app, { method: 'POST', url, cookie: cookies.aino })
    expect(first.statusCode).toBe(200)
    const closed = api.closeNotification.response.parse(first.json())
    expect(closed.id).toBe(id)
    const again = await call(t.app, { method: 'POST', url, cookie: cookies.aino })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    const open = (
      await call(t.app, { url: '/api/user/notifications', cookie: cookies.aino })
    ).json() as {
      id: unknown
    }[]
    expect(open.some((n) => n.id === id)).toBe(false)
  })

  it('refuses to close the arrear notification, which is not closeable (404)', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: `/api/user/notifications/${demoIds.ainoArrearNotification}/close`,
      cookie: cookies.aino,
    })
    expect(response.statusCode).toBe(404)
  })

  it("answers 404 for another user's notification and leaves it open", async () => {
    const [notification] = (
      await call(t.app, { url: '/api/user/notifications', cookie: cookies.aino })
    ).json() as {
      id: string
    }[]
    expect(notification).toBeDefined()
    const response = await call(t.app, {
      method: 'POST',
      url: `/api/user/notifications/${notification?.id}/close`,
      cookie: cookies.mikko,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    const rows = await t.db.query<{ closed_at: Date | null }>(
      'SELECT closed_at FROM notifications WHERE id = $1',
      [notification?.id],
    )
    expect(rows[0]?.closed_at).toBeNull()
  })

  it('answers 404 for a notification that cannot be closed, or does not exist', async () => {
    const rows = await t.db.query<{ id: string }>(
      `UPDATE notifications SET is_closeable = false
        WHERE id = (SELECT id FROM notifications
                     WHERE user_id = $1 AND closed_at IS NULL ORDER BY created_at LIMIT 1)
        RETURNING id`,
      [demoIds.ainoUser],
    )
    const id = rows[0]?.id
    expect(id).toBeDefined()
    for (const target of [id, 'a5a50000-0007-4000-8000-0000000fffff', 'not-an-id']) {
      const response = await call(t.app, {
        method: 'POST',
        url: `/api/user/notifications/${target}/close`,
        cookie: cookies.aino,
      })
      expect(response.statusCode, String(target)).toBe(404)
      expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    }
  })
})

describe('POST /api/user/locale', () => {
  it("stores the resident's portal language and refuses other codes", async () => {
    const chosen = await call(t.app, {
      method: 'POST',
      url: '/api/user/locale',
      cookie: cookies.mikko,
      payload: { locale: 'sv' },
    })
    expect(chosen.statusCode, chosen.body).toBe(200)
    expect(api.updateUserLocale.response.parse(chosen.json())).toEqual({ locale: 'sv' })
    const stored = await t.db.query<{ locale: string }>('SELECT locale FROM users WHERE id = $1', [
      demoIds.mikkoUser,
    ])
    expect(stored[0]?.locale).toBe('sv')

    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/user/locale',
      cookie: cookies.mikko,
      payload: { locale: 'de' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ error: 'VALIDATION_ERROR' })
  })

  it('is refused for an impersonator and without a session', async () => {
    const cookie = await impersonationCookie(t.db, STAFF, AINO)
    const denied = await call(t.app, {
      method: 'POST',
      url: '/api/user/locale',
      cookie,
      payload: { locale: 'en' },
    })
    expect(denied.statusCode).toBe(401)
    expect(denied.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/api/user/locale',
      payload: { locale: 'en' },
    })
    expect(anonymous.json()).toEqual({ error: 'UNAUTHORIZED' })
  })
})
