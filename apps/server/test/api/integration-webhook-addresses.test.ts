/**
 * Webhook endpoints on public addresses only (server-side request forgery; OWASP ASVS 5.0 V15.3;
 * `WEBHOOK_ALLOW_PRIVATE_NETWORK`, the default in production): the address ranges, the refusal of
 * a plain-http or non-public endpoint when an administrator adds it, and deliveries that never
 * connect to a non-public address, whether the stored address is a literal one or a name that
 * resolves inside the network. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { api } from '@asukas/contract'
import pino from 'pino'
import { fetch } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebhookDispatcher } from '../../src/features/integration/webhooks/delivery.ts'
import {
  isPublicAddress,
  isPublicEndpoint,
  NON_PUBLIC_ADDRESS,
  publicOnlyDispatcher,
} from '../../src/features/integration/webhooks/public-address.ts'
import { manualClock } from '../../src/platform/clock.ts'
import { staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { AINO, call, login, staffLogin } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'
import { integrationClient, type IntegrationTestClient } from '../helpers/machine-client.ts'

describe('address ranges (IANA special-purpose registries through ipaddr.js)', () => {
  it('takes public unicast addresses and refuses every internal range', () => {
    for (const ip of ['8.8.8.8', '193.166.3.1', '2001:4860:4860::8888', '2a00:1450:4010::5'])
      expect(isPublicAddress(ip), ip).toBe(true)
    for (const ip of [
      '127.0.0.1', // loopback
      '10.1.2.3', // RFC 1918
      '172.16.0.1',
      '192.168.1.10',
      '169.254.169.254', // link-local: the cloud metadata service
      '100.64.0.1', // carrier-grade NAT
      '0.0.0.0',
      '224.0.0.1', // multicast
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1', // link-local
      'fd12:3456::1', // unique local
      '::ffff:127.0.0.1', // IPv4-mapped loopback
      '::ffff:10.0.0.1',
      'not-an-address',
    ])
      expect(isPublicAddress(ip), ip).toBe(false)
  })

  it('takes https endpoints on a name or a public address only', () => {
    expect(isPublicEndpoint('https://hooks.example.com/asukas')).toBe(true)
    expect(isPublicEndpoint('https://8.8.8.8/hooks')).toBe(true)
    for (const url of [
      'http://hooks.example.com/asukas',
      'https://localhost/hooks',
      'https://erp.localhost/hooks',
      'https://127.0.0.1:8443/hooks',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/hooks',
      'https://[::ffff:7f00:1]/hooks',
      'https://0x7f000001/hooks', // URL parsing makes it 127.0.0.1
      'not a url',
    ])
      expect(isPublicEndpoint(url), url).toBe(false)
  })
})

/** A local receiver answering 200 to everything, counting what it got. */
async function startReceiver(): Promise<{ port: number; hits: number; close(): Promise<void> }> {
  const state = { hits: 0 }
  const server: Server = createServer((_request, response) => {
    state.hits += 1
    response.writeHead(200).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    get hits() {
      return state.hits
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('connections of deliveries', () => {
  it('refuse a name that resolves to a non-public address, which the open dispatcher reaches', async () => {
    const receiver = await startReceiver()
    try {
      const url = `http://localhost:${receiver.port}/hooks`
      expect((await fetch(url, { method: 'POST' })).status).toBe(200)
      const refused = await fetch(url, { method: 'POST', dispatcher: publicOnlyDispatcher() }).then(
        () => null,
        (error: unknown) => error as Error & { cause?: { code?: string } },
      )
      expect(refused?.cause?.code).toBe(NON_PUBLIC_ADDRESS)
      expect(receiver.hits).toBe(1)
    } finally {
      await receiver.close()
    }
  })
})

describe('with WEBHOOK_ALLOW_PRIVATE_NETWORK=false', () => {
  const t = useTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORK: 'false' })
  let admin = ''
  let client: IntegrationTestClient
  beforeAll(async () => {
    admin = await staffLogin(t.app, staffConsoleDemoLogins.administrator)
    client = await integrationClient(t.app, admin, ['events:read'])
  })

  const add = (url: string) =>
    call(t.app, {
      method: 'POST',
      url: `/api/staff/integration-clients/${client.clientId}/webhooks`,
      cookie: admin,
      payload: { url, events: ['defect_notice.created'] },
    })

  it('refuses plain http and non-public endpoints with the url field error', async () => {
    for (const url of [
      'http://hooks.example.com/asukas',
      'https://localhost/hooks',
      'https://127.0.0.1/hooks',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00::1]/hooks',
    ]) {
      const response = await add(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toEqual({
        error: 'VALIDATION_ERROR',
        details: { fieldErrors: { url: 'invalid_string' } },
      })
    }
    const listed = await call(t.app, {
      url: `/api/staff/integration-clients/${client.clientId}/webhooks`,
      cookie: admin,
    })
    expect(listed.json()).toEqual([])
  })

  it('adds an https endpoint on a public name', async () => {
    const response = await add('https://hooks.example.com/asukas')
    expect(response.statusCode, response.body).toBe(201)
    expect(api.createIntegrationWebhook.response.parse(response.json()).secret).toMatch(/^whsec_/)
  })
})

describe('a stored internal address when the private network is no longer allowed', () => {
  const clock = manualClock()
  const t = useTestApp({}, { clock })
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  beforeAll(async () => {
    receiver = await startReceiver()
  })
  afterAll(async () => {
    await receiver?.close()
  })

  it('is never connected to: the delivery fails with the reason and waits for its retry', async () => {
    const admin = await staffLogin(t.app, staffConsoleDemoLogins.administrator)
    const client = await integrationClient(t.app, admin, ['events:read'])
    const added = await call(t.app, {
      method: 'POST',
      url: `/api/staff/integration-clients/${client.clientId}/webhooks`,
      cookie: admin,
      payload: {
        url: `http://127.0.0.1:${receiver.port}/hooks`,
        events: ['resident.updated'],
      },
    })
    expect(added.statusCode, added.body).toBe(201)
    const resident = await call(t.app, {
      method: 'POST',
      url: '/api/user/update',
      cookie: await login(t.app, AINO),
      payload: {
        email: AINO,
        phoneNumber: '+358 40 765 4321',
        communicationByEmail: true,
        communicationBySms: true,
        marketingAllowed: false,
      },
    })
    expect(resident.statusCode, resident.body).toBeLessThan(300)
    const closed = createWebhookDispatcher({
      db: t.db,
      clock,
      logger: pino({ level: 'silent' }),
      allowPrivateNetwork: false,
    })
    expect(await closed.deliverDue()).toEqual({ delivered: 0, retried: 1, dead: 0 })
    expect(receiver.hits).toBe(0)
    const deliveries = await call(t.app, {
      url: `/api/staff/integration-clients/${client.clientId}/deliveries`,
      cookie: admin,
    })
    expect(deliveries.body).toContain(NON_PUBLIC_ADDRESS)
  })
})
