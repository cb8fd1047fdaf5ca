/**
 * A resident with contracts, built from the entity builders in one go: for each contract a real
 * property, a building, an apartment, the contract and the resident as its tenant (plus optional
 * co-tenants). Used by the test-only fixtures API (`POST /api/test-fixtures/residents`) and by
 * API tests that need data of their own. All ids are random, so residents made side by side
 * never share a row.
 */
import { hash } from '@node-rs/argon2'
import type { Queryable } from '../../platform/db/db.ts'
import { contract } from './contract.ts'
import { newId } from './ids.ts'
import { insertRows } from './insert.ts'
import { apartment, building, buildingInfo, realProperty } from './property.ts'
import { companyTenant, personTenant, user } from './people.ts'
import { arrearNotification, notification } from './content.ts'
import type { ContractsRow, NotificationsRow } from './rows.ts'

/** One contract of {@link ResidentSpec}. */
export interface ResidentContractSpec {
  /** Default `rental`. */
  type?: ContractsRow['contract_type']
  /** Default `active`; `signed` with a future `startDate` is a contract not yet started. */
  status?: ContractsRow['status']
  /** `yyyy-MM-dd`, default `2021-06-01`. */
  startDate?: string
  /** `yyyy-MM-dd` or null (default, open-ended). */
  endDate?: string | null
  /** Street of the building, default `Helsinginkatu`; the street number is random. */
  street?: string
  isEstateContract?: boolean
  hasGuardianOfInterests?: boolean
  /** Co-tenants (persons without a portal account), contract parties unless said otherwise. */
  coTenants?: readonly {
    firstName: string
    lastName: string
    isContractParty?: boolean
    /** A person who may register with this identity code (use 900-999 codes only). */
    personalIdentityCode?: string
    /** `yyyy-MM-dd`; default 1990-01-01 (an adult). */
    birthDate?: string
  }[]
  /** A company as a further tenant (contract party and payer). */
  company?: { name: string; businessId: string }
  /** An open arrear notification of this many euros. */
  arrear?: number
  /** Open, closeable front-page notifications of these categories. */
  notifications?: readonly NotificationsRow['category'][]
}

/** What to create with {@link createResident}. */
export interface ResidentSpec {
  /** Default a unique `resident-<random>@example.com`. */
  email?: string
  firstName?: string
  lastName?: string
  /** The login password (hashed with argon2id); default none (no password login). */
  password?: string
  locale?: 'fi' | 'sv' | 'en'
  /** Default one active rental contract. */
  contracts?: readonly ResidentContractSpec[]
  /** First word of the real properties' names (default `Testitalo`). */
  propertyPrefix?: string
}

/** The ids of what {@link createResident} made. */
export interface CreatedResident {
  userId: string
  email: string
  contracts: { contractId: string; tenantId: string; buildingId: string; realPropertyId: string }[]
}

/**
 * Creates the resident and their contracts with `tx` (call it inside a transaction). Hashing a
 * password takes ~50-100 ms.
 */
export async function createResident(
  tx: Queryable,
  spec: ResidentSpec = {},
): Promise<CreatedResident> {
  const suffix = newId().slice(0, 8)
  const email = spec.email ?? `resident-${suffix}@example.com`
  const firstName = spec.firstName ?? 'Testi'
  const lastName = spec.lastName ?? 'Asukas'
  const resident = user({
    email,
    first_name: firstName,
    last_name: lastName,
    password_hash: spec.password === undefined ? null : await hash(spec.password),
    ...(spec.locale ? { locale: spec.locale } : {}),
  })
  await insertRows(tx, 'users', [resident])

  const created: CreatedResident['contracts'] = []
  for (const [index, c] of (spec.contracts ?? [{}]).entries()) {
    const property = realProperty({
      name: `${spec.propertyPrefix ?? 'Testitalo'} ${suffix}-${index + 1}`,
    })
    const street = { street_name: c.street ?? 'Helsinginkatu', street_number: String(index + 1) }
    const home = building({ real_property_id: property.id, ...street })
    const flat = apartment({ building_id: home.id, apartment_number: String(10 + index) }, street)
    const startDate = c.startDate ?? '2021-06-01'
    const row = contract({
      apartment_id: flat.id,
      contract_type: c.type ?? 'rental',
      status: c.status ?? 'active',
      start_date: startDate,
      end_date: c.endDate ?? null,
      is_estate_contract: c.isEstateContract ?? false,
      has_guardian_of_interests: c.hasGuardianOfInterests ?? false,
    })
    const tenant = personTenant({
      contract_id: row.id,
      start_date: startDate,
      first_name: firstName,
      last_name: lastName,
      email,
      is_payer: true,
      user_id: resident.id,
      // A tenant's age is known from the register (a contract flow refuses a tenant without it).
      birth_date: '1985-01-01',
    })
    await insertRows(tx, 'real_properties', [property])
    await insertRows(tx, 'buildings', [home])
    await insertRows(tx, 'building_info', [buildingInfo({ building_id: home.id })])
    await insertRows(tx, 'apartments', [flat])
    await insertRows(tx, 'contracts', [row])
    await insertRows(tx, 'tenants', [
      tenant,
      ...(c.coTenants ?? []).map((co) =>
        personTenant({
          contract_id: row.id,
          start_date: startDate,
          first_name: co.firstName,
          last_name: co.lastName,
          is_contract_party: co.isContractParty ?? true,
          personal_identity_code: co.personalIdentityCode ?? null,
          birth_date: co.birthDate ?? '1990-01-01',
        }),
      ),
      ...(c.company
        ? [
            companyTenant({
              contract_id: row.id,
              start_date: startDate,
              company_name: c.company.name,
              business_identity_code: c.company.businessId,
            }),
          ]
        : []),
    ])
    if (c.arrear !== undefined) {
      await insertRows(tx, 'notifications', [
        arrearNotification({ user_id: resident.id, contract_id: row.id, arrear_amount: c.arrear }),
      ])
    }
    await insertRows(
      tx,
      'notifications',
      (c.notifications ?? []).map((category) =>
        notification({ user_id: resident.id, contract_id: row.id, category }),
      ),
    )
    created.push({
      contractId: row.id,
      tenantId: tenant.id,
      buildingId: home.id,
      realPropertyId: property.id,
    })
  }
  return { userId: resident.id, email, contracts: created }
}
