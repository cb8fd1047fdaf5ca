/**
 * Webhook throughput (issue 22 "the bench figure … webhook throughput (events delivered per second
 * to a local receiver) beside the rate at which the portal can create them"; ADR 0024), on PGlite
 * and on PostgreSQL (`pgAdminUrl`, a scratch schema): on a migrated database with one machine
 * client and one endpoint (a node:http receiver on 127.0.0.1 answering 204), it
 * 1. writes `count` events, each in a transaction of its own through the outbox call every
 *    resident action makes (`recordIntegrationEvent`: the event, its delivery row and the wake-up),
 *    from 8 concurrent writers over 50 entities: events created per second;
 * 2. delivers them all with the real dispatcher (claims of 50, sent concurrently, signed per
 *    Standard Webhooks, in order per entity): events delivered per second.
 * Prints figures; never passes or fails. `npm run bench -- --webhooks` runs this part only.
 */
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import pino from 'pino'
import { createWebhookDispatcher } from '../apps/server/src/features/integration/webhooks/delivery.ts'
import { systemClock } from '../apps/server/src/platform/clock.ts'
import type { Db } from '../apps/server/src/platform/db/db.ts'
import { migrate } from '../apps/server/src/platform/db/migrate.ts'
import { openPglite } from '../apps/server/src/platform/db/pglite.ts'
import { openPostgres } from '../apps/server/src/platform/db/postgres.ts'
import { recordIntegrationEvent } from '../apps/server/src/platform/integration-events.ts'

/** Events per database (`BENCH_WEBHOOK_EVENTS`, default 2000). */
const count = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000)

async function measure(label: string, db: Db): Promise<void> {
  let received = 0
  const receiver = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      received++
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const { port } = receiver.address() as AddressInfo
  try {
    await migrate(db)
    const [client] = await db.query<{ id: string }>(
      `INSERT INTO integration_clients (client_id, name, scopes)
       VALUES ($1, 'Bench ERP', ARRAY['events:read']) RETURNING id`,
      [`bench-${randomUUID().slice(0, 8)}`],
    )
    await db.query(
      `INSERT INTO integration_webhooks (client_id, url, event_types, secret)
       VALUES ($1, $2, ARRAY['message.sent'], $3)`,
      [client?.id, `http://127.0.0.1:${port}/hooks`, `whsec_${randomUUID().replaceAll('-', '')}`],
    )
    const entities = Array.from({ length: 50 }, () => randomUUID())
    let next = 0
    const createdAt = performance.now()
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < count) {
          const n = next++
          const thread = entities[n % entities.length] ?? randomUUID()
          await db.transaction((tx) =>
            recordIntegrationEvent(tx, {
              type: 'message.sent',
              entity: { type: 'message_thread', id: thread },
              occurredAt: new Date(),
              data: { id: randomUUID(), threadId: thread, n, htmlContent: '<p>Hei!</p>' },
            }),
          )
        }
      }),
    )
    const createSeconds = (performance.now() - createdAt) / 1000
    const dispatcher = createWebhookDispatcher({
      db,
      clock: systemClock,
      logger: pino({ level: 'silent' }),
    })
    const deliveredAt = performance.now()
    const report = await dispatcher.deliverDue()
    const deliverSeconds = (performance.now() - deliveredAt) / 1000
    const created = Math.round(count / createSeconds)
    const delivered = Math.round(report.delivered / deliverSeconds)
    console.log(
      `  ${label.padEnd(12)} created ${String(created).padStart(6)} events/s (${count} in ${createSeconds.toFixed(1)} s), ` +
        `delivered ${String(delivered).padStart(6)} events/s (${report.delivered} in ${deliverSeconds.toFixed(1)} s, ` +
        `receiver saw ${received}), delivery/creation ${(delivered / created).toFixed(2)}`,
    )
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()))
    await db.close()
  }
}

/** Runs the webhook benchmark on PGlite, and on PostgreSQL when `pgAdminUrl` answers. */
export async function benchWebhooks(pgAdminUrl: string): Promise<void> {
  console.log(`\nWebhooks: ${count} events, one endpoint on 127.0.0.1`)
  await measure('PGlite', await openPglite(undefined))
  const schema = `bench_wh_${randomUUID().slice(0, 8)}`
  const admin = new pg.Client({ connectionString: pgAdminUrl })
  try {
    await admin.connect()
  } catch {
    console.log('  PostgreSQL   skipped (no server at BENCH_PG_ADMIN_URL)')
    return
  }
  try {
    await admin.query(`CREATE SCHEMA ${schema}`)
    await measure('PostgreSQL', await openPostgres(pgAdminUrl, { searchPath: schema, max: 10 }))
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await admin.end()
  }
}
