import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Db } from '../../src/platform/db/db.ts'
import { migrate } from '../../src/platform/db/migrate.ts'
import { openPglite } from '../../src/platform/db/pglite.ts'
import { openPostgres } from '../../src/platform/db/postgres.ts'
import { seedDemoData } from '../../src/seed/demo.ts'

/** Options of `openTestDatabase`. */
export interface TestDatabaseOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean
  /** Seed the demo data after migrating (default false; hashing the demo password takes ~0.1 s). */
  seed?: boolean
  /** "Today" for the seeded data, `yyyy-MM-dd` (default: the seed's own default). */
  today?: string
}

/**
 * A fresh, isolated database for one test file.
 *
 * - Default: in-memory PGlite.
 * - With env `DATABASE_URL` (e.g. `postgres://postgres@127.0.0.1:5432/test`): a new schema
 *   `test_<random hex>` on that server, used through the connections' `search_path`; `close()`
 *   drops the schema.
 *
 * Migrated unless `migrate: false`; seeded with the demo data when `seed: true`.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<Db> {
  const url = process.env.DATABASE_URL
  const db = url === undefined || url === '' ? await openPglite(undefined) : await openSchema(url)
  try {
    if (options.migrate ?? true) await migrate(db)
    if (options.seed === true) await seedDemoData(db, options.today)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}

/** Creates a throw-away schema on the PostgreSQL at `url` and opens a `Db` bound to it. */
async function openSchema(url: string): Promise<Db> {
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`create schema ${schema}`)
  } finally {
    await admin.end()
  }
  const db = await openPostgres(url, { searchPath: schema, max: 4 })
  return {
    kind: db.kind,
    query: db.query.bind(db),
    transaction: db.transaction.bind(db),
    listen: db.listen.bind(db),
    async close() {
      await db.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      try {
        await cleanup.query(`drop schema if exists ${schema} cascade`)
      } finally {
        await cleanup.end()
      }
    },
  }
}
