/**
 * The test-only fixtures API of the server (`/api/test-fixtures`, test mode only): each test
 * makes the residents it needs, so tests share no data and run in any order and in parallel.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import type {
  FlowFixture,
  FlowFixturePerson,
} from '../../apps/server/src/features/test-fixtures/service.ts'

/** One contract to create; everything optional (an active rental by default). */
export interface FixtureContract {
  type?: 'rental' | 'right_of_occupancy'
  status?: 'active' | 'signed' | 'terminated'
  startDate?: string
  isEstateContract?: boolean
  hasGuardianOfInterests?: boolean
  coTenants?: {
    firstName: string
    lastName: string
    isContractParty?: boolean
    personalIdentityCode?: string
  }[]
  company?: { name: string; businessId: string }
  arrear?: number
  notifications?: string[]
}

/** A resident made for one test: ids, login e-mail and password. */
export interface FixtureResident {
  userId: string
  email: string
  password: string
  contracts: { contractId: string; tenantId: string; buildingId: string; realPropertyId: string }[]
}

/** Creates a resident with `contracts` (default one active rental) through the fixtures API. */
export async function createResident(
  request: APIRequestContext,
  spec: {
    firstName?: string
    lastName?: string
    password?: string
    locale?: 'fi' | 'sv' | 'en'
    contracts?: FixtureContract[]
  } = {},
): Promise<FixtureResident> {
  const answer = await request.post('/api/test-fixtures/residents', { data: spec })
  expect(answer.status(), await answer.text()).toBe(201)
  return (await answer.json()) as FixtureResident
}

/**
 * A random valid personal identity code with a temporary individual number (900-999), born in
 * 1950-1999, for a person who registers in one test (DVV check character rule).
 */
export function testIdentityCode(): string {
  const year = 1950 + Math.floor(Math.random() * 50)
  const month = 1 + Math.floor(Math.random() * 12)
  const day = 1 + Math.floor(Math.random() * 28)
  const individual = 900 + Math.floor(Math.random() * 100)
  const two = (n: number) => String(n).padStart(2, '0')
  const digits = `${two(day)}${two(month)}${two(year % 100)}${individual}`
  const check = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(digits) % 31] ?? '0'
  return `${digits.slice(0, 6)}-${individual}${check}`
}

/** A unique e-mail address that the fixtures reset removes with its account. */
export function fixtureEmail(label: string): string {
  return `fixture-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/** The fixtures API's shapes, from the server that answers them (type-only: nothing runs). */
export type { FlowFixture, FlowFixturePerson }

/**
 * Creates a contract of the contract request flows (issue 13) whose people have accounts and identity
 * codes, and optional stored deposit refund beneficiaries, through the fixtures API.
 */
export async function createFlowContract(
  request: APIRequestContext,
  spec: {
    contractType?: 'rental' | 'right_of_occupancy'
    startDate?: string
    endDate?: string | null
    people: FlowFixturePerson[]
    beneficiaries?: { beneficiaryName: string; iban: string; returnPercentage: number }[]
  },
): Promise<FlowFixture> {
  const answer = await request.post('/api/test-fixtures/flow-contracts', { data: spec })
  expect(answer.status(), await answer.text()).toBe(201)
  return (await answer.json()) as FlowFixture
}
