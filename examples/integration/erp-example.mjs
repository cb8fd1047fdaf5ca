#!/usr/bin/env node
/**
 * A small example of an ERP talking to Asukas's integration API (docs/integration.md): it gets an
 * access token with its client credentials, upserts a real property, a building, an apartment, a
 * contract with two tenants and a payment month by its own keys, and (with `--listen PORT`)
 * receives webhooks, checking each signature per the Standard Webhooks specification before
 * trusting the body. No dependencies beyond Node 20+.
 *
 *   ASUKAS_URL=http://localhost:3000 CLIENT_ID=ic_… CLIENT_SECRET=ias_… node erp-example.mjs
 *   WEBHOOK_SECRET=whsec_… node erp-example.mjs --listen 4000
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'

const base = process.env.ASUKAS_URL ?? 'http://localhost:3000'

/** An access token (OAuth 2.0 client credentials, HTTP Basic client authentication). */
async function accessToken() {
  const basic = Buffer.from(`${process.env.CLIENT_ID}:${process.env.CLIENT_SECRET}`).toString(
    'base64',
  )
  const response = await fetch(`${base}/api/integration/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials&scope=master-data:write payments:write',
  })
  if (!response.ok) throw new Error(`token: ${response.status} ${await response.text()}`)
  return (await response.json()).access_token
}

/** PUT one entity by the ERP's key; prints `{id, externalId, version, result}` or the error. */
async function upsert(token, path, body) {
  const response = await fetch(`${base}/api/integration/v1/${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  console.log(response.status, path, await response.text())
}

/**
 * True when `webhook-signature` holds a valid signature of the body (Standard Webhooks:
 * base64 HMAC-SHA256 of `id.timestamp.body` under the base64 key after `whsec_`) and the
 * timestamp is within five minutes.
 */
export function verifyWebhook(secret, headers, body) {
  const id = headers['webhook-id']
  const timestamp = headers['webhook-timestamp']
  if (!id || !timestamp || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest()
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .map((entry) => Buffer.from(entry.replace(/^v1,/, ''), 'base64'))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected))
}

const listen = process.argv.indexOf('--listen')
if (listen !== -1) {
  const port = Number(process.argv[listen + 1] ?? 4000)
  createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      if (!verifyWebhook(process.env.WEBHOOK_SECRET ?? '', request.headers, body)) {
        response.writeHead(401).end()
        return
      }
      const event = JSON.parse(body)
      console.log(event.type, event.id, JSON.stringify(event.data))
      response.writeHead(204).end()
    })
  }).listen(port, () => console.log(`webhook receiver on http://localhost:${port}`))
} else {
  const token = await accessToken()
  await upsert(token, 'real-properties/RP-1', {
    name: 'Koivukuja',
    propertyCompany: { name: 'Asunto Oy Koivukuja', businessId: '1234567-8' },
  })
  await upsert(token, 'buildings/B-1', {
    realProperty: 'RP-1',
    streetName: 'Koivukuja',
    streetNumber: '3',
    postalCode: '02100',
    city: 'Espoo',
  })
  await upsert(token, 'apartments/APT-1', {
    building: 'B-1',
    staircase: 'A',
    apartmentNumber: '7',
    streetAddressLine1: 'Koivukuja 3 A 7',
    postalCode: '02100',
    city: 'Espoo',
  })
  await upsert(token, 'contracts/K-1001', {
    apartment: 'APT-1',
    type: 'rental',
    status: 'active',
    startDate: '2026-02-01',
    referenceNumber: '1232',
    parties: [
      {
        externalId: 'C-1',
        type: 'person',
        firstName: 'Emilia',
        lastName: 'Esimerkki',
        role: 'tenant',
        personalIdentityCode: '010190-998V',
        isContractParty: true,
        isPayer: true,
      },
      {
        externalId: 'C-2',
        type: 'person',
        firstName: 'Eero',
        lastName: 'Esimerkki',
        role: 'tenant',
        isContractParty: true,
        isPayer: false,
      },
    ],
  })
  await upsert(token, 'payments/K-1001-2026-02', {
    kind: 'month',
    contract: 'K-1001',
    yearMonth: '2026-02',
    difference: 0,
    targets: [{ nameOnBill: 'Vuokra helmikuu', dueDate: '2026-02-02', expected: 845.5 }],
  })
}
