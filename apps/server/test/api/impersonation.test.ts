/**
 * Staff impersonation is read-only (spec 01 §6): every non-GET route except login, logout, the
 * staff login and the end of an impersonation answers 401 IMPERSONATION_WRITE_ACCESS_DENIED for
 * an impersonating session, proven by enumerating the registered routes, so routes added later
 * are covered without anyone remembering. Each refusal is audited. The impersonating session row
 * is made directly in the database here; staff-impersonation.test.ts starts one through the API.
 */
import { api } from '@asukas/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import {
  AINO,
  call,
  closeableNotificationOf,
  fillPath,
  impersonationCookie,
  login,
  STAFF,
} from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'
import type { Db } from '../../src/platform/db/db.ts'

async function auditCount(db: Db, action: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM audit_log WHERE action = $1',
    [action],
  )
  return rows[0]?.n ?? 0
}

const t = useTestApp()
let impersonator: string
let closeable: string

beforeAll(async () => {
  impersonator = await impersonationCookie(t.db, STAFF, AINO)
  closeable = await closeableNotificationOf(t.db, demoIds.ainoUser)
})

describe('an impersonating staff member', () => {
  it("reads the resident's data and sees the impersonation in the metadata", async () => {
    const metadata = await call(t.app, { url: '/api/user/metadata', cookie: impersonator })
    expect(metadata.statusCode).toBe(200)
    expect(api.userMetadata.response.parse(metadata.json())).toMatchObject({
      isImpersonator: true,
      impersonatorEmail: STAFF,
    })
    const profile = await call(t.app, { url: '/api/user/profile', cookie: impersonator })
    expect(profile.json()).toMatchObject({ email: AINO })
    const contracts = await call(t.app, { url: '/api/contracts', cookie: impersonator })
    expect(contracts.statusCode).toBe(200)
    expect((contracts.json() as unknown[]).length).toBe(2)
    const contract = await call(t.app, {
      url: `/api/contracts/${demoIds.ainoRentalContract}`,
      cookie: impersonator,
    })
    expect(contract.statusCode).toBe(200)
  })

  it('is refused on every non-GET route except the logins, logout and the end of impersonation', async () => {
    const writes = t.app.routeTable.filter(
      (route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method),
    )
    const exempt = writes.filter((route) => !route.impersonationGuarded).map((route) => route.url)
    expect(exempt.sort()).toEqual([
      '/api/login',
      '/api/logout',
      '/api/staff/impersonation/end',
      '/api/staff/login',
    ])
    const refusalsBefore = await auditCount(t.db, 'impersonated_write_refused')
    const guarded = writes.filter((route) => route.impersonationGuarded)
    expect(guarded.map((route) => route.url)).toContain('/api/user/notifications/:id/close')
    for (const route of guarded) {
      const url = fillPath(
        route.url,
        { contractUuid: demoIds.ainoRentalContract, id: closeable },
        'a5a50000-0000-4000-8000-000000000000',
      )
      const response = await call(t.app, {
        method: route.method as 'POST',
        url,
        cookie: impersonator,
        payload: {},
      })
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
      expect(response.json(), route.url).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
    }
    expect(guarded.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/user/update',
        '/api/remove-user',
        '/api/send-password-reset-code',
        '/api/confirm-reset-password',
        '/api/forgot-password',
        '/api/verify-email',
        '/api/staff/impersonation',
      ]),
    )
    expect(await auditCount(t.db, 'impersonated_write_refused')).toBe(
      refusalsBefore + guarded.length,
    )
    const [refusal] = await t.db.query<{
      actor_user_id: string
      impersonator_user_id: string
      entity_id: string
    }>(
      `SELECT actor_user_id, impersonator_user_id, entity_id FROM audit_log
        WHERE action = 'impersonated_write_refused' AND entity_id = 'POST /api/remove-user'`,
    )
    expect(refusal).toEqual({
      actor_user_id: demoIds.ainoUser,
      impersonator_user_id: demoIds.staffUser,
      entity_id: 'POST /api/remove-user',
    })
    const rows = await t.db.query<{ closed_at: Date | null }>(
      'SELECT closed_at FROM notifications WHERE id = $1',
      [closeable],
    )
    expect(rows[0]?.closed_at).toBeNull()
  })

  it('may still log out', async () => {
    const cookie = await impersonationCookie(t.db, STAFF, AINO)
    const response = await call(t.app, { method: 'POST', url: '/api/logout', cookie })
    expect(response.statusCode).toBe(200)
    expect((await call(t.app, { url: '/api/user/profile', cookie })).statusCode).toBe(401)
  })

  it('does not affect the resident, who may close the notification', async () => {
    const resident = await login(t.app, AINO)
    const response = await call(t.app, {
      method: 'POST',
      url: `/api/user/notifications/${closeable}/close`,
      cookie: resident,
    })
    expect(response.statusCode).toBe(200)
  })
})
