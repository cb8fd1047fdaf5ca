/**
 * A housing provider goes live (issue 22), end to end through the real server: an administrator
 * creates an API client in the staff console's API; the provider's ERP takes a token with the
 * client-credentials grant and loads a real property, a building, an apartment and a contract
 * with its tenant by its own keys; the tenant registers with bank ID (matched by personal
 * identity code), sees the contract, its payments and its documents, and files a fault report in
 * the browser; the provider's webhook receiver (started by the test) gets the signed event, and
 * the ERP reads it from the event feed under its own contract key; she gives notice with bank ID,
 * the ERP rejects it, and her termination page tells her why. What docs/integration.md shows with
 * curl.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import {
  demoPassword,
  logIn,
  mailIds,
  mailTo,
  newCode,
  noWriteDelay,
  qa,
  RegistrationPages,
  TestIdentityProvider,
} from '../pages/accounts.ts'
import { fixtureEmail, testIdentityCode } from '../pages/fixtures.ts'
import { staffConsoleLogIn } from '../pages/staff.ts'

/** An upsert through the integration API as the ERP: `PUT /api/integration/v1/{path}`. */
async function put(
  request: APIRequestContext,
  token: string,
  path: string,
  body: unknown,
): Promise<{ id: string; externalId: string; version: number; result: string }> {
  const answer = await request.put(`/api/integration/v1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  })
  expect([200, 201], `${path}: ${await answer.text()}`).toContain(answer.status())
  return (await answer.json()) as {
    id: string
    externalId: string
    version: number
    result: string
  }
}

test('a provider goes live: its ERP loads a contract, the tenant registers, reports a fault and gives notice, the ERP gets both and rejects the notice', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)

  // The administrator creates the ERP's client; its secret is shown once.
  const staff = await browser.newPage()
  await staffConsoleLogIn(staff, 'yllapito@example.com', demoPassword)
  const created = await staff.request.post('/api/staff/integration-clients', {
    headers: { 'x-requested-with': 'asukas' },
    data: {
      name: `ERP ${Date.now()}`,
      scopes: [
        'master-data:write',
        'payments:write',
        'documents:write',
        'events:read',
        'requests:read',
        'requests:decide',
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { clientId, clientSecret } = (await created.json()) as {
    clientId: string
    clientSecret: string
  }

  // The provider's webhook receiver, and its registration (the signing secret is shown once).
  const received: { headers: IncomingHttpHeaders; body: string }[] = []
  const receiver = createServer((incoming, answer) => {
    let body = ''
    incoming.setEncoding('utf8')
    incoming.on('data', (chunk: string) => (body += chunk))
    incoming.on('end', () => {
      received.push({ headers: incoming.headers, body })
      answer.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/asukas`
  const hook = await staff.request.post(`/api/staff/integration-clients/${clientId}/webhooks`, {
    headers: { 'x-requested-with': 'asukas' },
    data: { url: hookUrl, events: ['defect_notice.created'] },
  })
  expect(hook.status(), await hook.text()).toBe(201)
  const { secret: webhookSecret } = (await hook.json()) as { secret: string }
  await staff.close()

  // The ERP's token: OAuth 2.0 client credentials, HTTP Basic, a form body (RFC 6749 §4.4).
  const tokenFor = async (scope: string) => {
    const answer = await request.post('/api/integration/oauth/token', {
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      },
      form: { grant_type: 'client_credentials', scope },
    })
    expect(answer.status(), await answer.text()).toBe(200)
    return ((await answer.json()) as { access_token: string }).access_token
  }
  const token = await tokenFor('master-data:write payments:write documents:write events:read')

  // Where the feed stands before the resident does anything (`next` is null on an empty feed).
  const feedAfter = async (after: string | null) => {
    const answer = await request.get(
      `/api/integration/v1/events?limit=500${after === null ? '' : `&after=${after}`}`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    expect(answer.status(), await answer.text()).toBe(200)
    return (await answer.json()) as {
      events: { type: string; data: Record<string, unknown> }[]
      next: string | null
    }
  }
  let cursor: string | null = null
  for (;;) {
    const page = await feedAfter(cursor)
    if (page.events.length === 0) break
    cursor = page.next
  }

  // The master data, by the ERP's own keys.
  const key = `E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const street = `Integraatiokuja ${Math.floor(Math.random() * 90) + 10}`
  const hetu = testIdentityCode()
  await put(request, token, `real-properties/RP-${key}`, {
    name: `Koivukuja ${key}`,
    propertyCompany: { name: 'Asunto Oy Koivukuja', businessId: '1234567-8' },
  })
  await put(request, token, `buildings/B-${key}`, {
    realProperty: `RP-${key}`,
    streetName: 'Integraatiokuja',
    streetNumber: '3',
    postalCode: '02100',
    city: 'Espoo',
  })
  await put(request, token, `apartments/APT-${key}`, {
    building: `B-${key}`,
    staircase: 'A',
    apartmentNumber: '7',
    streetAddressLine1: `${street} A 7`,
    postalCode: '02100',
    city: 'Espoo',
  })
  const contract = {
    apartment: `APT-${key}`,
    type: 'rental',
    status: 'active',
    startDate: '2026-02-01',
    referenceNumber: '1232',
    parties: [
      {
        externalId: `C-${key}`,
        type: 'person',
        firstName: 'Emilia',
        lastName: 'Integraatio',
        role: 'tenant',
        personalIdentityCode: hetu,
        isContractParty: true,
        isPayer: true,
      },
    ],
  }
  expect((await put(request, token, `contracts/K-${key}`, contract)).result).toBe('created')
  // The same body again changes nothing.
  expect((await put(request, token, `contracts/K-${key}`, contract)).result).toBe('unchanged')

  await put(request, token, `payments/K-${key}-2026-11`, {
    kind: 'month',
    contract: `K-${key}`,
    yearMonth: '2026-11',
    difference: -152.4,
    targets: [{ nameOnBill: 'Vuokra marraskuu', dueDate: '2026-11-02', expected: 845.5 }],
  })
  await put(request, token, `payments/REM-${key}`, {
    kind: 'remittance',
    contract: `K-${key}`,
    nameOfPayer: 'Emilia Integraatio',
    paidDate: '2026-11-03',
    amount: 693.1,
  })
  const documentName = `Järjestyssäännöt ${key}`
  await put(request, token, `documents/D-${key}`, {
    building: `B-${key}`,
    category: 'general',
    name: documentName,
    url: 'https://example.com/jarjestyssaannot.pdf',
  })

  // The tenant registers with bank ID and an e-mailed code.
  await noWriteDelay(page)
  const email = fixtureEmail('integration')
  const password = 'Integraatio-Testi-9'
  const register = new RegistrationPages(page)
  await page.goto('/register')
  await register.identifyByTyping(hetu, 'Emilia', 'Integraatio')
  await page.waitForURL(/\/register\/verify-email/)
  await register.waitForPhase('confirm-send')
  const seen = await mailIds(page.request, email)
  await register.sendCode(email)
  await register.waitForPhase('verify-code')
  await register.enterCode(await newCode(page.request, email, seen))
  await register.createPassword(password)
  await register.waitForPhase('success')

  // Logged in, the ERP's contract is hers.
  await logIn(page, email, password)
  await expect(qa(page, 'contract-address')).toContainText(street)
  await expect(qa(page, 'greeting')).toContainText('Emilia')
  const update = await page.request.post('/api/user/update', {
    headers: { 'x-requested-with': 'asukas' },
    data: {
      email,
      phoneNumber: '+358 40 765 4321',
      communicationByEmail: true,
      communicationBySms: false,
      marketingAllowed: false,
    },
  })
  expect(update.status(), await update.text()).toBe(200)

  // Her payments and documents, as the ERP sent them.
  const contractId = /\/asiointi\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? ''
  await page.goto(`/asiointi/${contractId}/maksut/historia`)
  await expect(qa(page, 'payment-month')).toHaveCount(1)
  await expect(qa(page, 'difference')).toContainText('152,40')
  await expect(qa(page, 'remittance')).toContainText('693,10')
  await page.goto(`/asiointi/${contractId}/dokumentit`)
  await expect(qa(page, 'documents')).toContainText(documentName)

  // She files a fault report.
  await page.goto(`/asiointi/${contractId}/vikailmoitus`)
  await qa(page, 'defect-location-CONTRACT_TARGET').check()
  await qa(page, 'defect-class-2').click()
  const title = `Patteri kylmä ${key}`
  await qa(page, 'defect-notice-title').fill(title)
  await qa(page, 'defect-notice-description').fill('Olohuoneen patteri ei lämpene.')
  await qa(page, 'defect-notice-preview-button').click()
  await qa(page, 'defect-notice-send').click()
  await expect(qa(page, 'defect-notice-success')).toBeVisible()

  // The ERP reads it from the feed, under its own contract key.
  await expect
    .poll(
      async () =>
        (await feedAfter(cursor)).events
          .filter((event) => event.type === 'defect_notice.created')
          .map((event) => [event.data.contractExternalId, event.data.title]),
      { timeout: 15_000 },
    )
    .toContainEqual([`K-${key}`, title])

  // The receiver got the same event, signed per Standard Webhooks.
  await expect
    .poll(() => received.filter((hit) => hit.body.includes(title)).length, { timeout: 30_000 })
    .toBe(1)
  const hit = received.find((entry) => entry.body.includes(title))
  const verified = new Webhook(webhookSecret).verify(
    hit?.body ?? '',
    hit?.headers as Record<string, string>,
  ) as { type: string; data: Record<string, unknown> }
  expect(verified.type).toBe('defect_notice.created')
  expect(verified.data.contractExternalId).toBe(`K-${key}`)
  expect(() =>
    new Webhook(webhookSecret).verify(
      (hit?.body ?? '').replace(title, `${title}!`),
      hit?.headers as Record<string, string>,
    ),
  ).toThrow()
  await new Promise((resolve) => receiver.close(resolve))

  // She gives notice and confirms it with bank ID; the ERP rejects it, and she is told.
  await page.goto(`/asiointi/${contractId}/irtisano`)
  const step = (name: string) =>
    expect(qa(page, `terminate-step-${name}`)).toBeVisible({ timeout: 30_000 })
  const tenants = (await (
    await page.request.get(`/api/contracts/${contractId}/tenants`)
  ).json()) as { id: string }[]
  await qa(page, `tenant-choice-${tenants[0]?.id ?? ''}-terminate`).check()
  await qa(page, 'terminate-next').click()
  await step('form')
  await qa(page, 'termination-reason').selectOption('move_due_work')
  for (const next of ['payment', 'address', 'showing', 'preview']) {
    await qa(page, 'terminate-next').click()
    await step(next)
  }
  await qa(page, 'terminate-confirm').click()
  await new TestIdentityProvider(page).type(hetu, 'Emilia', 'Integraatio')
  await page.waitForURL(/\/irtisano\?success=true/)

  const decider = await tokenFor('requests:read requests:decide')
  const ready = (await (
    await request.get('/api/integration/v1/contract-requests?status=ready_for_review', {
      headers: { authorization: `Bearer ${decider}` },
    })
  ).json()) as { id: string; kind: string; contractUuid?: string }[]
  const termination = ready.find((entry) => JSON.stringify(entry).includes(contractId))
  expect(termination, JSON.stringify(ready)).toBeDefined()
  const decided = await request.post(
    `/api/integration/v1/contract-requests/termination/${termination?.id ?? ''}/decision`,
    {
      headers: { authorization: `Bearer ${decider}` },
      data: {
        decision: 'rejected',
        reason: {
          fi: 'Irtisanomisaika ei täyty.',
          sv: 'Uppsägningstiden uppfylls inte.',
          en: 'The notice period is not met.',
        },
      },
    },
  )
  expect(decided.status(), await decided.text()).toBe(200)
  await page.goto(`/asiointi/${contractId}/irtisano`)
  await expect(qa(page, 'terminate-outcome-title')).toHaveText('Irtisanominen hylättiin', {
    timeout: 30_000,
  })
  await expect(qa(page, 'terminate-outcome-decision')).toContainText('Vuokranantaja hylkäsi')
  // The rejection notification on her front page, and the decision in her e-mail.
  await page.goto(`/asiointi/${contractId}`)
  await expect(qa(page, 'notification').filter({ hasText: /hylätty|hylkäsi/i })).toHaveCount(1)
  await expect
    .poll(async () => (await mailTo(page.request, email)).map((mail) => mail.text).join('\n'))
    .toContain('Vuokranantaja on hylännyt pyynnön')
  // The ERP's reason, in her language, is the "more information" of the spec's rejection.
  expect((await mailTo(page.request, email)).map((mail) => mail.text).join('\n')).toContain(
    'Perustelu: Irtisanomisaika ei täyty.',
  )
})
