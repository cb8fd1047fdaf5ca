/**
 * The staff console's login and resident search (issue 4 "Staff users log in at /staff …, search
 * residents by name, e-mail or contract"): separate doors for staff and residents with the same
 * password rules and throttle, staff-only routes, and the search.
 */
import { api } from '@asukas/contract'
import { staffCapabilities } from '@asukas/contract/endpoints/staff'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import {
  staffLogin,
  AINO,
  auditRows,
  call,
  cookieFrom,
  DEMO_PASSWORD,
  login,
  MIKKO,
  STAFF,
} from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()
let staff: string

beforeAll(async () => {
  staff = await staffLogin(t.app, STAFF)
})

async function search(q: string, cookie = staff) {
  return call(t.app, { url: `/api/staff/residents?q=${encodeURIComponent(q)}`, cookie })
}

async function emailsFound(q: string): Promise<string[]> {
  const response = await search(q)
  expect(response.statusCode, response.body).toBe(200)
  return api.staffResidents.response.parse(response.json()).map((resident) => resident.email)
}

describe('POST /api/staff/login', () => {
  it('admits staff and audits the staff door', async () => {
    const me = await call(t.app, { url: '/api/staff/me', cookie: staff })
    expect(me.statusCode).toBe(200)
    expect(api.staffMe.response.parse(me.json())).toEqual({
      uuid: demoIds.staffUser,
      email: STAFF,
      firstName: 'Johanna',
      lastName: 'Lehtonen',
      impersonating: null,
      roles: ['customer_service', 'maintenance', 'property_manager', 'administrator'],
      capabilities: [...staffCapabilities],
    })
    const succeeded = await auditRows(t.db, 'login_succeeded')
    expect(succeeded.at(0)).toMatchObject({
      actor_user_id: demoIds.staffUser,
      details: { door: 'staff' },
    })
  })

  it('refuses a resident at the staff door and staff at the resident door, like a wrong password', async () => {
    for (const [url, username] of [
      ['/api/staff/login', AINO],
      ['/api/login', STAFF],
    ] as const) {
      const response = await call(t.app, {
        method: 'POST',
        url,
        payload: { username, password: DEMO_PASSWORD },
      })
      expect(response.statusCode, url).toBe(401)
      expect(response.json()).toEqual({ error: 'INVALID_CREDENTIALS' })
      expect(response.headers['set-cookie']).toBeUndefined()
    }
    const failed = await auditRows(t.db, 'login_failed')
    expect(failed.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { email: AINO, door: 'staff', reason: 'wrong_door' },
        { email: STAFF, door: 'resident', reason: 'wrong_door' },
      ]),
    )
  })

  it('shares the login throttle with the resident door', async () => {
    const email = 'lukittu.henkilokunta@example.com'
    for (let i = 0; i < 5; i += 1) {
      await call(t.app, {
        method: 'POST',
        url: i % 2 === 0 ? '/api/login' : '/api/staff/login',
        payload: { username: email, password: 'Wrong-password-1' },
      })
    }
    const locked = await call(t.app, {
      method: 'POST',
      url: '/api/staff/login',
      payload: { username: email, password: 'Wrong-password-1' },
    })
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({
      error: 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
      details: { retryAfter: expect.any(Number) as number },
    })
  })

  it('rotates the session: a new id at each login', async () => {
    const first = await staffLogin(t.app, STAFF)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: { cookie: first, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: STAFF, password: DEMO_PASSWORD }),
    })
    const second = cookieFrom(response, 'asukas_session')
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    expect((await call(t.app, { url: '/api/staff/me', cookie: first })).statusCode).toBe(401)
  })
})

describe('who may use which routes', () => {
  it('keeps staff routes for staff (401 for residents and anonymous callers)', async () => {
    const resident = await login(t.app, AINO)
    for (const cookie of [resident, undefined]) {
      for (const url of ['/api/staff/me', '/api/staff/residents?q=aino']) {
        const response = await call(t.app, { url, ...(cookie ? { cookie } : {}) })
        expect(response.statusCode, url).toBe(401)
        expect(response.json()).toEqual({ error: 'UNAUTHORIZED' })
      }
      const start = await call(t.app, {
        method: 'POST',
        url: '/api/staff/impersonation',
        payload: { userId: demoIds.mikkoUser },
        ...(cookie ? { cookie } : {}),
      })
      expect(start.statusCode).toBe(401)
      expect(start.json()).toEqual({ error: 'UNAUTHORIZED' })
    }
  })

  it('keeps resident routes for residents: staff must impersonate (401 otherwise)', async () => {
    for (const url of ['/api/contracts', '/api/user/profile', '/api/user/metadata']) {
      const response = await call(t.app, { url, cookie: staff })
      expect(response.statusCode, url).toBe(401)
      expect(response.json()).toEqual({ error: 'UNAUTHORIZED' })
    }
    const remove = await call(t.app, { method: 'POST', url: '/api/remove-user', cookie: staff })
    expect(remove.statusCode).toBe(401)
    expect(await t.db.query('SELECT 1 FROM users WHERE id = $1', [demoIds.staffUser])).toHaveLength(
      1,
    )
  })
})

describe('GET /api/staff/residents', () => {
  it('finds residents by first or last name in either order, any letter case', async () => {
    expect(await emailsFound('virtanen')).toEqual([AINO])
    expect(await emailsFound('AINO VIRT')).toEqual([AINO])
    expect(await emailsFound('Virtanen Aino')).toEqual([AINO])
    expect(await emailsFound('korhonen')).toEqual([MIKKO])
  })

  it('finds residents by e-mail', async () => {
    expect(await emailsFound('mikko.korhonen@')).toEqual([MIKKO])
    expect((await emailsFound('@example.com')).length).toBeGreaterThanOrEqual(3)
  })

  it('finds the residents of a contract by its reference number, spaces ignored', async () => {
    const [contract] = await t.db.query<{ reference_number: string }>(
      'SELECT reference_number FROM contracts WHERE id = $1',
      [demoIds.ainoRentalContract],
    )
    const reference = contract?.reference_number ?? ''
    const compact = reference.replace(/\s+/g, '')
    const spaced = compact.replace(/(.{5})/g, '$1 ').trim()
    expect((await emailsFound(compact)).sort()).toEqual([AINO, 'antti.nieminen@example.com'])
    expect((await emailsFound(spaced)).sort()).toEqual([AINO, 'antti.nieminen@example.com'])
  })

  it('finds residents by address, postal code and city', async () => {
    const [apartment] = await t.db.query<{
      street_address_line1: string
      postal_code: string
      city: string
    }>(
      `SELECT a.street_address_line1, a.postal_code, a.city FROM contracts c
         JOIN apartments a ON a.id = c.apartment_id WHERE c.id = $1`,
      [demoIds.mikkoContract],
    )
    if (!apartment) throw new Error('no apartment')
    expect(await emailsFound(apartment.street_address_line1)).toContain(MIKKO)
    expect(await emailsFound(`${apartment.postal_code} ${apartment.city}`)).toContain(MIKKO)
  })

  it("answers each resident's contracts with reference number and address", async () => {
    const response = await search('Aino Virtanen')
    const [aino] = api.staffResidents.response.parse(response.json())
    expect(aino).toMatchObject({ uuid: demoIds.ainoUser, email: AINO, firstName: 'Aino' })
    expect(aino?.contracts.map((contract) => contract.contractUuid)).toEqual([
      demoIds.ainoRentalContract,
      demoIds.ainoRightOfOccupancyContract,
    ])
    expect(aino?.contracts[0]).toMatchObject({
      status: 'active',
      referenceNumber: expect.any(String),
    })
  })

  it('finds neither staff, tenants without an account, nor unconfirmed accounts', async () => {
    expect(await emailsFound('Lehtonen')).toEqual([])
    expect(await emailsFound('Mäkinen')).toEqual([])
    await t.db.query(
      `INSERT INTO users (email, first_name, last_name, confirmed)
       VALUES ('kesken@example.com', 'Keijo', 'Keskeneräinen', false)`,
    )
    expect(await emailsFound('Keskeneräinen')).toEqual([])
  })

  it('treats % and _ literally, and needs 2 to 100 characters', async () => {
    expect(await emailsFound('%%')).toEqual([])
    expect(await emailsFound('__')).toEqual([])
    for (const q of ['a', ' a ', 'x'.repeat(101)]) {
      const response = await search(q)
      expect(response.statusCode, q).toBe(400)
      expect(response.json()).toEqual({
        error: 'VALIDATION_ERROR',
        details: { fieldErrors: { q: 'invalid_string' } },
      })
    }
    const missing = await call(t.app, { url: '/api/staff/residents', cookie: staff })
    expect(missing.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { q: 'required' } },
    })
  })
})
