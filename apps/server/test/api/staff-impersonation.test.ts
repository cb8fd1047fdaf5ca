/**
 * Read-only impersonation started and ended through the staff console (spec 01 §1, §6; issue 4
 * "Staff and impersonation"): the portal reads as the resident, the metadata names the
 * impersonator, every write is refused (and audited) except ending the impersonation and
 * logging out, and the session id changes at each step without outliving its 12 hours.
 */
import { api } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import { sessionIdOf } from '../../src/platform/auth/sessions.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { staffLogin, tokenOf, AINO, auditRows, call, cookieFrom, STAFF } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()

/** Starts impersonating `userId`; returns the answer and the renewed cookie. */
async function impersonate(cookie: string, userId: string) {
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/staff/impersonation',
    cookie,
    payload: { userId },
  })
  return { response, cookie: cookieFrom(response, 'asukas_session') }
}

describe('starting an impersonation', () => {
  it('renews the session, reads as the resident and names the impersonator', async () => {
    const staff = await staffLogin(t.app)
    const started = await impersonate(staff, demoIds.ainoUser)
    expect(started.response.statusCode, started.response.body).toBe(200)
    expect(api.startImpersonation.response.parse(started.response.json())).toMatchObject({
      email: STAFF,
      impersonating: { uuid: demoIds.ainoUser, email: AINO, firstName: 'Aino' },
    })
    const cookie = started.cookie ?? ''
    expect(cookie).not.toBe(staff)
    expect((await call(t.app, { url: '/api/staff/me', cookie: staff })).statusCode).toBe(401)

    const metadata = await call(t.app, { url: '/api/user/metadata', cookie })
    expect(metadata.json()).toEqual({
      isImpersonator: true,
      impersonatorEmail: STAFF,
      identityProvider: 'ftn',
    })
    const profile = await call(t.app, { url: '/api/user/profile', cookie })
    expect(profile.json()).toMatchObject({ email: AINO })
    const contracts = await call(t.app, { url: '/api/contracts', cookie })
    expect((contracts.json() as unknown[]).length).toBe(2)
    const me = await call(t.app, { url: '/api/staff/me', cookie })
    expect(me.json()).toMatchObject({ impersonating: { email: AINO } })
    const search = await call(t.app, { url: '/api/staff/residents?q=korhonen', cookie })
    expect(search.statusCode).toBe(200)

    const [audit] = await auditRows(t.db, 'impersonation_started')
    expect(audit).toMatchObject({
      actor_user_id: demoIds.staffUser,
      entity_id: demoIds.ainoUser,
      details: { residentEmail: AINO },
    })
  })

  it('keeps the absolute end of the staff session', async () => {
    const staff = await staffLogin(t.app)
    const [before] = await t.db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM sessions WHERE id = $1',
      [sessionIdOf(tokenOf(staff))],
    )
    const { cookie } = await impersonate(staff, demoIds.mikkoUser)
    const [after] = await t.db.query<{ expires_at: Date; impersonated_user_id: string }>(
      'SELECT expires_at, impersonated_user_id FROM sessions WHERE id = $1',
      [sessionIdOf(tokenOf(cookie ?? ''))],
    )
    expect(after?.impersonated_user_id).toBe(demoIds.mikkoUser)
    expect(after?.expires_at.getTime()).toBe(before?.expires_at.getTime())
  })

  it('answers 404 for anyone but a confirmed resident', async () => {
    const staff = await staffLogin(t.app)
    await t.db.query(
      `INSERT INTO users (id, email, first_name, last_name, confirmed)
       VALUES ('a5a50000-0004-4000-8000-0000000000ff', 'kesken2@example.com', 'K', 'K', false)`,
    )
    for (const userId of [
      demoIds.staffUser,
      'a5a50000-0004-4000-8000-0000000000ff',
      'a5a50000-0004-4000-8000-00000000ffff',
    ]) {
      const { response } = await impersonate(staff, userId)
      expect(response.statusCode, userId).toBe(404)
      expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    }
    const malformed = await impersonate(staff, 'not-a-uuid')
    expect(malformed.response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { userId: 'invalid_string' } },
    })
  })
})

describe('while impersonating', () => {
  it('refuses writes with IMPERSONATION_WRITE_ACCESS_DENIED, audited with the staff user', async () => {
    const { cookie } = await impersonate(await staffLogin(t.app), demoIds.ainoUser)
    const update = await call(t.app, {
      method: 'POST',
      url: '/api/user/update',
      cookie: cookie ?? '',
      payload: {
        email: 'hijack@example.com',
        phoneNumber: '+358 40 000 0000',
        communicationByEmail: true,
        communicationBySms: true,
        marketingAllowed: true,
      },
    })
    expect(update.statusCode).toBe(401)
    expect(update.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
    const profile = await call(t.app, { url: '/api/user/profile', cookie: cookie ?? '' })
    expect(profile.json()).toMatchObject({ email: AINO })
    const refused = await auditRows(t.db, 'impersonated_write_refused')
    expect(refused.at(-1)).toMatchObject({
      actor_user_id: demoIds.ainoUser,
      impersonator_user_id: demoIds.staffUser,
      entity_id: 'POST /api/user/update',
      details: { method: 'POST', path: '/api/user/update' },
    })
  })

  it('refuses starting another impersonation: end this one first', async () => {
    const { cookie } = await impersonate(await staffLogin(t.app), demoIds.ainoUser)
    const again = await impersonate(cookie ?? '', demoIds.mikkoUser)
    expect(again.response.statusCode).toBe(401)
    expect(again.response.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
  })
})

describe('ending an impersonation', () => {
  it('is allowed while impersonating and returns to the staff view', async () => {
    const route = t.app.routeTable.find(
      (entry) => entry.url === '/api/staff/impersonation/end' && entry.method === 'POST',
    )
    expect(route).toMatchObject({ access: 'staff', impersonationGuarded: false })
    const { cookie } = await impersonate(await staffLogin(t.app), demoIds.ainoUser)
    const ended = await call(t.app, {
      method: 'POST',
      url: '/api/staff/impersonation/end',
      cookie: cookie ?? '',
    })
    expect(ended.statusCode, ended.body).toBe(200)
    expect(api.endImpersonation.response.parse(ended.json())).toMatchObject({
      email: STAFF,
      impersonating: null,
    })
    const back = cookieFrom(ended, 'asukas_session') ?? ''
    expect(back).not.toBe(cookie)
    expect((await call(t.app, { url: '/api/user/profile', cookie: cookie ?? '' })).statusCode).toBe(
      401,
    )
    expect((await call(t.app, { url: '/api/user/profile', cookie: back })).statusCode).toBe(401)
    const me = await call(t.app, { url: '/api/staff/me', cookie: back })
    expect(me.json()).toMatchObject({ impersonating: null })
    const [audit] = await auditRows(t.db, 'impersonation_ended')
    expect(audit).toMatchObject({ actor_user_id: demoIds.staffUser, entity_id: demoIds.ainoUser })
  })

  it('answers the staff view without a change when not impersonating', async () => {
    const staff = await staffLogin(t.app)
    const ended = await call(t.app, {
      method: 'POST',
      url: '/api/staff/impersonation/end',
      cookie: staff,
    })
    expect(ended.statusCode).toBe(200)
    expect(ended.json()).toMatchObject({ impersonating: null })
    expect(ended.headers['set-cookie']).toBeUndefined()
  })

  it('is also possible by logging out', async () => {
    const { cookie } = await impersonate(await staffLogin(t.app), demoIds.ainoUser)
    const out = await call(t.app, { method: 'POST', url: '/api/logout', cookie: cookie ?? '' })
    expect(out.statusCode).toBe(200)
    expect((await call(t.app, { url: '/api/staff/me', cookie: cookie ?? '' })).statusCode).toBe(401)
  })
})
