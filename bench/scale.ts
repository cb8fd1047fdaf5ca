/**
 * `npm run bench -- --scale`: the front page's API reads on a landlord-scale PostgreSQL database
 * beside the same reads on a small one, in the same run (issue 9 item 6).
 *
 * 1. Two scratch databases on the PostgreSQL server of `BENCH_PG_ADMIN_URL`: `<name>_small` with
 *    1,000 residents and `<name>` with `--scale-residents` (default 100,000) residents, each
 *    migrated, given the demo data, then the scale seed of `scale-seed.ts` (typed builders, bulk
 *    inserts), then ANALYZE. The seeding time of each table is printed.
 * 2. A server on each (ports `BENCH_PORT` and the next), 10 residents signed in on each: the same
 *    residents by position (the i-th tenth of the residents), so they have the same rows in both.
 * 3. For each front-page read (what the browser asks for after login: contracts, settings,
 *    feature flags, user metadata, permissions and profile, contacts, notifications, defect
 *    notices, bulletins), one paced load (`load.ts`) whose requests alternate between the small
 *    and the large database (so both see the same load of the busy machine at the same moments),
 *    rotating over the 10 residents; then p50/p99 of both and the ratio large/small. Goal <= 1.2.
 *
 * Flags: `--scale-residents=N` (large seed), `--scale-seconds=S` (per read and database, default
 * 5), `--scale-rate=R` (req/s on each database, default 50), `--scale-reuse` (keep databases already seeded to the
 * same size; for working on indexes). Database name: `BENCH_SCALE_DB` (default `bench_scale`).
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { readPathFor, routeReadPatterns } from '@asukas/contract'
import type { Queryable } from '../apps/server/src/platform/db/db.ts'
import { migrate } from '../apps/server/src/platform/db/migrate.ts'
import { openPostgres } from '../apps/server/src/platform/db/postgres.ts'
import { seedDemoData } from '../apps/server/src/seed/demo.ts'
import { pacedGroups, type Figures } from './load.ts'
import { startServer, type Server } from './server.ts'
import { scaleCounts, scaleEmail, seedScale, type ScaleCounts } from './scale-seed.ts'
import { databaseUrl, recreateDatabase } from './scratch-database.ts'

const SMALL_RESIDENTS = 1_000
const SIGNED_IN = 10
const GOAL_RATIO = 1.2

interface ScaleOptions {
  residents: number
  seconds: number
  rate: number
  reuse: boolean
  adminUrl: string
  dbName: string
  port: number
}

function options(argv: string[], adminUrl: string, port: number): ScaleOptions {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: {
      'scale-residents': { type: 'string' },
      'scale-seconds': { type: 'string' },
      'scale-rate': { type: 'string' },
      'scale-reuse': { type: 'boolean' },
    },
  })
  const num = (v: unknown, d: number) => (typeof v === 'string' && v !== '' ? Number(v) : d)
  return {
    residents: num(values['scale-residents'], 100_000),
    seconds: num(values['scale-seconds'], 5),
    rate: num(values['scale-rate'], 50),
    reuse: values['scale-reuse'] === true,
    adminUrl,
    dbName: process.env.BENCH_SCALE_DB ?? 'bench_scale',
    port,
  }
}

/** The marker row of a finished scale seed (`audit_log`), with its resident count. */
const MARKER = 'bench_scale_seeded'

async function seededSize(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    const res = await client.query<{ residents: string }>(
      `select details->>'residents' as residents from audit_log where action = $1`,
      [MARKER],
    )
    return res.rows[0] ? Number(res.rows[0].residents) : null
  } catch {
    return null
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Makes (or, with `reuse`, keeps) the database `name` seeded with `counts`. */
async function prepareDatabase(
  opts: ScaleOptions,
  name: string,
  counts: ScaleCounts,
): Promise<string> {
  const url = databaseUrl(opts.adminUrl, name)
  if (opts.reuse && (await seededSize(url)) === counts.residents) {
    console.log(`  ${name}: reused (${counts.residents.toLocaleString('en')} residents)`)
    return url
  }
  await recreateDatabase(opts.adminUrl, name)
  const db = await openPostgres(url, { max: 2 })
  // The bulk rows go through two connections of their own, tuned for a bulk load: no commit waits
  // for the disk, and no per-row foreign-key triggers (`session_replication_role = replica`; the
  // seed is consistent by construction). The server later reads with default settings.
  const loaders = [0, 1].map(
    () =>
      new pg.Client({
        connectionString: url,
        options: '-c session_replication_role=replica -c synchronous_commit=off',
      }),
  )
  await Promise.all(loaders.map((loader) => loader.connect()))
  const [bulk1, bulk2] = loaders.map((loader): Queryable => ({
    query: async <Row>(text: string, params?: readonly unknown[]) =>
      (await loader.query(text, params === undefined ? undefined : [...params])).rows as Row[],
  })) as [Queryable, Queryable]
  try {
    const started = performance.now()
    await migrate(db)
    await seedDemoData(db)
    console.log(`  ${name}: ${counts.residents.toLocaleString('en')} residents`)
    await seedScale([bulk1, bulk2], counts, (step) =>
      console.log(
        `    ${step.table.padEnd(22)} ${step.rows.toLocaleString('en').padStart(10)} rows ${(step.ms / 1000).toFixed(1).padStart(7)} s  (${Math.round(step.rows / (step.ms / 1000)).toLocaleString('en')} rows/s)`,
      ),
    )
    await db.query(
      `insert into audit_log (action, entity_type, details) values ($1, 'database', $2)`,
      [MARKER, JSON.stringify({ residents: counts.residents })],
    )
    console.log(`    seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  } finally {
    await Promise.all(loaders.map((loader) => loader.end()))
    await db.close()
  }
  return url
}

/** A signed-in bench resident: the cookie and their contract's uuid. */
interface Session {
  cookie: string
  contractUuid: string
}

async function signIn(url: string, counts: ScaleCounts): Promise<Session[]> {
  const sessions: Session[] = []
  for (let i = 0; i < SIGNED_IN; i++) {
    const r = Math.floor((i * counts.residents) / SIGNED_IN) + 3
    const res = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'asukas' },
      body: JSON.stringify({ username: scaleEmail(r), password: 'Asukas-demo-1' }),
    })
    if (!res.ok) throw new Error(`login of ${scaleEmail(r)} failed: ${res.status}`)
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const contracts = (await (
      await fetch(`${url}/api/contracts`, { headers: { cookie } })
    ).json()) as {
      uuid: string
    }[]
    const contractUuid = contracts[0]?.uuid
    if (!contractUuid) throw new Error(`${scaleEmail(r)} has no contract`)
    sessions.push({ cookie, contractUuid })
  }
  return sessions
}

/** The front page's reads after login, as the browser sends them (the contract's route reads). */
const frontPageReads = routeReadPatterns('frontPage')

/** One read on both servers in one paced stream, alternating request by request. */
async function measure(
  servers: readonly Server[],
  sessions: readonly Session[][],
  read: string,
  opts: ScaleOptions,
): Promise<Figures[]> {
  const pick = (i: number) => {
    const group = i % servers.length
    const list = sessions[group] ?? []
    const session = list[Math.floor(i / servers.length) % list.length] as Session
    return { server: servers[group] as Server, session }
  }
  return pacedGroups(
    (i) => {
      const { server, session } = pick(i)
      return server.url + readPathFor(read, session.contractUuid)
    },
    (i) => ({ cookie: pick(i).session.cookie }),
    opts.rate * servers.length,
    opts.seconds,
    servers.length,
  )
}

function loadAverage(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`
}

/**
 * Runs the scale benchmark and prints its table.
 *
 * @param argv the command line flags (see the module comment).
 * @param adminUrl a PostgreSQL connection allowed to create databases.
 * @param port the small database's server port; the large one's is the next.
 */
export async function benchScale(argv: string[], adminUrl: string, port: number): Promise<void> {
  const opts = options(argv, adminUrl, port)
  const small = scaleCounts(SMALL_RESIDENTS)
  const large = scaleCounts(opts.residents)
  console.log(
    `\nScale benchmark (PostgreSQL): ${small.residents.toLocaleString('en')} vs ${large.residents.toLocaleString('en')} residents; ${loadAverage()}`,
  )
  const smallUrl = await prepareDatabase(opts, `${opts.dbName}_small`, small)
  const largeUrl = await prepareDatabase(opts, opts.dbName, large)
  const servers = [
    await startServer(opts.port, { DATABASE_URL: smallUrl }),
    await startServer(opts.port + 1, { DATABASE_URL: largeUrl }),
  ] as const
  try {
    const sessions = [await signIn(servers[0].url, small), await signIn(servers[1].url, large)]
    // Warm-up: every read once per session on both.
    for (const read of frontPageReads) {
      for (const [i, server] of servers.entries()) {
        for (const s of sessions[i] ?? []) {
          await fetch(server.url + readPathFor(read, s.contractUuid), {
            headers: { cookie: s.cookie },
          })
        }
      }
    }
    console.log(
      `\nFront-page reads at ${opts.rate} req/s on each database (requests alternating), ${opts.seconds} s each, ${SIGNED_IN} residents in turn (goal: large/small <= ${GOAL_RATIO} at p50 and p99)`,
    )
    console.log(
      `  ${'read'.padEnd(48)} ${'small p50'.padStart(9)} ${'p99'.padStart(6)} ${'large p50'.padStart(10)} ${'p99'.padStart(6)}   ratio p50   p99`,
    )
    const ratios: number[] = []
    for (const read of frontPageReads) {
      const [a, b] = (await measure(servers, sessions, read, opts)) as [Figures, Figures]
      const r50 = b.p50 / a.p50
      const r99 = b.p99 / a.p99
      ratios.push(r50, r99)
      const mark = (r: number) => `${r.toFixed(2)}${r <= GOAL_RATIO ? ' ' : '!'}`
      const errors = a.errors + b.errors ? `  (${a.errors + b.errors} errors)` : ''
      console.log(
        `  ${`GET ${read.split('?')[0]}`.padEnd(48)} ${a.p50.toFixed(1).padStart(7)} ms ${a.p99.toFixed(1).padStart(6)} ${b.p50.toFixed(1).padStart(8)} ms ${b.p99.toFixed(1).padStart(6)}   ${mark(r50).padStart(9)} ${mark(r99).padStart(6)}${errors}`,
      )
    }
    const worst = Math.max(...ratios)
    console.log(
      `  worst ratio ${worst.toFixed(2)} (goal <= ${GOAL_RATIO}: ${worst <= GOAL_RATIO ? 'met' : 'not met'}); ${loadAverage()}`,
    )
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
  }
}
