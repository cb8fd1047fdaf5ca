/**
 * Scratch databases of the bench steps that measure on a PostgreSQL server (`--import`,
 * `--scale`, the PostgreSQL leg of the API step): made empty on the server of an admin address
 * (`BENCH_PG_ADMIN_URL`), and addressed beside it.
 */
import pg from 'pg'

/** The address of database `name` on the PostgreSQL server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Drops database `name` (closing its connections) if it exists and creates it empty, through
 * the admin connection of `adminUrl`; returns its address.
 */
export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
  } finally {
    await admin.end().catch(() => undefined)
  }
  return databaseUrl(adminUrl, name)
}

/**
 * Writes the server's dirty buffers out (`CHECKPOINT`, through the admin connection of
 * `adminUrl`, a superuser) so that a measured leg does not pay for the previous leg's writes: a
 * checkpoint that falls inside a leg (the default `max_wal_size` is reached within a run or two
 * of `--import`) writes the other leg's pages on its time.
 */
export async function checkpoint(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
    await admin.query('CHECKPOINT')
  } finally {
    await admin.end().catch(() => undefined)
  }
}
