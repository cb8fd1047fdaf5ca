/**
 * Demo rows for the contract flows (issue 13): contracts of their own, with their own residents,
 * so terminating, modifying or adding tenants in the demo or in the browser tests never changes
 * the contracts the other demo pages show. Also the builder the API tests use for fixtures
 * ({@link insertFlowContract}).
 *
 * | login                       | contract                                   | for                                |
 * |-----------------------------|--------------------------------------------|------------------------------------|
 * | ville.laine@example.com     | rental, sole tenant                        | a termination by the sole tenant   |
 * | sanna.koski@example.com     | rental with Pekka, both contract parties   | two-party termination, rejection   |
 * | pekka.koski@example.com     | the same rental                            | the second party accepts / rejects |
 * | ville.laine@example.com     | right-of-occupancy, sole tenant            | a right-of-occupancy termination   |
 * | riikka.salo@example.com     | rental: Riikka party, Oskari adult tenant  | modification with transfer, add    |
 * | oskari.salo@example.com     | the same rental (not a party)              | receives the contract-party role   |
 * | tuula.aalto@example.com     | rental, sole tenant                        | add tenant                         |
 * | kalle.jarvi@example.com     | fixed-term rental ending in 10 months      | early end with attachments         |
 *
 * Personal identity codes are temporary codes (individual number 900-999) with birth dates no
 * other demo person has.
 */
import { addMonthsIso } from '@asukas/domain'
import type { Queryable } from '../platform/db/db.ts'
import { demoIds } from './demo/ids.ts'

const checkCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY'

/**
 * A valid temporary personal identity code: birth date `ddmmyy`, century sign, individual
 * number 900-999 (DVV: the check character is the 9-digit number modulo 31).
 */
export function temporaryHetu(ddmmyy: string, sign: '-' | 'A', individual: number): string {
  const digits = `${ddmmyy}${individual}`
  return `${ddmmyy}${sign}${individual}${checkCharacters[Number(digits) % 31]}`
}

/** One person of a fixture contract. */
export interface FlowPerson {
  firstName: string
  lastName: string
  hetu: string
  birthDate: string
  isContractParty: boolean
  /** The login e-mail of the person's resident account; null: no account. */
  email: string | null
  /** The account's language (mail). */
  locale?: 'fi' | 'sv' | 'en'
}

/** Ids of a fixture contract: the contract, and each person's tenant and user id. */
export interface FlowContract {
  contractId: string
  tenants: { tenantId: string; userId: string | null; person: FlowPerson }[]
}

/**
 * Inserts a contract on a new apartment of the demo's Vantaa building with `people` as
 * tenants; people with an e-mail get a confirmed resident account whose password is the demo
 * password (the hash is copied from Aino's account). Accounts are reused by e-mail.
 */
export async function insertFlowContract(
  tx: Queryable,
  spec: {
    contractType: 'rental' | 'right_of_occupancy'
    startDate: string
    endDate?: string | null
    apartmentNumber: string
    people: readonly FlowPerson[]
  },
): Promise<FlowContract> {
  const [apartment] = await tx.query<{ id: string }>(
    `INSERT INTO apartments (building_id, staircase_letter, apartment_number, street_address_line1,
       postal_code, city)
     VALUES ($1, 'C', $2, $3, '01300', 'Vantaa') RETURNING id`,
    [
      demoIds.tikkurilantieBuilding,
      spec.apartmentNumber,
      `Tikkurilantie 40 C ${spec.apartmentNumber}`,
    ],
  )
  if (apartment === undefined) throw new Error('apartment was not stored')
  const [contract] = await tx.query<{ id: string }>(
    `INSERT INTO contracts (apartment_id, contract_type, status, start_date, end_date,
       reference_number, is_collateral, collateral_bank_name)
     VALUES ($1, $2, 'active', $3, $4, '1232', $5, $6) RETURNING id`,
    [
      apartment.id,
      spec.contractType,
      spec.startDate,
      spec.endDate ?? null,
      spec.contractType === 'right_of_occupancy' ? true : null,
      spec.contractType === 'right_of_occupancy' ? 'Osuuspankki' : null,
    ],
  )
  if (contract === undefined) throw new Error('contract was not stored')
  const tenants: FlowContract['tenants'] = []
  for (const person of spec.people) {
    let userId: string | null = null
    if (person.email !== null) {
      const [user] = await tx.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, role,
           confirmed, identity_provider, personal_identity_code, locale)
         VALUES ($1, (SELECT password_hash FROM users WHERE id = $2), $3, $4, '+358 40 123 4567',
           'resident', true, 'ftn', $5, $6)
         ON CONFLICT (email) DO UPDATE SET email = excluded.email
         RETURNING id`,
        [
          person.email,
          demoIds.ainoUser,
          person.firstName,
          person.lastName,
          person.hetu,
          person.locale ?? 'fi',
        ],
      )
      userId = user?.id ?? null
    }
    const [tenant] = await tx.query<{ id: string }>(
      `INSERT INTO tenants (contract_id, first_name, last_name, tenant_role, is_contract_party,
         is_payer, email, birth_date, personal_identity_code, start_date, user_id)
       VALUES ($1, $2, $3, 'tenant', $4, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        contract.id,
        person.firstName,
        person.lastName,
        person.isContractParty,
        person.email,
        person.birthDate,
        person.hetu,
        spec.startDate,
        userId,
      ],
    )
    if (tenant === undefined) throw new Error('tenant was not stored')
    tenants.push({ tenantId: tenant.id, userId, person })
  }
  return { contractId: contract.id, tenants }
}

/** The demo people of the contract flows (see the module table). */
export const flowPeople = {
  ville: {
    firstName: 'Ville',
    lastName: 'Laine',
    hetu: temporaryHetu('150385', '-', 911),
    birthDate: '1985-03-15',
    isContractParty: true,
    email: 'ville.laine@example.com',
  },
  sanna: {
    firstName: 'Sanna',
    lastName: 'Koski',
    hetu: temporaryHetu('160386', '-', 912),
    birthDate: '1986-03-16',
    isContractParty: true,
    email: 'sanna.koski@example.com',
  },
  pekka: {
    firstName: 'Pekka',
    lastName: 'Koski',
    hetu: temporaryHetu('170387', '-', 913),
    birthDate: '1987-03-17',
    isContractParty: true,
    email: 'pekka.koski@example.com',
    locale: 'sv',
  },
  riikka: {
    firstName: 'Riikka',
    lastName: 'Salo',
    hetu: temporaryHetu('180388', '-', 914),
    birthDate: '1988-03-18',
    isContractParty: true,
    email: 'riikka.salo@example.com',
  },
  tuula: {
    firstName: 'Tuula',
    lastName: 'Aalto',
    hetu: temporaryHetu('200389', '-', 916),
    birthDate: '1989-03-20',
    isContractParty: true,
    email: 'tuula.aalto@example.com',
    locale: 'en',
  },
  kalle: {
    firstName: 'Kalle',
    lastName: 'Järvi',
    hetu: temporaryHetu('210390', '-', 917),
    birthDate: '1990-03-21',
    isContractParty: true,
    email: 'kalle.jarvi@example.com',
  },
  oskari: {
    firstName: 'Oskari',
    lastName: 'Salo',
    hetu: temporaryHetu('190302', 'A', 915),
    birthDate: '2002-03-19',
    isContractParty: false,
    email: 'oskari.salo@example.com',
  },
} as const satisfies Record<string, FlowPerson>

/**
 * Seeds the contract-flow demo contracts (see the module table). Called once at the end of
 * `seedDemoData`, in its transaction.
 */
export async function seedContractFlowsDemo(tx: Queryable, today: string): Promise<void> {
  await insertFlowContract(tx, {
    contractType: 'rental',
    startDate: '2020-04-01',
    apartmentNumber: '101',
    people: [flowPeople.ville],
  })
  await insertFlowContract(tx, {
    contractType: 'right_of_occupancy',
    startDate: '2022-08-01',
    apartmentNumber: '102',
    people: [flowPeople.ville],
  })
  await insertFlowContract(tx, {
    contractType: 'rental',
    startDate: '2019-09-01',
    apartmentNumber: '103',
    people: [flowPeople.sanna, flowPeople.pekka],
  })
  await insertFlowContract(tx, {
    contractType: 'rental',
    startDate: '2018-05-01',
    apartmentNumber: '104',
    people: [flowPeople.riikka, flowPeople.oskari],
  })
  await insertFlowContract(tx, {
    contractType: 'rental',
    startDate: '2021-02-01',
    apartmentNumber: '105',
    people: [flowPeople.tuula],
  })
  await insertFlowContract(tx, {
    contractType: 'rental',
    startDate: '2025-06-01',
    endDate: addMonthsIso(today, 10),
    apartmentNumber: '106',
    people: [flowPeople.kalle],
  })
}
