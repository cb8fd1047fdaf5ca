import { mkdir } from 'node:fs/promises'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import {
  PGlite,
  types,
  type ParserOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'
import { serialize } from 'pg-protocol'
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

/** What `describeQuery` told about a named statement: how to send its params and read its rows. */
interface Described {
  serializers: ((value: unknown) => string)[]
  fields: { name: string; parse: (value: string) => unknown }[]
}

/** A serial lock: `run(fn)` starts `fn` when every earlier `fn` has settled. */
function serialLock(): <T>(fn: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve()
  return (fn) => {
    const run = tail.then(fn, fn)
    tail = run.catch(() => undefined)
    return run
  }
}

/**
 * Named prepared statements on PGlite (`QueryOptions.name`, ADR 0007), through PGlite's public
 * API only (ADR 0015). PGlite's `query()` parses, plans and describes the text on every call
 * (five protocol round trips through the WASM backend), so a hot query with many joins spends
 * most of its time planning. Here a statement is described once with `pg.describeQuery()` (its
 * parameter serializers and result parsers, which are this instance's, so the value shapes are
 * those of `query()`), parsed once per backend with a Parse message, and each call then sends
 * Bind + Execute + Sync as one buffer through `pg.execProtocol()`, PGlite's documented wire
 * protocol entry, which handles errors (it throws PGlite's `DatabaseError`), notices and
 * notifications. The messages are serialised with `pg-protocol` (node-postgres's protocol
 * package, the one whose message objects `execProtocol` returns). A result type never changes
 * under a prepared statement: PostgreSQL refuses to re-plan it to another one.
 *
 * `run` must be called inside `pg.runExclusive()` (PGlite's lock for `execProtocol` callers:
 * no other query runs meanwhile) with transactions kept out (see `openPglite`); `describe` must
 * not (it takes PGlite's locks itself).
 */
function preparedStatements(pg: PGlite) {
  const names = statementNames()
  const described = new Map<string, Described>()
  /** Names parsed on the backend (the first `run` of a name sends Parse too). */
  const parsed = new Set<string>()

  return {
    /** Describes `name` once (outside PGlite's lock); later calls return at once. */
    async describe(name: string, text: string): Promise<Described> {
      names.claim(name, text)
      const known = described.get(name)
      if (known) return known
      const { queryParams, resultFields } = await pg.describeQuery(text)
      const description: Described = {
        serializers: queryParams.map(({ serializer }) =>
          serializer ? (value: unknown) => serializer(value) : (value: unknown) => String(value),
        ),
        fields: resultFields.map(({ name: field, parser, dataTypeID }) => ({
          name: field,
          parse: parser ? (value: string) => parser(value, dataTypeID) : (value: string) => value,
        })),
      }
      described.set(name, description)
      return description
    },

    /** Binds and executes `name` (parsing it first on this backend when new): its rows. */
    async run<Row>(
      name: string,
      text: string,
      description: Described,
      params: readonly unknown[],
    ): Promise<Row[]> {
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null
        const serializer = description.serializers[i]
        return serializer ? serializer(value) : String(value)
      })
      if (!parsed.has(name)) {
        // A round of its own, so that a failing Bind below never leaves doubt whether it exists.
        await pg.execProtocol(Buffer.concat([serialize.parse({ name, text }), serialize.sync()]))
        parsed.add(name)
      }
      const result = await pg.execProtocol(
        Buffer.concat([
          serialize.bind({ statement: name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      )
      const rows: Row[] = []
      const { fields } = description
      for (const message of result.messages) {
        if (message.name !== 'dataRow') continue
        const cells = (message as unknown as { fields: (string | null)[] }).fields
        const row: Record<string, unknown> = {}
        for (let i = 0; i < fields.length; i++) {
          const field = fields[i] as Described['fields'][number]
          const cell = cells[i] ?? null
          row[field.name] = cell === null ? null : field.parse(cell)
        }
        rows.push(row as Row)
      }
      return rows
    },
  }
}

/**
 * Opens the embedded PostgreSQL (PGlite, Postgres compiled to WASM, running in this process).
 *
 * Concurrency (docs/architecture.md "PGlite is single-connection: serialise access"): PGlite owns one
 * backend and queues every call itself. `pg.query()` and `pg.exec()` take PGlite's transaction
 * mutex, and `pg.transaction()` holds that mutex from BEGIN to COMMIT/ROLLBACK, so statements of
 * concurrent requests never interleave with an open transaction (verified in
 * test/db/adapters.test.ts). The flip side: calling `db.query()` or `db.transaction()` from inside
 * a transaction callback would wait forever, so it throws `TransactionReentrancyError` instead
 * (on both adapters, `reentrancy.ts`). Transactions are therefore serialised: keep them short.
 *
 * Named statements (`QueryOptions.name`, ADR 0007) outside a transaction run as protocol-level
 * prepared statements (`preparedStatements` above) through PGlite's public API only
 * (`describeQuery`, `execProtocol`, and `runExclusive`, the lock PGlite's interface provides for
 * `execProtocol` callers: no other query runs meanwhile) inside this adapter's own
 * `transactionGate`, a lock that `transaction()` holds from start to end, so a named statement
 * never lands inside an open transaction either. Inside a transaction the name is ignored.
 *
 * @param dataDir directory of the database files (created if missing); `undefined` = in memory
 *   (tests).
 * @returns a `Db` of kind `pglite`; value shapes as in `types.ts`.
 */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true })
  // btree_gist: the exclusion constraint of parking reservations (migration 0009).
  const pg = await PGlite.create(dataDir, { parsers: pgliteParsers, extensions: { btree_gist } })

  const statements = preparedStatements(pg)
  /** Held by `transaction()` from start to end; named statements wait for it. */
  const transactionGate = serialLock()

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
      // No open transaction (our gate), and no other statement (PGlite's public query lock).
      const description = await statements.describe(name, text)
      return transactionGate(() =>
        pg.runExclusive(() => statements.run<Row>(name, text, description, params ?? [])),
      )
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      assertOutsideTransaction()
      return transactionGate(() =>
        pg.transaction(async (ptx) => {
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
        }),
      )
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
