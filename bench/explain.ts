/**
 * `node bench/explain.ts <postgres url> [resident index]`: the plans of the front page's hot
 * queries, `EXPLAIN (ANALYZE, BUFFERS)`, as Markdown, on a database seeded by the scale benchmark
 * (`npm run bench -- --scale --scale-reuse` keeps them). Kept in docs/performance/hot-queries.md.
 *
 * The SQL is never copied here: each repository function runs against a recording `Queryable`
 * that captures its text and parameters, which then run under EXPLAIN on the real database. So
 * the plans are of the queries the server sends. Each query runs twice first (warm cache, and a
 * plan like the server's generic one after a few executions is not forced: these are custom
 * plans for the given parameters, which PostgreSQL also uses for the first five executions of a
 * prepared statement).
 */
import pg from 'pg'
import type { Queryable } from '../apps/server/src/platform/db/db.ts'
import { findContractAccess } from '../apps/server/src/platform/contracts-access.ts'
import { findSessionUser } from '../apps/server/src/platform/auth/sessions.ts'
import * as contracts from '../apps/server/src/features/contracts/repository.ts'
import * as user from '../apps/server/src/features/user/repository.ts'
import * as notices from '../apps/server/src/features/defect-notices/repository.ts'
import * as bulletins from '../apps/server/src/features/bulletins/repository.ts'
import { helsinkiToday } from '../apps/server/src/seed/dates.ts'
import { bulkUuid } from '../apps/server/src/seed/builders/bulk.ts'
import { idKinds } from '../apps/server/src/seed/builders/ids.ts'
import { idOf } from '../apps/server/src/platform/ids.ts'

const url = process.argv[2]
if (!url) throw new Error('usage: node bench/explain.ts <postgres url> [resident index]')
const client = new pg.Client({ connectionString: url })
await client.connect()

const counts = await client.query<{ residents: string }>(
  `select details->>'residents' as residents from audit_log where action = 'bench_scale_seeded'`,
)
const residents = Number(counts.rows[0]?.residents ?? 0)
const r = Number(process.argv[3] ?? Math.floor(residents * 0.4) + 3)
const contractIndex = r < Math.round(residents * 0.6) ? r : r - Math.round(residents * 0.6)
const userId = bulkUuid(idKinds.user, r)
const contractId = idOf('Contract', bulkUuid(idKinds.contract, contractIndex))
const access = await findContractAccess(
  { query: async (text, params) => (await client.query(text, params as unknown[])).rows },
  contractId,
  userId,
)
if (!access) throw new Error(`resident ${r} has no contract ${contractId}`)

/** Captures the statements a repository function sends (answering with no rows). */
async function capture(run: (db: Queryable) => Promise<unknown>): Promise<[string, unknown[]][]> {
  const seen: [string, unknown[]][] = []
  const recorder: Queryable = {
    query: async (text, params) => {
      seen.push([text, [...(params ?? [])]])
      return []
    },
  }
  await run(recorder).catch(() => undefined)
  return seen
}

const hot: [name: string, run: (db: Queryable) => Promise<unknown>][] = [
  ['sessions.find_user_timed (session check, cache miss)', (db) => findSessionUser(db, 'x')],
  [
    'contracts.access (membership of every /api/contracts/:id route)',
    (db) => findContractAccess(db, contractId, userId),
  ],
  [
    'contracts.list (GET /api/contracts)',
    (db) => contracts.listContracts(db, userId, helsinkiToday()),
  ],
  ['user.find (GET /api/user/metadata, /profile)', (db) => user.findUser(db, userId)],
  ['user.tenancies (GET /api/user/permissions)', (db) => user.listTenancies(db, userId)],
  [
    'contracts.contacts (GET /api/contracts/:id/contacts)',
    (db) => contracts.listContacts(db, access.buildingId, access.realPropertyId),
  ],
  [
    'user.open_notifications (GET /api/user/notifications)',
    (db) => user.listOpenNotifications(db, userId),
  ],
  [
    'defect_notices.list (GET /api/contracts/:id/defect-notices)',
    (db) => notices.listDefectNotices(db, contractId),
  ],
  [
    'bulletins.list (GET /api/contracts/:id/bulletins?page=0)',
    (db) => bulletins.listBulletins(db, access, 10, 0, 'fi'),
  ],
]

const sizes = await client.query<{ table: string; rows: string }>(
  `select relname as table, reltuples::bigint as rows from pg_class
    where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > 1000
    order by reltuples desc`,
)
console.log(
  `Database: ${new URL(url).pathname.slice(1)}, ${residents.toLocaleString('en')} residents; resident ${r}, contract ${contractIndex}`,
)
console.log(
  `Tables over 1,000 rows: ${sizes.rows.map((s) => `${s.table} ${Number(s.rows).toLocaleString('en')}`).join(', ')}\n`,
)
for (const [name, run] of hot) {
  for (const [text, params] of await capture(run)) {
    for (let i = 0; i < 2; i++) await client.query(text, params)
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
      params,
    )
    console.log(
      `### ${name}\n\n\`\`\`text\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\`\n`,
    )
  }
}
await client.end()
