import type { Db } from './db.ts'
import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'

/** Where the database lives (validated server settings). */
export interface DatabaseSettings {
  /** `postgres://…` of a PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined
  /** Data directory of the embedded PGlite (e.g. `./data/pglite`); ignored with `databaseUrl`. */
  dataDir: string
}

/**
 * Opens the server's database (docs/architecture.md "One SQL dialect"): PostgreSQL when
 * `databaseUrl` is set, otherwise PGlite with its files in `dataDir`. Does not migrate: call
 * `migrate(db)` from `migrate.ts` next.
 *
 * @throws the driver's error when PostgreSQL cannot be reached or PGlite cannot open `dataDir`.
 */
export async function openDatabase(settings: DatabaseSettings): Promise<Db> {
  if (settings.databaseUrl !== undefined && settings.databaseUrl !== '') {
    return openPostgres(settings.databaseUrl)
  }
  return openPglite(settings.dataDir)
}
