import { mkdir } from 'node:fs/promises'
import {
  parse,
  PGlite,
  protocol,
  types,
  type ParserOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'
import type { Db, Queryable, QueryOptions } from './db.ts'
import { assertOutsideTransaction, runInsideTransaction } from './reentrancy.ts'
import { statementNames } from './statements.ts'
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

type RowDescriptionMessage = InstanceType<typeof protocol.messages.RowDescriptionMessage>
type DataRowMessage = InstanceType<typeof protocol.messages.DataRowMessage>

/** One result column of a prepared statement: its name and the parser of its type. */
interface PreparedField {
  name: string
  parse: (value: string) => unknown
}

/** What Describe S told about a prepared statement: parameter type OIDs and result columns. */
interface PreparedStatement {
  paramTypes: number[]
  fields: PreparedField[]
}

/**
 * The parser PGlite's `query()` uses for type `oid` (the instance's parsers, which hold ours from
 * `pgliteParsers`, then PGlite's defaults), or the text itself for a type without one.
 */
function valueParser(pg: PGlite, oid: number): (value: string) => unknown {
  const defaults = types.parsers as Record<number, types.Parser | undefined>
  const parser = pg.parsers[oid] ?? defaults[oid]
  return parser ? (value) => parser(value, oid) : (value) => value
}

/** Concatenates frontend protocol messages into one buffer (one trip through the backend). */
function concat(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0))
  let offset = 0
  for (const m of messages) {
    out.set(m, offset)
    offset += m.length
  }
  return out
}

/**
 * Named prepared statements on PGlite (`QueryOptions.name`, ADR 0007). PGlite's `query()` parses,
 * plans and describes the text on every call (five protocol round trips through the WASM
 * backend), so a hot query with many joins spends most of its time planning (the contracts query:
 * ~2.4 ms a call, ~0.3 ms prepared). Here a statement is parsed once per backend: Parse +
 * Describe S give its parameter types and result columns, kept by name. Each call then sends
 * Bind + Execute + Sync as one message buffer through PGlite's public `execProtocolStream`, and
 * the data rows are turned into objects with the column names and the type parsers of the
 * description, which are PGlite's own (the same value shapes as `query()`, see
 * test/db/adapters.test.ts). A result type never changes under a prepared statement: PostgreSQL
 * refuses to re-plan it to another one.
 *
 * The caller must hold PGlite's locks (see `openPglite`).
 *
 * @returns `runNamed(name, text, params)`: the rows; errors are PGlite's `DatabaseError`.
 */
function preparedStatements(pg: PGlite) {
  const names = statementNames()
  /** What Describe S told about the statements parsed on this backend, by name. */
  const statements = new Map<string, PreparedStatement>()
  const { serialize } = protocol

  async function prepare(name: string, text: string): Promise<PreparedStatement> {
    const messages = await pg.execProtocolStream(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    )
    const description = messages.find(
      (message): message is RowDescriptionMessage => message.name === 'rowDescription',
    )
    const statement: PreparedStatement = {
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: (description?.fields ?? []).map((field) => ({
        name: field.name,
        parse: valueParser(pg, field.dataTypeID),
      })),
    }
    statements.set(name, statement)
    return statement
  }

  return async function runNamed<Row>(
    name: string,
    text: string,
    params: readonly unknown[],
  ): Promise<Row[]> {
    names.claim(name, text)
    const statement = statements.get(name) ?? (await prepare(name, text))
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const serializer = pg.serializers[statement.paramTypes[i] ?? 0]
      return serializer ? serializer(value) : String(value)
    })
    const messages = await pg.execProtocolStream(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    )
    await pg.syncToFs()
    const rows: Row[] = []
    const { fields } = statement
    for (const message of messages) {
      if (message.name !== 'dataRow') continue
      const cells = (message as DataRowMessage).fields
      const row: Record<string, unknown> = {}
      for (let i = 0; i < fields.length; i++) {
        const field = fields[i] as PreparedField
        const cell = cells[i] ?? null
        row[field.name] = cell === null ? null : field.parse(cell)
      }
      rows.push(row as Row)
    }
    return rows
  }
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
 * Named statements (`QueryOptions.name`, ADR 0007) outside a transaction take the same two PGlite
 * mutexes as `pg.query()` (`_runExclusiveTransaction`, then `_runExclusiveQuery`) and run as
 * protocol-level prepared statements (`preparedStatements` above); inside a transaction the name
 * is ignored.
 *
 * @param dataDir directory of the database files (created if missing); `undefined` = in memory
 *   (tests).
 * @returns a `Db` of kind `pglite`; value shapes as in `types.ts`.
 */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir, { parsers: pgliteParsers })

  const runNamed = preparedStatements(pg)

  return {
    kind: 'pglite',
    async query<Row = Record<string, unknown>>(
      text: string,
      params?: readonly unknown[],
      options?: QueryOptions,
    ) {
      assertOutsideTransaction()
      const name = options?.name
      if (name === undefined) return run<Row>(pg, text, params)
      if (pg.closed) throw new Error('PGlite is closed')
      // The same two locks as pg.query(): no other statement, and no open transaction.
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(() => runNamed<Row>(name, text, params ?? [])),
      )
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      assertOutsideTransaction()
      return pg.transaction(async (ptx) => {
        let open = true
        const tx: Queryable = {
          // `options.name` is ignored here: transactions are the rare write path, where PGlite's
          // own `query()` is fast enough and keeps its error handling.
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
    async listen(channel, onMessage) {
      // In-process: a PGlite subscription cannot be lost while the database is open.
      const unsubscribe = await pg.listen(channel, onMessage)
      return async () => {
        if (!pg.closed) await unsubscribe()
      }
    },
    async close() {
      if (!pg.closed) await pg.close()
    },
  }
}
