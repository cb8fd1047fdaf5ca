/**
 * A housing provider goes live (issue 22), end to end through the real server: an administrator
 * creates an API client in the staff console's API; the provider's ERP takes a token with the
 * client-credentials grant and loads a real property, a building, an apartment and a contract
 * with its tenant by its own keys; the tenant registers with bank ID (matched by personal
 * identity code), sees the contract and files a fault report in the browser; the ERP reads the
 * report from the event feed under its own contract key. What docs/integration.md shows with curl.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  demoPassword,
  logIn,
  mailIds,
  newCode,
  noWriteDelay,
  qa,
  RegistrationPages,
} from '../pages/accounts.ts'
import { fixtureEmail, testIdentityCode } from '../pages/fixtures.ts'
import { staffConsoleLogIn } from '../pages/staff-console.ts'

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

test('a provider goes live: its ERP loads a contract, the tenant registers and reports a fault, the ERP reads it from the feed', async ({
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
    data: { name: `ERP ${Date.now()}`, scopes: ['master-data:write', 'events:read'] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { clientId, clientSecret } = (await created.json()) as {
    clientId: string
    clientSecret: string
  }
  await staff.close()

  // The ERP's token: OAuth 2.0 client credentials, HTTP Basic, a form body (RFC 6749 §4.4).
  const tokenAnswer = await request.post('/api/integration/oauth/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    },
    form: { grant_type: 'client_credentials', scope: 'master-data:write events:read' },
  })
  expect(tokenAnswer.status(), await tokenAnswer.text()).toBe(200)
  const token = ((await tokenAnswer.json()) as { access_token: string }).access_token

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

  // She files a fault report.
  const contractId = /\/asiointi\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? ''
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
})
