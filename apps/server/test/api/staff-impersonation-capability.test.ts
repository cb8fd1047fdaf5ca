/**
 * Impersonation is a staff capability of its own (issue 23 item 9): the property manager, whose
 * roles do not cover messages or feedback, read a resident's message threads and feedback by
 * looking at the portal as her. Now only customer service and administrators may start an
 * impersonation; every read made while impersonating is audited (`impersonated_read`: resident,
 * staff member, route), and the resident's own information tells when staff last looked as her
 * (`GET /api/user/last-staff-view`).
 */
import { api } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import { manualClock } from '../../src/platform/clock.ts'
import { staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, auditRows, call, cookieFrom, login, staffLogin } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

// The clock follows real time at each staff login (the test's TOTP codes are made from it) and is
// moved on to known instants for the reads.
const clock = manualClock(new Date())
const at = (minutes: number) =>
  new Date(Math.floor(Date.now() / 60_000) * 60_000 + minutes * 60_000)
const t = useTestApp({}, { clock })

async function impersonate(staffCookie: string, userId: string) {
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/staff/impersonation',
    cookie: staffCookie,
    payload: { userId },
  })
  return { response, cookie: cookieFrom(response, 'asukas_session') ?? '' }
}

async function lastStaffView(cookie: string) {
  const response = await call(t.app, { url: '/api/user/last-staff-view', cookie })
  expect(response.statusCode, response.body).toBe(200)
  return api.userLastStaffView.response.parse(response.json()).lastViewedAt
}

describe('who may look at the portal as a resident', () => {
  it('refuses the property manager with STAFF_ROLE_REQUIRED', async () => {
    clock.set(new Date())
    const manager = await staffLogin(t.app, staffConsoleDemoLogins.propertyManager)
    const me = await call(t.app, { url: '/api/staff/me', cookie: manager })
    expect(me.json()).toMatchObject({ capabilities: expect.not.arrayContaining(['impersonation']) })
    const { response, cookie } = await impersonate(manager, demoIds.ainoUser)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ error: 'STAFF_ROLE_REQUIRED' })
    expect(cookie).toBe('')
    // The session did not become an impersonation: the resident's messages stay out of reach.
    const threads = await call(t.app, { url: '/api/resident/message-timeline', cookie: manager })
    expect(threads.statusCode).toBe(401)
    expect(await auditRows(t.db, 'impersonation_started')).toHaveLength(0)
  })

  it('lets customer service look, audits each read, and shows the resident when', async () => {
    const aino = await login(t.app, AINO)
    expect(await lastStaffView(aino)).toBeNull()

    clock.set(new Date())
    const service = await staffLogin(t.app, staffConsoleDemoLogins.customerService)
    const started = await impersonate(service, demoIds.ainoUser)
    expect(started.response.statusCode, started.response.body).toBe(200)
    const [serviceUser] = await t.db.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      [staffConsoleDemoLogins.customerService],
    )

    clock.set(at(5))
    const profile = await call(t.app, { url: '/api/user/profile', cookie: started.cookie })
    expect(profile.statusCode).toBe(200)
    const lastRead = at(6)
    clock.set(lastRead)
    const tenants = await call(t.app, {
      url: `/api/contracts/${demoIds.ainoRentalContract}/tenants`,
      cookie: started.cookie,
    })
    expect(tenants.statusCode, tenants.body).toBe(200)

    const reads = await auditRows(t.db, 'impersonated_read')
    expect(reads).toEqual([
      expect.objectContaining({
        actor_user_id: demoIds.ainoUser,
        impersonator_user_id: serviceUser?.id,
        entity_id: 'GET /api/user/profile',
        details: { path: '/api/user/profile' },
      }),
      expect.objectContaining({
        actor_user_id: demoIds.ainoUser,
        impersonator_user_id: serviceUser?.id,
        entity_id: 'GET /api/contracts/:contractUuid/tenants',
        details: { path: `/api/contracts/${demoIds.ainoRentalContract}/tenants` },
      }),
    ])

    // Aino's own session: her own reads are not audited as staff looks.
    clock.set(at(60))
    expect(await lastStaffView(aino)).toBe(lastRead.toISOString())
    expect(await auditRows(t.db, 'impersonated_read')).toHaveLength(2)
  })

  it('ends the look at once when the capability is taken away', async () => {
    clock.set(new Date())
    const admin = await staffLogin(t.app, staffConsoleDemoLogins.administrator)
    const started = await impersonate(admin, demoIds.ainoUser)
    expect(started.response.statusCode).toBe(200)
    await t.db.query(
      `UPDATE staff_accounts SET roles = '{property_manager}'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [staffConsoleDemoLogins.administrator],
    )
    const profile = await call(t.app, { url: '/api/user/profile', cookie: started.cookie })
    expect(profile.statusCode).toBe(401)
    expect(profile.json()).toEqual({ error: 'UNAUTHORIZED' })
  })
})

it('answers only the error codes its calls declare (issue 8 item 8)', () => {
  expect(t.app.undeclaredErrors).toEqual([])
})
