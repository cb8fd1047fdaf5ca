/**
 * The CSV side of the first load (issue 22 item 3, `npm run import`): rows of a CSV file
 * (`csv-parse`, streamed) become bulk lines `{type, externalId, body}` through a column mapping,
 * and go through the same `runBulk` as `POST /api/integration/v1/bulk`.
 *
 * A mapping file is JSON (documented in the README, "First load from CSV"):
 *
 * ```json
 * {
 *   "externalId": "contract_no",
 *   "columns": {
 *     "apartment": "apartment_no",
 *     "startDate": "start_date",
 *     "isEstateContract": { "column": "estate", "as": "boolean" },
 *     "type": { "const": "rental" },
 *     "parties[].externalId": "customer_no",
 *     "parties[].firstName": "first_name"
 *   }
 * }
 * ```
 *
 * - a key is a body path (dots for nested objects); `parties[].x` collects one item per row;
 * - a value is a column name, `{column, as}` with `as` one of `string` (default), `number`,
 *   `boolean` (`true/false/1/0/yes/no/kyllä/ei`), or `{const}`;
 * - an empty cell leaves the field out;
 * - consecutive rows with the same external id make one entity (a contract and its parties, one
 *   row per party); the non-list fields come from its first row.
 */
import { parse } from 'csv-parse'
import type { Readable } from 'node:stream'
import { z } from 'zod'
import type { InputLine } from './bulk.ts'

const columnSpecSchema = z.union([
  z.string().min(1),
  z.strictObject({
    column: z.string().min(1),
    as: z.enum(['string', 'number', 'boolean']).default('string'),
  }),
  z.strictObject({ const: z.union([z.string(), z.number(), z.boolean(), z.null()]) }),
])

/** Schema of a mapping file. */
export const csvMappingSchema = z.strictObject({
  /** Column of the entity's external id. */
  externalId: z.string().min(1),
  /** Body path → column spec. */
  columns: z.record(z.string().min(1), columnSpecSchema),
})
/** A column mapping. */
export type CsvMapping = z.infer<typeof csvMappingSchema>

type Cell = string | number | boolean | null

/** The value of one spec in `row`, or undefined (empty cell). */
function valueOf(
  spec: CsvMapping['columns'][string],
  row: Record<string, string>,
): Cell | undefined {
  if (typeof spec === 'object' && 'const' in spec) return spec.const
  const column = typeof spec === 'string' ? spec : spec.column
  const as = typeof spec === 'string' ? 'string' : spec.as
  const raw = row[column]
  if (raw === undefined || raw.trim() === '') return undefined
  const text = raw.trim()
  if (as === 'number') return Number(text.replace(',', '.'))
  if (as === 'boolean') {
    const lower = text.toLowerCase()
    if (['true', '1', 'yes', 'kyllä', 'ja'].includes(lower)) return true
    if (['false', '0', 'no', 'ei', 'nej'].includes(lower)) return false
    return text
  }
  return text
}

/** Sets `value` at the dot `path` of `target`. */
function setPath(target: Record<string, unknown>, path: string, value: Cell): void {
  const keys = path.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) {
    const next = node[key]
    if (next === null || typeof next !== 'object') node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  node[keys.at(-1) ?? path] = value
}

/**
 * Turns CSV rows into bulk input lines of `type` (see the module comment). Line numbers are the
 * CSV's record numbers (the first data row is 1); an entity spanning rows has its first row's.
 */
export async function* csvBulkLines(
  input: Readable,
  type: string,
  mapping: CsvMapping,
  options: { delimiter?: string } = {},
): AsyncGenerator<InputLine> {
  const parser = input.pipe(
    parse({
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: false,
      ...(options.delimiter ? { delimiter: options.delimiter } : {}),
    }),
  )
  let current: { line: number; externalId: string; body: Record<string, unknown> } | null = null
  let record = 0
  const emit = (entity: NonNullable<typeof current>): InputLine => ({
    line: entity.line,
    text: JSON.stringify({ type, externalId: entity.externalId, body: entity.body }),
  })
  for await (const row of parser as AsyncIterable<Record<string, string>>) {
    record += 1
    const externalId = (row[mapping.externalId] ?? '').trim()
    if (current === null || current.externalId !== externalId) {
      if (current !== null) yield emit(current)
      current = { line: record, externalId, body: {} }
      for (const [path, spec] of Object.entries(mapping.columns)) {
        if (path.includes('[]')) continue
        const value = valueOf(spec, row)
        if (value !== undefined) setPath(current.body, path, value)
      }
    }
    const items = new Map<string, Record<string, unknown>>()
    for (const [path, spec] of Object.entries(mapping.columns)) {
      const at = path.indexOf('[].')
      if (at === -1) continue
      const list = path.slice(0, at)
      const value = valueOf(spec, row)
      if (value === undefined) continue
      const item = items.get(list) ?? {}
      setPath(item, path.slice(at + 3), value)
      items.set(list, item)
    }
    for (const [list, item] of items) {
      const existing = current.body[list]
      current.body[list] = [...(Array.isArray(existing) ? existing : []), item]
    }
  }
  if (current !== null) yield emit(current)
}
