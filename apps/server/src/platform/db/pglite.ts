import { mkdir } from 'node:fs/promises'
import {
  PGlite,
  types,
  type ParserOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'
import type { Db, Queryable } from './db.ts'
import { assertOutsideTransaction, runInsideTransaction } from './reentrancy.ts'
import { arrayParsers, scalarParsers } from './types.ts'

/**
 * PGlite parsers giving the value shapes of `types.ts` (date as `yyyy-MM-dd`, numeric and int8
 * as number). Array types reuse PGlite's own array parser with our element parser.
 */
const pgliteParsers: ParserOptions = {
  ...scalarParsers,
  ...Object.fromEntries(
    Object.entries(arrayParsers).map(([oid, parse]) => [
      Number(oid),
      (value: string) => types.arrayParser(value, parse, Number(oid)),
    ]),
  ),
}

/** Runs one statement; without params through the simple protocol (several statements allowed). */
async function run<Row>(
  target: PGlite | Transaction,
  text: string,
  params: readonly unknown[] | undefined,
): Promise<Row[]> {
  if (params === undefined || params.length === 0) {
    const results: Results[] = await target.exec(text)
    return (results.at(-1)?.rows ?? []) as Row[]
  }
  const result = await target.query<Row>(text, [...params])
  return result.rows
}

/**
 * Opens the embedded PostgreSQL (PGlite, Postgres compiled to WASM, running in this process).
 *
 * Concurrency (ARCHITECTURE.md "PGlite is single-connection: serialise access"): PGlite owns one
 * backend and queues every call itself. `pg.query()` and `pg.exec()` take PGlite's transaction
 * mutex, and `pg.transaction()` holds that mutex from BEGIN to COMMIT/ROLLBACK, so statements of
 * concurrent requests never interleave with an open transaction (verified in
 * test/db/adapters.test.ts). The flip side: calling `db.query()` or `db.transaction()` from inside
 * a transaction callback would wait forever, so it throws `TransactionReentrancyError` instead (on both adapters, `reentrancy.ts`).
 * Transactions are therefore serialised: keep them short.
 *
 * @param dataDir directory of the database files (created if missing); `undefined` = in memory
 *   (tests).
 * @returns a `Db` of kind `pglite`; value shapes as in `types.ts`.
 */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir, { parsers: pgliteParsers })

  return {
    kind: 'pglite',
    async query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]) {
      assertOutsideTransaction()
      return run<Row>(pg, text, params)
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      assertOutsideTransaction()
      return pg.transaction(async (ptx) => {
        let open = true
        const tx: Queryable = {
          async query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]) {
            if (!open) throw new Error('Transaction is closed')
            return run<Row>(ptx, text, params)
          },
        }
        try {
          return await runInsideTransaction(() => fn(tx))
        } finally {
          open = false
        }
      })
    },
    async close() {
      if (!pg.closed) await pg.close()
    },
  }
}
