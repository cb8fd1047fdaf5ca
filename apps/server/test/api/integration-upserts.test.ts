/**
 * The integration API's bearer authentication and its upserts by the provider's keys (issue 22
 * items 1 and 2): wrong, expired and revoked tokens, scopes, IP ranges; created / updated /
 * unchanged with versions and If-Match; contracts with their parties matched to residents by
 * identity code; unknown fields and missing references refused with nothing written.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../src/platform/clock.ts'
import { AINO, auditRows, call, login } from '../helpers/app.ts'
import {
  accessToken,
  administratorCookie,
  createTestClient,
  type TestClient,
} from '../helpers/integration.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const clock = manualClock()
const t = useTestApp({}, { clock })

let admin: string
let erp: TestClient
let token: string

beforeAll(async () => {
  admin = await administratorCookie(t.app)
  erp = await createTestClient(t.app, admin, {
    name: 'ERP',
    scopes: ['master-data:write', 'payments:write', 'documents:write'],
  })
  token = await accessToken(t.app, erp)
})

/** PUT an entity with the ERP's token (or `bearer`). */
function put(
  path: string,
  body: unknown,
  options: { bearer?: string | null; ifMatch?: string; remoteAddress?: string } = {},
) {
  const bearer = options.bearer === undefined ? token : options.bearer
  return t.app.inject({
    method: 'PUT',
    url: `/api/integration/v1/${path}`,
    headers: {
      'content-type': 'application/json',
      ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }),
      ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}),
    },
    payload: JSON.stringify(body),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  })
}

const property = {
  name: 'Koivukuja',
  propertyCompany: { name: 'Asunto Oy Koivukuja', businessId: '1234567-8', city: 'Espoo' },
}
const building = {
  realProperty: 'RP-1',
  streetName: 'Koivukuja',
  streetNumber: '3',
  postalCode: '02100',
  city: 'Espoo',
}
const apartment = {
  building: 'B-1',
  staircase: 'A',
  apartmentNumber: '7',
  streetAddressLine1: 'Koivukuja 3 A 7',
  postalCode: '02100',
  city: 'Espoo',
  roomCount: 2,
  floorArea: 48.5,
}

describe('bearer authentication', () => {
  it('refuses every integration call without a token (401 INVALID_TOKEN, WWW-Authenticate)', async () => {
    // HEAD (Fastify's twin of each GET) answers the same status without a body.
    const routes = t.app.routeTable.filter(
      (route) => route.url.startsWith('/api/integration/v1/') && route.method !== 'HEAD',
    )
    expect(routes.length).toBeGreaterThanOrEqual(8)
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'PUT',
        url: route.url.replace(':externalId', 'X-1'),
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
      expect(response.json()).toEqual({ error: 'INVALID_TOKEN' })
      expect(response.headers['www-authenticate']).toMatch(/^Bearer realm="asukas-integration"/)
    }
  })

  it('refuses a malformed, forged or expired token (401 INVALID_TOKEN)', async () => {
    const [header, payload] = token.split('.')
    const forged = `${header}.${payload}.${'A'.repeat(43)}`
    for (const bearer of ['not-a-jwt', forged]) {
      const response = await put('real-properties/RP-X', property, { bearer })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: 'INVALID_TOKEN' })
      expect(response.headers['www-authenticate']).toContain('error="invalid_token"')
    }
    const shortLived = await accessToken(t.app, erp)
    clock.advance(601_000)
    const expired = await put('real-properties/RP-X', property, { bearer: shortLived })
    expect(expired.statusCode).toBe(401)
    expect(expired.json()).toEqual({ error: 'INVALID_TOKEN' })
    token = await accessToken(t.app, erp)
    const rows = await t.db.query('SELECT 1 FROM integration_entities WHERE external_id = $1', [
      'RP-X',
    ])
    expect(rows).toEqual([])
  })

  it('refuses a token without the scope (403 INSUFFICIENT_SCOPE)', async () => {
    const narrow = await accessToken(t.app, erp, 'payments:write')
    const response = await put('real-properties/RP-X', property, { bearer: narrow })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ error: 'INSUFFICIENT_SCOPE' })
    expect(response.headers['www-authenticate']).toContain('scope="master-data:write"')
  })

  it('ends the tokens of a disabled client and refuses addresses outside its ranges', async () => {
    const ranged = await createTestClient(t.app, admin, {
      name: 'Ranged ERP',
      scopes: ['master-data:write'],
      allowedIpRanges: ['127.0.0.0/8'],
    })
    const rangedToken = await accessToken(t.app, ranged)
    const inside = await put('real-properties/RP-R', property, { bearer: rangedToken })
    expect(inside.statusCode, inside.body).toBe(201)
    const outside = await put('real-properties/RP-R', property, {
      bearer: rangedToken,
      remoteAddress: '192.0.2.1',
    })
    expect(outside.statusCode).toBe(401)
    expect(outside.json()).toEqual({ error: 'INVALID_TOKEN' })
    const disabled = await call(t.app, {
      method: 'POST',
      url: `/api/staff/integration-clients/${ranged.clientId}/disable`,
      cookie: admin,
    })
    expect(disabled.statusCode).toBe(200)
    const after = await put('real-properties/RP-R', property, { bearer: rangedToken })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ error: 'INVALID_TOKEN' })
    const refusals = (await auditRows(t.db, 'integration_call')).map((row) => row.details.result)
    expect(refusals).toEqual(expect.arrayContaining(['ip_not_allowed', 'client_disabled']))
  })
})

describe('upserts', () => {
  it('creates, keeps an unchanged body unchanged, updates with a new version', async () => {
    const created = await put('real-properties/RP-1', property)
    expect(created.statusCode, created.body).toBe(201)
    const first = created.json<{ id: string; version: number }>()
    expect(created.json()).toEqual({
      id: expect.any(String),
      externalId: 'RP-1',
      version: 1,
      result: 'created',
    })
    expect(created.headers.etag).toBe('"1"')
    const again = await put('real-properties/RP-1', property)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({
      id: first.id,
      externalId: 'RP-1',
      version: 1,
      result: 'unchanged',
    })
    const renamed = await put('real-properties/RP-1', { ...property, name: 'Koivukuja 3' })
    expect(renamed.json()).toEqual({
      id: first.id,
      externalId: 'RP-1',
      version: 2,
      result: 'updated',
    })
    const stored = await t.db.query<{ name: string; property_company_name: string }>(
      'SELECT name, property_company_name FROM real_properties WHERE id = $1',
      [first.id],
    )
    expect(stored).toEqual([{ name: 'Koivukuja 3', property_company_name: 'Asunto Oy Koivukuja' }])
    const audited = (await auditRows(t.db, 'integration_call')).filter(
      (row) => row.entity_id === 'RP-1',
    )
    expect(audited.map((row) => row.details.result)).toEqual(['created', 'unchanged', 'updated'])
    expect(audited[0]?.details).toMatchObject({
      clientId: erp.clientId,
      scope: 'master-data:write',
    })
  })

  it('answers 412 PRECONDITION_FAILED to a stale If-Match and applies a current one', async () => {
    const stale = await put(
      'real-properties/RP-1',
      { ...property, name: 'Stale' },
      { ifMatch: '"1"' },
    )
    expect(stale.statusCode).toBe(412)
    expect(stale.json()).toEqual({ error: 'PRECONDITION_FAILED', details: { currentVersion: 2 } })
    const missing = await put('real-properties/RP-NEW', property, { ifMatch: '"1"' })
    expect(missing.statusCode).toBe(412)
    const current = await put(
      'real-properties/RP-1',
      { ...property, name: 'Current' },
      { ifMatch: '"2"' },
    )
    expect(current.statusCode).toBe(200)
    expect(current.json()).toMatchObject({ version: 3, result: 'updated' })
  })

  it('refuses unknown fields and wrong types with their field paths, writing nothing', async () => {
    const unknown = await put('real-properties/RP-U', { ...property, colour: 'blue' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { colour: 'unknown_field' } },
    })
    const wrongType = await put('buildings/B-U', { ...building, postalCode: 2100 })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json()).toMatchObject({
      details: { fieldErrors: { postalCode: 'invalid_string' } },
    })
    const rows = await t.db.query(
      "SELECT 1 FROM integration_entities WHERE external_id IN ('RP-U', 'B-U')",
    )
    expect(rows).toEqual([])
  })

  it('refuses a reference to a missing entity (422 REFERENCE_NOT_FOUND with the field)', async () => {
    const orphan = await put('buildings/B-O', { ...building, realProperty: 'RP-NOPE' })
    expect(orphan.statusCode).toBe(422)
    expect(orphan.json()).toEqual({
      error: 'REFERENCE_NOT_FOUND',
      details: { field: 'realProperty', type: 'real-properties', externalId: 'RP-NOPE' },
    })
    const buildings = await t.db.query("SELECT 1 FROM buildings WHERE street_name = 'Koivukuja'")
    expect(buildings).toEqual([])
  })

  it('loads a contract with two tenants; a registered resident is matched by identity code', async () => {
    expect((await put('buildings/B-1', building)).statusCode).toBe(201)
    expect((await put('apartments/APT-1', apartment)).statusCode).toBe(201)
    const aino = await t.db.query<{ id: string; personal_identity_code: string }>(
      'SELECT id, personal_identity_code FROM users WHERE email = $1',
      [AINO],
    )
    const ainoHetu = aino[0]?.personal_identity_code ?? ''
    const contract = {
      apartment: 'APT-1',
      type: 'rental',
      status: 'active',
      startDate: '2026-01-01',
      referenceNumber: '1232',
      parties: [
        {
          externalId: 'C-100',
          type: 'person',
          firstName: 'Aino',
          lastName: 'Virtanen',
          role: 'tenant',
          personalIdentityCode: ainoHetu,
          isContractParty: true,
          isPayer: true,
        },
        {
          externalId: 'C-101',
          type: 'person',
          firstName: 'Ville',
          lastName: 'Virtanen',
          role: 'tenant',
          personalIdentityCode: '010190-998V',
          birthDate: '1990-01-01',
          isContractParty: true,
          isPayer: false,
        },
      ],
    }
    const created = await put('contracts/K-1', contract)
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json<{ id: string }>()
    const tenants = await t.db.query<{ external_id: string; user_id: string | null }>(
      'SELECT external_id, user_id FROM tenants WHERE contract_id = $1 ORDER BY external_id',
      [id],
    )
    expect(tenants).toEqual([
      { external_id: 'C-100', user_id: aino[0]?.id },
      { external_id: 'C-101', user_id: null },
    ])
    const cookie = await login(t.app, AINO)
    const contracts = await call(t.app, { url: '/api/contracts', cookie })
    expect(contracts.json<{ uuid: string }[]>().map((c) => c.uuid)).toContain(id)

    expect((await put('contracts/K-1', contract)).json()).toMatchObject({ result: 'unchanged' })
    const withoutVille = { ...contract, parties: [contract.parties[0]] }
    const dropped = await put('contracts/K-1', withoutVille)
    expect(dropped.statusCode).toBe(400)
    expect(dropped.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { parties: 'invalid_string' }, missingParties: ['C-101'] },
    })
    const ended = await put('contracts/K-1', {
      ...contract,
      status: 'terminated',
      endDate: '2026-12-31',
      parties: contract.parties.map((party) => ({ ...party, endDate: '2026-12-31' })),
    })
    expect(ended.json()).toMatchObject({ version: 2, result: 'updated' })
    const after = await t.db.query<{ status: string; parties: number; linked: number }>(
      `SELECT c.status, count(t.id)::int AS parties, count(t.user_id)::int AS linked
         FROM contracts c JOIN tenants t ON t.contract_id = c.id WHERE c.id = $1 GROUP BY c.status`,
      [id],
    )
    expect(after).toEqual([{ status: 'terminated', parties: 2, linked: 1 }])
  })

  it('refuses a contract naming an apartment that does not exist, and unknown party fields', async () => {
    const base = {
      type: 'right_of_occupancy',
      status: 'signed',
      startDate: '2027-01-01',
      referenceNumber: '1245',
      parties: [
        {
          externalId: 'P-1',
          type: 'company',
          companyName: 'Kukka Oy',
          isContractParty: true,
          isPayer: true,
        },
      ],
    }
    const noApartment = await put('contracts/K-2', { ...base, apartment: 'APT-NOPE' })
    expect(noApartment.statusCode).toBe(422)
    expect(noApartment.json()).toMatchObject({
      error: 'REFERENCE_NOT_FOUND',
      details: { field: 'apartment' },
    })
    const nickname = await put('contracts/K-2', {
      ...base,
      apartment: 'APT-1',
      parties: [{ ...base.parties[0], nickname: 'K' }],
    })
    expect(nickname.statusCode).toBe(400)
    expect(nickname.json()).toMatchObject({
      details: { fieldErrors: { 'parties.0.nickname': 'unknown_field' } },
    })
    const rows = await t.db.query("SELECT 1 FROM integration_entities WHERE external_id = 'K-2'")
    expect(rows).toEqual([])
  })

  it('upserts payments (a month and a remittance), documents and contacts', async () => {
    const month = await put('payments/PAY-2026-01', {
      kind: 'month',
      contract: 'K-1',
      yearMonth: '2026-01',
      difference: -120.5,
      targets: [{ nameOnBill: 'Vuokra', dueDate: '2026-01-02', expected: 820.5 }],
    })
    expect(month.statusCode, month.body).toBe(201)
    const remittance = await put('payments/REM-1', {
      kind: 'remittance',
      contract: 'K-1',
      nameOfPayer: 'Aino Virtanen',
      paidDate: '2026-01-02',
      amount: 700,
    })
    expect(remittance.statusCode, remittance.body).toBe(201)
    const kindChange = await put('payments/REM-1', {
      kind: 'month',
      contract: 'K-1',
      yearMonth: '2026-02',
      difference: 0,
      targets: [],
    })
    expect(kindChange.statusCode).toBe(400)
    expect(kindChange.json()).toMatchObject({
      details: { fieldErrors: { kind: 'invalid_string' } },
    })
    const document = await put('documents/DOC-1', {
      building: 'B-1',
      category: 'general',
      name: 'Järjestyssäännöt',
      url: 'https://erp.example.com/docs/1.pdf',
    })
    expect(document.statusCode, document.body).toBe(201)
    const contact = await put('contacts/CON-1', {
      realProperty: 'RP-1',
      category: 'property_maintenance',
      name: 'Huoltoyhtiö Oy',
      phoneNumber: '+358401234567',
    })
    expect(contact.statusCode, contact.body).toBe(201)
    const both = await put('contacts/CON-2', {
      realProperty: 'RP-1',
      building: 'B-1',
      category: 'other',
      name: 'X',
    })
    expect(both.statusCode).toBe(400)
    const paymentsScopeOnly = await accessToken(t.app, erp, 'payments:write')
    const forbidden = await put(
      'documents/DOC-2',
      { category: 'general', name: 'x', url: 'https://erp.example.com/x.pdf' },
      { bearer: paymentsScopeOnly },
    )
    expect(forbidden.statusCode).toBe(403)
  })

  it('declares every error code it answered', () => {
    expect(t.app.undeclaredErrors).toEqual([])
  })
})
