/**
 * The bulk load (issue 22 item 3): NDJSON in, a per-line NDJSON report out; bad lines (invalid
 * JSON, unknown fields, duplicate external ids, missing references, over-long lines, types
 * outside the token's scopes) are reported with their code and field and do not stop the load;
 * `?atomic=true` keeps nothing when any line fails; input beyond the app's 1 MB body limit is
 * read as a stream.
 */
import { Readable } from 'node:stream'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from '../helpers/app.ts'
import {
  accessToken,
  administratorCookie,
  createTestClient,
  type TestClient,
} from '../helpers/integration.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()

let erp: TestClient
let token: string

beforeAll(async () => {
  const admin = await administratorCookie(t.app)
  erp = await createTestClient(t.app, admin, {
    name: 'ERP',
    scopes: ['master-data:write', 'payments:write'],
  })
  token = await accessToken(t.app, erp)
})

interface Report {
  line?: number
  type?: string | null
  externalId?: string | null
  result?: string
  error?: { code: string; field?: string; fieldErrors?: Record<string, string> }
  summary?: Record<string, number | boolean> | null
}

async function bulk(payload: string | Readable, query = ''): Promise<Report[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/integration/v1/bulk${query}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    payload,
  })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/)
  return response.body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Report)
}

const ndjson = (...lines: unknown[]) =>
  lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n')

const property = (externalId: string, name = 'Kuusikuja') => ({
  type: 'real-properties',
  externalId,
  body: { name, propertyCompany: { name: `As Oy ${name}` } },
})
const building = (externalId: string, realProperty: string) => ({
  type: 'buildings',
  externalId,
  body: {
    realProperty,
    streetName: 'Kuusikuja',
    streetNumber: '1',
    postalCode: '00100',
    city: 'Helsinki',
  },
})

async function mapped(externalIds: string[]): Promise<string[]> {
  const rows = await t.db.query<{ external_id: string }>(
    'SELECT external_id FROM integration_entities WHERE external_id = ANY($1::text[]) ORDER BY 1',
    [externalIds],
  )
  return rows.map((row) => row.external_id)
}

describe('bulk load', () => {
  it('reports every line with its outcome or coded error and keeps the good lines', async () => {
    const report = await bulk(
      ndjson(
        property('BP-1'),
        building('BB-1', 'BP-1'),
        '{"type": "buildings", "externalId": ',
        '',
        { ...property('BP-2'), body: { ...property('BP-2').body, colour: 'red' } },
        property('BP-1', 'Changed'),
        building('BB-2', 'BP-NOPE'),
        { type: 'documents', externalId: 'BD-1', body: {} },
        { type: 'ships', externalId: 'S-1', body: {} },
        property('BP-1'),
      ),
    )
    expect(report).toEqual([
      { line: 1, type: 'real-properties', externalId: 'BP-1', result: 'created' },
      { line: 2, type: 'buildings', externalId: 'BB-1', result: 'created' },
      { line: 3, type: null, externalId: null, result: 'error', error: { code: 'INVALID_JSON' } },
      {
        line: 5,
        type: 'real-properties',
        externalId: 'BP-2',
        result: 'error',
        error: {
          code: 'VALIDATION_ERROR',
          field: 'body.colour',
          fieldErrors: { 'body.colour': 'unknown_field' },
        },
      },
      {
        line: 6,
        type: 'real-properties',
        externalId: 'BP-1',
        result: 'error',
        error: { code: 'DUPLICATE_EXTERNAL_ID', field: 'externalId' },
      },
      {
        line: 7,
        type: 'buildings',
        externalId: 'BB-2',
        result: 'error',
        error: { code: 'REFERENCE_NOT_FOUND', field: 'body.realProperty' },
      },
      {
        line: 8,
        type: 'documents',
        externalId: 'BD-1',
        result: 'error',
        error: { code: 'INSUFFICIENT_SCOPE', field: 'type' },
      },
      {
        line: 9,
        type: 'ships',
        externalId: 'S-1',
        result: 'error',
        error: { code: 'VALIDATION_ERROR', field: 'type', fieldErrors: { type: 'invalid_string' } },
      },
      {
        line: 10,
        type: 'real-properties',
        externalId: 'BP-1',
        result: 'error',
        error: { code: 'DUPLICATE_EXTERNAL_ID', field: 'externalId' },
      },
      {
        summary: { lines: 9, created: 2, updated: 0, unchanged: 0, errors: 7, committed: true },
      },
    ])
    expect(await mapped(['BP-1', 'BB-1', 'BP-2', 'BB-2'])).toEqual(['BB-1', 'BP-1'])
    const audited = (await auditRows(t.db, 'integration_call')).at(-1)
    expect(audited?.details).toMatchObject({ result: 'ok', created: 2, errors: 7 })
  })

  it('reports the same lines again as unchanged', async () => {
    const report = await bulk(ndjson(property('BP-1'), building('BB-1', 'BP-1')))
    expect(report.map((line) => line.result ?? line.summary)).toEqual([
      'unchanged',
      'unchanged',
      { lines: 2, created: 0, updated: 0, unchanged: 2, errors: 0, committed: true },
    ])
  })

  it('keeps nothing of an atomic load with a bad line, and all of a good one', async () => {
    const failed = await bulk(
      ndjson(
        property('AP-1'),
        building('AB-1', 'AP-1'),
        building('AB-2', 'AP-NOPE'),
        property('AP-2'),
      ),
      '?atomic=true',
    )
    expect(failed.map((line) => line.result ?? line.summary)).toEqual([
      'created',
      'created',
      'error',
      'created',
      { lines: 4, created: 3, updated: 0, unchanged: 0, errors: 1, committed: false },
    ])
    expect(await mapped(['AP-1', 'AB-1', 'AP-2'])).toEqual([])
    const rows = await t.db.query(
      "SELECT 1 FROM real_properties WHERE name = 'Kuusikuja' AND id NOT IN (SELECT entity_id FROM integration_entities)",
    )
    expect(rows).toEqual([])

    const good = await bulk(ndjson(property('AP-1'), building('AB-1', 'AP-1')), '?atomic=true')
    expect(good.at(-1)).toEqual({
      summary: { lines: 2, created: 2, updated: 0, unchanged: 0, errors: 0, committed: true },
    })
    expect(await mapped(['AP-1', 'AB-1'])).toEqual(['AB-1', 'AP-1'])
  })

  it('streams input larger than the body limit and reports an over-long line', async () => {
    const count = 3000
    function* lines() {
      for (let i = 0; i < count; i++) {
        yield `${JSON.stringify(property(`SP-${i}`, `Katu ${i} ${'x'.repeat(300)}`.slice(0, 150)))}\n`
      }
      yield `{"type":"real-properties","externalId":"SP-LONG","body":{"name":"${'y'.repeat(1_100_000)}"}}\n`
      yield `${JSON.stringify(property('SP-LAST'))}\n`
    }
    const report = await bulk(Readable.from(lines()))
    expect(report).toHaveLength(count + 3)
    expect(report[count]).toEqual({
      line: count + 1,
      type: null,
      externalId: null,
      result: 'error',
      error: { code: 'PAYLOAD_TOO_LARGE' },
    })
    expect(report[count + 1]).toMatchObject({ externalId: 'SP-LAST', result: 'created' })
    expect(report.at(-1)).toEqual({
      summary: {
        lines: count + 2,
        created: count + 1,
        updated: 0,
        unchanged: 0,
        errors: 1,
        committed: true,
      },
    })
  })

  it('applies lines of one type in batches with the outcome of each line', async () => {
    const apartment = (i: number, extra = {}) => ({
      type: 'apartments',
      externalId: `BA-${i}`,
      body: {
        building: 'BB-1',
        apartmentNumber: String(i),
        streetAddressLine1: 'Kuusikuja 1',
        postalCode: '00100',
        city: 'Helsinki',
        ...extra,
      },
    })
    const party = (externalId: string, extra = {}) => ({
      externalId,
      type: 'person',
      firstName: 'Aino',
      lastName: 'Korhonen',
      role: 'tenant',
      isContractParty: true,
      isPayer: false,
      ...extra,
    })
    const contract = (externalId: string, apartmentId: string, parties: unknown[]) => ({
      type: 'contracts',
      externalId,
      body: {
        apartment: apartmentId,
        type: 'rental',
        status: 'active',
        startDate: '2026-01-01',
        referenceNumber: '1232',
        parties,
      },
    })
    const first = await bulk(
      ndjson(
        ...Array.from({ length: 520 }, (_, i) => apartment(i)),
        apartment(3),
        contract('BK-1', 'BA-1', [party('BC-1'), party('BC-2')]),
        contract('BK-2', 'BA-2', [party('BC-3')]),
        contract('BK-3', 'BA-NOPE', [party('BC-4')]),
        contract('BK-4', 'BA-4', [party('BC-5'), party('BC-5')]),
      ),
    )
    expect(first.slice(0, 520).filter((line) => line.result !== 'created')).toEqual([])
    expect(first.slice(520)).toEqual([
      {
        line: 521,
        type: 'apartments',
        externalId: 'BA-3',
        result: 'error',
        error: { code: 'DUPLICATE_EXTERNAL_ID', field: 'externalId' },
      },
      { line: 522, type: 'contracts', externalId: 'BK-1', result: 'created' },
      { line: 523, type: 'contracts', externalId: 'BK-2', result: 'created' },
      {
        line: 524,
        type: 'contracts',
        externalId: 'BK-3',
        result: 'error',
        error: { code: 'REFERENCE_NOT_FOUND', field: 'body.apartment' },
      },
      {
        line: 525,
        type: 'contracts',
        externalId: 'BK-4',
        result: 'error',
        error: {
          code: 'VALIDATION_ERROR',
          field: 'body.parties.1.externalId',
          fieldErrors: { 'body.parties.1.externalId': 'invalid_string' },
        },
      },
      {
        summary: { lines: 525, created: 522, updated: 0, unchanged: 0, errors: 3, committed: true },
      },
    ])

    const second = await bulk(
      ndjson(
        contract('BK-1', 'BA-1', [party('BC-1'), party('BC-2', { isPayer: true })]),
        contract('BK-2', 'BA-2', [party('BC-9')]),
        contract('BK-4', 'BA-4', [party('BC-5')]),
        apartment(1),
        // Two apartments the database refuses together: the batch is applied line by line.
        apartment(600, { staircase: 'A', apartmentNumber: '1' }),
        apartment(601, { staircase: 'A', apartmentNumber: '1' }),
        apartment(2, { roomCount: 3 }),
      ),
    )
    expect(second.map((line) => line.error ?? line.result ?? line.summary)).toEqual([
      'updated',
      {
        code: 'VALIDATION_ERROR',
        field: 'body.parties',
        fieldErrors: { 'body.parties': 'invalid_string' },
      },
      'created',
      'unchanged',
      'created',
      { code: 'VALIDATION_ERROR', field: 'body', fieldErrors: { body: 'invalid_string' } },
      'updated',
      { lines: 7, created: 2, updated: 2, unchanged: 1, errors: 2, committed: true },
    ])
    const keys = await t.db.query<{ external_id: string; version: number }>(
      `SELECT external_id, version FROM integration_entities
        WHERE external_id IN ('BK-1', 'BK-2', 'BA-1', 'BA-2', 'BA-600', 'BA-601') ORDER BY 1`,
    )
    expect(keys).toEqual([
      { external_id: 'BA-1', version: 1 },
      { external_id: 'BA-2', version: 2 },
      { external_id: 'BA-600', version: 1 },
      { external_id: 'BK-1', version: 2 },
      { external_id: 'BK-2', version: 1 },
    ])
    const parties = await t.db.query<{ external_id: string; is_payer: boolean }>(
      `SELECT t.external_id, t.is_payer FROM tenants t JOIN integration_entities e
          ON e.entity_id = t.contract_id AND e.external_id = 'BK-1' ORDER BY 1`,
    )
    expect(parties).toEqual([
      { external_id: 'BC-1', is_payer: false },
      { external_id: 'BC-2', is_payer: true },
    ])
  })

  it('refuses a bulk load without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/integration/v1/bulk',
      headers: { 'content-type': 'application/x-ndjson' },
      payload: ndjson(property('NT-1')),
    })
    expect(response.statusCode).toBe(401)
    expect(await mapped(['NT-1'])).toEqual([])
  })

  it('declares every error code it answered', () => {
    expect(t.app.undeclaredErrors).toEqual([])
  })
})
