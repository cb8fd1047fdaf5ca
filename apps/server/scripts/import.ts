/**
 * `npm run import -- --type contracts --mapping mapping.json file.csv [--atomic] [--delimiter ;]`:
 * the first load of a provider's data from CSV (issue 22 item 3). Each CSV row (or run of rows
 * with the same external id) becomes one bulk line through the column mapping
 * (`features/integration/entities/csv-import.ts`, README "First load from CSV") and goes through the same
 * code as `POST /api/integration/v1/bulk` (`runBulk`), straight into the database the server's
 * settings name (DATABASE_URL, or the PGlite database in DATA_DIR), migrated first.
 *
 * Prints progress to stderr every 1,000 lines and the NDJSON report (one line per input line and
 * the summary) to stdout; exits 1 when any line failed.
 */
import { createReadStream, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { integrationEntityTypes, type IntegrationEntityType } from '@asukas/contract'
import { runBulk } from '../src/features/integration/entities/bulk.ts'
import { csvBulkLines, csvMappingSchema } from '../src/features/integration/entities/csv-import.ts'
import { loadConfig } from '../src/platform/config.ts'
import { openDatabase } from '../src/platform/db/index.ts'
import { migrate } from '../src/platform/db/migrate.ts'

const usage =
  'usage: npm run import -- --type <real-properties|buildings|apartments|contracts|contacts|payments|documents> --mapping <mapping.json> [--atomic] [--delimiter ;] <file.csv>'

const { values, positionals } = parseArgs({
  options: {
    type: { type: 'string' },
    mapping: { type: 'string' },
    atomic: { type: 'boolean', default: false },
    delimiter: { type: 'string' },
  },
  allowPositionals: true,
})
const type = values.type as IntegrationEntityType | undefined
const file = positionals[0]
if (!type || !integrationEntityTypes.includes(type) || !values.mapping || !file) {
  console.error(usage)
  process.exit(2)
}
const mapping = csvMappingSchema.parse(JSON.parse(readFileSync(values.mapping, 'utf8')))
const config = loadConfig(process.env)
const db = await openDatabase({
  databaseUrl: config.databaseUrl ?? undefined,
  dataDir: join(config.dataDir, 'pglite'),
})
try {
  await migrate(db)
  const started = performance.now()
  let done = 0
  const summary = await runBulk(
    db,
    csvBulkLines(createReadStream(file), type, mapping, {
      ...(values.delimiter ? { delimiter: values.delimiter } : {}),
    }),
    { atomic: values.atomic, scopes: ['master-data:write', 'payments:write', 'documents:write'] },
    async (report) => {
      done += 1
      process.stdout.write(`${JSON.stringify(report)}\n`)
      if (done % 1000 === 0) {
        const seconds = (performance.now() - started) / 1000
        console.error(`${done} lines, ${Math.round(done / seconds)} lines/s`)
      }
    },
  )
  process.stdout.write(`${JSON.stringify({ summary })}\n`)
  const seconds = (performance.now() - started) / 1000
  console.error(
    `done: ${summary.lines} lines in ${seconds.toFixed(1)} s: ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.errors} errors${summary.committed ? '' : ' (atomic: nothing kept)'}`,
  )
  process.exitCode = summary.errors > 0 ? 1 : 0
} finally {
  await db.close()
}
