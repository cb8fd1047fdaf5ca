import pg from 'pg'
import type { Db, Queryable, QueryOptions } from './db.ts'
import { assertOutsideTransaction, runInsideTransaction } from './reentrancy.ts'
import { statementNames } from './statements.ts'
import { arrayParsers, scalarParsers, type ValueParser } from './types.ts'

/**
 * node-postgres type parsers giving the value shapes of `types.ts`. They are set per pool (not
 * with the global `pg.types.setTypeParser`), so nothing else in the process is affected.
 */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    const scalar = scalarParsers[oid]
    if (scalar !== undefined && format !== 'binary') return scalar
    const element = arrayParsers[oid]
    if (element !== undefined && format !== 'binary') {
      // text[] (1009) parses a PostgreSQL array literal into strings; map each element.
      const getParser = pg.types.getTypeParser as (oid: number, format: 'text') => ValueParser
      const parseTextArray = getParser(1009, 'text')
      return (value: string) => mapNested(parseTextArray(value), element)
    }
    return pg.types.getTypeParser(oid, format)
  }) as pg.CustomTypesConfig['getTypeParser'],
}

/** Applies `parse` to every non-null string in a (nested) array from the text[] parser. */
function mapNested(value: unknown, parse: ValueParser): unknown {
  if (Array.isArray(value)) return value.map((item) => mapNested(item, parse))
  return typeof value === 'string' ? parse(value) : value
}

/** Rows of a pg result; a multi-statement text (simple protocol) yields an array of results. */
function rowsOf<Row>(result: pg.QueryResult | pg.QueryResult[]): Row[] {
  const last = Array.isArray(result) ? result.at(-1) : result
  return (last?.rows ?? []) as Row[]
}

/** Options of `openPostgres`. */
export interface PostgresOptions {
  /** Schema search path of every connection (tests use a throw-away `test_<random>` schema). */
  searchPath?: string
  /** Pool size; default 10. */
  max?: number
}

/**
 * Opens a node-postgres pool on a PostgreSQL server (13 or newer: `gen_random_uuid()`).
 *
 * `query` runs on any pooled connection; without params it uses the simple protocol (a text may
 * hold several statements, the last one's rows are returned), as PGlite does. `transaction` takes
 * one client for BEGIN … COMMIT, or ROLLBACK when `fn` throws (the error is rethrown). A COMMIT
 * that PostgreSQL turns into a rollback (a statement failed and `fn` swallowed the error) throws,
 * as PGlite does. Calling `db.query`/`db.transaction` inside `fn` throws
 * `TransactionReentrancyError` (use `tx`), as on PGlite.
 *
 * A query with `options.name` (ADR 0007) is a node-postgres named statement: each pooled
 * connection sends Parse once and afterwards only Bind/Execute, and PostgreSQL switches to a
 * cached generic plan after five executions, so the hot reads skip parsing and planning. The pool
 * keeps 10 connections: on the 2-core benchmark machine 2, 4 and 10 measured the same.
 *
 * @param url `postgres://user[:password]@host:port/db`
 * @throws the connection error when the server cannot be reached (checked with `select 1`).
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    types: pgTypes,
    max: options.max ?? 10,
    ...(options.searchPath === undefined
      ? {}
      : { options: `-c search_path=${quoteSearchPath(options.searchPath)}` }),
  })
  const names = statementNames()
  /** The node-postgres query: named (prepared once per connection) when `options.name` is set. */
  const queryConfig = (
    text: string,
    params: readonly unknown[] | undefined,
    queryOptions: QueryOptions | undefined,
  ): pg.QueryConfig => {
    const values = params === undefined ? undefined : [...params]
    const name = queryOptions?.name
    if (name === undefined) return { text, values }
    names.claim(name, text)
    return { name, text, values: values ?? [] }
  }
  // An idle client's error (e.g. the server restarting) must not crash the process; the next
  // query on a fresh client reports the problem instead.
  pool.on('error', () => {})
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end()
    throw error
  }

  return {
    kind: 'postgres',
    async query<Row = Record<string, unknown>>(
      text: string,
      params?: readonly unknown[],
      options?: QueryOptions,
    ) {
      assertOutsideTransaction()
      return rowsOf<Row>(await pool.query(queryConfig(text, params, options)))
    },
    async listen(channel, onMessage, onLost) {
      const client = new pg.Client({
        connectionString: url,
        ...(options.searchPath === undefined
          ? {}
          : { options: `-c search_path=${quoteSearchPath(options.searchPath)}` }),
      })
      let open = true
      const lost = (): void => {
        if (!open) return
        open = false
        client.end().catch(() => undefined)
        onLost()
      }
      client.on('error', lost)
      client.on('end', lost)
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '')
      })
      await client.connect()
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      return async () => {
        if (!open) return
        open = false
        await client.end().catch(() => undefined)
      }
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      assertOutsideTransaction()
      const client = await pool.connect()
      const send = serialQueue(client)
      let open = true
      const tx: Queryable = {
        async query<Row = Record<string, unknown>>(
          text: string,
          params?: readonly unknown[],
          options?: QueryOptions,
        ) {
          if (!open) throw new Error('Transaction is closed')
          return rowsOf<Row>(await send(queryConfig(text, params, options)))
        },
      }
      let discard = false
      try {
        await send({ text: 'BEGIN' })
        const result = await runInsideTransaction(() => fn(tx))
        open = false
        const commit = await send({ text: 'COMMIT' })
        if (commit.command === 'ROLLBACK') {
          throw new Error('Transaction aborted: COMMIT rolled back a failed transaction')
        }
        return result
      } catch (error) {
        if (open) {
          open = false
          // A client that cannot even roll back is destroyed instead of returned to the pool.
          await send({ text: 'ROLLBACK' }).catch(() => {
            discard = true
          })
        }
        throw error
      } finally {
        client.release(discard)
      }
    },
    async close() {
      await pool.end()
    },
  }
}

/** Validates a search path (comma-separated identifiers) for the connection `options`. */
/**
 * A client's statements one after the other, in the order given: each is handed to node-postgres
 * when the one before it has answered (or failed). A transaction's code may send several
 * statements without awaiting each (the bulk load queues a batch's writes, ADR 0034); node-postgres
 * still queues such calls itself but deprecates it (removed in pg 9), so the queue is ours. The
 * order is what PostgreSQL sees: a failed statement aborts the transaction and the later ones
 * fail too, as before; BEGIN, COMMIT and ROLLBACK go through the same queue, so none overtakes a
 * statement sent before it.
 */
function serialQueue(client: pg.PoolClient): (config: pg.QueryConfig) => Promise<pg.QueryResult> {
  let tail: Promise<unknown> = Promise.resolve()
  return (config) => {
    const result = tail.then(() => client.query(config))
    tail = result.catch(() => undefined)
    return result
  }
}

function quoteSearchPath(searchPath: string): string {
  if (!/^[a-z_][a-z0-9_]*(,[a-z_][a-z0-9_]*)*$/.test(searchPath)) {
    throw new Error(`Invalid search path: ${searchPath}`)
  }
  return searchPath
}
