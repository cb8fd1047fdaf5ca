import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from './db.ts'

/** `apps/server/migrations`, resolved from this module so the working directory does not matter. */
export const migrationsDir = join(import.meta.dirname, '..', '..', '..', 'migrations')

/** Migration file names: four digits, underscore, lower-case name, `.sql` (e.g. `0001_init.sql`). */
const migrationFileName = /^(\d{4})_[a-z0-9_]+\.sql$/

/** One migration file read from disk. */
export interface MigrationFile {
  /** File name, e.g. `0001_init.sql`; the key in `schema_migrations`. */
  name: string
  /** The SQL text (may hold several statements). */
  sql: string
  /** SHA-256 of the SQL text, hex. */
  checksum: string
}

/** Thrown when an applied migration's file has changed since it was applied. */
export class MigrationChecksumError extends Error {
  constructor(name: string) {
    super(
      `Migration ${name} has changed after it was applied. Never edit an applied migration: ` +
        'add a new one (or, in development, delete the local database).',
    )
    this.name = 'MigrationChecksumError'
  }
}

/**
 * Reads the migration files of `dir` in name order.
 *
 * @throws when a `.sql` file's name does not match `NNNN_name.sql` or two share a number.
 */
export async function readMigrations(dir: string = migrationsDir): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort()
  const seen = new Set<string>()
  const files: MigrationFile[] = []
  for (const name of names) {
    const match = migrationFileName.exec(name)
    if (match === null) throw new Error(`Bad migration file name: ${name} (want NNNN_name.sql)`)
    const number = match[1] ?? ''
    if (seen.has(number)) throw new Error(`Two migrations share the number ${number}`)
    seen.add(number)
    const sql = await readFile(join(dir, name), 'utf8')
    files.push({ name, sql, checksum: createHash('sha256').update(sql).digest('hex') })
  }
  return files
}

/**
 * Applies the pending migrations of `apps/server/migrations` in file-name order.
 *
 * Each file runs in its own transaction together with its row in `schema_migrations`
 * (name, checksum, applied_at), so a failing file leaves nothing behind. Every transaction first
 * takes a transaction-level advisory lock keyed by the current schema, so servers starting at the
 * same time on one PostgreSQL apply each file exactly once; the others wait, then see it recorded.
 * Running it again applies nothing (idempotent).
 *
 * @param db the database (PGlite or PostgreSQL); tables go to the current schema (search_path).
 * @param dir the migrations folder; the default is right for the server, tests may pass another.
 * @returns names of the files applied by this call, e.g. `['0001_init.sql']`; `[]` when up to date.
 * @throws `MigrationChecksumError` when an applied file was edited; the SQL error of a failing file.
 */
export async function migrate(db: Db, dir: string = migrationsDir): Promise<string[]> {
  const files = await readMigrations(dir)
  const applied: string[] = []
  for (const file of files) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query(
        `select pg_advisory_xact_lock(hashtext('asukas.migrate.' || current_schema()))`,
      )
      await tx.query(`create table if not exists schema_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`)
      const rows = await tx.query<{ checksum: string }>(
        'select checksum from schema_migrations where name = $1',
        [file.name],
      )
      const existing = rows[0]
      if (existing !== undefined) {
        if (existing.checksum !== file.checksum) throw new MigrationChecksumError(file.name)
        return false
      }
      await tx.query(file.sql)
      await tx.query('insert into schema_migrations (name, checksum) values ($1, $2)', [
        file.name,
        file.checksum,
      ])
      return true
    })
    if (didApply) applied.push(file.name)
  }
  return applied
}
