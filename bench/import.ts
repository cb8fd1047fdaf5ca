/**
 * `npm run bench -- --import [--import-residents=N] [--import-runs=N]` (issue 22 item 3): the first
 * load of a provider's master data on PostgreSQL, two ways, in the same run and on the same data:
 *
 * 1. the typed seed builders (`apps/server/src/seed/builders`, `insertRowsBulk`) as the scale
 *    seed sends them: batches of 5,000 rows through `json_populate_recordset`, on loader
 *    connections without per-row foreign-key triggers and without waiting for the disk at commit;
 *    Beside it (not the goal's figure), the same builders with the foreign-key checks on, as the
 *    endpoint must load: how much of the gap is the checks the scale seed skips, and how much
 *    the endpoint's own work (JSON, schemas, the provider's keys);
 * 2. the bulk endpoint `POST /api/integration/v1/bulk?atomic=true` of a server process: NDJSON
 *    lines `{type, externalId, body}`, written to an in-memory file before the clock starts and
 *    streamed as a client sends a file, each validated, resolved by the provider's keys and
 *    upserted (the report streamed back and counted).
 *
 * 3. then, on the contracts the endpoint loaded, a year of payments (a month of invoicing with its
 *    line and a remittance per month) of 5,000 contracts through the same endpoint: lines per
 *    second of a type with two tables and child rows (printed beside, not part of the ratio).
 *
 * 4. then, on the buildings and real properties loaded, published content: a maintenance contact
 *    and five documents a building, a resident committee chairperson a real property (13,000
 *    lines at the default size), lines per second printed beside.
 *
 * The data: N residents (default 100,000) as contract parties with identity codes, 0.6·N
 * contracts with an apartment each, N/50 buildings, N/100 real properties (the counts of the scale
 * seed, `scale-seed.ts`). The figure is table rows per second (real properties, buildings,
 * apartments, contracts and parties), for both, and the ratio (goal: bulk ≥ 50 % of builders),
 * for each of N runs (default 3, both legs in turn) and as the median of the runs. Beside each
 * leg it prints the CPU seconds of the loading process (this process for the builders, the
 * server for the endpoint), of its PostgreSQL backends and of the bench's own HTTP client,
 * read from `/proc` where PostgreSQL runs on this machine, and the load average: on a shared
 * machine the wall-clock figures follow the load, the CPU figures much less (ADR 0034).
 */
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { Readable } from 'node:stream'
import { hash } from '@node-rs/argon2'
import pg from 'pg'
import type { Queryable } from '../apps/server/src/platform/db/db.ts'
import { migrate } from '../apps/server/src/platform/db/migrate.ts'
import { openPostgres } from '../apps/server/src/platform/db/postgres.ts'
import {
  apartment,
  building,
  bulkUuid,
  contract,
  idKinds,
  insertRowsBulk,
  personTenant,
  realProperty,
} from '../apps/server/src/seed/builders/index.ts'
import { scaleCounts, type ScaleCounts } from './scale-seed.ts'
import { checkpoint, recreateDatabase } from './scratch-database.ts'
import { median } from './stats.ts'
import { startServer } from './server.ts'

const checkChars = '0123456789ABCDEFHJKLMNPRSTUVWXY'

/** A valid temporary identity code (individual number 900–999) for resident `r`. */
export function benchHetu(r: number): string {
  const day = 1 + (r % 28)
  const month = 1 + (Math.floor(r / 28) % 12)
  const year = 1940 + (Math.floor(r / 336) % 60)
  const individual = 900 + (Math.floor(r / 20160) % 100)
  const date = `${String(day).padStart(2, '0')}${String(month).padStart(2, '0')}${String(year % 100).padStart(2, '0')}`
  const check = checkChars[Number(`${date}${individual}`) % 31]
  return `${date}-${individual}${check}`
}

const firstNames = ['Aino', 'Eino', 'Helmi', 'Väinö', 'Kerttu', 'Onni']
const lastNames = ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä']

/** The data of the load, as one description both legs build from. */
function shape(counts: ScaleCounts) {
  const { contracts, buildings, realProperties, residents } = counts
  return {
    buildingOf: (a: number) => a % buildings,
    propertyOf: (b: number) => b % realProperties,
    /** Residents of contract c: c, and c + contracts when that is a resident. */
    partiesOf: (c: number) => (c + contracts < residents ? [c, c + contracts] : [c]),
    startDate: (c: number) => `20${10 + (c % 15)}-0${1 + (c % 9)}-01`,
    rows: realProperties + buildings + contracts * 2 + residents,
  }
}

function* range<T>(count: number, row: (i: number) => T): Generator<T> {
  for (let i = 0; i < count; i++) yield row(i)
}

/**
 * CPU seconds (user + system) a local process has used, from `/proc/<pid>/stat` (Linux, clock
 * ticks of 1/100 s), or null where that cannot be read (another machine's PostgreSQL, not Linux).
 */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name "(…)": state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

/** CPU seconds of this process (the bench: row generation, the HTTP client). */
function ownCpuSeconds(): number {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1e6
}

/** CPU seconds of the PostgreSQL backends of database `name` by pid, or null (not local). */
async function backendCpu(adminUrl: string, name: string): Promise<Map<number, number> | null> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [name],
    )
    const cpu = new Map<number, number>()
    for (const { pid } of rows) {
      const seconds = cpuSeconds(pid)
      if (seconds === null) return null
      cpu.set(pid, seconds)
    }
    return cpu
  } finally {
    await admin.end()
  }
}

/** CPU seconds spent between two {@link backendCpu} readings (backends new since count whole). */
function cpuSpent(before: Map<number, number> | null, after: Map<number, number> | null) {
  if (before === null || after === null) return null
  let spent = 0
  for (const [pid, seconds] of after) spent += seconds - (before.get(pid) ?? 0)
  return spent
}

/** CPU seconds of a leg: the loading process, PostgreSQL, and the bench's own client. */
interface LegCpu {
  loader: number | null
  postgres: number | null
  client: number | null
}

/** `CPU: …` of a leg's line. */
function cpuText(cpu: LegCpu, loader: string): string {
  const s = (n: number | null) => (n === null ? '?' : `${n.toFixed(1)} s`)
  return `CPU ${loader} ${s(cpu.loader)}, PostgreSQL ${s(cpu.postgres)}${cpu.client === null ? '' : `, bench client ${s(cpu.client)}`}`
}

/** Leg 1: the typed builders; returns seconds and CPU (the loader is this process). */
async function builders(
  url: string,
  counts: ScaleCounts,
  adminUrl: string,
  foreignKeys = false,
): Promise<{ seconds: number; cpu: LegCpu }> {
  const db = await openPostgres(url, { max: 1 })
  await migrate(db)
  await db.close()
  const loader = new pg.Client({
    connectionString: url,
    options: `${foreignKeys ? '' : '-c session_replication_role=replica '}-c synchronous_commit=off`,
  })
  await loader.connect()
  const backend = (await loader.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]
    ?.pid
  await checkpoint(adminUrl)
  const postgresBefore = cpuSeconds(backend)
  const ownBefore = ownCpuSeconds()
  const q: Queryable = {
    query: async <Row>(text: string, params?: readonly unknown[]) =>
      (await loader.query(text, params === undefined ? undefined : [...params])).rows as Row[],
  }
  const id = (kind: keyof typeof idKinds, n: number) => bulkUuid(idKinds[kind], n)
  const s = shape(counts)
  const street = (b: number) => ({ street_name: 'Tuontikatu', street_number: String(b + 1) })
  const started = performance.now()
  try {
    await insertRowsBulk(
      q,
      'real_properties',
      range(counts.realProperties, (p) =>
        realProperty({
          id: id('realProperty', p),
          name: `Tuontitalo ${p + 1}`,
          property_company_name: `As Oy Tuontitalo ${p + 1}`,
        }),
      ),
    )
    await insertRowsBulk(
      q,
      'buildings',
      range(counts.buildings, (b) =>
        building({
          id: id('building', b),
          real_property_id: id('realProperty', s.propertyOf(b)),
          ...street(b),
        }),
      ),
    )
    await insertRowsBulk(
      q,
      'apartments',
      range(counts.contracts, (a) =>
        apartment(
          {
            id: id('apartment', a),
            building_id: id('building', s.buildingOf(a)),
            apartment_number: String(1 + Math.floor(a / counts.buildings)),
          },
          street(s.buildingOf(a)),
        ),
      ),
    )
    await insertRowsBulk(
      q,
      'contracts',
      range(counts.contracts, (c) =>
        contract({
          id: id('contract', c),
          apartment_id: id('apartment', c),
          start_date: s.startDate(c),
        }),
      ),
    )
    await insertRowsBulk(
      q,
      'tenants',
      range(counts.residents, (r) =>
        personTenant({
          id: id('tenant', r),
          contract_id: id('contract', r % counts.contracts),
          start_date: s.startDate(r % counts.contracts),
          first_name: firstNames[r % firstNames.length] ?? 'Aino',
          last_name: lastNames[r % lastNames.length] ?? 'Korhonen',
          personal_identity_code: benchHetu(r),
          is_payer: r < counts.contracts,
        }),
      ),
    )
    const seconds = (performance.now() - started) / 1000
    const postgresAfter = cpuSeconds(backend)
    return {
      seconds,
      cpu: {
        loader: ownCpuSeconds() - ownBefore,
        postgres:
          postgresBefore === null || postgresAfter === null ? null : postgresAfter - postgresBefore,
        client: null,
      },
    }
  } finally {
    await loader.end()
  }
}

/** The NDJSON lines of leg 2. */
function* bulkLines(counts: ScaleCounts): Generator<string> {
  const s = shape(counts)
  for (let p = 0; p < counts.realProperties; p++) {
    yield `${JSON.stringify({
      type: 'real-properties',
      externalId: `RP-${p}`,
      body: { name: `Tuontitalo ${p + 1}`, propertyCompany: { name: `As Oy Tuontitalo ${p + 1}` } },
    })}\n`
  }
  for (let b = 0; b < counts.buildings; b++) {
    yield `${JSON.stringify({
      type: 'buildings',
      externalId: `B-${b}`,
      body: {
        realProperty: `RP-${s.propertyOf(b)}`,
        streetName: 'Tuontikatu',
        streetNumber: String(b + 1),
        postalCode: '00100',
        city: 'Helsinki',
      },
    })}\n`
  }
  for (let a = 0; a < counts.contracts; a++) {
    yield `${JSON.stringify({
      type: 'apartments',
      externalId: `A-${a}`,
      body: {
        building: `B-${s.buildingOf(a)}`,
        apartmentNumber: String(1 + Math.floor(a / counts.buildings)),
        streetAddressLine1: `Tuontikatu ${s.buildingOf(a) + 1}`,
        postalCode: '00100',
        city: 'Helsinki',
      },
    })}\n`
  }
  for (let c = 0; c < counts.contracts; c++) {
    yield `${JSON.stringify({
      type: 'contracts',
      externalId: `K-${c}`,
      body: {
        apartment: `A-${c}`,
        type: 'rental',
        status: 'active',
        startDate: s.startDate(c),
        referenceNumber: String(1000 + c),
        parties: s.partiesOf(c).map((r) => ({
          externalId: `C-${r}`,
          type: 'person',
          firstName: firstNames[r % firstNames.length],
          lastName: lastNames[r % lastNames.length],
          role: 'tenant',
          personalIdentityCode: benchHetu(r),
          isContractParty: true,
          isPayer: r === c,
        })),
      },
    })}\n`
  }
}

/** Contracts whose payments the payments leg loads: a year of invoicing each. */
const paymentContracts = 5_000

/**
 * The NDJSON lines of the payments leg: for each of the first {@link paymentContracts} contracts
 * (or all, when fewer), twelve months of invoicing (a month with its rent line) and twelve
 * remittances, as an ERP's first load of last year's payments sends them.
 */
function* paymentLines(counts: ScaleCounts): Generator<string> {
  for (let c = 0; c < Math.min(paymentContracts, counts.contracts); c++) {
    for (let m = 1; m <= 12; m++) {
      const yearMonth = `2025-${String(m).padStart(2, '0')}`
      yield `${JSON.stringify({
        type: 'payments',
        externalId: `M-${c}-${m}`,
        body: {
          kind: 'month',
          contract: `K-${c}`,
          yearMonth,
          difference: 0,
          targets: [{ nameOnBill: 'Vuokra', dueDate: `${yearMonth}-05`, expected: 650 }],
        },
      })}\n`
      yield `${JSON.stringify({
        type: 'payments',
        externalId: `R-${c}-${m}`,
        body: {
          kind: 'remittance',
          contract: `K-${c}`,
          nameOfPayer: `${firstNames[c % firstNames.length]} ${lastNames[c % lastNames.length]}`,
          paidDate: `${yearMonth}-04`,
          amount: 650,
        },
      })}\n`
    }
  }
}

/** Documents the published-content leg loads per building. */
const documentsPerBuilding = 5

/**
 * The NDJSON lines of the published-content leg, on the buildings and real properties the
 * endpoint loaded, one type after the other (as an export per type sends them; lines of one
 * type go to the database together): for each real property its resident committee's
 * chairperson and for each building its maintenance contact, then {@link documentsPerBuilding}
 * documents a building (a rescue plan, house rules…), as an ERP or a document archive publishes
 * them.
 */
function* publishedLines(counts: ScaleCounts): Generator<string> {
  for (let p = 0; p < counts.realProperties; p++) {
    yield `${JSON.stringify({
      type: 'contacts',
      externalId: `YC-${p}`,
      body: {
        realProperty: `RP-${p}`,
        category: 'resident_committee',
        residentCommitteeRole: 'chairperson',
        name: `${firstNames[p % firstNames.length]} ${lastNames[p % lastNames.length]}`,
      },
    })}\n`
  }
  for (let b = 0; b < counts.buildings; b++) {
    yield `${JSON.stringify({
      type: 'contacts',
      externalId: `HC-${b}`,
      body: {
        building: `B-${b}`,
        category: 'property_maintenance',
        name: 'Tuontihuolto Oy',
        phoneNumber: '+358 9 123 4567',
      },
    })}\n`
  }
  for (let b = 0; b < counts.buildings; b++) {
    for (let d = 0; d < documentsPerBuilding; d++) {
      yield `${JSON.stringify({
        type: 'documents',
        externalId: `D-${b}-${d}`,
        body: {
          building: `B-${b}`,
          category: d === 0 ? 'safety' : 'general',
          name: `Asiakirja ${d + 1}`,
          url: `https://arkisto.example.fi/${b}/${d}.pdf`,
        },
      })}\n`
    }
  }
}

/**
 * The lines as the bytes of an NDJSON file in chunks of about 64 KiB, built before a leg's clock
 * starts: an ERP's first load sends a file (`curl --data-binary @load.ndjson`), so writing the
 * lines is not part of the load, and on a 2-core machine the bench's own `JSON.stringify` of
 * 123,000 lines would take CPU from the server and PostgreSQL inside the measured time. A chunk
 * per line would measure the HTTP framing of 100,000 tiny writes on both ends, not the load.
 */
function ndjsonFile(lines: Iterable<string>, size = 65536): Buffer[] {
  const chunks: Buffer[] = []
  let chunk = ''
  for (const line of lines) {
    chunk += line
    if (chunk.length >= size) {
      chunks.push(Buffer.from(chunk))
      chunk = ''
    }
  }
  if (chunk !== '') chunks.push(Buffer.from(chunk))
  return chunks
}

/** What one bulk request took: seconds until the report's last line, and its summary. */
interface BulkAnswer {
  seconds: number
  summary: { lines?: number } & Record<string, unknown>
}

/** What marks a report line of a refused line, as text and as bytes. */
const errorText = '"result":"error"'
const errorMark = Buffer.from(errorText)

/**
 * Sends the file `chunks` ({@link ndjsonFile}) to the bulk endpoint of the server at `serverUrl`
 * (`?atomic=true`) and reads the report to its end; prints the first three error lines.
 */
async function sendBulk(
  serverUrl: string,
  token: string,
  chunks: readonly Buffer[],
): Promise<BulkAnswer> {
  const started = performance.now()
  const response = await fetch(`${serverUrl}/api/integration/v1/bulk?atomic=true`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    body: Readable.toWeb(Readable.from(chunks)) as ReadableStream,
    duplex: 'half',
  } as RequestInit)
  // Read as a client saving the report to a file would (`curl … > report.ndjson`): the bytes are
  // not decoded line by line, only a chunk holding an error is (its first three error lines are
  // printed), and the last line, the summary, is kept.
  let errors = 0
  let previous: Buffer = Buffer.alloc(0)
  let latest: Buffer = Buffer.alloc(0)
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    if (errors < 3 && bytes.includes(errorMark)) {
      for (const line of bytes.toString().split('\n')) {
        if (line.includes(errorText) && errors++ < 3) console.log(`    ${line}`)
      }
    }
    previous = latest
    latest = bytes
  }
  const last = Buffer.concat([previous, latest]).toString().trimEnd().split('\n').at(-1) ?? ''
  return {
    seconds: (performance.now() - started) / 1000,
    summary: (JSON.parse(last) as { summary: BulkAnswer['summary'] }).summary,
  }
}

/**
 * Leg 2: the bulk endpoint; returns seconds, CPU and the report's summary, then the answers of
 * the payments leg (on the loaded contracts) and of the published-content leg.
 */
async function bulkEndpoint(
  url: string,
  counts: ScaleCounts,
  port: number,
  adminUrl: string,
): Promise<{
  seconds: number
  cpu: LegCpu
  summary: unknown
  payments: BulkAnswer
  published: BulkAnswer
}> {
  const server = await startServer(port, { SEED_DEMO_DATA: 'false', DATABASE_URL: url })
  try {
    const clientId = 'ic_bench_import_client'
    const secret = 'ias_bench_import_secret_not_for_production'
    const db = await openPostgres(url, { max: 1 })
    await db.query(
      `WITH c AS (INSERT INTO integration_clients (client_id, name, scopes)
         VALUES ($1, 'bench', ARRAY['master-data:write', 'payments:write', 'documents:write'])
         RETURNING id)
       INSERT INTO integration_client_secrets (client_id, secret_hash) SELECT id, $2 FROM c`,
      [clientId, await hash(secret)],
    )
    await db.close()
    const tokenAnswer = await fetch(`${server.url}/api/integration/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string }
    const database = new URL(url).pathname.slice(1)
    const file = ndjsonFile(bulkLines(counts))
    await checkpoint(adminUrl)
    const postgresBefore = await backendCpu(adminUrl, database)
    const serverBefore = cpuSeconds(server.pid)
    const clientBefore = ownCpuSeconds()
    const master = await sendBulk(server.url, token, file)
    const client = ownCpuSeconds() - clientBefore
    const serverAfter = cpuSeconds(server.pid)
    const cpu = {
      loader: serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore,
      postgres: cpuSpent(postgresBefore, await backendCpu(adminUrl, database)),
      client,
    }
    /** A leg printed beside the ratio: its file built, a checkpoint, then the load. */
    const besideLeg = async (lines: Iterable<string>) => {
      const file = ndjsonFile(lines)
      await checkpoint(adminUrl)
      return sendBulk(server.url, token, file)
    }
    const payments = await besideLeg(paymentLines(counts))
    const published = await besideLeg(publishedLines(counts))
    return { seconds: master.seconds, cpu, summary: master.summary, payments, published }
  } finally {
    await server.stop()
  }
}

/**
 * Runs both legs `--import-runs=N` times (default 3), alternating, printing each run's rows per
 * second, CPU and ratio, then the legs' median rates and the median of the runs' ratios: on a
 * shared 2-core machine one run's ratio moves by ten points or more from run to run with the
 * load, so the goal is read on the median.
 *
 * @param argv the bench's arguments (`--import-residents=N`, `--import-runs=N`).
 */
export async function benchImport(argv: string[], adminUrl: string, port: number): Promise<void> {
  const option = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
  const residents = Number(option('import-residents') ?? 100_000)
  const runs = Math.max(1, Number(option('import-runs') ?? 3))
  const counts = scaleCounts(residents)
  const rows = shape(counts).rows
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')
  const rate = (n: number) => Math.round(n).toLocaleString('en')
  console.log(
    `\nFirst load on PostgreSQL: ${residents.toLocaleString('en')} residents (contract parties), ${counts.contracts.toLocaleString('en')} contracts and apartments, ${counts.buildings.toLocaleString('en')} buildings, ${counts.realProperties.toLocaleString('en')} real properties = ${rows.toLocaleString('en')} rows; ${runs} run(s); load average ${load()}`,
  )
  const builderRates: number[] = []
  const checkedRates: number[] = []
  const bulkRates: number[] = []
  const paymentRates: number[] = []
  const publishedRates: number[] = []
  for (let run = 1; run <= runs; run++) {
    const built = await builders(
      await recreateDatabase(adminUrl, 'asukas_bench_import_builders'),
      counts,
      adminUrl,
    )
    const builderRate = rows / built.seconds
    console.log(
      `  run ${run}: seed builders (insertRowsBulk)       ${built.seconds.toFixed(1).padStart(7)} s ${rate(builderRate).padStart(9)} rows/s   ${cpuText(built.cpu, 'builders')}; load average ${load()}`,
    )
    const checked = await builders(
      await recreateDatabase(adminUrl, 'asukas_bench_import_builders'),
      counts,
      adminUrl,
      true,
    )
    const checkedRate = rows / checked.seconds
    console.log(
      `  run ${run}: the builders, foreign keys checked   ${checked.seconds.toFixed(1).padStart(7)} s ${rate(checkedRate).padStart(9)} rows/s   ${cpuText(checked.cpu, 'builders')}; load average ${load()}`,
    )
    const bulk = await bulkEndpoint(
      await recreateDatabase(adminUrl, 'asukas_bench_import_bulk'),
      counts,
      port,
      adminUrl,
    )
    const bulkRate = rows / bulk.seconds
    console.log(
      `  run ${run}: bulk endpoint (?atomic=true, HTTP)   ${bulk.seconds.toFixed(1).padStart(7)} s ${rate(bulkRate).padStart(9)} rows/s   ${cpuText(bulk.cpu, 'server')}; load average ${load()}   ${JSON.stringify(bulk.summary)}`,
    )
    console.log(
      `  run ${run}: ratio bulk / builders: ${((bulkRate / builderRate) * 100).toFixed(1)} % (/ builders with foreign keys checked: ${((bulkRate / checkedRate) * 100).toFixed(1)} %)`,
    )
    /** Prints a leg beside the ratio; returns its lines per second. */
    const beside = (what: string, described: string, answer: BulkAnswer): number => {
      const count = answer.summary.lines ?? 0
      const linesPerSecond = count / answer.seconds
      console.log(
        `  run ${run}: ${what} through the bulk endpoint: ${count.toLocaleString('en')} lines (${described}) in ${answer.seconds.toFixed(1)} s = ${rate(linesPerSecond)} lines/s   ${JSON.stringify(answer.summary)}`,
      )
      return linesPerSecond
    }
    builderRates.push(builderRate)
    checkedRates.push(checkedRate)
    bulkRates.push(bulkRate)
    paymentRates.push(
      beside(
        'payments',
        `a year of months and remittances of ${Math.min(paymentContracts, counts.contracts).toLocaleString('en')} contracts`,
        bulk.payments,
      ),
    )
    publishedRates.push(
      beside(
        'contacts and documents',
        `a maintenance contact and ${documentsPerBuilding} documents a building, a committee chairperson a real property`,
        bulk.published,
      ),
    )
  }
  const ratios = bulkRates.map((bulk, i) => (bulk / (builderRates[i] as number)) * 100)
  console.log(
    `  median of ${runs}: seed builders ${rate(median(builderRates))} rows/s, bulk endpoint ${rate(median(bulkRates))} rows/s, payments ${rate(median(paymentRates))} lines/s, contacts and documents ${rate(median(publishedRates))} lines/s`,
  )
  const checkedRatios = bulkRates.map((bulk, i) => (bulk / (checkedRates[i] as number)) * 100)
  console.log(
    `  ratio bulk / builders: ${median(ratios).toFixed(1)} % median (runs ${ratios.map((r) => r.toFixed(1)).join(' / ')} %; goal ≥ 50 %); / builders with foreign keys checked (${rate(median(checkedRates))} rows/s): ${median(checkedRatios).toFixed(1)} % median`,
  )
}
