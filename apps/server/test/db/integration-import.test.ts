/**
 * The CSV first load (issue 22 item 3, `npm run import`): the example mapping and CSV of
 * `examples/integration/` go through `csvBulkLines` and `runBulk`, the code of the bulk
 * endpoint: a contract of two rows becomes one contract with two parties, a company contract one
 * with a company party, and a row naming a missing apartment is reported with its code and field.
 */
import { createReadStream, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { BulkReportLine } from '@asukas/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBulk, type InputLine } from '../../src/features/integration/entities/bulk.ts'
import {
  csvBulkLines,
  csvMappingSchema,
} from '../../src/features/integration/entities/csv-import.ts'
import type { Db } from '../../src/platform/db/db.ts'
import { openTestDatabase } from '../helpers/db.ts'

const examples = fileURLToPath(new URL('../../../../examples/integration/', import.meta.url))
const scopes = ['master-data:write', 'payments:write', 'documents:write'] as const
let db: Db

async function* ndjson(...lines: unknown[]): AsyncGenerator<InputLine> {
  let line = 0
  for (const value of lines) yield { line: ++line, text: JSON.stringify(value) }
}

beforeAll(async () => {
  db = await openTestDatabase({ seed: false })
  const apartment = (externalId: string, number: string) => ({
    type: 'apartments',
    externalId,
    body: {
      building: 'B-1',
      apartmentNumber: number,
      streetAddressLine1: `Koivukuja 3 A ${number}`,
      postalCode: '02100',
      city: 'Espoo',
    },
  })
  const summary = await runBulk(
    db,
    ndjson(
      {
        type: 'real-properties',
        externalId: 'RP-1',
        body: { name: 'Koivukuja', propertyCompany: { name: 'As Oy Koivukuja' } },
      },
      {
        type: 'buildings',
        externalId: 'B-1',
        body: {
          realProperty: 'RP-1',
          streetName: 'Koivukuja',
          streetNumber: '3',
          postalCode: '02100',
          city: 'Espoo',
        },
      },
      apartment('APT-1', '1'),
      apartment('APT-2', '2'),
    ),
    { atomic: true, scopes },
    async () => {},
  )
  expect(summary).toMatchObject({ created: 4, errors: 0, committed: true })
})

afterAll(async () => {
  await db.close()
})

describe('CSV import', () => {
  it('loads the example contracts through the column mapping', async () => {
    const mapping = csvMappingSchema.parse(
      JSON.parse(readFileSync(`${examples}contracts-mapping.json`, 'utf8')),
    )
    const reports: BulkReportLine[] = []
    const summary = await runBulk(
      db,
      csvBulkLines(createReadStream(`${examples}contracts.csv`), 'contracts', mapping, {
        delimiter: ';',
      }),
      { atomic: false, scopes },
      async (report) => {
        reports.push(report)
      },
    )
    expect(reports).toEqual([
      { line: 1, type: 'contracts', externalId: 'K-1001', result: 'created' },
      { line: 3, type: 'contracts', externalId: 'K-1002', result: 'created' },
      {
        line: 4,
        type: 'contracts',
        externalId: 'K-1003',
        result: 'error',
        error: { code: 'REFERENCE_NOT_FOUND', field: 'body.apartment' },
      },
    ])
    expect(summary).toMatchObject({ lines: 3, created: 2, errors: 1 })
    const parties = await db.query<{
      contract: string
      external_id: string
      tenant_type: string
      is_payer: boolean
    }>(
      `SELECT e.external_id AS contract, t.external_id, t.tenant_type, t.is_payer
         FROM tenants t JOIN integration_entities e ON e.entity_id = t.contract_id
        ORDER BY t.external_id`,
    )
    expect(parties).toEqual([
      { contract: 'K-1001', external_id: 'C-1', tenant_type: 'person', is_payer: true },
      { contract: 'K-1001', external_id: 'C-2', tenant_type: 'person', is_payer: false },
      { contract: 'K-1002', external_id: 'C-3', tenant_type: 'company', is_payer: true },
    ])
  })
})
