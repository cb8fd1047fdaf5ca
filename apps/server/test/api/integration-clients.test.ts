/**
 * Integration clients and the token endpoint (issue 22 item 1): administrators create, list,
 * rotate and disable clients; the client-credentials grant (RFC 6749 §4.4) with HTTP Basic
 * client authentication and a form body answers RFC 6749 §5.1 / §5.2.
 */
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../src/platform/clock.ts'
import { staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { auditRows, call, staffLogin } from '../helpers/app.ts'
import {
  administratorCookie,
  basicAuth,
  createTestClient,
  requestToken,
  type TestClient,
} from '../helpers/integration.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const clock = manualClock()
const t = useTestApp(
  {},
  { clock, limits: { integrationTokenFailuresPerIp: { limit: 5, windowMs: 60_000 } } },
)

let admin: string

beforeAll(async () => {
  admin = await administratorCookie(t.app)
})

describe('integration clients (administrators)', () => {
  it('creates a client whose secret is shown once and lists it without the secret', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/staff/integration-clients',
      cookie: admin,
      payload: { name: 'ERP', scopes: ['master-data:write', 'payments:write'] },
    })
    expect(created.statusCode, created.body).toBe(201)
    const { clientId, clientSecret } = created.json<TestClient>()
    expect(clientId).toMatch(/^ic_[A-Za-z0-9_-]{22}$/)
    expect(clientSecret).toMatch(/^ias_[A-Za-z0-9_-]{43}$/)
    const list = await call(t.app, { url: '/api/staff/integration-clients', cookie: admin })
    expect(list.statusCode).toBe(200)
    expect(list.body).not.toContain(clientSecret)
    const listed = list.json<{ clientId: string }[]>().find((c) => c.clientId === clientId)
    expect(listed).toMatchObject({
      name: 'ERP',
      scopes: ['master-data:write', 'payments:write'],
      allowedIpRanges: [],
      createdBy: expect.any(String),
      disabledAt: null,
      secrets: [{ expiresAt: null }],
    })
    const stored = await t.db.query<{ secret_hash: string }>(
      `SELECT s.secret_hash FROM integration_client_secrets s
         JOIN integration_clients c ON c.id = s.client_id WHERE c.client_id = $1`,
      [clientId],
    )
    expect(stored[0]?.secret_hash).toMatch(/^\$argon2id\$/)
    expect((await auditRows(t.db, 'integration_client_created')).at(-1)?.entity_id).toBe(clientId)
  })

  it('refuses unknown scopes, bad IP ranges and unknown fields are dropped', async () => {
    const badScope = await call(t.app, {
      method: 'POST',
      url: '/api/staff/integration-clients',
      cookie: admin,
      payload: { name: 'ERP', scopes: ['everything'] },
    })
    expect(badScope.statusCode).toBe(400)
    expect(badScope.json()).toMatchObject({ error: 'VALIDATION_ERROR' })
    const badRange = await call(t.app, {
      method: 'POST',
      url: '/api/staff/integration-clients',
      cookie: admin,
      payload: { name: 'ERP', scopes: ['events:read'], allowedIpRanges: ['10.0.0.0/33'] },
    })
    expect(badRange.statusCode).toBe(400)
    expect(badRange.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { 'allowedIpRanges.0': 'invalid_string' } },
    })
  })

  it('is for administrators only (403 STAFF_ROLE_REQUIRED, residents 401)', async () => {
    const maintenance = await staffLogin(t.app, staffConsoleDemoLogins.maintenance)
    for (const [method, url] of [
      ['GET', '/api/staff/integration-clients'],
      ['POST', '/api/staff/integration-clients'],
    ] as const) {
      const response = await call(t.app, { method, url, cookie: maintenance, payload: {} })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ error: 'STAFF_ROLE_REQUIRED' })
    }
    const anonymous = await call(t.app, { url: '/api/staff/integration-clients' })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('token endpoint', () => {
  let client: TestClient

  beforeAll(async () => {
    client = await createTestClient(t.app, admin, {
      name: 'Maintenance system',
      scopes: ['requests:read', 'events:read'],
    })
  })

  it('issues a short-lived JWT access token for the client credentials', async () => {
    const response = await requestToken(t.app, client)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const body = response.json<{
      access_token: string
      token_type: string
      expires_in: number
      scope: string
    }>()
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 600,
      scope: 'requests:read events:read',
    })
    expect(decodeProtectedHeader(body.access_token)).toEqual({ alg: 'HS256', typ: 'at+jwt' })
    const claims = decodeJwt(body.access_token)
    expect(claims).toMatchObject({
      client_id: client.clientId,
      scope: 'requests:read events:read',
      aud: 'asukas-integration',
      iat: Math.floor(clock.now().getTime() / 1000),
      exp: Math.floor(clock.now().getTime() / 1000) + 600,
    })
    expect((await auditRows(t.db, 'integration_token_issued')).at(-1)?.entity_id).toBe(
      client.clientId,
    )
  })

  it('narrows the token to the requested scopes and refuses others (invalid_scope)', async () => {
    const narrow = await requestToken(t.app, client, {
      grant_type: 'client_credentials',
      scope: 'events:read',
    })
    expect(narrow.json()).toMatchObject({ scope: 'events:read' })
    for (const scope of ['master-data:write', 'events:read nonsense']) {
      const refused = await requestToken(t.app, client, { grant_type: 'client_credentials', scope })
      expect(refused.statusCode, scope).toBe(400)
      expect(refused.json()).toEqual({ error: 'invalid_scope' })
    }
  })

  it('answers the RFC 6749 §5.2 errors', async () => {
    const wrongGrant = await requestToken(t.app, client, { grant_type: 'password' })
    expect(wrongGrant.statusCode).toBe(400)
    expect(wrongGrant.json()).toEqual({ error: 'unsupported_grant_type' })
    const noGrant = await requestToken(t.app, client, { scope: 'events:read' })
    expect(noGrant.statusCode).toBe(400)
    expect(noGrant.json()).toEqual({ error: 'invalid_request' })
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/integration/oauth/token',
      headers: { authorization: basicAuth(client.clientId, client.clientSecret) },
      payload: { grant_type: 'client_credentials' },
    })
    expect(json.statusCode).toBe(400)
    expect(json.json()).toEqual({ error: 'invalid_request' })
  })

  it('refuses a wrong secret, an unknown client and missing credentials (401 invalid_client)', async () => {
    const cases = [
      { ...client, clientSecret: `${client.clientSecret}x` },
      { clientId: 'ic_nobody_nobody_nobody', clientSecret: client.clientSecret },
    ]
    for (const credentials of cases) {
      const response = await requestToken(t.app, credentials)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: 'invalid_client' })
      expect(response.headers['www-authenticate']).toMatch(/^Basic realm=/)
    }
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/integration/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ error: 'invalid_client' })
    const refused = await auditRows(t.db, 'integration_token_refused')
    expect(refused.map((row) => row.details.reason)).toEqual([
      'wrong_secret',
      'wrong_secret',
      'no_credentials',
    ])
  })

  it('limits failed authentications per IP (429 with Retry-After); successes do not count', async () => {
    const address = '198.51.100.7'
    const wrong = { ...client, clientSecret: 'ias_wrong' }
    // Successes are given back: many of them never close the limit.
    for (let i = 0; i < 6; i++) {
      const ok = await requestToken(t.app, client, undefined, address)
      expect(ok.statusCode).toBe(200)
    }
    for (let i = 0; i < 5; i++) {
      const failed = await requestToken(t.app, wrong, undefined, address)
      expect(failed.statusCode).toBe(401)
    }
    const limited = await requestToken(t.app, client, undefined, address)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS_EXCEPTION' })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    clock.advance(120_000)
    expect((await requestToken(t.app, client, undefined, address)).statusCode).toBe(200)
  })

  it('rotates the secret: the old one works during the overlap, then not', async () => {
    const rotated = await call(t.app, {
      method: 'POST',
      url: `/api/staff/integration-clients/${client.clientId}/rotate-secret`,
      cookie: admin,
      payload: { overlapHours: 1 },
    })
    expect(rotated.statusCode, rotated.body).toBe(200)
    const fresh = rotated.json<TestClient & { previousSecretsExpireAt: string }>()
    expect(fresh.clientId).toBe(client.clientId)
    expect(fresh.clientSecret).not.toBe(client.clientSecret)
    expect(new Date(fresh.previousSecretsExpireAt).getTime()).toBe(
      clock.now().getTime() + 3_600_000,
    )
    expect((await requestToken(t.app, client)).statusCode).toBe(200)
    expect((await requestToken(t.app, fresh)).statusCode).toBe(200)
    clock.advance(3_600_000 + 1000)
    expect((await requestToken(t.app, client)).statusCode).toBe(401)
    expect((await requestToken(t.app, fresh)).statusCode).toBe(200)
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/api/staff/integration-clients/ic_nobody_nobody_nobody/rotate-secret',
      cookie: admin,
      payload: {},
    })
    expect(unknown.statusCode).toBe(404)
    client = fresh
  })

  it('gives no token to a disabled client or one calling from outside its IP ranges', async () => {
    const ranged = await createTestClient(t.app, admin, {
      name: 'Ranged',
      scopes: ['events:read'],
      allowedIpRanges: ['203.0.113.0/24', '2001:db8::/32'],
    })
    expect((await requestToken(t.app, ranged, undefined, '203.0.113.9')).statusCode).toBe(200)
    expect((await requestToken(t.app, ranged, undefined, '::ffff:203.0.113.9')).statusCode).toBe(
      200,
    )
    expect((await requestToken(t.app, ranged, undefined, '2001:db8::5')).statusCode).toBe(200)
    const outside = await requestToken(t.app, ranged, undefined, '203.0.114.9')
    expect(outside.statusCode).toBe(401)
    expect(outside.json()).toEqual({ error: 'invalid_client' })

    const disabled = await call(t.app, {
      method: 'POST',
      url: `/api/staff/integration-clients/${ranged.clientId}/disable`,
      cookie: admin,
    })
    expect(disabled.statusCode, disabled.body).toBe(200)
    expect(disabled.json()).toMatchObject({
      clientId: ranged.clientId,
      disabledAt: expect.any(String),
    })
    const afterDisable = await requestToken(t.app, ranged, undefined, '203.0.113.9')
    expect(afterDisable.statusCode).toBe(401)
    expect(afterDisable.json()).toEqual({ error: 'invalid_client' })
  })

  it('declares every error code it answered', () => {
    expect(t.app.undeclaredErrors).toEqual([])
  })
})
