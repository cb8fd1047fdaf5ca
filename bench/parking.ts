/**
 * `node bench/parking.ts`: figures for issue 12's parking, never a pass/fail test.
 *
 * On PGlite (in memory) and on PostgreSQL (127.0.0.1:5432, a throw-away schema), in-process
 * through `app.inject` (no sockets: the figures are the server's and the database's work):
 * 1. `GET …/parking-spots?include=all` of a real property with 500 spots (20 areas × 25 spots,
 *    two prices each, a reservation on every third spot): p50 / p99 of 300 sequential calls.
 * 2. 50 concurrent reservations of 50 different spots: wall time and reservations per second.
 * 3. 50 concurrent reservations of one spot for one start date: wall time, and the count that won.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/platform/config.ts'
import type { Db } from '../apps/server/src/platform/db/db.ts'
import { migrate } from '../apps/server/src/platform/db/migrate.ts'
import { openPglite } from '../apps/server/src/platform/db/pglite.ts'
import { openPostgres } from '../apps/server/src/platform/db/postgres.ts'
import { demoIds, seedDemoData } from '../apps/server/src/seed/demo.ts'

const pgUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

/** Adds 20 areas × 25 spots to Aino's real property; every third spot reserved by the neighbour. */
async function addSpots(db: Db): Promise<void> {
  await db.query(
    `WITH areas AS (
       INSERT INTO parking_areas (real_property_id, parking_area_type, location_details,
                                  street_name, street_number, city, sort_order)
       SELECT $1, 'outdoor', 'Bench ' || a, 'Penkkikatu', a::text, 'Helsinki', 100 + a
         FROM generate_series(1, 20) a
       RETURNING id, sort_order),
     spots AS (
       INSERT INTO parking_spots (parking_area_id, rentable_parking_spot_id, equipment)
       SELECT areas.id, 'B' || areas.sort_order || '-' || s, ARRAY['yard', 'heating_outlet']
         FROM areas, generate_series(1, 25) s
       RETURNING id, rentable_parking_spot_id),
     prices AS (
       INSERT INTO parking_prices (parking_spot_id, price, valid_from, valid_to)
       SELECT id, 30, '2024-01-01'::date, '2025-12-31'::date FROM spots
       UNION ALL SELECT id, 32.5, '2026-01-01'::date, NULL::date FROM spots)
     INSERT INTO parking_reservations (parking_spot_id, contract_id, start_date)
     SELECT id, $2, '2024-01-01' FROM spots
      WHERE right(rentable_parking_spot_id, 1)::int % 3 = 0`,
    [demoIds.kallioRealProperty, demoIds.neighbourContract],
  )
}

async function run(kind: string, db: Db): Promise<void> {
  await migrate(db)
  await seedDemoData(db)
  await addSpots(db)
  const config = loadConfig({ ASUKAS_MODE: 'test', LOG_LEVEL: 'silent' }, {})
  const app = await buildApp({ config, db })
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: { username: 'aino.virtanen@example.com', password: 'Asukas-demo-1' },
    })
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? ''
    const base = `/api/contracts/${demoIds.ainoRentalContract}/parking-spots`
    const headers = { cookie, 'content-type': 'application/json' }

    for (let i = 0; i < 20; i++) await app.inject({ url: `${base}?include=all`, headers })
    const times: number[] = []
    let spots = 0
    for (let i = 0; i < 300; i++) {
      const start = performance.now()
      const response = await app.inject({ url: `${base}?include=all`, headers })
      times.push(performance.now() - start)
      if (i === 0) {
        const body = response.json<{ parkingAreas: { parkingSpots: unknown[] }[] }>()
        spots = body.parkingAreas.reduce((n, a) => n + a.parkingSpots.length, 0)
      }
    }
    times.sort((a, b) => a - b)
    console.log(
      `${kind}: GET parking-spots (${spots} spots) p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
    )

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(
      new Date(),
    )
    const reserve = (id: string) =>
      app.inject({
        method: 'POST',
        url: `${base}/reservations`,
        headers,
        payload: { rentableParkingSpotId: id, startDate: today, endDate: null },
      })
    let start = performance.now()
    const distinct = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reserve(`B${101 + (i % 20)}-${[1, 2, 4][Math.floor(i / 20)]}`),
      ),
    )
    let wall = performance.now() - start
    console.log(
      `${kind}: 50 concurrent reservations of 50 spots: ${wall.toFixed(0)} ms, ${(50 / (wall / 1000)).toFixed(0)} reservations/s, ${distinct.filter((r) => r.statusCode === 200).length} × 200`,
    )
    start = performance.now()
    const same = await Promise.all(Array.from({ length: 50 }, () => reserve('B120-4')))
    wall = performance.now() - start
    const statuses = same.map((r) => r.statusCode)
    console.log(
      `${kind}: 50 concurrent reservations of one spot: ${wall.toFixed(0)} ms, ${(50 / (wall / 1000)).toFixed(0)} answers/s, ${statuses.filter((s) => s === 200).length} × 200, ${statuses.filter((s) => s === 409).length} × 409`,
    )
  } finally {
    await app.close()
  }
}

const pglite = await openPglite(undefined)
try {
  await run('PGlite', pglite)
} finally {
  await pglite.close()
}

const schema = `bench_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: pgUrl })
await admin.connect()
await admin.query(`create schema ${schema}`)
const postgres = await openPostgres(pgUrl, { searchPath: schema, max: 10 })
try {
  await run('PostgreSQL', postgres)
} finally {
  await postgres.close()
  await admin.query(`drop schema ${schema} cascade`)
  await admin.end()
}
