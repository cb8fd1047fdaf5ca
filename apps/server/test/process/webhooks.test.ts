/**
 * Webhook delivery with real server processes (issue 22 "Faults"; ADR 0024):
 * - `kill -9` between a resident's action and its delivery (the receiver is down, so the event
 *   cannot have left): after a restart the event is delivered, once, signed. On PGlite in a
 *   DATA_DIR, and on PostgreSQL when DATABASE_URL is set.
 * - two instances on one PostgreSQL, both running a delivery worker: each event reaches the
 *   receiver exactly once, in order per entity. Skipped without DATABASE_URL.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { join } from 'node:path'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Queryable } from '../../src/platform/db/db.ts'
import { openPglite } from '../../src/platform/db/pglite.ts'
import { openPostgres } from '../../src/platform/db/postgres.ts'
import { recordIntegrationEvent } from '../../src/platform/integration-events.ts'
import { demoIds } from '../../src/seed/demo.ts'
import {
  freePort,
  httpLogin,
  processSchema,
  startServerProcess,
  tempDataDir,
  type ProcessSchema,
  type ServerProcess,
} from '../helpers/server-process.ts'

const databaseUrl = process.env.DATABASE_URL ?? ''
const AINO = 'aino.virtanen@example.com'
const PASSWORD = 'Asukas-demo-1'
const secret = `whsec_${Buffer.from('webhooks-process-test-key-32byte').toString('base64')}`

/** A receiver on 127.0.0.1:`port` answering 200, recording every request. */
async function startReceiver(port: number) {
  const requests: { headers: IncomingHttpHeaders; body: string }[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A machine client with one webhook to `url` for `events`. */
async function addWebhook(q: Queryable, url: string, events: string[]): Promise<void> {
  const [client] = await q.query<{ id: string }>(
    `INSERT INTO integration_clients (client_id, name, scopes)
     VALUES ($1, 'Process test ERP', ARRAY['events:read']) RETURNING id`,
    [`proc-${randomUUID().slice(0, 8)}`],
  )
  await q.query(
    `INSERT INTO integration_webhooks (client_id, url, event_types, secret)
     VALUES ($1, $2, $3::text[], $4)`,
    [client?.id, url, events, secret],
  )
}

/** Waits until `check()` is true (polls every 50 ms). */
async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Aino files a fault report over HTTP; its uuid. */
async function fileNotice(server: ServerProcess): Promise<string> {
  const { cookie } = await httpLogin(server.url, AINO, PASSWORD)
  const response = await fetch(`${server.url}/api/create-defect-notice`, {
    method: 'POST',
    headers: { cookie: cookie ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({
      contractUuid: demoIds.ainoRentalContract,
      defectLocation: 'CONTRACT_TARGET',
      defectClassId: 1,
      hasPetsInApartment: false,
      masterKeyAccessAllowed: false,
      noticeReporter: { phoneNumber: '+358 40 123 4567', email: AINO },
      title: 'Kaatuu ennen lähetystä',
      description: 'Palvelin kaatuu ennen lähetystä.',
      fileUuids: [],
    }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return ((await response.json()) as { uuid: string }).uuid
}

/**
 * The crash scenario on the database of `env`, with `withDb` opening it while no server runs
 * (PGlite is one process's) or alongside (PostgreSQL).
 */
async function killBetweenActionAndDelivery(
  env: Record<string, string>,
  withDb: <T>(fn: (q: Queryable) => Promise<T>) => Promise<T>,
): Promise<void> {
  const port = await freePort()
  const seeding = await startServerProcess({ SEED_DEMO_DATA: 'true', ...env })
  seeding.child.kill('SIGTERM')
  await seeding.exited
  await withDb((q) => addWebhook(q, `http://127.0.0.1:${port}/hooks`, ['defect_notice.created']))

  // The receiver is down: the first attempt is refused and waits for its 10 s backoff.
  const first = await startServerProcess({ SEED_DEMO_DATA: 'true', ...env })
  let uuid: string
  try {
    uuid = await fileNotice(first)
  } finally {
    first.child.kill('SIGKILL')
    await first.exited
  }

  const receiver = await startReceiver(port)
  const second = await startServerProcess({ SEED_DEMO_DATA: 'true', ...env })
  try {
    await until(() => receiver.requests.length > 0, 60_000, 'the delivery after the restart')
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(receiver.requests).toHaveLength(1)
    const [request] = receiver.requests
    const event = new Webhook(secret).verify(request?.body ?? '', {
      'webhook-id': String(request?.headers['webhook-id']),
      'webhook-timestamp': String(request?.headers['webhook-timestamp']),
      'webhook-signature': String(request?.headers['webhook-signature']),
    }) as { type: string; data: { id: string } }
    expect(event).toMatchObject({ type: 'defect_notice.created', data: { id: uuid } })
  } finally {
    second.child.kill('SIGTERM')
    await second.exited
    await receiver.close()
  }
}

describe('kill -9 between the action and its delivery', () => {
  it('delivers after the restart on PGlite', async () => {
    const dataDir = tempDataDir()
    await killBetweenActionAndDelivery({ DATA_DIR: dataDir }, async (fn) => {
      const db = await openPglite(join(dataDir, 'pglite'))
      try {
        return await fn(db)
      } finally {
        await db.close()
      }
    })
  }, 300_000)

  it.skipIf(databaseUrl === '')(
    'delivers after the restart on PostgreSQL',
    async () => {
      const schema = await processSchema(databaseUrl)
      try {
        await killBetweenActionAndDelivery(
          { DATABASE_URL: schema.url, DATA_DIR: tempDataDir() },
          async (fn) => {
            const db = await openPostgres(databaseUrl, { searchPath: schema.schema, max: 1 })
            try {
              return await fn(db)
            } finally {
              await db.close()
            }
          },
        )
      } finally {
        await schema.drop()
      }
    },
    120_000,
  )
})

describe.skipIf(databaseUrl === '')('two instances on one PostgreSQL', () => {
  let schema: ProcessSchema
  let a: ServerProcess
  let b: ServerProcess
  let receiver: Awaited<ReturnType<typeof startReceiver>>

  beforeAll(async () => {
    schema = await processSchema(databaseUrl)
    const port = await freePort()
    receiver = await startReceiver(port)
    const env = { DATABASE_URL: schema.url, SEED_DEMO_DATA: 'true' }
    a = await startServerProcess({ ...env, DATA_DIR: tempDataDir() })
    const db = await openPostgres(databaseUrl, { searchPath: schema.schema, max: 1 })
    try {
      await addWebhook(db, `http://127.0.0.1:${port}/hooks`, ['message.sent'])
    } finally {
      await db.close()
    }
    b = await startServerProcess({ ...env, DATA_DIR: tempDataDir() })
  }, 300_000)

  afterAll(async () => {
    for (const server of [a, b]) {
      server?.child.kill('SIGTERM')
      await server?.exited
    }
    await receiver?.close()
    await schema?.drop()
  })

  it('delivers each event exactly once, in order per entity', async () => {
    const db = await openPostgres(databaseUrl, { searchPath: schema.schema, max: 4 })
    const threads = [randomUUID(), randomUUID(), randomUUID(), randomUUID()]
    const perThread = 15
    try {
      // Four entities written concurrently, each in its own order; every commit wakes both
      // instances (pg_notify), so they race for every delivery.
      await Promise.all(
        threads.map(async (thread) => {
          for (let n = 0; n < perThread; n++) {
            await db.transaction((tx) =>
              recordIntegrationEvent(tx, {
                type: 'message.sent',
                entity: { type: 'message_thread', id: thread },
                occurredAt: new Date(),
                data: { id: randomUUID(), threadId: thread, n },
              }),
            )
          }
        }),
      )
    } finally {
      await db.close()
    }
    const total = threads.length * perThread
    await until(() => receiver.requests.length >= total, 60_000, 'all deliveries')
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    const ids = receiver.requests.map((r) => String(r.headers['webhook-id']))
    expect(ids).toHaveLength(total)
    expect(new Set(ids).size).toBe(total)
    const bodies = receiver.requests.map(
      (r) => JSON.parse(r.body) as { data: { threadId: string; n: number } },
    )
    for (const thread of threads) {
      const order = bodies.filter((b) => b.data.threadId === thread).map((b) => b.data.n)
      expect(order).toEqual(Array.from({ length: perThread }, (_, n) => n))
    }
  }, 300_000)
})
