/**
 * The database seam of the server: one small interface over PostgreSQL, implemented by PGlite
 * (embedded default, data in `./data/`) and by node-postgres (`DATABASE_URL=postgres://…`).
 * Both speak the same SQL dialect and run the same migrations (docs/architecture.md "One SQL dialect").
 *
 * Queries are parameterised (`$1`, `$2`, …); never interpolate values into SQL text.
 * Column names in the database are snake_case; repositories map rows to the camelCase wire shapes.
 */

/**
 * Options of one query.
 *
 * `name` makes the statement a named prepared statement (ADR 0007): the server parses and plans
 * it once per connection and afterwards only binds and executes it, which is what makes the hot
 * read path cheap (the contracts query costs ~1.4 ms to plan and ~0.15 ms to run). Use it for the
 * queries that run on every request or on every page (session lookup, membership check, the
 * resident's reads), not for one-off statements.
 *
 * Rules: a name always stands for one SQL text in the whole process (`<feature>.<query>`, e.g.
 * `contracts.list`; reusing a name for another text throws); the text is one statement with
 * `$n` placeholders (the extended protocol is used even without params). On PostgreSQL the name
 * becomes a node-postgres named statement; on PGlite a protocol-level prepared statement outside
 * transactions (inside `transaction()` PGlite ignores the name).
 */
export interface QueryOptions {
  /** Name of the prepared statement, unique per SQL text, e.g. `contracts.list`. */
  name?: string
}

/** Anything that can run a query: the pool itself or a transaction. */
export interface Queryable {
  /**
   * Runs one parameterised statement and returns its rows.
   *
   * @param text SQL with `$n` placeholders. Without params (and without `options.name`) the text
   *   runs through the simple query protocol on both adapters: it may hold several statements,
   *   the last one's rows are returned.
   * @param params values for the placeholders (strings, numbers, booleans, null, Date, arrays, objects as JSON).
   *   For a json/jsonb parameter pass an object or a JSON string: node-postgres sends a JS array as
   *   a PostgreSQL array, so `JSON.stringify` an array meant for json.
   * @param options `name`: run as a named prepared statement (see {@link QueryOptions}).
   * @returns the rows; value shapes (Date, `yyyy-MM-dd`, number, parsed json) as in `types.ts`.
   */
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>
}

/** The database: queries, transactions and shutdown. */
export interface Db extends Queryable {
  /** `pglite` for the embedded database, `postgres` for a server. */
  readonly kind: 'pglite' | 'postgres'
  /**
   * Runs `fn` in one transaction: committed when `fn` resolves, rolled back when it throws (the
   * error is rethrown). PGlite has one connection, so transactions there are serialised.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Subscribes to a notification channel (PostgreSQL `LISTEN`; `NOTIFY`/`pg_notify` in SQL or a
   * trigger sends to it, delivered after the sending transaction commits). On PostgreSQL the
   * subscription holds one dedicated connection; on PGlite it is in-process.
   *
   * @param channel a lower-case identifier, e.g. `asukas_sessions`.
   * @param onMessage called with each notification's payload (text, up to 8,000 bytes).
   * @param onLost called once when the subscription breaks (the dedicated connection is lost):
   *   notifications may have been missed, and none arrive until the caller subscribes again.
   * @returns a function that ends the subscription.
   * @throws the connection error when the subscription cannot be made.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>
  /** Closes the pool or the embedded database. */
  close(): Promise<void>
}
