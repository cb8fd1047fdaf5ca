/**
 * Termination, modification, add tenant and the other parties' accept or reject, end to end
 * through HTTP and the built-in test identity provider (no stubbed callback): every call and
 * transition of the state machine, illegal transitions refused with a code, each disallowed
 * reason, impersonation, another resident's contract, re-validation of tampered input, each
 * confirmation error, replay and identity mismatch (spec 01 §2, §4, §6; spec 02 §5, §7, §8;
 * issue 13).
 */
import { addMonthsIso, endOfMonthIso, todayInHelsinki } from '@asukas/domain'
import { describe, expect, it } from 'vitest'
import { decideContractRequest } from '../../src/features/contract-requests/decision.ts'
import {
  insertFlowContract,
  temporaryHetu,
  type FlowPerson,
} from '../../src/seed/demo-contract-flows.ts'
import { demoIds } from '../../src/seed/demo.ts'
import {
  appOn,
  call,
  DEMO_PASSWORD,
  impersonationCookie,
  login,
  MIKKO,
  STAFF,
} from '../helpers/app.ts'
import { Browser, callbackUrlOf, mailTo, type TypedPerson } from '../helpers/browser.ts'
import { pdfBytes, uploadFile } from '../helpers/files.ts'
import { useTestApp } from '../helpers/lifecycle.ts'
import { manualClock } from '../../src/platform/clock.ts'
import { idOf } from '../../src/platform/ids.ts'
import { buildApp } from '../../src/app.ts'
import { IdentityError } from '../../src/platform/identity/errors.ts'
import { testConfig } from '../helpers/app.ts'

const t = useTestApp()
const today = todayInHelsinki()
let nextPerson = 0

/** A new person of a fixture (unique identity code and e-mail). */
function person(overrides: Partial<FlowPerson> = {}): FlowPerson {
  nextPerson += 1
  const n = nextPerson
  return {
    firstName: `Testi${n}`,
    lastName: 'Sopija',
    hetu: temporaryHetu('010280', '-', 920 + n),
    birthDate: '1980-02-01',
    isContractParty: true,
    email: `sopija${n}@example.com`,
    ...overrides,
  }
}

/** A fixture contract with `people` (default one contract party with an account). */
async function contract(
  people: FlowPerson[] = [person()],
  options: {
    contractType?: 'rental' | 'right_of_occupancy'
    startDate?: string
    endDate?: string
  } = {},
) {
  nextPerson += 1
  return insertFlowContract(t.db, {
    contractType: options.contractType ?? 'rental',
    startDate: options.startDate ?? '2020-01-01',
    endDate: options.endDate ?? null,
    apartmentNumber: String(500 + nextPerson),
    people,
  })
}

/** A browser logged in as `email`. */
async function browserOf(email: string): Promise<Browser> {
  const browser = new Browser(t.app)
  const response = await browser.post('/api/login', { username: email, password: DEMO_PASSWORD })
  expect(response.statusCode, response.body).toBe(200)
  return browser
}

/** The test provider's typed identity of a fixture person. */
function typed(p: FlowPerson): TypedPerson {
  return { personalIdentityCode: p.hetu, givenName: p.firstName, familyName: p.lastName }
}

/** A valid rental termination (no beneficiaries, no new address). */
function rentalTermination(overrides: Record<string, unknown> = {}) {
  return {
    operationData: {
      terminationReason: 'move_due_work',
      endDate: endOfMonthIso(addMonthsIso(today, 1)),
      movingOutDate: null,
      additionalDetails: 'Muutto työn perässä.',
      fileUuids: [],
      givingContactInfoAllowed: true,
      hasPetsInApartment: false,
      showing: 'tenant_shows',
      beneficiaries: [],
      newAddress: null,
      isCollateral: null,
      collateralLender: '',
      rightOfOccupancyCollateralLocation: null,
      bank: '',
      ...overrides,
    },
    locale: 'fi',
    provider: 'ftn',
  }
}

const paths = (contractId: string) => ({
  create: `/api/contracts/${contractId}/confirm-operation/init/contract-termination/create`,
  approve: `/api/contracts/${contractId}/confirm-operation/init/contract-termination/approve`,
  createModification: `/api/contracts/${contractId}/confirm-operation/init/contract-modification/create`,
  approveModification: `/api/contracts/${contractId}/confirm-operation/init/contract-modification/approve`,
  addTenant: `/api/contracts/${contractId}/confirm-operation/add-tenant`,
  termination: `/api/contracts/${contractId}/termination-request`,
  modification: `/api/contracts/${contractId}/modification-request`,
  contract: `/api/contracts/${contractId}`,
})

/** Posts `body` to `url`, then identifies in the test provider as `who`; returns the Location. */
async function confirmThrough(
  browser: Browser,
  url: string,
  body: object,
  who: TypedPerson | 'cancel',
): Promise<string> {
  const started = await browser.post(url, body)
  expect(started.statusCode, started.body).toBe(200)
  const { link } = started.json() as { link: string }
  const callback = await callbackUrlOf(browser, link, who)
  const answer = await browser.get(callback)
  expect(answer.statusCode).toBe(303)
  return String(answer.headers.location)
}

/** Status of the latest request of a kind on a contract, straight from the database. */
async function statusOf(kind: 'termination' | 'modification', contractId: string) {
  const rows = await t.db.query<{ id: string; status: string }>(
    `SELECT id, status FROM ${kind}_requests WHERE contract_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [contractId],
  )
  return rows[0]
}

/** The categories of the notifications of `userId` on `contractId`, oldest first. */
async function notificationsOf(userId: string | null, contractId: string): Promise<string[]> {
  const rows = await t.db.query<{ category: string }>(
    `SELECT category FROM notifications WHERE user_id = $1 AND contract_id = $2
      ORDER BY created_at, category`,
    [userId, contractId],
  )
  return rows.map((r) => r.category)
}

describe('termination by the sole tenant', () => {
  it('is confirmed with bank ID, recorded once and waits for the provider', async () => {
    const ville = person()
    const fixture = await contract([ville])
    const p = paths(fixture.contractId)
    const browser = await browserOf(ville.email ?? '')

    const started = await browser.post(p.create, rentalTermination())
    expect(started.statusCode, started.body).toBe(200)
    const { link } = started.json() as { link: string }
    expect(link).toContain('/idp/')
    const callback = await callbackUrlOf(browser, link, typed(ville))
    const answer = await browser.get(callback)
    expect(answer.headers.location).toBe(`/asiointi/${fixture.contractId}/irtisano?success=true`)

    const request = await statusOf('termination', fixture.contractId)
    expect(request?.status).toBe('ready_for_review')
    const transitions = await t.db.query<{ event: string; identified_by: string; acr: string }>(
      `SELECT event, identified_by, acr FROM contract_request_transitions
        WHERE termination_request_id = $1`,
      [request?.id],
    )
    expect(transitions).toHaveLength(1)
    expect(transitions[0]).toMatchObject({ event: 'create', identified_by: 'ftn' })
    expect(transitions[0]?.acr).toBeTruthy()
    expect(await notificationsOf(fixture.tenants[0]?.userId ?? null, fixture.contractId)).toEqual([
      'contract_termination_request_created',
    ])
    const mails = await mailTo(t.app, ville.email ?? '')
    expect(mails[0]?.subject).toBe('Asukas: irtisanomispyyntösi on vastaanotettu')

    const read = await browser.get(p.termination)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({
      status: 'ready_for_review',
      terminationReason: 'move_due_work',
      displaysSelf: true,
      masterKeyAccessAllowed: false,
      tenantApprovals: [],
    })
    const contractNow = await browser.get(p.contract)
    expect(contractNow.json()).toMatchObject({
      terminationDisallowedReason: 'pending_termination_review',
    })

    // The PDF receipt of what was sent, in the asked language.
    const receipt = await browser.get(`${p.termination}/receipt?lang=sv`)
    expect(receipt.statusCode).toBe(200)
    expect(receipt.headers['content-type']).toBe('application/pdf')
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(receipt.rawPayload.toString('latin1')).toContain('/Lang (sv)')
    const foreignReceipt = await call(t.app, {
      url: `${paths(demoIds.ainoRentalContract).termination}/receipt`,
      cookie: await login(t.app, MIKKO),
    })
    expect(foreignReceipt.statusCode).toBe(404)

    // A replayed callback performs nothing (the flow is single use, its state cookie gone).
    const replay = await browser.get(callback)
    expect(replay.statusCode).toBe(303)
    expect(String(replay.headers.location)).not.toContain('success')
    const count = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM termination_requests WHERE contract_id = $1',
      [fixture.contractId],
    )
    expect(count[0]?.n).toBe(1)

    // Another termination while one is open is refused by the server.
    const again = await browser.post(p.create, rentalTermination())
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      error: 'TERMINATION_NOT_ALLOWED',
      details: { reason: 'pending_termination_review' },
    })
  })

  it('ends each confirmation error on the terminate page with its code', async () => {
    const ville = person()
    const other = person()
    const fixture = await contract([ville])
    await contract([other])
    const p = paths(fixture.contractId)
    const browser = await browserOf(ville.email ?? '')
    const base = `/asiointi/${fixture.contractId}/irtisano`

    expect(await confirmThrough(browser, p.create, rentalTermination(), 'cancel')).toBe(
      `${base}?error=CONFIRM_OPERATION_CANCELLED`,
    )
    expect(await confirmThrough(browser, p.create, rentalTermination(), typed(other))).toBe(
      `${base}?error=CONFIRM_OPERATION_IDENTITY_MISMATCH`,
    )
    expect(await statusOf('termination', fixture.contractId)).toBeUndefined()

    // The callback in another session (logged out and in again) is a nonce diff.
    const started = await browser.post(p.create, rentalTermination())
    const { link } = started.json() as { link: string }
    const callback = await callbackUrlOf(browser, link, typed(ville))
    await browser.post('/api/logout')
    await browser.post('/api/login', { username: ville.email, password: DEMO_PASSWORD })
    const answer = await browser.get(callback)
    expect(answer.headers.location).toBe(`${base}?error=CONFIRM_OPERATION_NONCE_DIFF_FAILED`)
    expect(await statusOf('termination', fixture.contractId)).toBeUndefined()
  })

  it('refuses a passport identity', async () => {
    const ville = person()
    const fixture = await contract([ville])
    const browser = await browserOf(ville.email ?? '')
    const answer = await browser.post(paths(fixture.contractId).create, {
      ...rentalTermination(),
      provider: 'passport',
    })
    expect(answer.statusCode).toBe(403)
    expect(answer.json()).toEqual({ error: 'CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED' })
  })
})

describe('re-validation of what the browser sends', () => {
  it('checks the dates, reasons, beneficiaries and new address against the contract', async () => {
    const ville = person()
    const fixture = await contract([ville])
    const url = paths(fixture.contractId).create
    const browser = await browserOf(ville.email ?? '')
    const fieldErrorsOf = async (overrides: Record<string, unknown>) => {
      const answer = await browser.post(url, rentalTermination(overrides))
      expect(answer.statusCode, answer.body).toBe(400)
      const body = answer.json() as {
        error: string
        details: { fieldErrors: Record<string, string> }
      }
      expect(body.error).toBe('VALIDATION_ERROR')
      return body.details.fieldErrors
    }
    // rental: the end date from the end of next month (Helsinki) up to 12 months ahead
    expect(await fieldErrorsOf({ endDate: endOfMonthIso(today) })).toEqual({
      'operationData.endDate': 'too_small_date',
    })
    expect(await fieldErrorsOf({ endDate: addMonthsIso(today, 13) })).toEqual({
      'operationData.endDate': 'too_big_date',
    })
    expect(
      await fieldErrorsOf({
        movingOutDate: addMonthsIso(today, 3),
        endDate: endOfMonthIso(addMonthsIso(today, 1)),
      }),
    ).toEqual({ 'operationData.movingOutDate': 'move_date_after_end_date' })
    expect(await fieldErrorsOf({ terminationReason: 'moving_to_mars' })).toHaveProperty([
      'operationData.terminationReason',
    ])
    expect(await fieldErrorsOf({ additionalDetails: 'x'.repeat(1001) })).toHaveProperty([
      'operationData.additionalDetails',
    ])
    const beneficiary = {
      existingBeneficiaryId: null,
      removeExistingBeneficiary: false,
      contractToTenantAssociationId: null,
      beneficiaryName: 'Ville Laine',
      iban: 'FI21 1234 5600 0007 85',
      bic: null,
      returnPercentage: 60,
      phoneNumber: null,
      email: null,
    }
    expect(await fieldErrorsOf({ beneficiaries: [beneficiary] })).toEqual({
      'operationData.beneficiaries.0.returnPercentage': 'invalid_return_percentage_sum',
    })
    expect(
      await fieldErrorsOf({
        beneficiaries: [
          {
            ...beneficiary,
            returnPercentage: 100,
            contractToTenantAssociationId: demoIds.ainoRentalTenant,
          },
        ],
      }),
    ).toEqual({ 'operationData.beneficiaries.0.beneficiaryName': 'invalid_string' })
    expect(
      await fieldErrorsOf({
        newAddress: { recipientName: 'V', streetAddress: 'Katu 1', postalCode: '123', city: 'X' },
      }),
    ).toHaveProperty(['operationData.newAddress.postalCode'])
    // a tampered file id that is not the resident's upload
    expect(await fieldErrorsOf({ fileUuids: ['00000000-0000-4000-8000-000000000001'] })).toEqual({
      'operationData.fileUuids': 'invalid_string',
    })
  })

  it('checks the right-of-occupancy rules: 3 months ahead and the collateral', async () => {
    const ville = person()
    const fixture = await contract([ville], { contractType: 'right_of_occupancy' })
    const browser = await browserOf(ville.email ?? '')
    const url = paths(fixture.contractId).create
    const tooEarly = await browser.post(
      url,
      rentalTermination({
        endDate: addMonthsIso(today, 2),
        isCollateral: false,
        rightOfOccupancyCollateralLocation: 'holder',
      }),
    )
    expect(tooEarly.json()).toMatchObject({
      details: { fieldErrors: { 'operationData.endDate': 'too_small_date' } },
    })
    const missing = await browser.post(
      url,
      rentalTermination({ endDate: addMonthsIso(today, 4), isCollateral: true }),
    )
    expect(missing.json()).toMatchObject({
      details: {
        fieldErrors: {
          'operationData.collateralLender': 'required',
          'operationData.rightOfOccupancyCollateralLocation': 'required',
        },
      },
    })
    const ok = await confirmThrough(
      browser,
      url,
      rentalTermination({
        endDate: addMonthsIso(today, 4),
        isCollateral: true,
        collateralLender: 'Osuuspankki',
        rightOfOccupancyCollateralLocation: 'bank',
        bank: 'Osuuspankki',
      }),
      typed(ville),
    )
    expect(ok).toBe(`/asiointi/${fixture.contractId}/irtisano?success=true`)
    expect(await statusOf('termination', fixture.contractId)).toMatchObject({
      status: 'ready_for_review',
    })
  })
})

describe('stored beneficiaries (spec 02 §7 GET …/beneficiaries; spec 01 §2 beneficiary rows)', () => {
  /**
   * Stores `rows` as the contract's beneficiaries, oldest first and in the past (one second
   * apart: PGlite's clock may give two quick inserts the same time); returns their ids.
   */
  async function storeBeneficiaries(
    contractId: string,
    rows: { name: string; iban: string; pct: number }[],
  ): Promise<string[]> {
    const ids: string[] = []
    for (const [index, row] of rows.entries()) {
      const [stored] = await t.db.query<{ id: string }>(
        `INSERT INTO contract_beneficiaries (contract_id, beneficiary_name, iban, return_percentage,
           created_at)
         VALUES ($1, $2, $3, $4, clock_timestamp() - $5::int * interval '1 second') RETURNING id`,
        [contractId, row.name, row.iban, row.pct, rows.length - index],
      )
      ids.push(stored!.id)
    }
    return ids
  }

  /** A sent beneficiary row. */
  const sent = (overrides: Record<string, unknown>) => ({
    existingBeneficiaryId: null,
    removeExistingBeneficiary: false,
    contractToTenantAssociationId: null,
    beneficiaryName: 'Uusi Saaja',
    iban: 'FI2112345600000785',
    bic: 'NDEAFIHH',
    returnPercentage: 100,
    phoneNumber: null,
    email: null,
    ...overrides,
  })

  it('lists them for a contract party; not for a tenant who is neither party nor payer', async () => {
    const ville = person()
    const child = person({ isContractParty: false })
    const fixture = await contract([ville, child])
    const [first, second] = await storeBeneficiaries(fixture.contractId, [
      { name: 'Ville Laine', iban: 'FI2112345600000785', pct: 60 },
      { name: 'Pankki Oy', iban: 'DE89370400440532013000', pct: 40 },
    ])
    const answer = await (
      await browserOf(ville.email ?? '')
    ).get(`/api/contracts/${fixture.contractId}/beneficiaries`)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toEqual([
      {
        id: first,
        tenantId: null,
        beneficiaryName: 'Ville Laine',
        iban: 'FI2112345600000785',
        bic: null,
        returnPercentage: 60,
      },
      expect.objectContaining({ id: second, returnPercentage: 40 }),
    ])
    const other = await (
      await browserOf(child.email ?? '')
    ).get(`/api/contracts/${fixture.contractId}/beneficiaries`)
    expect(other.statusCode).toBe(404)
  })

  it('keeps a removed existing one as a removal with 0 %, and refuses foreign ids', async () => {
    const ville = person()
    const fixture = await contract([ville])
    const otherContract = await contract([person()])
    const [kept, removed] = await storeBeneficiaries(fixture.contractId, [
      { name: 'Ville Laine', iban: 'FI2112345600000785', pct: 50 },
      { name: 'Vanha Saaja', iban: 'FI2112345600000785', pct: 50 },
    ])
    const [foreign] = await storeBeneficiaries(otherContract.contractId, [
      { name: 'Muu', iban: 'FI2112345600000785', pct: 100 },
    ])
    const p = paths(fixture.contractId)
    const browser = await browserOf(ville.email ?? '')

    const refused = async (beneficiaries: object[]) => {
      const answer = await browser.post(p.create, rentalTermination({ beneficiaries }))
      expect(answer.statusCode, answer.body).toBe(400)
      return (answer.json() as { details: { fieldErrors: Record<string, string> } }).details
        .fieldErrors
    }
    // another contract's beneficiary, the same one twice, a removal without an id or with a share
    expect(await refused([sent({ existingBeneficiaryId: foreign })])).toMatchObject({
      'operationData.beneficiaries.0.beneficiaryName': 'invalid_string',
    })
    expect(
      await refused([
        sent({ existingBeneficiaryId: kept, returnPercentage: 50 }),
        sent({ existingBeneficiaryId: kept, returnPercentage: 50 }),
      ]),
    ).toMatchObject({ 'operationData.beneficiaries.1.beneficiaryName': 'invalid_string' })
    expect(
      await refused([
        sent({}),
        sent({ removeExistingBeneficiary: true, returnPercentage: 0, beneficiaryName: 'X' }),
      ]),
    ).toMatchObject({ 'operationData.beneficiaries.1.beneficiaryName': 'invalid_string' })
    expect(
      await refused([
        sent({ existingBeneficiaryId: kept, returnPercentage: 100 }),
        sent({
          existingBeneficiaryId: removed,
          removeExistingBeneficiary: true,
          returnPercentage: 5,
        }),
      ]),
    ).toHaveProperty(['operationData.beneficiaries.1.returnPercentage'])

    const location = await confirmThrough(
      browser,
      p.create,
      rentalTermination({
        beneficiaries: [
          sent({
            existingBeneficiaryId: kept,
            beneficiaryName: 'Ville Laine',
            returnPercentage: 100,
          }),
          sent({
            existingBeneficiaryId: removed,
            removeExistingBeneficiary: true,
            beneficiaryName: 'Vanha Saaja',
            returnPercentage: 0,
          }),
        ],
      }),
      typed(ville),
    )
    expect(location).toBe(`/asiointi/${fixture.contractId}/irtisano?success=true`)
    const stored = await t.db.query<{
      existing_beneficiary_id: string
      removes_existing: boolean
      return_percentage: string
    }>(
      `SELECT b.existing_beneficiary_id, b.removes_existing, b.return_percentage
         FROM termination_request_beneficiaries b
         JOIN termination_requests r ON r.id = b.termination_request_id
        WHERE r.contract_id = $1 ORDER BY b.removes_existing`,
      [fixture.contractId],
    )
    expect(stored.map((b) => ({ ...b, return_percentage: Number(b.return_percentage) }))).toEqual([
      { existing_beneficiary_id: kept, removes_existing: false, return_percentage: 100 },
      { existing_beneficiary_id: removed, removes_existing: true, return_percentage: 0 },
    ])
    // the request shows the beneficiaries that stay
    const read = (await browser.get(p.termination)).json() as {
      beneficiaries: { beneficiaryName: string; returnPercentage: number }[]
    }
    expect(read.beneficiaries).toEqual([
      expect.objectContaining({ beneficiaryName: 'Ville Laine', returnPercentage: 100 }),
    ])
  })

  it('become the contract’s stored ones when the provider approves the termination', async () => {
    const ville = person()
    const fixture = await contract([ville])
    const [kept, removed] = await storeBeneficiaries(fixture.contractId, [
      { name: 'Ville Laine', iban: 'FI2112345600000785', pct: 50 },
      { name: 'Vanha Saaja', iban: 'FI2112345600000785', pct: 50 },
    ])
    const p = paths(fixture.contractId)
    const browser = await browserOf(ville.email ?? '')
    await confirmThrough(
      browser,
      p.create,
      rentalTermination({
        beneficiaries: [
          sent({
            existingBeneficiaryId: kept,
            beneficiaryName: 'Ville Laine',
            returnPercentage: 60,
          }),
          sent({
            existingBeneficiaryId: removed,
            removeExistingBeneficiary: true,
            beneficiaryName: 'Vanha Saaja',
            returnPercentage: 0,
          }),
          sent({
            beneficiaryName: 'Uusi Saaja',
            iban: 'DE89370400440532013000',
            bic: 'COBADEFFXXX',
            returnPercentage: 40,
          }),
        ],
      }),
      typed(ville),
    )
    const request = await statusOf('termination', fixture.contractId)
    expect(request?.status).toBe('ready_for_review')
    const storedNow = async () =>
      (await browser.get(`/api/contracts/${fixture.contractId}/beneficiaries`)).json() as unknown
    // until the provider decides, the stored ones stay as they were
    await expect(storedNow()).resolves.toEqual([
      expect.objectContaining({ id: kept, returnPercentage: 50 }),
      expect.objectContaining({ id: removed, returnPercentage: 50 }),
    ])
    await decideContractRequest(
      { db: t.db, mailer: { delivery: 'dev_mailbox' } as never, clock: { now: () => new Date() } },
      {
        kind: 'termination',
        requestId: idOf('ContractRequest', request?.id ?? ''),
        decision: 'approve',
        staffUserId: demoIds.staffUser,
      },
    )
    expect(await storedNow()).toEqual([
      {
        id: kept,
        tenantId: null,
        beneficiaryName: 'Ville Laine',
        iban: 'FI2112345600000785',
        bic: 'NDEAFIHH',
        returnPercentage: 60,
      },
      {
        id: expect.any(String),
        tenantId: null,
        beneficiaryName: 'Uusi Saaja',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        returnPercentage: 40,
      },
    ])
  })
})

describe('early end of a fixed-term contract', () => {
  it("needs attachments, which are the resident's own uploads and come back signed", async () => {
    const ville = person()
    const fixture = await contract([ville], { endDate: addMonthsIso(today, 10) })
    const browser = await browserOf(ville.email ?? '')
    const p = paths(fixture.contractId)
    const missing = await browser.post(p.create, rentalTermination())
    expect(missing.json()).toMatchObject({
      details: { fieldErrors: { 'operationData.fileUuids': 'required' } },
    })
    const cookie = browser.jar.headerFor('/api/file-init') ?? ''
    const file = await uploadFile(t.app, cookie, 'tyotodistus.pdf', 'application/pdf', pdfBytes)
    expect(
      await confirmThrough(
        browser,
        p.create,
        rentalTermination({ fileUuids: [file.uuid] }),
        typed(ville),
      ),
    ).toBe(`/asiointi/${fixture.contractId}/irtisano?success=true`)
    const read = (await browser.get(p.termination)).json() as {
      files: { uuid: string; fileName: string; url: string }[]
    }
    expect(read.files).toEqual([
      expect.objectContaining({ uuid: file.uuid, fileName: 'tyotodistus.pdf' }),
    ])
    expect(read.files[0]?.url).toMatch(
      new RegExp(`^/api/contracts/${fixture.contractId}/files/${file.uuid}\\?expires=`),
    )
    const temporary = await t.db.query<{ temporary: boolean }>(
      'SELECT temporary FROM files WHERE id = $1',
      [file.uuid],
    )
    expect(temporary[0]?.temporary).toBe(false)
  })
})

describe('two contract parties', () => {
  it('a rejection cancels; an acceptance sends it to review; the provider decides', async () => {
    const sanna = person({ firstName: 'Sanna' })
    const pekka = person({ firstName: 'Pekka', locale: 'sv' })
    const fixture = await contract([sanna, pekka])
    const [sannaTenant, pekkaTenant] = fixture.tenants
    const p = paths(fixture.contractId)
    const sannaBrowser = await browserOf(sanna.email ?? '')
    const pekkaBrowser = await browserOf(pekka.email ?? '')

    expect(await confirmThrough(sannaBrowser, p.create, rentalTermination(), typed(sanna))).toBe(
      `/asiointi/${fixture.contractId}/irtisano?success=true`,
    )
    const first = await statusOf('termination', fixture.contractId)
    expect(first?.status).toBe('pending_tenant_approval')
    expect(await notificationsOf(pekkaTenant?.userId ?? null, fixture.contractId)).toEqual([
      'contract_termination_request_approval_needed',
    ])
    const pekkaMail = await mailTo(t.app, pekka.email ?? '')
    expect(pekkaMail[0]).toMatchObject({
      lang: 'sv',
      subject: 'Asukas: en uppsägningsbegäran väntar på ditt godkännande',
    })
    // the call to action opens the confirm page in the recipient's language (spec 01 §1)
    expect(pekkaMail[0]?.text).toContain(
      `Öppna begäran: http://localhost:3000/asiointi/${fixture.contractId}/irtisano/vahvista?lang=sv`,
    )
    const seen = (await pekkaBrowser.get(p.termination)).json() as {
      tenantApprovals: { isCurrentUser: boolean; status: string }[]
    }
    expect(seen.tenantApprovals).toEqual([
      expect.objectContaining({ isCurrentUser: true, status: 'pending' }),
    ])

    // Sanna cannot answer her own request; the provider cannot decide before the parties.
    const own = await sannaBrowser.post(p.approve, {
      operationData: { terminationRequestId: first?.id },
      operationType: 'accept',
      locale: 'fi',
    })
    expect(own.statusCode).toBe(404)
    await expect(
      decideContractRequest(
        {
          db: t.db,
          mailer: { delivery: 'dev_mailbox' } as never,
          clock: { now: () => new Date() },
        },
        {
          kind: 'termination',
          requestId: idOf('ContractRequest', first?.id ?? ''),
          decision: 'approve',
          staffUserId: demoIds.staffUser,
        },
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'CONTRACT_REQUEST_INVALID_TRANSITION' })

    // Pekka rejects: the request is cancelled and Sanna is told.
    const confirmBase = `/asiointi/${fixture.contractId}/irtisano/vahvista`
    expect(
      await confirmThrough(
        pekkaBrowser,
        p.approve,
        {
          operationData: { terminationRequestId: first?.id },
          operationType: 'reject',
          locale: 'sv',
        },
        typed(pekka),
      ),
    ).toBe(`${confirmBase}?action=reject&success=true`)
    expect((await statusOf('termination', fixture.contractId))?.status).toBe('rejected')
    expect(await notificationsOf(sannaTenant?.userId ?? null, fixture.contractId)).toContain(
      'contract_termination_request_tenant_rejected',
    )

    // A second request; Pekka accepts.
    await confirmThrough(sannaBrowser, p.create, rentalTermination(), typed(sanna))
    const second = await statusOf('termination', fixture.contractId)
    expect(second?.status).toBe('pending_tenant_approval')
    expect(second?.id).not.toBe(first?.id)
    // Answering the old, closed request is refused.
    const stale = await pekkaBrowser.post(p.approve, {
      operationData: { terminationRequestId: first?.id },
      operationType: 'accept',
      locale: 'sv',
    })
    expect(stale.statusCode).toBe(404)
    expect(
      await confirmThrough(
        pekkaBrowser,
        p.approve,
        {
          operationData: { terminationRequestId: second?.id },
          operationType: 'accept',
          locale: 'sv',
        },
        typed(pekka),
      ),
    ).toBe(`${confirmBase}?action=accept&success=true`)
    expect((await statusOf('termination', fixture.contractId))?.status).toBe('ready_for_review')
    expect(await notificationsOf(sannaTenant?.userId ?? null, fixture.contractId)).toContain(
      'contract_termination_request_tenant_accepted',
    )

    // The provider approves: the contract gets its end date, every party is told.
    const deps = {
      db: t.db,
      mailer: { delivery: 'dev_mailbox' } as never,
      clock: { now: () => new Date() },
    }
    await expect(
      decideContractRequest(deps, {
        kind: 'termination',
        requestId: idOf('ContractRequest', second?.id ?? ''),
        decision: 'approve',
        staffUserId: demoIds.staffUser,
      }),
    ).resolves.toEqual({ status: 'approved' })
    const ended = await t.db.query<{ end_date: string }>(
      'SELECT end_date::text AS end_date FROM contracts WHERE id = $1',
      [fixture.contractId],
    )
    expect(ended[0]?.end_date).toBe(endOfMonthIso(addMonthsIso(today, 1)))
    for (const tenant of fixture.tenants) {
      expect(await notificationsOf(tenant.userId, fixture.contractId)).toContain(
        'contract_termination_request_kenno_accepted',
      )
    }
    // approved is final
    await expect(
      decideContractRequest(deps, {
        kind: 'termination',
        requestId: idOf('ContractRequest', second?.id ?? ''),
        decision: 'reject',
        staffUserId: demoIds.staffUser,
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'CONTRACT_REQUEST_INVALID_TRANSITION' })

    // Every notification of the requests names the transition that sent it.
    const orphans = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications n
        WHERE n.contract_id = $1 AND (n.request_transition_id IS NULL OR NOT EXISTS (
          SELECT 1 FROM contract_request_transitions tr WHERE tr.id = n.request_transition_id
            AND (tr.termination_request_id = n.termination_request_id
              OR tr.modification_request_id = n.modification_request_id)))`,
      [fixture.contractId],
    )
    expect(orphans[0]?.n).toBe(0)
  })
})

describe('an approved termination (issue 23 item 8, issue 26 items 1-2)', () => {
  it('refuses a second termination as contract_terminated and stays the one shown', async () => {
    const sanna = person({ firstName: 'Sanna' })
    const pekka = person({ firstName: 'Pekka' })
    const fixture = await contract([sanna, pekka])
    const p = paths(fixture.contractId)
    const sannaBrowser = await browserOf(sanna.email ?? '')
    const pekkaBrowser = await browserOf(pekka.email ?? '')
    const deps = {
      db: t.db,
      mailer: { delivery: 'dev_mailbox' } as never,
      clock: { now: () => new Date() },
    }

    // A flow started before there was any request, completed only after the approval below.
    const early = await sannaBrowser.post(p.create, rentalTermination())
    expect(early.statusCode, early.body).toBe(200)
    const earlyState = sannaBrowser.cookies
      .filter((c) => c.name === 'asukas_identity')
      .map((c) => ({ ...c }))

    await confirmThrough(sannaBrowser, p.create, rentalTermination(), typed(sanna))
    const request = await statusOf('termination', fixture.contractId)
    await confirmThrough(
      pekkaBrowser,
      p.approve,
      {
        operationData: { terminationRequestId: request?.id },
        operationType: 'accept',
        locale: 'fi',
      },
      typed(pekka),
    )
    await decideContractRequest(deps, {
      kind: 'termination',
      requestId: idOf('ContractRequest', request?.id ?? ''),
      decision: 'approve',
      staffUserId: demoIds.staffUser,
    })

    // The contract is still active until its end date, but cannot be terminated again.
    const shown = (await sannaBrowser.get(p.contract)).json() as Record<string, unknown>
    expect(shown).toMatchObject({
      status: 'active',
      endDate: endOfMonthIso(addMonthsIso(today, 1)),
      terminationRequest: { status: 'approved' },
      terminationDisallowedReason: 'contract_terminated',
    })
    const again = await sannaBrowser.post(p.create, rentalTermination())
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      error: 'TERMINATION_NOT_ALLOWED',
      details: { reason: 'contract_terminated' },
    })
    const addTenant = await sannaBrowser.post(p.addTenant, {
      operationData: {
        tenants: [
          {
            socialSecurityNumber: temporaryHetu('010190', '-', 990),
            firstName: 'Uusi',
            lastName: 'Asukas',
            email: '',
            phoneNumber: '',
            birthDate: null,
          },
        ],
      },
      locale: 'fi',
    })
    expect(addTenant.statusCode).toBe(409)

    // The flow that began before the approval cannot create a second request either.
    sannaBrowser.cookies.push(...earlyState)
    const late = await sannaBrowser.get(
      await callbackUrlOf(sannaBrowser, (early.json() as { link: string }).link, typed(sanna)),
    )
    expect(String(late.headers.location)).toBe(
      `/asiointi/${fixture.contractId}/irtisano?error=TERMINATE_CONTRACT_CONFIRM_ERROR`,
    )
    const count = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM termination_requests WHERE contract_id = $1',
      [fixture.contractId],
    )
    expect(count[0]?.n).toBe(1)

    // The approved request stays the one shown, with who confirmed when and when it was decided.
    const read = (await sannaBrowser.get(p.termination)).json() as {
      id: string
      status: string
      decidedAt: string | null
      tenantApprovals: { firstName: string; status: string; decidedAt: string | null }[]
    }
    expect(read).toMatchObject({ id: request?.id, status: 'approved' })
    expect(Date.parse(read.decidedAt ?? '')).not.toBeNaN()
    expect(read.tenantApprovals).toEqual([
      expect.objectContaining({ firstName: 'Pekka', status: 'accepted' }),
    ])
    expect(Date.parse(read.tenantApprovals[0]?.decidedAt ?? '')).not.toBeNaN()
    const receipt = await sannaBrowser.get(`${p.termination}/receipt?lang=fi`)
    expect(receipt.statusCode).toBe(200)
  })
})

describe('disallowed reasons, computed by the server', () => {
  async function reasonOf(
    setup: (ids: Awaited<ReturnType<typeof contract>>) => Promise<void>,
    people?: FlowPerson[],
    options?: { startDate?: string },
  ) {
    const callerPeople = people ?? [person()]
    const fixture = await contract(callerPeople, options)
    await setup(fixture)
    const caller = callerPeople.find((x) => x.email !== null)
    const browser = await browserOf(caller?.email ?? '')
    const contractNow = (await browser.get(paths(fixture.contractId).contract)).json() as {
      terminationDisallowedReason?: string
    }
    const answer = await browser.post(paths(fixture.contractId).create, rentalTermination())
    return { shown: contractNow.terminationDisallowedReason, answer }
  }
  const flag = (column: string) => async (f: { contractId: string }) => {
    await t.db.query(`UPDATE contracts SET ${column} = true WHERE id = $1`, [f.contractId])
  }
  const pendingRequest =
    (table: string, status: string) =>
    async (f: { contractId: string; tenants: { userId: string | null }[] }) => {
      if (table === 'termination_requests') {
        await t.db.query(
          `INSERT INTO termination_requests (contract_id, status, termination_reason, end_date)
           VALUES ($1, $2, 'other', $3)`,
          [f.contractId, status, addMonthsIso(today, 2)],
        )
      } else {
        await t.db.query(
          `INSERT INTO modification_requests (contract_id, status, in_effect) VALUES ($1, $2, $3)`,
          [f.contractId, status, today],
        )
      }
    }
  const cases: [string, Parameters<typeof reasonOf>][] = [
    [
      'contract_terminated',
      [
        async (f) => {
          await t.db.query(`UPDATE contracts SET status = 'terminated' WHERE id = $1`, [
            f.contractId,
          ])
        },
      ],
    ],
    [
      'pending_termination_tenant_approvals',
      [pendingRequest('termination_requests', 'pending_tenant_approval')],
    ],
    ['pending_termination_review', [pendingRequest('termination_requests', 'ready_for_review')]],
    ['is_estate_contract', [flag('is_estate_contract')]],
    ['has_guardian_of_interests', [flag('has_guardian_of_interests')]],
    [
      'missing_resident_users',
      [async () => undefined, [person(), person({ isContractParty: false, email: null })]],
    ],
    ['contract_tag', [flag('has_contract_tag')]],
    ['not_contract_party', [async () => undefined, [person({ isContractParty: false })]]],
    [
      'tenants_with_undetermined_age',
      [
        async (f) => {
          await t.db.query(
            `INSERT INTO tenants (contract_id, first_name, last_name, tenant_role, start_date)
             VALUES ($1, 'Iätön', 'Henkilö', 'tenant', '2020-01-01')`,
            [f.contractId],
          )
        },
      ],
    ],
    [
      'has_company_tenant',
      [
        async (f) => {
          await t.db.query(
            `INSERT INTO tenants (contract_id, tenant_type, company_name, start_date)
             VALUES ($1, 'company', 'Yritys Oy', '2020-01-01')`,
            [f.contractId],
          )
        },
      ],
    ],
    ['pending_modification_request', [pendingRequest('modification_requests', 'ready_for_review')]],
    ['not_started_yet', [async () => undefined, undefined, { startDate: addMonthsIso(today, 1) }]],
  ]
  it.each(cases)(
    '%s is shown on the contract and refuses the termination',
    async (reason, args) => {
      const { shown, answer } = await reasonOf(...args)
      expect(shown).toBe(reason)
      expect(answer.statusCode).toBe(409)
      expect(answer.json()).toEqual({
        error:
          reason === 'not_started_yet' ? 'CONFIRM_OPERATION_TOO_EARLY' : 'TERMINATION_NOT_ALLOWED',
        details: { reason },
      })
    },
  )
})

describe('authorisation', () => {
  it('refuses every write of an impersonator and answers 404 for another resident', async () => {
    const fixture = await contract([person({ email: MIKKO })])
    const impersonator = await impersonationCookie(t.db, STAFF, MIKKO)
    const p = paths(fixture.contractId)
    const writes: [string, object][] = [
      [p.create, rentalTermination()],
      [
        p.approve,
        {
          operationData: { terminationRequestId: demoIds.pendingTerminationRequest },
          operationType: 'accept',
          locale: 'fi',
        },
      ],
      [
        p.createModification,
        {
          operationData: {
            inEffect: today,
            description: '',
            removeTenantIds: [],
            transferDestinationTenantId: null,
          },
          locale: 'fi',
          provider: 'ftn',
        },
      ],
      [
        p.approveModification,
        {
          operationData: { modificationRequestId: demoIds.pendingModificationRequest },
          operationType: 'reject',
          locale: 'fi',
        },
      ],
      [p.addTenant, { operationData: { tenants: [] }, locale: 'fi' }],
    ]
    for (const [url, payload] of writes) {
      const answer = await call(t.app, { method: 'POST', url, cookie: impersonator, payload })
      expect(answer.statusCode, url).toBe(401)
      expect(answer.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
    }
    const mikko = await login(t.app, MIKKO)
    const foreign = paths(demoIds.ainoRentalContract)
    for (const [url, payload] of [
      [foreign.create, rentalTermination()],
      [foreign.addTenant, { operationData: { tenants: [] }, locale: 'fi' }],
    ] as const) {
      const answer = await call(t.app, { method: 'POST', url, cookie: mikko, payload })
      expect(answer.statusCode).toBe(404)
    }
    for (const url of [foreign.termination, foreign.modification]) {
      expect((await call(t.app, { url, cookie: mikko })).statusCode).toBe(404)
    }
  })
})

describe('contract modification', () => {
  it('a tenant moves out and the contract-party role transfers; the new party approves', async () => {
    const riikka = person({ firstName: 'Riikka' })
    const oskari = person({ firstName: 'Oskari', isContractParty: false })
    const fixture = await contract([riikka, oskari])
    const [riikkaTenant, oskariTenant] = fixture.tenants
    const p = paths(fixture.contractId)
    const browser = await browserOf(riikka.email ?? '')
    const modification = (overrides: Record<string, unknown> = {}) => ({
      operationData: {
        inEffect: endOfMonthIso(today),
        description: 'Riikka muuttaa pois.',
        removeTenantIds: [riikkaTenant?.tenantId],
        transferDestinationTenantId: oskariTenant?.tenantId,
        ...overrides,
      },
      locale: 'fi',
      provider: 'ftn',
    })
    const tooLate = await browser.post(
      p.createModification,
      modification({ inEffect: addMonthsIso(today, 3) }),
    )
    expect(tooLate.json()).toMatchObject({
      details: { fieldErrors: { 'operationData.inEffect': 'too_big_date' } },
    })
    const noTransfer = await browser.post(
      p.createModification,
      modification({ transferDestinationTenantId: null }),
    )
    expect(noTransfer.json()).toMatchObject({
      details: { fieldErrors: { 'operationData.transferDestinationTenantId': 'required' } },
    })

    // Cancelling the bank ID abandons the request waiting for it.
    expect(await confirmThrough(browser, p.createModification, modification(), 'cancel')).toBe(
      `/asiointi/${fixture.contractId}/irtisano?error=CONFIRM_OPERATION_CANCELLED`,
    )
    expect((await statusOf('modification', fixture.contractId))?.status).toBe('rejected')

    expect(await confirmThrough(browser, p.createModification, modification(), typed(riikka))).toBe(
      `/asiointi/${fixture.contractId}/irtisano?success=true`,
    )
    const request = await statusOf('modification', fixture.contractId)
    expect(request?.status).toBe('pending_tenant_approval')
    const events = await t.db.query<{ event: string; to_status: string }>(
      `SELECT event, to_status FROM contract_request_transitions WHERE modification_request_id = $1
        ORDER BY occurred_at, id`,
      [request?.id],
    )
    expect(events).toEqual([
      { event: 'create', to_status: 'pending_strong_authentication' },
      { event: 'authenticate', to_status: 'pending_tenant_approval' },
    ])
    const read = (await browser.get(p.modification)).json() as Record<string, unknown>
    expect(read).toMatchObject({
      status: 'pending_tenant_approval',
      removeTenantEvents: [{ removeTenantId: riikkaTenant?.tenantId }],
      transferTenantEvent: {
        sourceTenantId: riikkaTenant?.tenantId,
        destinationTenantId: oskariTenant?.tenantId,
      },
    })
    // A termination while a modification is open is refused.
    const termination = await browser.post(p.create, rentalTermination())
    expect(termination.json()).toEqual({
      error: 'TERMINATION_NOT_ALLOWED',
      details: { reason: 'pending_modification_request' },
    })

    const oskariBrowser = await browserOf(oskari.email ?? '')
    expect(await notificationsOf(oskariTenant?.userId ?? null, fixture.contractId)).toEqual([
      'contract_modification_request_approval_needed',
    ])
    expect(
      await confirmThrough(
        oskariBrowser,
        p.approveModification,
        {
          operationData: { modificationRequestId: request?.id },
          operationType: 'accept',
          locale: 'fi',
        },
        typed(oskari),
      ),
    ).toBe(`/asiointi/${fixture.contractId}/sopimusmuutos/vahvista?action=accept&success=true`)
    expect((await statusOf('modification', fixture.contractId))?.status).toBe('ready_for_review')

    await decideContractRequest(
      { db: t.db, mailer: { delivery: 'dev_mailbox' } as never, clock: { now: () => new Date() } },
      {
        kind: 'modification',
        requestId: idOf('ContractRequest', request?.id ?? ''),
        decision: 'approve',
        staffUserId: demoIds.staffUser,
      },
    )
    const tenants = await t.db.query<{
      id: string
      is_contract_party: boolean
      end_date: string | null
    }>(
      'SELECT id, is_contract_party, end_date::text AS end_date FROM tenants WHERE contract_id = $1',
      [fixture.contractId],
    )
    expect(tenants.find((x) => x.id === oskariTenant?.tenantId)?.is_contract_party).toBe(true)
    expect(tenants.find((x) => x.id === riikkaTenant?.tenantId)).toMatchObject({
      is_contract_party: false,
      end_date: expect.any(String),
    })
  })

  it('tells the requester who hands over the contract-party role of the approval (issue 26 item 3)', async () => {
    const riikka = person({ firstName: 'Riikka', locale: 'sv' })
    const oskari = person({ firstName: 'Oskari', isContractParty: false, locale: 'en' })
    const fixture = await contract([riikka, oskari])
    const [riikkaTenant, oskariTenant] = fixture.tenants
    const p = paths(fixture.contractId)
    const browser = await browserOf(riikka.email ?? '')
    await confirmThrough(
      browser,
      p.createModification,
      {
        operationData: {
          inEffect: today,
          description: 'Riikka muuttaa pois.',
          removeTenantIds: [riikkaTenant?.tenantId],
          transferDestinationTenantId: oskariTenant?.tenantId,
        },
        locale: 'sv',
        provider: 'ftn',
      },
      typed(riikka),
    )
    const request = await statusOf('modification', fixture.contractId)
    await confirmThrough(
      await browserOf(oskari.email ?? ''),
      p.approveModification,
      {
        operationData: { modificationRequestId: request?.id },
        operationType: 'accept',
        locale: 'en',
      },
      typed(oskari),
    )
    await decideContractRequest(
      { db: t.db, mailer: { delivery: 'dev_mailbox' } as never, clock: { now: () => new Date() } },
      {
        kind: 'modification',
        requestId: idOf('ContractRequest', request?.id ?? ''),
        decision: 'approve',
        staffUserId: demoIds.staffUser,
      },
    )
    // Riikka is no longer a tenant from today, but she asked: she is told, in her language.
    const riikkaMail = await mailTo(t.app, riikka.email ?? '')
    expect(riikkaMail[0]).toMatchObject({
      lang: 'sv',
      subject: 'Asukas: avtalsändringsbegäran har godkänts',
    })
    expect(await notificationsOf(riikkaTenant?.userId ?? null, fixture.contractId)).toContain(
      'contract_modification_request_kenno_accepted',
    )
    const oskariMail = await mailTo(t.app, oskari.email ?? '')
    expect(oskariMail[0]).toMatchObject({
      lang: 'en',
      subject: 'Asukas: the contract change request was approved',
    })
  })

  it('tells the persons being added of the decision by e-mail', async () => {
    const sole = person()
    const fixture = await contract([sole])
    const browser = await browserOf(sole.email ?? '')
    const added = await browser.post(paths(fixture.contractId).addTenant, {
      operationData: {
        tenants: [
          {
            socialSecurityNumber: temporaryHetu('020290', '-', 991),
            firstName: 'Lisätty',
            lastName: 'Asukas',
            email: 'lisatty.asukas@example.com',
            phoneNumber: '',
            birthDate: null,
          },
        ],
      },
      locale: 'fi',
    })
    expect(added.statusCode, added.body).toBe(200)
    const request = await statusOf('modification', fixture.contractId)
    expect(request?.status).toBe('ready_for_review')
    await decideContractRequest(
      { db: t.db, mailer: { delivery: 'dev_mailbox' } as never, clock: { now: () => new Date() } },
      {
        kind: 'modification',
        requestId: idOf('ContractRequest', request?.id ?? ''),
        decision: 'reject',
        staffUserId: demoIds.staffUser,
      },
    )
    const [mail] = await mailTo(t.app, 'lisatty.asukas@example.com')
    expect(mail).toMatchObject({ subject: 'Asukas: sopimusmuutospyyntö on hylätty' })
    expect((await mailTo(t.app, sole.email ?? ''))[0]?.subject).toBe(
      'Asukas: sopimusmuutospyyntö on hylätty',
    )
  })

  it('abandons a modification whose creator never came back from the provider', async () => {
    const riikka = person()
    const oskari = person({ isContractParty: false })
    const fixture = await contract([riikka, oskari])
    const p = paths(fixture.contractId)
    const browser = await browserOf(riikka.email ?? '')
    const started = await browser.post(p.createModification, {
      operationData: {
        inEffect: today,
        description: '',
        removeTenantIds: [fixture.tenants[0]?.tenantId],
        transferDestinationTenantId: fixture.tenants[1]?.tenantId,
      },
      locale: 'fi',
      provider: 'ftn',
    })
    expect(started.statusCode, started.body).toBe(200)
    const waiting = await statusOf('modification', fixture.contractId)
    expect(waiting?.status).toBe('pending_strong_authentication')
    const blocked = await browser.post(p.create, rentalTermination())
    expect(blocked.json()).toMatchObject({ details: { reason: 'pending_modification_request' } })
    await t.db.query(
      `UPDATE modification_requests SET created_at = created_at - interval '11 minutes'
        WHERE id = $1`,
      [waiting?.id],
    )
    const allowed = await browser.post(p.create, rentalTermination())
    expect(allowed.statusCode, allowed.body).toBe(200)
    expect((await statusOf('modification', fixture.contractId))?.status).toBe('rejected')
  })

  it('refuses a transfer to a tenant without a resident account (notResidentUser)', async () => {
    const riikka = person()
    // a minor without an account: not "missing resident users", but not a valid destination
    const child = person({ isContractParty: false, email: null, birthDate: '2015-01-01' })
    const fixture = await contract([riikka, child])
    const browser = await browserOf(riikka.email ?? '')
    const answer = await browser.post(paths(fixture.contractId).createModification, {
      operationData: {
        inEffect: today,
        description: '',
        removeTenantIds: [fixture.tenants[0]?.tenantId],
        transferDestinationTenantId: fixture.tenants[1]?.tenantId,
      },
      locale: 'fi',
      provider: 'ftn',
    })
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toEqual({ error: 'CONFIRM_OPERATION_NO_RESIDENT_ACCOUNT' })
  })

  it('is not found without the contractModification flag', async () => {
    const riikka = person()
    const fixture = await contract([riikka])
    const app = await appOn(t.db, { FEATURE_CONTRACT_MODIFICATION: 'false' })
    try {
      const cookie = await login(app, riikka.email ?? '')
      const answer = await call(app, {
        method: 'POST',
        url: paths(fixture.contractId).createModification,
        cookie,
        payload: {
          operationData: {
            inEffect: today,
            description: '',
            removeTenantIds: [],
            transferDestinationTenantId: null,
          },
          locale: 'fi',
          provider: 'ftn',
        },
      })
      expect(answer.statusCode).toBe(404)
    } finally {
      await app.close()
    }
  })
})

describe('add tenant', () => {
  it('asks to add persons; invalid and duplicate identity codes are refused', async () => {
    const riikka = person()
    const oskari = person()
    const fixture = await contract([riikka, oskari])
    const browser = await browserOf(riikka.email ?? '')
    const url = paths(fixture.contractId).addTenant
    const newcomer = {
      socialSecurityNumber: temporaryHetu('050595', '-', 990),
      firstName: 'Uusi',
      lastName: 'Asukas',
      email: '',
      phoneNumber: '',
      birthDate: null,
    }
    const invalid = await browser.post(url, {
      operationData: { tenants: [{ ...newcomer, socialSecurityNumber: '050595-9900' }] },
      locale: 'fi',
    })
    expect(invalid.statusCode).toBe(400)
    const duplicate = await browser.post(url, {
      operationData: { tenants: [{ ...newcomer, socialSecurityNumber: oskari.hetu }] },
      locale: 'fi',
    })
    expect(duplicate.json()).toMatchObject({
      details: { fieldErrors: { 'operationData.tenants.0.socialSecurityNumber': 'invalid_ssn' } },
    })
    const ok = await browser.post(url, { operationData: { tenants: [newcomer] }, locale: 'fi' })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toEqual({ success: true, message: null })
    const request = await statusOf('modification', fixture.contractId)
    expect(request?.status).toBe('pending_tenant_approval')
    const read = (await browser.get(paths(fixture.contractId).modification)).json() as {
      addTenantEvents: { socialSecurityNumber: string; birthDate: string | null }[]
    }
    expect(read.addTenantEvents).toEqual([
      expect.objectContaining({
        socialSecurityNumber: newcomer.socialSecurityNumber,
        birthDate: '1995-05-05',
      }),
    ])
    const oskariView = (
      await (await browserOf(oskari.email ?? '')).get(paths(fixture.contractId).modification)
    ).json() as {
      addTenantEvents: { socialSecurityNumber: string }[]
    }
    expect(oskariView.addTenantEvents[0]?.socialSecurityNumber).toBe('050595-****')
  })
})

describe("date windows in Helsinki time, on the server's clock", () => {
  /** Field errors (or 200) of a termination / modification started at `instant`. */
  async function startAt(
    instant: string,
    kind: 'termination' | 'modification',
    overrides: Record<string, unknown>,
    contractType: 'rental' | 'right_of_occupancy' = 'rental',
  ) {
    const riikka = person()
    const oskari = person({ isContractParty: false })
    const fixture = await contract(kind === 'modification' ? [riikka, oskari] : [riikka], {
      contractType,
    })
    const app = await appOn(t.db, {}, { clock: manualClock(new Date(instant)) })
    try {
      const cookie = await login(app, riikka.email ?? '')
      const p = paths(fixture.contractId)
      const answer =
        kind === 'termination'
          ? await call(app, {
              method: 'POST',
              url: p.create,
              cookie,
              payload: rentalTermination(overrides),
            })
          : await call(app, {
              method: 'POST',
              url: p.createModification,
              cookie,
              payload: {
                operationData: {
                  description: '',
                  removeTenantIds: [fixture.tenants[0]?.tenantId],
                  transferDestinationTenantId: fixture.tenants[1]?.tenantId,
                  ...overrides,
                },
                locale: 'fi',
                provider: 'ftn',
              },
            })
      if (answer.statusCode === 200) return 'ok'
      return (answer.json() as { details?: { fieldErrors?: Record<string, string> } }).details
        ?.fieldErrors
    } finally {
      await app.close()
    }
  }

  it('counts the rental window from the Helsinki date when UTC is still the day before', async () => {
    // 2026-01-31 22:30 UTC is 2026-02-01 00:30 in Helsinki: the earliest end is 2026-03-31.
    const at = '2026-01-31T22:30:00Z'
    expect(await startAt(at, 'termination', { endDate: '2026-03-30' })).toEqual({
      'operationData.endDate': 'too_small_date',
    })
    expect(await startAt(at, 'termination', { endDate: '2026-03-31' })).toBe('ok')
  })

  it('holds across the end of summer time and at the last minute of a year', async () => {
    // 2026-10-25 00:30 UTC is 03:30 EEST, half an hour before the clocks go back.
    expect(await startAt('2026-10-25T00:30:00Z', 'termination', { endDate: '2026-11-29' })).toEqual(
      {
        'operationData.endDate': 'too_small_date',
      },
    )
    expect(await startAt('2026-10-25T00:30:00Z', 'termination', { endDate: '2026-11-30' })).toBe(
      'ok',
    )
    // 2026-12-31 21:59 UTC is 23:59 in Helsinki: at most 12 months ahead is 2027-12-31.
    expect(await startAt('2026-12-31T21:59:00Z', 'termination', { endDate: '2027-12-31' })).toBe(
      'ok',
    )
    expect(await startAt('2026-12-31T21:59:00Z', 'termination', { endDate: '2028-01-01' })).toEqual(
      {
        'operationData.endDate': 'too_big_date',
      },
    )
  })

  it("right-of-occupancy: 3 months from a month end is the shorter month's last day", async () => {
    const roo = {
      isCollateral: false,
      rightOfOccupancyCollateralLocation: 'holder',
    }
    // Helsinki 2026-11-30 + 3 months = 2027-02-28
    expect(
      await startAt(
        '2026-11-30T10:00:00Z',
        'termination',
        { ...roo, endDate: '2027-02-27' },
        'right_of_occupancy',
      ),
    ).toEqual({ 'operationData.endDate': 'too_small_date' })
    expect(
      await startAt(
        '2026-11-30T10:00:00Z',
        'termination',
        { ...roo, endDate: '2027-02-28' },
        'right_of_occupancy',
      ),
    ).toBe('ok')
  })

  it('modification: today … 2 months ahead in Helsinki', async () => {
    // 2026-12-31 22:30 UTC is 2027-01-01 00:30 in Helsinki
    const at = '2026-12-31T22:30:00Z'
    expect(await startAt(at, 'modification', { inEffect: '2026-12-31' })).toEqual({
      'operationData.inEffect': 'too_small_date',
    })
    expect(await startAt(at, 'modification', { inEffect: '2027-03-01' })).toBe('ok')
    expect(await startAt(at, 'modification', { inEffect: '2027-03-02' })).toEqual({
      'operationData.inEffect': 'too_big_date',
    })
  })
})

describe('identity service down', () => {
  it('answers 502 TERMINATE_CONTRACT_INIT_CONFIRM_ERROR / MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR', async () => {
    const riikka = person()
    const oskari = person({ isContractParty: false })
    const fixture = await contract([riikka, oskari])
    const down = {
      providers: ['telia'] as const,
      start: () => Promise.reject(new IdentityError('provider_unreachable')),
      complete: () => Promise.reject(new IdentityError('unknown_flow')),
    }
    const app = await buildApp({ config: testConfig(), db: t.db, identity: down })
    try {
      const cookie = await login(app, riikka.email ?? '')
      const p = paths(fixture.contractId)
      const termination = await call(app, {
        method: 'POST',
        url: p.create,
        cookie,
        payload: rentalTermination(),
      })
      expect(termination.statusCode).toBe(502)
      expect(termination.json()).toEqual({ error: 'TERMINATE_CONTRACT_INIT_CONFIRM_ERROR' })
      const modification = await call(app, {
        method: 'POST',
        url: p.createModification,
        cookie,
        payload: {
          operationData: {
            inEffect: today,
            description: '',
            removeTenantIds: [fixture.tenants[0]?.tenantId],
            transferDestinationTenantId: fixture.tenants[1]?.tenantId,
          },
          locale: 'fi',
          provider: 'ftn',
        },
      })
      expect(modification.json()).toEqual({ error: 'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR' })
      expect(await statusOf('modification', fixture.contractId)).toBeUndefined()
    } finally {
      await app.close()
    }
  })
})
