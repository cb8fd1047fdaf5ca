/**
 * Retention of integration events (INTEGRATION_EVENT_RETENTION_DAYS, default 90; docs/
 * integration.md "Retention"): the delivery worker deletes events older than the retention whose
 * webhook deliveries all succeeded; a dead-lettered event stays (it can still be resent), and so
 * does every younger event. Through HTTP with the app's manual clock: the feed shows what is
 * kept.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { api } from '@asukas/contract'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebhookDispatcher } from '../../src/features/integration/webhooks/delivery.ts'
import { manualClock } from '../../src/platform/clock.ts'
import { staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, call, staffLogin } from '../helpers/app.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'
import { integrationClient, type IntegrationTestClient } from '../helpers/machine-client.ts'

const clock = manualClock()
const t = useTestApp({}, { clock })
const cookies = useLogins(t, { aino: AINO })
const day = 24 * 3_600_000
let admin = ''
let client: IntegrationTestClient
let server: Server
let base = ''

beforeAll(async () => {
  admin = await staffLogin(t.app, staffConsoleDemoLogins.administrator)
  client = await integrationClient(t.app, admin, ['events:read'])
  // `/ok` takes every event, `/down` never answers 2xx.
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => response.writeHead(request.url === '/ok' ? 200 : 503).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

/** A fresh token (the one of `client` lives 10 minutes of the manual clock). */
async function token(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/integration/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ access_token: string }>().access_token
}

/** The types and fault-report titles of the whole feed. */
async function feed(): Promise<[string, unknown][]> {
  const response = await t.app.inject({
    url: '/api/integration/v1/events?limit=100',
    headers: { authorization: `Bearer ${await token()}` },
  })
  expect(response.statusCode, response.body).toBe(200)
  const page = api.integrationEvents.response.parse(response.json())
  return page.events.map((event) => [event.type, event.data.title])
}

/** The body of a fault report of Aino's titled `title`. */
function noticeBody(title: string) {
  return {
    contractUuid: demoIds.ainoRentalContract,
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

/** Registers a webhook of the client for `events` at `path` of the receiver. */
async function addWebhook(path: string, events: string[]): Promise<void> {
  const response = await call(t.app, {
    method: 'POST',
    url: `/api/staff/integration-clients/${client.clientId}/webhooks`,
    cookie: admin,
    payload: { url: `${base}${path}`, events },
  })
  expect(response.statusCode, response.body).toBe(201)
}

describe('event retention', () => {
  it('deletes delivered events past the retention and keeps dead-lettered and younger ones', async () => {
    await addWebhook('/ok', ['defect_notice.created'])
    await addWebhook('/down', ['defect_notice.updated'])
    const dispatcher = createWebhookDispatcher({
      db: t.db,
      clock,
      logger: pino({ level: 'silent' }),
      retentionDays: 90,
    })
    const uuid = await fileNotice('Vanha hana')
    const edited = await call(t.app, {
      method: 'PATCH',
      url: `/api/contracts/${demoIds.ainoRentalContract}/defect-notice/${uuid}`,
      cookie: cookies.aino,
      payload: { ...noticeBody('Vanha hana, päivitetty') },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await dispatcher.deliverDue()).toEqual({ delivered: 1, retried: 1, dead: 0 })
    // The retry window (3 days) ends: the update's delivery is dead-lettered.
    clock.advance(4 * day)
    expect(await dispatcher.deliverDue()).toEqual({ delivered: 0, retried: 0, dead: 1 })
    expect(await dispatcher.pruneEvents()).toBe(0)

    clock.advance(87 * day)
    await fileNotice('Uusi hana')
    expect(await dispatcher.deliverDue()).toEqual({ delivered: 1, retried: 0, dead: 0 })
    expect(await feed()).toEqual([
      ['defect_notice.created', 'Vanha hana'],
      ['defect_notice.updated', 'Vanha hana, päivitetty'],
      ['defect_notice.created', 'Uusi hana'],
    ])

    expect(await dispatcher.pruneEvents()).toBe(1)
    expect(await feed()).toEqual([
      ['defect_notice.updated', 'Vanha hana, päivitetty'],
      ['defect_notice.created', 'Uusi hana'],
    ])
    // The staff session ended long ago (91 days): the dead letter is read from the table.
    const dead = await t.db.query<{ type: string }>(
      `SELECT e.type FROM integration_webhook_deliveries d
         JOIN integration_events e ON e.id = d.event_id WHERE d.status = 'dead'`,
    )
    expect(dead).toEqual([{ type: 'defect_notice.updated' }])
    expect(await dispatcher.pruneEvents()).toBe(0)
  })
})
