/**
 * Fast typed bulk inserts for large seeds (the scale benchmark, `bench/scale.ts`): the rows come
 * from the same entity builders as the demo seed and the tests, and are sent in batches of a few
 * thousand, each batch as ONE json parameter that PostgreSQL expands into the table's own row
 * type with `json_populate_recordset`. No SQL text grows with the data (one short statement per
 * table), no per-row parameters (node-postgres would bind up to 65,535 of them per statement),
 * and PostgreSQL converts every value with the column's own input function, as COPY would.
 */
import type { Queryable } from '../../platform/db/db.ts'
import type { TableName, TableRows } from './rows.ts'

/** Rows sent per statement by {@link insertRowsBulk} unless told otherwise. */
export const BULK_BATCH_ROWS = 5_000

/**
 * Inserts `rows` into `table` in batches of up to `batchSize`, one statement per batch:
 * `insert into <table> (<columns>) select <columns> from json_populate_recordset(null::<table>, $1)`.
 *
 * Rows that give the same columns go in the same batch, so a column a row leaves out gets its
 * DEFAULT (`undefined` counts as left out) and rows need not all give the same ones. Values are
 * JSON: strings, numbers, booleans, null,
 * arrays for array columns (dates as `yyyy-MM-dd`, instants as ISO 8601 text, as in `rows.ts`).
 * Table and column names come from the generated row types, never from input.
 *
 * @param rows any iterable, consumed lazily (a generator of millions of rows never sits in memory
 *   whole).
 * @returns the number of rows inserted.
 * @throws the SQL error of a refused row (a CHECK, a foreign key), which fails its whole batch.
 */
export async function insertRowsBulk<T extends TableName>(
  db: Queryable,
  table: T,
  rows: Iterable<TableRows[T]>,
  batchSize: number = BULK_BATCH_ROWS,
): Promise<number> {
  /** Rows waiting to be sent, by their column list (rows that leave out the same columns). */
  const batches = new Map<string, Record<string, unknown>[]>()
  /** The batch being inserted: the next one is built meanwhile, then waits for it. */
  let inFlight: Promise<unknown> = Promise.resolve()
  let inserted = 0
  const flush = async (columns: string, batch: Record<string, unknown>[]): Promise<void> => {
    batches.delete(columns)
    const json = JSON.stringify(batch)
    await inFlight
    inFlight = db.query(
      `insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
      [json],
    )
    // Handled here so that a failure does not count as unhandled while the next batch is built;
    // the next flush (or the end) awaits `inFlight` and throws it.
    inFlight.catch(() => undefined)
    inserted += batch.length
  }
  for (const row of rows) {
    const record = row as unknown as Record<string, unknown>
    const columns = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .join(', ')
    let batch = batches.get(columns)
    if (batch === undefined) {
      batch = []
      batches.set(columns, batch)
    }
    batch.push(record)
    if (batch.length >= batchSize) await flush(columns, batch)
  }
  for (const [columns, batch] of [...batches]) await flush(columns, batch)
  await inFlight
  return inserted
}

/**
 * A fixed UUID (version 4 layout) for row `n` of bulk kind `kind` (0-255):
 * `b0b00000-00KK-4000-8000-NNNNNNNNNNNN`. Bulk rows get ascending ids (cheap to index, and the
 * same row has the same id in a small and a large seed); the `b0b0` prefix keeps them apart from
 * the demo rows' `a5a5` ids (`ids.ts`).
 */
export function bulkUuid(kind: number, n: number): string {
  return `b0b00000-00${kind.toString(16).padStart(2, '0')}-4000-8000-${n.toString(16).padStart(12, '0')}`
}
