/**
 * Outgoing events of the integration API (issue 22 item 4; ADR 0024), through HTTP: events are
 * written in the action's transaction (a failed action writes none), the pull feed pages with a
 * stable cursor, webhooks are signed per Standard Webhooks and retried with backoff in order per
 * entity (a receiver answering 500 three times, then 200), dead deliveries are listed and resent.
 * The clock is the app's manual one, so backoffs are moved over, not waited out.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { api } from '@asukas/contract'
import pino from 'pino'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { helsinkiTodayOf, manualClock } from '../../src/platform/clock.ts'
import { createWebhookDispatcher } from '../../src/features/integration/webhooks/delivery.ts'
import { staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { temporaryHetu } from '../../src/seed/demo-contract-flows.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, call, MIKKO, staffLogin } from '../helpers/app.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'
import {
  integrationClient,
  machineCall,
  type IntegrationTestClient,
} from '../helpers/machine-client.ts'

const clock = manualClock()
const t = useTestApp({ MESSAGING: 'true' }, { clock })
const cookies = useLogins(t, { aino: AINO, mikko: MIKKO })
const rental = demoIds.ainoRentalContract
let admin = ''
let client: IntegrationTestClient

beforeAll(async () => {
  admin = await staffLogin(t.app, staffConsoleDemoLogins.administrator)
  client = await integrationClient(t.app, admin, ['events:read'])
})

/** The body of a fault report of Aino's titled `title`. */
function noticeBody(title: string) {
  return {
    contractUuid: rental,
    defectLocation: 'CONTRACT_TARGET',
    defectClassId: 1,
    hasPetsInApartment: false,
    masterKeyAccessAllowed: false,
    noticeReporter: { phoneNumber: '+358 40 123 4567', email: AINO },
    title,
    description: 'Keittiön hana tippuu.',
    fileUuids: [],
  }
}

/** Files a fault report as Aino; its uuid. */
async function fileNotice(title: string): Promise<string> {
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/create-defect-notice',
    cookie: cookies.aino,
    payload: noticeBody(title),
  })
  expect(response.statusCode, response.body).toBe(200)
  return api.createDefectNotice.response.parse(response.json()).uuid
}

/** Edits Aino's fault report `uuid`. */
async function editNotice(uuid: string, title: string): Promise<void> {
  const response = await call(t.app, {
    method: 'PATCH',
    url: `/api/contracts/${rental}/defect-notice/${uuid}`,
    cookie: cookies.aino,
    payload: {
      contractUuid: rental,
      defectLocation: 'CONTRACT_TARGET',
      defectClassId: 1,
      hasPetsInApartment: false,
      masterKeyAccessAllowed: false,
      noticeReporter: { phoneNumber: '+358 40 123 4567', email: AINO },
      title,
      description: 'Keittiön hana tippuu yhä.',
      fileUuids: [],
    },
  })
  expect(response.statusCode, response.body).toBe(200)
}

/** Reads the feed after `after`. */
async function feed(after: string | null, limit = 100) {
  const query = new URLSearchParams({ limit: String(limit) })
  if (after !== null) query.set('after', after)
  const response = await machineCall(t.app, client, { url: `/api/integration/v1/events?${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return api.integrationEvents.response.parse(response.json())
}

/** The cursor at the end of the feed now. */
async function feedEnd(): Promise<string | null> {
  let cursor: string | null = null
  for (;;) {
    const page = await feed(cursor, 500)
    if (page.events.length === 0) return page.next
    cursor = page.next
  }
}

describe('events are written in the action’s transaction', () => {
  it('records defect_notice.created and .updated with the ids and fields an ERP needs', async () => {
    const start = await feedEnd()
    const uuid = await fileNotice('Hana vuotaa')
    await editNotice(uuid, 'Hana vuotaa pahasti')
    const page = await feed(start)
    expect(page.events.map((event) => [event.type, event.data.id])).toEqual([
      ['defect_notice.created', uuid],
      ['defect_notice.updated', uuid],
    ])
    expect(page.events[0]?.data).toMatchObject({
      contractId: rental,
      contractExternalId: null,
      title: 'Hana vuotaa',
      defectLocation: 'CONTRACT_TARGET',
      reporter: { phoneNumber: '+358 40 123 4567', email: AINO },
    })
    expect(page.events[0]?.occurredAt).toBe(clock.now().toISOString())
  })

  it('writes neither the action nor its event when the transaction fails after the event', async () => {
    const start = await feedEnd()
    // A failure inside the same transaction, after the event's insert.
    await t.db.query(`
      CREATE FUNCTION fail_marked_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.data ->> 'title' = 'FAIL-AFTER-EVENT' THEN RAISE EXCEPTION 'injected failure'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER fail_marked_event AFTER INSERT ON integration_events
        FOR EACH ROW EXECUTE FUNCTION fail_marked_event();`)
    try {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/create-defect-notice',
        cookie: cookies.aino,
        payload: noticeBody('FAIL-AFTER-EVENT'),
      })
      expect(response.statusCode, response.body).toBe(500)
    } finally {
      await t.db.query(`DROP TRIGGER fail_marked_event ON integration_events;
        DROP FUNCTION fail_marked_event();`)
    }
    const notices = await t.db.query(`SELECT id FROM defect_notices WHERE title = $1`, [
      'FAIL-AFTER-EVENT',
    ])
    expect(notices).toEqual([])
    expect((await feed(start)).events).toEqual([])
  })

  it('writes no event for an action that is refused', async () => {
    const start = await feedEnd()
    const response = await call(t.app, {
      method: 'PATCH',
      url: `/api/contracts/${rental}/defect-notice/${demoIds.completedDefectNotice}`,
      cookie: cookies.aino,
      payload: {
        contractUuid: rental,
        defectLocation: 'CONTRACT_TARGET',
        title: 'x',
        description: 'x',
      },
    })
    expect(response.statusCode).toBe(400)
    expect((await feed(start)).events).toEqual([])
  })
})

describe('the pull feed', () => {
  it('pages in order with a stable cursor, and answers the same cursor when nothing is new', async () => {
    const start = await feedEnd()
    const uuids: string[] = []
    for (let n = 0; n < 5; n++) uuids.push(await fileNotice(`Sivutus ${n}`))
    const first = await feed(start, 2)
    const again = await feed(start, 2)
    expect(again).toEqual(first)
    const second = await feed(first.next, 2)
    const third = await feed(second.next, 2)
    const seen = [...first.events, ...second.events, ...third.events].map((e) => e.data.id)
    expect(seen).toEqual(uuids)
    const empty = await feed(third.next, 2)
    expect(empty).toEqual({ events: [], next: third.next })
  })

  it('refuses a bad cursor and limit with VALIDATION_ERROR, and a call without a token', async () => {
    const bad = await machineCall(t.app, client, { url: '/api/integration/v1/events?after=x' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ error: 'VALIDATION_ERROR' })
    const big = await machineCall(t.app, client, { url: '/api/integration/v1/events?limit=501' })
    expect(big.statusCode).toBe(400)
    const anonymous = await t.app.inject({ url: '/api/integration/v1/events' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ error: 'INVALID_TOKEN' })
  })

  it('refuses a token without events:read with 403 INSUFFICIENT_SCOPE', async () => {
    const other = await integrationClient(t.app, admin, ['requests:read'])
    const response = await machineCall(t.app, other, { url: '/api/integration/v1/events' })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ error: 'INSUFFICIENT_SCOPE' })
  })
})

describe('every resident action the provider must act on', () => {
  /** The types and entity ids of the events written by `action`. */
  async function eventsOf(action: () => Promise<void>) {
    const start = await feedEnd()
    await action()
    return (await feed(start)).events
  }
  async function post(url: string, payload: object, cookie = cookies.aino) {
    const response = await call(t.app, { method: 'POST', url, cookie, payload })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Record<string, unknown>>()
  }
  const reporter = { phoneNumber: '+358 40 123 4567', email: AINO }

  it('question.created and feedback.created, with the provider’s id of the contract', async () => {
    // The contract as the ERP brought it through the integration API (its key beside our uuid).
    await t.db.query(
      `INSERT INTO integration_entities (entity_type, external_id, entity_id, entity_table, body_hash)
       VALUES ('contracts', 'ERP-C-1001', $1, 'contracts', repeat('0', 64))`,
      [rental],
    )
    for (const kind of ['question', 'feedback'] as const) {
      let uuid = ''
      const events = await eventsOf(async () => {
        const body = {
          contractUuid: rental,
          title: 'Kysymys',
          description: 'Kuvaus',
          fileUuids: [],
        }
        uuid = String((await post(`/api/${kind}`, { ...body, noticeReporter: reporter })).uuid)
      })
      expect(
        events.map((e) => [e.type, e.data.id, e.data.contractId, e.data.contractExternalId]),
      ).toEqual([[`${kind}.created`, uuid, rental, 'ERP-C-1001']])
    }
  })

  it('message.sent, for a new thread and a reply, ordered by thread', async () => {
    let thread = ''
    const events = await eventsOf(async () => {
      const message = { subject: 'Sauna', htmlContent: '<p>Hei</p>', fileIds: [] }
      const first = await post(`/api/contracts/${rental}/send-message`, {
        ...message,
        messageThreadUuid: null,
      })
      thread = String(first.messageThreadUuid)
      await post(`/api/contracts/${rental}/send-message`, {
        ...message,
        messageThreadUuid: thread,
      })
    })
    expect(events.map((e) => [e.type, e.data.threadId])).toEqual([
      ['message.sent', thread],
      ['message.sent', thread],
    ])
    expect(events[0]?.data).toMatchObject({ subject: 'Sauna', htmlContent: '<p>Hei</p>' })
  })

  it('parking_reservation.created and .ended', async () => {
    const today = helsinkiTodayOf(clock)
    const events = await eventsOf(async () => {
      await post(`/api/contracts/${rental}/parking-spots/reservations`, {
        rentableParkingSpotId: 'HK21-P04',
        startDate: today,
        endDate: null,
      })
      await post(`/api/contracts/${rental}/parking-spots/reservations/terminate`, {
        rentableParkingSpotId: 'HK21-P04',
        endDate: today,
      })
    })
    expect(events.map((e) => e.type)).toEqual([
      'parking_reservation.created',
      'parking_reservation.ended',
    ])
    expect(events[1]?.data).toMatchObject({
      id: events[0]?.data.id,
      rentableParkingSpotId: 'HK21-P04',
      startDate: today,
      endDate: today,
    })
  })

  it('resident.updated with the changed fields', async () => {
    const events = await eventsOf(async () => {
      await post('/api/user/update', {
        email: AINO,
        phoneNumber: '+358 40 765 4321',
        communicationByEmail: true,
        communicationBySms: true,
        marketingAllowed: false,
      })
    })
    expect(events.map((e) => e.type)).toEqual(['resident.updated'])
    expect(events[0]?.data).toMatchObject({
      id: demoIds.ainoUser,
      phoneNumber: '+358 40 765 4321',
      changed: expect.arrayContaining(['phoneNumber']),
    })
  })

  it('modification_request.created when a tenant is asked to be added', async () => {
    const events = await eventsOf(async () => {
      await post(
        `/api/contracts/${demoIds.mikkoContract}/confirm-operation/add-tenant`,
        {
          operationData: {
            tenants: [
              {
                socialSecurityNumber: temporaryHetu('050595', '-', 990),
                firstName: 'Uusi',
                lastName: 'Asukas',
                email: '',
                phoneNumber: '',
                birthDate: null,
              },
            ],
          },
          locale: 'fi',
        },
        cookies.mikko,
      )
    })
    expect(events.map((e) => [e.type, e.data.contractId, e.data.status])).toEqual([
      ['modification_request.created', demoIds.mikkoContract, 'ready_for_review'],
    ])
  })
})

/** A webhook receiver on 127.0.0.1 answering from a script of status codes (then 200). */
interface Receiver {
  url: string
  script: number[]
  requests: { headers: IncomingHttpHeaders; body: string; status: number }[]
  close(): Promise<void>
}

async function startReceiver(): Promise<Receiver> {
  const receiver: Omit<Receiver, 'url' | 'close'> = { script: [], requests: [] }
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const status = receiver.script.shift() ?? 200
      receiver.requests.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status,
      })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    ...receiver,
    get script() {
      return receiver.script
    },
    set script(value) {
      receiver.script = value
    },
    url: `http://127.0.0.1:${port}/hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('webhooks', () => {
  let receiver: Receiver
  let webhook: { id: string; secret: string }
  const dispatcher = () =>
    createWebhookDispatcher({ db: t.db, clock, logger: pino({ level: 'silent' }) })

  beforeAll(async () => {
    receiver = await startReceiver()
    const response = await call(t.app, {
      method: 'POST',
      url: `/api/staff/integration-clients/${client.clientId}/webhooks`,
      cookie: admin,
      payload: { url: receiver.url, events: ['defect_notice.created', 'defect_notice.updated'] },
    })
    expect(response.statusCode, response.body).toBe(201)
    webhook = api.createIntegrationWebhook.response.parse(response.json())
  })
  afterAll(async () => {
    await receiver?.close()
  })

  it('shows the whsec_ secret once and lists the endpoint without it', async () => {
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const list = await call(t.app, {
      url: `/api/staff/integration-clients/${client.clientId}/webhooks`,
      cookie: admin,
    })
    expect(list.statusCode).toBe(200)
    expect(list.json()).toEqual([
      expect.objectContaining({ id: webhook.id, url: receiver.url, pending: 0, dead: 0 }),
    ])
    expect(list.body).not.toContain(webhook.secret)
  })

  it('refuses non-administrators and bad bodies', async () => {
    const manager = await staffLogin(t.app, staffConsoleDemoLogins.propertyManager)
    const refused = await call(t.app, {
      method: 'POST',
      url: `/api/staff/integration-clients/${client.clientId}/webhooks`,
      cookie: manager,
      payload: { url: receiver.url, events: ['defect_notice.created'] },
    })
    expect(refused.statusCode).toBe(403)
    for (const path of ['deliveries', 'dead-letters', 'webhooks']) {
      const read = await call(t.app, {
        url: `/api/staff/integration-clients/${client.clientId}/${path}`,
        cookie: manager,
      })
      expect(read.statusCode, path).toBe(403)
      expect(read.json()).toEqual({ error: 'STAFF_ROLE_REQUIRED' })
    }
    const bad = await call(t.app, {
      method: 'POST',
      url: `/api/staff/integration-clients/${client.clientId}/webhooks`,
      cookie: admin,
      payload: { url: 'ftp://example.com', events: ['no.such'] },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { url: 'invalid_string' } },
    })
    const unknown = await call(t.app, {
      method: 'POST',
      url: `/api/staff/integration-clients/no-such-client/webhooks`,
      cookie: admin,
      payload: { url: receiver.url, events: ['defect_notice.created'] },
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('delivers once each, in order per entity, after 500 three times; signatures verify', async () => {
    receiver.requests.length = 0
    receiver.script = [500, 500, 500]
    const uuid = await fileNotice('Ovi jumittaa')
    await editNotice(uuid, 'Ovi jumittaa yhä')
    const delivery = dispatcher()
    // Attempt 1 of the created event fails; the updated event waits behind it.
    expect(await delivery.deliverDue()).toEqual({ delivered: 0, retried: 1, dead: 0 })
    // Not due before its backoff (10 s), then 20 s, then 40 s.
    clock.advance(9_000)
    expect(await delivery.deliverDue()).toEqual({ delivered: 0, retried: 0, dead: 0 })
    clock.advance(1_000)
    expect(await delivery.deliverDue()).toEqual({ delivered: 0, retried: 1, dead: 0 })
    clock.advance(20_000)
    expect(await delivery.deliverDue()).toEqual({ delivered: 0, retried: 1, dead: 0 })
    clock.advance(40_000)
    expect(await delivery.deliverDue()).toEqual({ delivered: 2, retried: 0, dead: 0 })
    expect(await delivery.deliverDue()).toEqual({ delivered: 0, retried: 0, dead: 0 })

    const bodies = receiver.requests.map((r) => JSON.parse(r.body) as { id: string; type: string })
    expect(receiver.requests.map((r) => r.status)).toEqual([500, 500, 500, 200, 200])
    expect(bodies.map((b) => b.type)).toEqual([
      'defect_notice.created',
      'defect_notice.created',
      'defect_notice.created',
      'defect_notice.created',
      'defect_notice.updated',
    ])
    const delivered = receiver.requests.filter((r) => r.status === 200)
    expect(new Set(delivered.map((r) => r.headers['webhook-id'])).size).toBe(2)
    const verifier = new Webhook(webhook.secret)
    for (const request of receiver.requests) {
      const verified = verifier.verify(request.body, {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      }) as { id: string; data: { id: string } }
      expect(verified.id).toBe(request.headers['webhook-id'])
      expect(verified.data.id).toBe(uuid)
    }
    // A tampered body does not verify.
    const first = receiver.requests[0]
    expect(() =>
      verifier.verify(first?.body.replace('Ovi', 'Ikkuna') ?? '', {
        'webhook-id': String(first?.headers['webhook-id']),
        'webhook-timestamp': String(first?.headers['webhook-timestamp']),
        'webhook-signature': String(first?.headers['webhook-signature']),
      }),
    ).toThrow()
  })

  it('gives up after 3 days into the dead-letter list; resend delivers it', async () => {
    receiver.requests.length = 0
    receiver.script = Array.from({ length: 100 }, () => 503)
    const uuid = await fileNotice('Patteri kylmä')
    const delivery = dispatcher()
    let dead = 0
    for (let step = 0; step < 60 && dead === 0; step++) {
      dead += (await delivery.deliverDue()).dead
      clock.advance(6 * 60 * 60_000)
    }
    expect(dead).toBe(1)
    // One attempt per 6-hour step (each backoff is due by the next step) for 3 days: 0 h … 72 h.
    const attempts = receiver.requests.length
    expect(attempts).toBe(13)
    const letters = await call(t.app, {
      url: `/api/staff/integration-clients/${client.clientId}/dead-letters`,
      cookie: admin,
    })
    expect(letters.statusCode).toBe(200)
    const list = api.integrationDeadLetters.response.parse(letters.json())
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      webhookId: webhook.id,
      attempts,
      lastStatusCode: 503,
      event: { type: 'defect_notice.created', data: { id: uuid } },
    })

    receiver.script = []
    const resent = await call(t.app, {
      method: 'POST',
      url: `/api/staff/integration-clients/${client.clientId}/dead-letters/${list[0]?.id}/resend`,
      cookie: admin,
    })
    expect(resent.statusCode, resent.body).toBe(200)
    expect(await delivery.deliverDue()).toEqual({ delivered: 1, retried: 0, dead: 0 })
    const after = await call(t.app, {
      url: `/api/staff/integration-clients/${client.clientId}/dead-letters`,
      cookie: admin,
    })
    expect(after.json()).toEqual([])
    const again = await call(t.app, {
      method: 'POST',
      url: `/api/staff/integration-clients/${client.clientId}/dead-letters/${list[0]?.id}/resend`,
      cookie: admin,
    })
    expect(again.statusCode).toBe(404)
  })

  it('lists the latest deliveries with their status', async () => {
    const response = await call(t.app, {
      url: `/api/staff/integration-clients/${client.clientId}/deliveries`,
      cookie: admin,
    })
    expect(response.statusCode, response.body).toBe(200)
    const list = api.integrationDeliveries.response.parse(response.json())
    expect(list.length).toBeGreaterThan(2)
    expect(new Set(list.map((delivery) => delivery.status))).toEqual(new Set(['delivered']))
    const resent = list.find(
      (delivery) => delivery.attempts === 1 && delivery.lastStatusCode === 200,
    )
    expect(resent).toMatchObject({ webhookId: webhook.id, url: receiver.url, nextAttemptAt: null })
    expect(list[0]?.deliveredAt).not.toBeNull()
  })

  it('stops delivering to a deleted endpoint', async () => {
    receiver.requests.length = 0
    await fileNotice('Poistettu vastaanottaja')
    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/staff/integration-clients/${client.clientId}/webhooks/${webhook.id}`,
      cookie: admin,
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await dispatcher().deliverDue()).toEqual({ delivered: 0, retried: 0, dead: 0 })
    expect(receiver.requests).toEqual([])
  })
})
