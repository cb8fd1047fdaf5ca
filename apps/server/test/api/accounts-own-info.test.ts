/**
 * Own information and the account (spec 01 §4 Own information, spec 02 §5 "User info and
 * others", §7 update user details and remove user; issue 4 "Own information and account"):
 * saving contact details (the login e-mail changes only with proof: accounts-email-change), deleting the account (removes the login, keeps
 * the housing records, mails "account deleted", audits), and the feature flag behind it.
 */
import { api } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, appOn, auditRows, call, DEMO_PASSWORD, login, MIKKO } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'
import { mailTo } from '../helpers/browser.ts'

const t = useTestApp()

const details = {
  email: 'aino.uusi@example.com',
  phoneNumber: '+358 40 765 4321',
  communicationByEmail: false,
  communicationBySms: true,
  marketingAllowed: true,
}

describe('POST /api/user/update', () => {
  it('saves phone and communication choices, answers the profile and audits', async () => {
    const cookie = await login(t.app, AINO)
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/update',
      cookie,
      payload: { ...details, email: ' Aino.Virtanen@Example.com ' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const profile = api.updateUser.response.parse(response.json())
    expect(profile).toMatchObject({ ...details, email: AINO, uuid: demoIds.ainoUser })
    const read = await call(t.app, { url: '/api/user/profile', cookie })
    expect(read.json()).toEqual(profile)
    const [row] = await auditRows(t.db, 'user_updated')
    expect(row).toMatchObject({
      actor_user_id: demoIds.ainoUser,
      details: { fields: ['phoneNumber', 'communicationByEmail', 'marketingAllowed'] },
    })
  })

  it('never changes the login e-mail (that needs the password and a code)', async () => {
    const cookie = await login(t.app, AINO)
    for (const email of ['aino.uusi@example.com', MIKKO]) {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/user/update',
        cookie,
        payload: { ...details, email },
      })
      expect(response.statusCode).toBe(400)
      // The same answer for a free and a taken address: nothing is revealed.
      expect(response.json()).toEqual({
        error: 'VALIDATION_ERROR',
        details: { fieldErrors: { email: 'invalid_string' } },
      })
    }
    const read = await call(t.app, { url: '/api/user/profile', cookie })
    expect(read.json()).toMatchObject({ email: AINO })
  })

  it('validates with the spec 02 §5 keys', async () => {
    const cookie = await login(t.app, AINO)
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/update',
      cookie,
      payload: { ...details, email: 'not-an-email', phoneNumber: '040 123', marketingAllowed: 'x' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: {
        fieldErrors: {
          email: 'invalid_email',
          phoneNumber: 'invalid_phone_number',
          marketingAllowed: 'invalid_string',
        },
      },
    })
  })
})

describe('POST /api/remove-user', () => {
  it('is not there without the removeUser flag (404)', async () => {
    const app = await appOn(t.db, { FEATURE_REMOVE_USER: 'false' })
    try {
      const cookie = await login(app, 'antti.nieminen@example.com')
      const response = await call(app, { method: 'POST', url: '/api/remove-user', cookie })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    } finally {
      await app.close()
    }
  })

  it('deletes the login, keeps the housing records, mails and audits', async () => {
    const email = 'antti.nieminen@example.com'
    const cookie = await login(t.app, email)
    const other = await login(t.app, email)
    const response = await call(t.app, { method: 'POST', url: '/api/remove-user', cookie })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({})
    expect(String(response.headers['set-cookie'])).toMatch(/^asukas_session=;/)

    expect(await t.db.query('SELECT 1 FROM users WHERE id = $1', [demoIds.anttiUser])).toEqual([])
    expect(
      await t.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [demoIds.anttiUser]),
    ).toEqual([])
    const tenant = await t.db.query<{ user_id: string | null; first_name: string }>(
      'SELECT user_id, first_name FROM tenants WHERE id = $1',
      [demoIds.anttiRentalTenant],
    )
    expect(tenant).toEqual([{ user_id: null, first_name: 'Antti' }])
    const requests = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM termination_requests WHERE contract_id = $1`,
      [demoIds.ainoRentalContract],
    )
    expect(requests[0]?.n).toBeGreaterThan(0)

    const [mail] = await mailTo(t.app, email)
    expect(mail).toMatchObject({ template: 'account_deleted', lang: 'fi' })
    const [deleted] = await auditRows(t.db, 'account_deleted')
    expect(deleted).toMatchObject({ actor_user_id: demoIds.anttiUser, details: { email } })

    for (const session of [cookie, other]) {
      expect((await call(t.app, { url: '/api/user/profile', cookie: session })).statusCode).toBe(
        401,
      )
    }
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password: DEMO_PASSWORD },
    })
    expect(again.json()).toEqual({ error: 'INVALID_CREDENTIALS' })
    // Aino, who shares the contract, still sees it and Antti as a tenant without an account.
    const aino = await login(t.app, AINO)
    const tenants = await call(t.app, {
      url: `/api/contracts/${demoIds.ainoRentalContract}/tenants`,
      cookie: aino,
    })
    expect(tenants.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: demoIds.anttiRentalTenant, hasResidentUser: false }),
      ]),
    )
  })
})

describe('user permissions, metadata and feature flags', () => {
  it('serves the tenant roles per contract and the registration’s identity provider', async () => {
    const cookie = await login(t.app, AINO)
    const permissions = await call(t.app, { url: '/api/user/permissions', cookie })
    expect(permissions.json()).toEqual([
      {
        contractUuid: demoIds.ainoRentalContract,
        tenantRoles: ['tenant', 'payer', 'contractParty'],
      },
      {
        contractUuid: demoIds.ainoRightOfOccupancyContract,
        tenantRoles: ['tenant', 'payer', 'contractParty'],
      },
    ])
    const metadata = await call(t.app, { url: '/api/user/metadata', cookie })
    expect(metadata.json()).toEqual({
      isImpersonator: false,
      impersonatorEmail: null,
      identityProvider: 'ftn',
    })
  })

  it('serves the feature flags of the settings', async () => {
    const app = await appOn(t.db, { FEATURE_REMOVE_USER: 'false', FEATURE_PASSPORT_AUTH: '1' })
    try {
      const flags = await call(app, { url: '/api/feature-flags' })
      expect(flags.json()).toMatchObject({ removeUser: false, passportAuth: true })
    } finally {
      await app.close()
    }
  })
})
