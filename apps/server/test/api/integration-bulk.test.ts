/**
 * The bulk load (issue 22 item 3): NDJSON in, a per-line NDJSON report out; bad lines (invalid
 * JSON, unknown fields, duplicate external ids, missing references, over-long lines, types
 * outside the token's scopes) are reported with their code and field and do not stop the load;
 * `?atomic=true` keeps nothing when any line fails; input beyond the app's 1 MB body limit is
 * read as a stream.
 */
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { IntegrationEntityType } from '@asukas/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { applyBatch } from '../../src/features/integration/entities/bulk-batch.ts'
import { bulkBatchRows } from '../../src/features/integration/entities/repository.ts'
import {
  canonicalJson,
  parseAndHashBody,
  parseUpsertBody,
} from '../../src/features/integration/entities/upserts.ts'
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

async function bulk(payload: string | Readable, query = '', bearer = token): Promise<Report[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/integration/v1/bulk${query}`,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/x-ndjson' },
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

/** A contract party as the ERP sends it: a person, tenant and contract party, not a payer. */
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

  it('refuses a repeat of a failed line in a later batch as a duplicate, as within one batch', async () => {
    const report = await bulk(
      ndjson(
        { ...property('FP-1'), body: { ...property('FP-1').body, colour: 'red' } },
        building('FB-1', 'FP-NOPE'),
        property('FP-2'),
        property('FP-1'),
        building('FB-1', 'FP-2'),
        building('FB-2', 'FP-2'),
      ),
    )
    const duplicate = { code: 'DUPLICATE_EXTERNAL_ID', field: 'externalId' }
    expect(report.map((line) => line.error ?? line.result ?? line.summary)).toEqual([
      {
        code: 'VALIDATION_ERROR',
        field: 'body.colour',
        fieldErrors: { 'body.colour': 'unknown_field' },
      },
      { code: 'REFERENCE_NOT_FOUND', field: 'body.realProperty' },
      'created',
      duplicate,
      duplicate,
      'created',
      { lines: 6, created: 2, updated: 0, unchanged: 0, errors: 4, committed: true },
    ])
    expect(await mapped(['FP-1', 'FP-2', 'FB-1', 'FB-2'])).toEqual(['FB-2', 'FP-2'])
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
    // One batch full and a few lines more: the repeated key is in the batch before its line.
    const count = bulkBatchRows + 20
    const first = await bulk(
      ndjson(
        ...Array.from({ length: count }, (_, i) => apartment(i)),
        apartment(3),
        contract('BK-1', 'BA-1', [party('BC-1'), party('BC-2')]),
        contract('BK-2', 'BA-2', [party('BC-3')]),
        contract('BK-3', 'BA-NOPE', [party('BC-4')]),
        contract('BK-4', 'BA-4', [party('BC-5'), party('BC-5')]),
      ),
    )
    expect(first.slice(0, count).filter((line) => line.result !== 'created')).toEqual([])
    expect(first.slice(count)).toEqual([
      {
        line: count + 1,
        type: 'apartments',
        externalId: 'BA-3',
        result: 'error',
        error: { code: 'DUPLICATE_EXTERNAL_ID', field: 'externalId' },
      },
      { line: count + 2, type: 'contracts', externalId: 'BK-1', result: 'created' },
      { line: count + 3, type: 'contracts', externalId: 'BK-2', result: 'created' },
      {
        line: count + 4,
        type: 'contracts',
        externalId: 'BK-3',
        result: 'error',
        error: { code: 'REFERENCE_NOT_FOUND', field: 'body.apartment' },
      },
      {
        line: count + 5,
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
        summary: {
          lines: count + 5,
          created: count + 2,
          updated: 0,
          unchanged: 0,
          errors: 3,
          committed: true,
        },
      },
    ])

    const second = await bulk(
      ndjson(
        contract('BK-1', 'BA-1', [party('BC-1'), party('BC-2', { isPayer: true })]),
        contract('BK-2', 'BA-2', [party('BC-9')]),
        contract('BK-4', 'BA-4', [party('BC-5')]),
        apartment(1),
        // Two apartments the database refuses together: the batch is applied line by line.
        apartment(count + 1, { staircase: 'A', apartmentNumber: '1' }),
        apartment(count + 2, { staircase: 'A', apartmentNumber: '1' }),
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
        WHERE external_id = ANY($1::text[]) ORDER BY 1`,
      [['BK-1', 'BK-2', 'BA-1', 'BA-2', `BA-${count + 1}`, `BA-${count + 2}`]],
    )
    expect(keys).toEqual([
      { external_id: 'BA-1', version: 1 },
      { external_id: 'BA-2', version: 2 },
      { external_id: `BA-${count + 1}`, version: 1 },
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

  it('sends a big batch in parts; a refusal in a later part applies the batch line by line, atomic too', async () => {
    const apartment = (i: number, number = String(i)) => ({
      type: 'apartments',
      externalId: `PA-${i}`,
      body: {
        building: 'PB-1',
        staircase: 'B',
        apartmentNumber: number,
        streetAddressLine1: 'Kuusikuja 2',
        postalCode: '00100',
        city: 'Helsinki',
      },
    })
    const count = 1_200
    // Line 1,101's apartment is line 101's (staircase B, number 100): the third part of the
    // batch's new rows is refused by the database after the first two were sent.
    const lines = Array.from({ length: count }, (_, i) =>
      apartment(i, i === count - 100 ? '100' : undefined),
    )
    const head = [property('PP-1'), building('PB-1', 'PP-1')]
    // The atomic load's report (over 100 KiB) streams while its transaction is open: on the
    // embedded database it once waited for good on the answer's own session-cache hook.
    const atomic = await bulk(ndjson(...head, ...lines), '?atomic=true')
    expect(atomic.at(-1)?.summary).toMatchObject({ errors: 1, committed: false })
    expect(await mapped(['PP-1', 'PA-0', 'PA-1199'])).toEqual([])

    const report = await bulk(ndjson(...head, ...lines))
    const refused = report.filter((line) => line.result !== 'created' && !line.summary)
    expect(refused).toEqual([
      {
        line: count - 100 + 3,
        type: 'apartments',
        externalId: `PA-${count - 100}`,
        result: 'error',
        error: { code: 'VALIDATION_ERROR', field: 'body', fieldErrors: { body: 'invalid_string' } },
      },
    ])
    expect(report.at(-1)?.summary).toMatchObject({ created: count + 1, errors: 1, committed: true })
    const stored = await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM integration_entities
        WHERE entity_type = 'apartments' AND external_id LIKE 'PA-%'`,
    )
    expect(stored[0]?.n).toBe(String(count - 1))
  }, 60_000)

  it('reports created, updated, unchanged, duplicate and refused lines of one batch of each type', async () => {
    // Each type: a line's body by external id and a variant (an update), and a refused line.
    const types = [
      {
        type: 'real-properties',
        body: (id: string, changed = false) =>
          property(id, changed ? 'Haapakuja' : 'Kuusikuja').body,
        refused: { name: 'Ei yhtiötä' },
        error: {
          code: 'VALIDATION_ERROR',
          field: 'body.propertyCompany',
          fieldErrors: { 'body.propertyCompany': 'invalid_string' },
        },
      },
      {
        type: 'buildings',
        body: (_: string, changed = false) => ({
          ...building('', 'MP-1').body,
          ...(changed ? { streetNumber: '2' } : {}),
        }),
        refused: building('', 'MP-NOPE').body,
        error: { code: 'REFERENCE_NOT_FOUND', field: 'body.realProperty' },
      },
      {
        type: 'apartments',
        body: (id: string, changed = false) => ({
          building: 'MB-1',
          apartmentNumber: id,
          streetAddressLine1: 'Kuusikuja 1',
          postalCode: '00100',
          city: 'Helsinki',
          ...(changed ? { roomCount: 2 } : {}),
        }),
        refused: {
          building: 'MB-NOPE',
          streetAddressLine1: 'Kuusikuja 1',
          postalCode: '00100',
          city: 'Helsinki',
        },
        error: { code: 'REFERENCE_NOT_FOUND', field: 'body.building' },
      },
      {
        type: 'contracts',
        body: (id: string, changed = false) => ({
          apartment: 'MA-1',
          type: 'rental',
          status: 'active',
          startDate: '2026-01-01',
          referenceNumber: '1232',
          parties: [
            party(`${id}-P1`, { isPayer: !changed }),
            party(`${id}-P2`, { isPayer: changed }),
          ],
        }),
        refused: {
          apartment: 'MA-1',
          type: 'rental',
          status: 'active',
          startDate: '2026-01-01',
          endDate: '2025-01-01',
          referenceNumber: '1232',
          parties: [party('MK-X-P1', { isPayer: true })],
        },
        error: {
          code: 'VALIDATION_ERROR',
          field: 'body.endDate',
          fieldErrors: { 'body.endDate': 'invalid_date' },
        },
      },
    ]
    const prefix = { 'real-properties': 'MP', buildings: 'MB', apartments: 'MA', contracts: 'MK' }
    const line = (type: string, n: number | string, body: unknown) => ({
      type,
      externalId: `${prefix[type as keyof typeof prefix]}-${n}`,
      body,
    })
    const first = await bulk(
      ndjson(...types.flatMap(({ type, body }) => [1, 2].map((n) => line(type, n, body(`${n}`))))),
    )
    expect(first.at(-1)).toEqual({
      summary: { lines: 8, created: 8, updated: 0, unchanged: 0, errors: 0, committed: true },
    })

    const second = await bulk(
      ndjson(
        ...types.flatMap(({ type, body, refused }) => [
          line(type, 1, body('1')),
          line(type, 2, body('2', true)),
          line(type, 3, body('3')),
          line(type, 3, body('3', true)),
          line(type, 'X', refused),
        ]),
      ),
    )
    expect(second.slice(0, -1)).toEqual(
      types.flatMap(({ type, error }, index) => {
        const report = (n: number, externalId: string, rest: object) => ({
          line: index * 5 + n,
          type,
          externalId: `${prefix[type as keyof typeof prefix]}-${externalId}`,
          ...rest,
        })
        return [
          report(1, '1', { result: 'unchanged' }),
          report(2, '2', { result: 'updated' }),
          report(3, '3', { result: 'created' }),
          report(4, '3', {
            result: 'error',
            error: { code: 'DUPLICATE_EXTERNAL_ID', field: 'externalId' },
          }),
          report(5, 'X', { result: 'error', error }),
        ]
      }),
    )
    expect(second.at(-1)).toEqual({
      summary: { lines: 20, created: 4, updated: 4, unchanged: 4, errors: 8, committed: true },
    })
    const versions = await t.db.query<{ external_id: string; version: number }>(
      `SELECT external_id, version FROM integration_entities
        WHERE external_id LIKE 'M_-_' ORDER BY external_id`,
    )
    expect(versions.map((row) => `${row.external_id} v${row.version}`)).toEqual(
      ['MA', 'MB', 'MK', 'MP'].flatMap((p) => [`${p}-1 v1`, `${p}-2 v2`, `${p}-3 v1`]),
    )
    // The updated contract's parties changed in place, the new one has its two.
    const parties = await t.db.query<{ external_id: string; is_payer: boolean }>(
      `SELECT t.external_id, t.is_payer FROM tenants t JOIN integration_entities e
          ON e.entity_id = t.contract_id AND e.entity_type = 'contracts'
       WHERE e.external_id IN ('MK-2', 'MK-3') ORDER BY 1`,
    )
    expect(parties).toEqual([
      { external_id: '2-P1', is_payer: false },
      { external_id: '2-P2', is_payer: true },
      { external_id: '3-P1', is_payer: true },
      { external_id: '3-P2', is_payer: false },
    ])
  })

  it('writes contacts and documents in batches with their scope and rules, as the single upsert does', async () => {
    const admin = await administratorCookie(t.app)
    const publisher = await createTestClient(t.app, admin, {
      name: 'Julkaisu',
      scopes: ['master-data:write', 'documents:write'],
    })
    const bearer = await accessToken(t.app, publisher)
    const contact = (externalId: string, body: object) => ({ type: 'contacts', externalId, body })
    const document = (externalId: string, body: object) => ({ type: 'documents', externalId, body })
    const bodies = {
      'SY-1': {
        building: 'SB-1',
        category: 'property_maintenance',
        name: 'Huoltoyhtiö Oy',
        phoneNumber: '+358 40 123 4567',
        serviceRole: 'Huolto',
      },
      'SY-2': {
        realProperty: 'SP-1',
        category: 'resident_committee',
        residentCommitteeRole: 'chairperson',
        name: 'Aino Korhonen',
        sortOrder: 3,
      },
      'SY-3': { category: 'customer_service', name: 'Asiakaspalvelu', url: 'https://example.fi' },
      'SD-1': {
        building: 'SB-1',
        category: 'safety',
        name: 'Pelastussuunnitelma',
        url: 'https://example.fi/pelastus.pdf',
        publishedAt: '2026-01-02T10:00:00+02:00',
      },
      'SD-2': { category: 'general', name: 'Järjestyssäännöt', url: 'https://example.fi/j.pdf' },
    }
    const lines = [
      property('SP-1'),
      building('SB-1', 'SP-1'),
      contact('SY-1', bodies['SY-1']),
      contact('SY-2', bodies['SY-2']),
      contact('SY-3', bodies['SY-3']),
      contact('SY-4', { category: 'other', residentCommitteeRole: 'member', name: 'X' }),
      contact('SY-5', { realProperty: 'SP-1', building: 'SB-1', category: 'other', name: 'X' }),
      contact('SY-6', { building: 'SB-NOPE', category: 'other', name: 'X' }),
      document('SD-1', bodies['SD-1']),
      document('SD-2', bodies['SD-2']),
      document('SD-3', {
        realProperty: 'SP-NOPE',
        category: 'general',
        name: 'X',
        url: 'https://x.fi',
      }),
    ]
    const report = await bulk(ndjson(...lines), '', bearer)
    const refused = (code: string, field: string) => ({
      result: 'error',
      error:
        code === 'VALIDATION_ERROR'
          ? { code, field, fieldErrors: { [field]: 'invalid_string' } }
          : { code, field },
    })
    expect(
      report.slice(2, -1).map(({ externalId, result, error }) => ({ externalId, result, error })),
    ).toEqual([
      { externalId: 'SY-1', result: 'created' },
      { externalId: 'SY-2', result: 'created' },
      { externalId: 'SY-3', result: 'created' },
      { externalId: 'SY-4', ...refused('VALIDATION_ERROR', 'body.residentCommitteeRole') },
      { externalId: 'SY-5', ...refused('VALIDATION_ERROR', 'body.building') },
      { externalId: 'SY-6', ...refused('REFERENCE_NOT_FOUND', 'body.building') },
      { externalId: 'SD-1', result: 'created' },
      { externalId: 'SD-2', result: 'created' },
      { externalId: 'SD-3', ...refused('REFERENCE_NOT_FOUND', 'body.realProperty') },
    ])

    // The same bodies through the single upsert, under other keys: the same rows.
    for (const [externalId, body] of Object.entries(bodies)) {
      const type = externalId.startsWith('SY') ? 'contacts' : 'documents'
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/integration/v1/${type}/${externalId}-single`,
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
      expect(response.statusCode, response.body).toBe(201)
    }
    const rows = async (table: 'contacts' | 'documents', columns: string) =>
      t.db.query<Record<string, unknown>>(
        `SELECT e.external_id, ${columns} FROM integration_entities e
           JOIN ${table} x ON x.id = e.entity_id AND e.entity_table = '${table}'
          WHERE e.external_id LIKE 'S_-_%' ORDER BY e.external_id`,
      )
    const contacts = await rows(
      'contacts',
      `x.real_property_id IS NOT NULL AS property, x.building_id IS NOT NULL AS building,
       x.contact_category, x.name, x.phone_number, x.email, x.service_role, x.office_name, x.url,
       x.resident_committee_role, x.sort_order`,
    )
    const documents = await rows(
      'documents',
      `x.real_property_id IS NOT NULL AS property, x.building_id IS NOT NULL AS building,
       x.category_id, x.name, x.document_type, x.url, x.file_id,
       x.published_at = '2026-01-02T08:00:00Z' AS published_as_sent,
       x.published_at > now() - interval '1 hour' AS published_when_written`,
    )
    for (const stored of [contacts, documents]) {
      const byKey = new Map(stored.map(({ external_id, ...row }) => [external_id, row]))
      const batched = stored.filter((row) => !String(row.external_id).endsWith('-single'))
      expect(batched.length).toBeGreaterThan(1)
      for (const { external_id, ...row } of batched) {
        expect(byKey.get(`${String(external_id)}-single`), String(external_id)).toEqual(row)
      }
    }
    const batchedOnly = (stored: Record<string, unknown>[], ...columns: string[]) =>
      stored
        .filter((row) => !String(row.external_id).endsWith('-single'))
        .map((row) => [row.external_id, ...columns.map((column) => row[column])])
    expect(batchedOnly(contacts, 'property', 'building', 'sort_order')).toEqual([
      ['SY-1', false, true, 0],
      ['SY-2', true, false, 3],
      ['SY-3', false, false, 0],
    ])
    expect(
      batchedOnly(documents, 'building', 'published_as_sent', 'published_when_written'),
    ).toEqual([
      ['SD-1', true, true, false],
      ['SD-2', false, false, true],
    ])

    // Again: unchanged; one contact changed: updated in the batch, version 2.
    const again = await bulk(
      ndjson(
        ...lines.slice(2, 4),
        contact('SY-3', { ...bodies['SY-3'], email: 'asiakaspalvelu@example.fi' }),
        ...lines.slice(8, 10),
      ),
      '',
      bearer,
    )
    expect(again.slice(0, -1).map(({ externalId, result }) => `${externalId} ${result}`)).toEqual([
      'SY-1 unchanged',
      'SY-2 unchanged',
      'SY-3 updated',
      'SD-1 unchanged',
      'SD-2 unchanged',
    ])
    const [updated] = await t.db.query<{ version: number; email: string }>(
      `SELECT e.version, c.email FROM integration_entities e JOIN contacts c ON c.id = e.entity_id
        WHERE e.entity_type = 'contacts' AND e.external_id = 'SY-3'`,
    )
    expect(updated).toEqual({ version: 2, email: 'asiakaspalvelu@example.fi' })
  })

  it('applies a batch of contacts and of documents in its set-based statements', async () => {
    // The load falls back to one line at a time when a batch's statement fails, with the same
    // outcomes: here the batch itself must succeed (it throws where the load would fall back).
    await bulk(ndjson(property('BTP-1'), building('BTB-1', 'BTP-1')))
    const batch = (type: 'contacts' | 'documents', bodies: object[]) =>
      bodies.map((body, i) => ({
        externalId: `BT-${type}-${i}`,
        ...parseAndHashBody(type, body),
      }))
    const outcomes = await t.db.transaction(async (q) => [
      ...(await applyBatch(
        q,
        'contacts',
        batch('contacts', [
          { building: 'BTB-1', category: 'property_maintenance', name: 'Huolto' },
          { realProperty: 'BTP-1', category: 'other', name: 'Isännöinti', sortOrder: 2 },
          { category: 'customer_service', name: 'Asiakaspalvelu' },
        ]),
        randomUUID(),
      )),
      ...(await applyBatch(
        q,
        'documents',
        batch('documents', [
          { building: 'BTB-1', category: 'safety', name: 'Pelastus', url: 'https://example.fi/p' },
          { category: 'general', name: 'Säännöt', url: 'https://example.fi/s' },
        ]),
        randomUUID(),
      )),
    ])
    expect(
      outcomes.map((outcome) => ('result' in outcome ? outcome.result : outcome.error)),
    ).toEqual(['created', 'created', 'created', 'created', 'created'])
  })

  it('writes payments in batches: months with their lines, remittances, as the single upsert does', async () => {
    const month = (
      externalId: string,
      yearMonth: string,
      targets: unknown[],
      contract = 'YK-1',
    ) => ({
      type: 'payments',
      externalId,
      body: { kind: 'month', contract, yearMonth, difference: -10.5, targets },
    })
    const remittance = (externalId: string, amount: number, contract = 'YK-1') => ({
      type: 'payments',
      externalId,
      body: {
        kind: 'remittance',
        contract,
        nameOfPayer: 'Aino Virtanen',
        paidDate: '2026-01-04',
        amount,
      },
    })
    const rent = (expected: number, dueDate = '2026-01-05') => ({
      nameOnBill: 'Vuokra',
      dueDate,
      expected,
    })
    const setup = await bulk(
      ndjson(
        property('YP-1'),
        building('YB-1', 'YP-1'),
        {
          type: 'apartments',
          externalId: 'YA-1',
          body: {
            building: 'YB-1',
            streetAddressLine1: 'Kuusikuja 1',
            postalCode: '00100',
            city: 'Helsinki',
          },
        },
        {
          type: 'contracts',
          externalId: 'YK-1',
          body: {
            apartment: 'YA-1',
            type: 'rental',
            status: 'active',
            startDate: '2026-01-01',
            referenceNumber: '1232',
            parties: [party('YK-1-P1', { isPayer: true })],
          },
        },
      ),
    )
    expect(setup.at(-1)?.summary).toMatchObject({ created: 4, errors: 0 })

    const first = await bulk(
      ndjson(
        month('YM-1', '2026-01', [rent(500), rent(20, '2026-01-20')]),
        remittance('YR-1', 480),
        month('YM-2', '2026-02', [rent(500, '2026-02-05')]),
        remittance('YR-2', 20),
      ),
    )
    expect(first.map((line) => line.result ?? line.summary)).toEqual([
      'created',
      'created',
      'created',
      'created',
      { lines: 4, created: 4, updated: 0, unchanged: 0, errors: 0, committed: true },
    ])

    const second = await bulk(
      ndjson(
        month('YM-1', '2026-01', [rent(500), rent(20, '2026-01-20')]),
        month('YM-2', '2026-02', [rent(510, '2026-02-05')]),
        remittance('YR-1', 480),
        remittance('YR-2', 25),
        month('YM-3', '2026-03', [], 'YK-NOPE'),
        remittance('YR-3', 5, 'YK-NOPE'),
      ),
    )
    const kind = {
      code: 'VALIDATION_ERROR',
      field: 'body.kind',
      fieldErrors: { 'body.kind': 'invalid_string' },
    }
    const noContract = { code: 'REFERENCE_NOT_FOUND', field: 'body.contract' }
    expect(second.map((line) => line.error ?? line.result ?? line.summary)).toEqual([
      'unchanged',
      'updated',
      'unchanged',
      'updated',
      noContract,
      noContract,
      { lines: 6, created: 0, updated: 2, unchanged: 2, errors: 2, committed: true },
    ])
    // The contract's January exists already (YM-1): the batch's statement fails, and its lines
    // are applied one by one for their own outcomes.
    const clash = await bulk(ndjson(month('YM-4', '2026-01', []), remittance('YR-4', 7)))
    expect(clash.map((line) => line.error ?? line.result ?? line.summary)).toEqual([
      { code: 'VALIDATION_ERROR', field: 'body', fieldErrors: { body: 'invalid_string' } },
      'created',
      { lines: 2, created: 1, updated: 0, unchanged: 0, errors: 1, committed: true },
    ])
    // A key keeps its kind: a month is not turned into a remittance, nor back.
    const third = await bulk(ndjson(remittance('YM-1', 1), month('YR-1', '2026-03', [])))
    expect(third.map((line) => line.error ?? line.result ?? line.summary)).toEqual([
      kind,
      kind,
      { lines: 2, created: 0, updated: 0, unchanged: 0, errors: 2, committed: true },
    ])

    const months = await t.db.query<{ external_id: string; year_month: string; lines: string }>(
      `SELECT e.external_id, m.year_month,
              string_agg(t.name_on_bill || ' ' || t.due_date || ' ' || t.expected, ', '
                         ORDER BY t.due_date) AS lines
         FROM integration_entities e
         JOIN payments_by_month m ON m.id = e.entity_id
         LEFT JOIN payment_targets t ON t.payments_by_month_id = m.id
        WHERE e.entity_type = 'payments'
        GROUP BY e.external_id, m.year_month ORDER BY 1`,
    )
    expect(months).toEqual([
      {
        external_id: 'YM-1',
        year_month: '2026-01',
        lines: 'Vuokra 2026-01-05 500.00, Vuokra 2026-01-20 20.00',
      },
      { external_id: 'YM-2', year_month: '2026-02', lines: 'Vuokra 2026-02-05 510.00' },
    ])
    const remitted = await t.db.query<{ external_id: string; amount: string }>(
      `SELECT e.external_id, r.amount::text FROM integration_entities e
         JOIN remittances r ON r.id = e.entity_id
        WHERE e.entity_type = 'payments' ORDER BY 1`,
    )
    expect(remitted).toEqual([
      { external_id: 'YR-1', amount: '480.00' },
      { external_id: 'YR-2', amount: '25.00' },
      { external_id: 'YR-4', amount: '7.00' },
    ])
  })

  it("stores the SHA-256 of each body's canonical JSON, whatever the order of its keys", async () => {
    // Every field the batched types and contacts and payments take, keys in no sorted order:
    // the load hashes with key-sorted copies of the schemas, and the stored hash must stay the
    // one of `canonicalJson` (single upserts, and every load before the copies).
    const lines: { type: IntegrationEntityType; externalId: string; body: object }[] = [
      {
        type: 'real-properties',
        externalId: 'HP-1',
        body: {
          propertyCompany: {
            streetAddress: 'Kuusikuja 1',
            city: ' Helsinki ',
            postalCode: '00100',
            businessId: '1234567-8',
            name: 'As Oy Kuusi',
          },
          name: 'Kuusi',
        },
      },
      {
        type: 'buildings',
        externalId: 'HB-1',
        body: {
          region: 'Uusimaa',
          streetNumber: '1',
          realProperty: 'HP-1',
          streetName: 'Kuusikuja',
          building: 'A',
          postalCode: '00100',
          district: null,
          city: 'Helsinki',
        },
      },
      {
        type: 'apartments',
        externalId: 'HA-1',
        body: {
          floorArea: 55.5,
          roomCount: 2,
          building: 'HB-1',
          streetAddressLine2: null,
          staircase: 'A',
          apartmentNumber: '1',
          streetAddressLine1: 'Kuusikuja 1 A 1',
          postalCode: '00100',
          city: 'Helsinki',
        },
      },
      {
        type: 'contracts',
        externalId: 'HK-1',
        body: {
          parties: [
            {
              role: 'tenant',
              type: 'person',
              lastName: 'Korhonen',
              firstName: 'Aino',
              externalId: 'HC-1',
              personalIdentityCode: '010190-900P',
              nonDisclosure: true,
              isPayer: true,
              isContractParty: true,
              phoneNumber: '+358 40 123 4567',
              email: 'aino@example.com',
              startDate: '2026-01-01',
              endDate: null,
              birthDate: null,
            },
            {
              type: 'company',
              isPayer: false,
              companyName: 'Oy Yritys Ab',
              businessIdentityCode: '1234567-8',
              externalId: 'HC-2',
              isContractParty: false,
            },
          ],
          collateral: { isCollateral: true, bankName: 'Pankki' },
          type: 'right_of_occupancy',
          apartment: 'HA-1',
          status: 'active',
          startDate: '2026-01-01',
          endDate: '2030-12-31',
          referenceNumber: '1232',
          hasGuardianOfInterests: true,
          isEstateContract: false,
          hasContractTag: false,
        },
      },
      {
        type: 'contacts',
        externalId: 'HY-1',
        body: {
          sortOrder: 2,
          residentCommitteeRole: 'member',
          category: 'resident_committee',
          name: 'Aino',
          building: 'HB-1',
          url: 'https://example.com/a',
          email: 'aino@example.com',
        },
      },
      {
        type: 'payments',
        externalId: 'HM-1',
        body: {
          targets: [{ expected: 500, dueDate: '2026-01-05', nameOnBill: 'Vuokra' }],
          kind: 'month',
          yearMonth: '2026-01',
          contract: 'HK-1',
          difference: -10.5,
        },
      },
    ]
    const report = await bulk(ndjson(...lines))
    expect(report.filter((line) => line.result !== 'created')).toEqual([
      expect.objectContaining({ summary: expect.objectContaining({ created: lines.length }) }),
    ])
    const stored = await t.db.query<{ external_id: string; body_hash: string }>(
      'SELECT external_id, body_hash FROM integration_entities WHERE external_id = ANY($1::text[])',
      [lines.map((line) => line.externalId)],
    )
    const hashes = new Map(stored.map((row) => [row.external_id, row.body_hash]))
    for (const line of lines) {
      const canonical = canonicalJson(parseUpsertBody(line.type, line.body))
      expect(hashes.get(line.externalId), line.type).toBe(
        createHash('sha256').update(canonical).digest('hex'),
      )
    }
    // The same data with every object's keys reversed: nothing changed.
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, item]) => [key, reversed(item)]),
            )
          : value
    const again = await bulk(
      ndjson(...lines.map((line) => ({ ...line, body: reversed(line.body) }))),
    )
    expect(again.filter((line) => line.result !== 'unchanged')).toEqual([
      expect.objectContaining({ summary: expect.objectContaining({ unchanged: lines.length }) }),
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
