/**
 * Typed multi-row INSERT of seed and fixture rows: `insertRows(tx, 'contracts', [contract(...)])`.
 * The row shapes come from `rows.ts` (generated from the migrations), so a misspelt column or an
 * enum value the schema refuses is a type error, not a failing seed.
 */
import type { Queryable } from '../../platform/db/db.ts'
import type { TableName, TableRows } from './rows.ts'

/**
 * Inserts `rows` into `table` with one statement. Columns missing from a row get their DEFAULT.
 * Table and column names come from the generated row types, never from input.
 */
export async function insertRows<T extends TableName>(
  tx: Queryable,
  table: T,
  rows: readonly TableRows[T][],
): Promise<void> {
  if (rows.length === 0) return
  const records = rows as unknown as readonly Record<string, unknown>[]
  const columns = [...new Set(records.flatMap((row) => Object.keys(row)))]
  const params: unknown[] = []
  const tuples = records.map((row) => {
    const cells = columns.map((column) => {
      if (!(column in row) || row[column] === undefined) return 'DEFAULT'
      params.push(row[column])
      return `$${params.length}`
    })
    return `(${cells.join(', ')})`
  })
  await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params)
}
