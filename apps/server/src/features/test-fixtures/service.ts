/**
 * Test-only fixtures (issue 10, after eVaka's dev API): make a resident with contracts for one
 * browser or API test, and remove everything such calls made. Only reachable when the server
 * runs with `ASUKAS_MODE=test` (see `routes.ts`). Every resident gets random ids and a unique
 * e-mail `fixture-<id>@example.com`, so tests running in parallel never share rows.
 */
import type { Db } from '../../platform/db/db.ts'
import { isUniqueViolation } from '../../platform/db/errors.ts'
import { createResident, newId, type ResidentSpec } from '../../seed/builders/index.ts'
import { demoPassword } from '../../seed/demo.ts'
import { insertFlowContract, temporaryHetu } from '../../seed/demo-contract-flows.ts'
import { deleteFixtureRows, insertBeneficiary } from './repository.ts'

/** The e-mail pattern of fixture residents (SQL LIKE). */
const fixtureEmails = 'fixture-%@example.com'
/** The name pattern of fixture real properties (SQL LIKE); see `createResident`. */
const fixtureProperties = 'Fixture %'

/** A created fixture resident: ids, login e-mail and password. */
export interface FixtureResident {
  userId: string
  email: string
  password: string
  contracts: { contractId: string; tenantId: string; buildingId: string; realPropertyId: string }[]
}

/**
 * Creates a resident (with a password login) and their contracts in one transaction. Without
 * `password` the demo password is used.
 */
export async function createFixtureResident(
  db: Db,
  spec: Omit<ResidentSpec, 'email'> & { password?: string },
): Promise<FixtureResident> {
  const password = spec.password ?? demoPassword
  const email = `fixture-${newId()}@example.com`
  const created = await db.transaction((tx) =>
    createResident(tx, { ...spec, email, password, propertyPrefix: 'Fixture' }),
  )
  return { ...created, password }
}

/**
 * Deletes every fixture resident with their sessions, contracts and properties (the demo data
 * stays). Meant for the start of a suite, not between parallel tests.
 */
export async function resetFixtures(db: Db): Promise<{ residents: number }> {
  return db.transaction(async (tx) => {
    return { residents: await deleteFixtureRows(tx, fixtureProperties, fixtureEmails) }
  })
}

/** One person of {@link createFlowContract}. */
export interface FlowFixturePerson {
  firstName: string
  lastName: string
  /** Default true. */
  isContractParty?: boolean
  /** Default true: a confirmed resident account (password login, bank-ID identity code). */
  account?: boolean
  /** `yyyy-MM-dd`, default a random adult birth date in 1950-1999. */
  birthDate?: string
  locale?: 'fi' | 'sv' | 'en'
}

/** A contract of {@link createFlowContract} with its people's logins and identity codes. */
export interface FlowFixture {
  contractId: string
  password: string
  people: {
    tenantId: string
    userId: string | null
    email: string | null
    hetu: string
    firstName: string
    lastName: string
  }[]
  beneficiaryIds: string[]
}

const two = (n: number) => String(n).padStart(2, '0')

/**
 * Creates a contract of the contract flows (issue 13) for one test: every person a tenant, those
 * with an account confirmed with the demo password and a random temporary identity code
 * (900-999) to identify with in the test identity provider; optional stored deposit refund
 * beneficiaries (GET …/beneficiaries). E-mails follow the fixture pattern, so the reset removes
 * the accounts. The apartment number and identity codes are drawn at random; when a draw meets
 * one already stored (a unique violation: parallel tests, or a demo person's fixed birth date),
 * the whole fixture is drawn again, up to ten times.
 */
export async function createFlowContract(
  db: Db,
  spec: {
    contractType?: 'rental' | 'right_of_occupancy'
    startDate?: string
    endDate?: string | null
    people: readonly FlowFixturePerson[]
    beneficiaries?: readonly { beneficiaryName: string; iban: string; returnPercentage: number }[]
  },
): Promise<FlowFixture> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertFlowFixture(db, spec)
    } catch (error) {
      if (attempt >= 10 || !isUniqueViolation(error)) throw error
    }
  }
}

async function insertFlowFixture(
  db: Db,
  spec: Parameters<typeof createFlowContract>[1],
): Promise<FlowFixture> {
  return db.transaction(async (tx) => {
    const people = spec.people.map((p) => {
      const birthDate =
        p.birthDate ??
        `${1950 + Math.floor(Math.random() * 50)}-${two(1 + Math.floor(Math.random() * 12))}-${two(
          1 + Math.floor(Math.random() * 28),
        )}`
      const [year, month, day] = birthDate.split('-')
      const ddmmyy = `${day}${month}${year!.slice(2)}`
      return {
        firstName: p.firstName,
        lastName: p.lastName,
        birthDate,
        hetu: temporaryHetu(
          ddmmyy,
          Number(year) >= 2000 ? 'A' : '-',
          900 + Math.floor(Math.random() * 100),
        ),
        isContractParty: p.isContractParty ?? true,
        email: p.account === false ? null : `fixture-${newId()}@example.com`,
        locale: p.locale ?? 'fi',
      }
    })
    const made = await insertFlowContract(tx, {
      contractType: spec.contractType ?? 'rental',
      startDate: spec.startDate ?? '2020-01-01',
      endDate: spec.endDate ?? null,
      apartmentNumber: String(1000 + Math.floor(Math.random() * 9000)),
      people,
    })
    const beneficiaryIds: string[] = []
    for (const b of spec.beneficiaries ?? []) {
      const id = await insertBeneficiary(tx, made.contractId, b)
      if (id) beneficiaryIds.push(id)
    }
    return {
      contractId: made.contractId,
      password: demoPassword,
      people: made.tenants.map((t) => ({
        tenantId: t.tenantId,
        userId: t.userId,
        email: t.person.email,
        hetu: t.person.hetu,
        firstName: t.person.firstName,
        lastName: t.person.lastName,
      })),
      beneficiaryIds,
    }
  })
}
