import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../../src/platform/db/db.ts'
import { openDatabase } from '../../src/platform/db/index.ts'
import {
  MigrationChecksumError,
  migrate,
  migrationsDir,
  readMigrations,
} from '../../src/platform/db/migrate.ts'
import { openTestDatabase } from '../helpers/db.ts'

/**
 * Tables other parts of the server rely on (0001_init.sql, the staff console's of 0011 and the
 * stored beneficiaries of 0015).
 */
const expectedTables = [
  'apartments',
  'audit_log',
  'bank_accounts',
  'building_info',
  'buildings',
  'bulletin_attachments',
  'bulletins',
  'contacts',
  'contract_beneficiaries',
  'contract_request_transitions',
  'contracts',
  'defect_classes',
  'defect_notice_events',
  'defect_notice_files',
  'defect_notices',
  'document_categories',
  'documents',
  'feedback_question_answers',
  'feedback_question_notice_files',
  'feedback_question_notices',
  'files',
  'identity_flows',
  'integration_client_secrets',
  'integration_clients',
  'integration_entities',
  'integration_events',
  'integration_webhook_deliveries',
  'integration_webhooks',
  'invoice_addresses',
  'login_attempts',
  'mail_outbox',
  'message_entries',
  'message_entry_files',
  'message_thread_reads',
  'message_threads',
  'modification_add_tenant_events',
  'modification_remove_tenant_events',
  'modification_requests',
  'modification_transfer_tenant_events',
  'notifications',
  'parking_areas',
  'parking_prices',
  'parking_reservations',
  'parking_spots',
  'payment_categories',
  'payment_targets',
  'payments_by_month',
  'rate_limit_counters',
  'real_properties',
  'registrations',
  'remittances',
  'schema_migrations',
  'sessions',
  'signing_keys',
  'staff_accounts',
  'staff_internal_notes',
  'staff_login_challenges',
  'staff_recovery_codes',
  'tenant_approvals',
  'tenants',
  'termination_request_beneficiaries',
  'termination_request_files',
  'termination_requests',
  'users',
  'verification_codes',
]

describe('migrate', () => {
  let db: Db
  let dir: string

  beforeEach(async () => {
    db = await openTestDatabase({ migrate: false })
    dir = await mkdtemp(join(tmpdir(), 'asukas-migrations-'))
  })

  afterEach(async () => {
    await db.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('applies the project migrations once, then nothing (idempotent)', async () => {
    const files = (await readMigrations()).map((file) => file.name)
    expect(files[0]).toBe('0001_init.sql')
    expect(await migrate(db)).toEqual(files)
    expect(await migrate(db)).toEqual([])
    const recorded = await db.query<{ name: string }>(
      'select name from schema_migrations order by name',
    )
    expect(recorded.map((row) => row.name)).toEqual(files)
    const tables = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )
    expect(tables.map((row) => row.table_name)).toEqual(expectedTables)
  })

  it('applies each file once when two servers migrate at the same time', async () => {
    const results = await Promise.all([migrate(db), migrate(db), migrate(db)])
    expect(results.flat().sort()).toEqual((await readMigrations()).map((file) => file.name))
  })

  it('resolves the migrations folder next to src, independent of the working directory', () => {
    expect(migrationsDir.endsWith(join('apps', 'server', 'migrations'))).toBe(true)
  })

  it('rolls back a failing migration completely and keeps the ones before it', async () => {
    await writeFile(join(dir, '0001_first.sql'), 'create table first_table (x int);')
    await writeFile(
      join(dir, '0002_broken.sql'),
      'create table second_table (x int);\ninsert into second_table values (1 / 0);',
    )
    await expect(migrate(db, dir)).rejects.toMatchObject({ code: '22012' })
    const recorded = await db.query<{ name: string }>('select name from schema_migrations')
    expect(recorded).toEqual([{ name: '0001_first.sql' }])
    const [second] = await db.query<{ exists: boolean }>(
      `select to_regclass('second_table') is not null as exists`,
    )
    expect(second?.exists).toBe(false)
  })

  it('refuses an applied migration whose file was edited', async () => {
    await writeFile(join(dir, '0001_first.sql'), 'create table first_table (x int);')
    expect(await migrate(db, dir)).toEqual(['0001_first.sql'])
    await writeFile(join(dir, '0001_first.sql'), 'create table first_table (x bigint);')
    await expect(migrate(db, dir)).rejects.toBeInstanceOf(MigrationChecksumError)
  })

  it('rejects badly named or duplicate-numbered files', async () => {
    await writeFile(join(dir, '1_init.sql'), 'select 1;')
    await expect(readMigrations(dir)).rejects.toThrow('Bad migration file name')
    await rm(join(dir, '1_init.sql'))
    await writeFile(join(dir, '0001_a.sql'), 'select 1;')
    await writeFile(join(dir, '0001_b.sql'), 'select 1;')
    await expect(readMigrations(dir)).rejects.toThrow('share the number 0001')
  })

  it('keeps an embedded database in its data directory across restarts', async () => {
    const dataDir = join(dir, 'pglite')
    const first = await openDatabase({ dataDir })
    try {
      expect(first.kind).toBe('pglite')
      expect(await migrate(first)).toContain('0001_init.sql')
      await first.query(
        `insert into users (email, first_name, last_name) values ('a@example.com', 'Aino', 'Laine')`,
      )
    } finally {
      await first.close()
    }
    const second = await openDatabase({ dataDir, databaseUrl: '' })
    try {
      expect(await migrate(second)).toEqual([])
      expect(await second.query('select email from users')).toEqual([{ email: 'a@example.com' }])
    } finally {
      await second.close()
    }
  })
})
