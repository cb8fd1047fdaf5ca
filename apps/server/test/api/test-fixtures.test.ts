/**
 * The test-only fixtures API (issue 10): in test mode it makes a resident with contracts from the
 * typed builders, who can log in and sees exactly those contracts; it answers 404 in demo and
 * production mode, where the routes are not registered.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/platform/config.ts'
import { generateRsaJwk } from '../../src/platform/identity/keys.ts'
import type { IdentityService } from '../../src/platform/identity/oidc-client.ts'
import { fakeWebDist, login, startTestApp, type TestApp } from '../helpers/app.ts'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})

afterAll(async () => {
  await t.close()
})

interface Created {
  userId: string
  email: string
  password: string
  contracts: { contractId: string }[]
}

async function createResident(app: FastifyInstance, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/test-fixtures/residents',
    payload: body as object,
  })
}

describe('test mode', () => {
  it('creates a resident with the contracts asked for, who logs in and sees only them', async () => {
    const answer = await createResident(t.app, {
      firstName: 'Sofia',
      contracts: [
        {
          type: 'rental',
          arrear: 99.5,
          notifications: ['normal', 'contract_lifecycle'],
          company: { name: 'Testi Oy', businessId: '1234567-1' },
          coTenants: [
            { firstName: 'Emilia', lastName: 'Laine', personalIdentityCode: '030516D9026' },
          ],
        },
        { type: 'right_of_occupancy', isEstateContract: true },
      ],
    })
    expect(answer.statusCode).toBe(201)
    const created = answer.json<Created>()
    expect(created.email).toMatch(/^fixture-[0-9a-f-]+@example\.com$/)
    expect(created.contracts).toHaveLength(2)

    const cookie = await login(t.app, created.email, created.password)
    const contracts = await t.app.inject({
      method: 'GET',
      url: '/api/contracts',
      headers: { cookie },
    })
    expect(contracts.statusCode).toBe(200)
    const listed = contracts.json<{ uuid: string; contractType: string }[]>()
    expect(listed.map((c) => c.uuid).sort()).toEqual(
      created.contracts.map((c) => c.contractId).sort(),
    )
    expect(listed.map((c) => c.contractType).sort()).toEqual(['rental', 'right_of_occupancy'])

    const notifications = await t.app.inject({
      method: 'GET',
      url: '/api/user/notifications',
      headers: { cookie },
    })
    const shown = notifications.json<{ category: string }[]>()
    expect(shown.map((n) => n.category).sort()).toEqual(['arrear', 'contract_lifecycle', 'normal'])
    expect(shown).toContainEqual(
      expect.objectContaining({ category: 'arrear', notificationMeta: { arrearAmount: 99.5 } }),
    )
  })

  it('gives two residents made one after the other nothing in common', async () => {
    const [a, b] = await Promise.all([createResident(t.app, {}), createResident(t.app, {})])
    const first = a.json<Created>()
    const second = b.json<Created>()
    expect(first.userId).not.toBe(second.userId)
    expect(first.contracts[0]?.contractId).not.toBe(second.contracts[0]?.contractId)
  })

  it('refuses an unknown field with 400', async () => {
    const answer = await createResident(t.app, { contracts: [{ type: 'lease' }] })
    expect(answer.statusCode).toBe(400)
  })

  it('draws a flow contract again when its random identity code or apartment is taken', async () => {
    // 20 people born on the demo Oskari's day share 100 temporary identity codes (900-999), one
    // of them his: without a second draw a clash (and a 500) is all but certain.
    for (let i = 0; i < 20; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/test-fixtures/flow-contracts',
        payload: { people: [{ firstName: 'Oskari', lastName: 'Salo', birthDate: '2002-03-19' }] },
      })
      expect(answer.statusCode, answer.body).toBe(201)
    }
    const codes = await t.db.query<{ n: string }>(
      `SELECT count(DISTINCT personal_identity_code)::text AS n FROM users
        WHERE personal_identity_code LIKE '190302A9%'`,
    )
    expect(codes[0]?.n).toBe('21')
  })

  it('reset removes the fixture residents and keeps the demo data', async () => {
    const created = (await createResident(t.app, {})).json<Created>()
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/test-fixtures/reset',
      payload: {},
    })
    expect(reset.statusCode).toBe(200)
    expect(reset.json<{ residents: number }>().residents).toBeGreaterThanOrEqual(1)
    const left = await t.db.query('select 1 from users where id = $1', [created.userId])
    expect(left).toHaveLength(0)
    const demo = await t.db.query('select 1 from users where email = $1', [
      'aino.virtanen@example.com',
    ])
    expect(demo).toHaveLength(1)
  })
})

describe('outside test mode the fixtures API does not exist', () => {
  it('answers 404 in demo mode', async () => {
    const app = await buildApp({
      config: loadConfig({ ASUKAS_MODE: 'demo', LOG_LEVEL: 'silent', WEB_DIST_DIR: fakeWebDist() }),
      db: t.db,
    })
    try {
      for (const url of ['/api/test-fixtures/residents', '/api/test-fixtures/reset']) {
        const answer = await app.inject({ method: 'POST', url, payload: {} })
        expect(answer.statusCode, url).toBe(404)
        expect(answer.json()).toEqual({ error: 'NOT_FOUND' })
      }
    } finally {
      await app.close()
    }
  })

  it('answers 404 in production mode', async () => {
    const [signing, encryption] = await Promise.all([
      generateRsaJwk('RS256'),
      generateRsaJwk('RSA-OAEP-256'),
    ])
    const config = loadConfig({
      ASUKAS_MODE: 'production',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: fakeWebDist(),
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'asukas@example.com',
      OIDC_TELIA_ISSUER: 'https://tunnistus.example.fi/oidc',
      OIDC_TELIA_CLIENT_ID: 'asukas',
      OIDC_TELIA_PRIVATE_JWK: JSON.stringify(signing),
      OIDC_TELIA_ENCRYPTION_JWK: JSON.stringify(encryption),
      DEVICE_COOKIE_SECRET: 'fixtures-test-device-cookie-secret-0123456789',
      TOTP_ENCRYPTION_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
      INTEGRATION_TOKEN_SECRET: 'a-production-integration-token-key-of-32+-chars',
    })
    // No identity provider is contacted: the routes under test do not identify anyone.
    const app = await buildApp({ config, db: t.db, identity: {} as IdentityService })
    try {
      for (const url of ['/api/test-fixtures/residents', '/api/test-fixtures/reset']) {
        const answer = await app.inject({ method: 'POST', url, payload: {} })
        expect(answer.statusCode, url).toBe(404)
      }
    } finally {
      await app.close()
    }
  })
})
