/**
 * Contracts, tenants and contacts as the resident sees them (spec 01 §3 Contract, Tenant,
 * Contact), mapped from rows to the contract's wire shapes.
 */
import type {
  Contact,
  Contract,
  ModificationRequestStatus,
  Tenant,
  TerminationDisallowedReason,
} from '@asukas/contract'
import { fullYearsBetween } from '@asukas/domain'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { notFound } from '../../platform/errors.ts'
import type { SessionUser } from '../../platform/auth/session-user.ts'
import * as repo from './repository.ts'
import { helsinkiTodayOf, type Clock } from '../../platform/clock.ts'

/** Age of majority in Finland, in full years (tenants' `isAdult`). */
export const ADULT_AGE_YEARS = 18

/** Modification request statuses that block a termination (spec 01 §3 disallowed reasons). */
const openModificationStatuses: readonly ModificationRequestStatus[] = [
  'pending_strong_authentication',
  'pending_tenant_approval',
  'ready_for_review',
]

/**
 * The first reason, in the spec's order, why the resident cannot terminate the contract
 * electronically (spec 01 §3 "Termination disallowed reasons", §4 "Termination blocked when …"),
 * or undefined when termination is allowed. A contract whose latest termination the housing
 * provider approved is `contract_terminated` from the approval on, although its status stays
 * `active` until the end date (issue 23 item 8, issue 26 item 2): it cannot be terminated again.
 *
 * @param row the contract as read by `listContracts`.
 * @param today the Helsinki business date, `yyyy-MM-dd`.
 */
export function terminationDisallowedReason(
  row: repo.ContractRow,
  today: string,
): TerminationDisallowedReason | undefined {
  if (row.status === 'terminated' || row.termination_status === 'approved') {
    return 'contract_terminated'
  }
  if (row.termination_status === 'pending_tenant_approval') {
    return 'pending_termination_tenant_approvals'
  }
  if (row.termination_status === 'ready_for_review') return 'pending_termination_review'
  if (row.is_estate_contract) return 'is_estate_contract'
  if (row.has_guardian_of_interests) return 'has_guardian_of_interests'
  if (row.has_adult_without_resident_user) return 'missing_resident_users'
  if (row.has_contract_tag) return 'contract_tag'
  if (!row.is_contract_party) return 'not_contract_party'
  if (row.has_tenant_of_undetermined_age) return 'tenants_with_undetermined_age'
  if (row.has_company_tenant) return 'has_company_tenant'
  if (
    row.modification_status !== null &&
    openModificationStatuses.includes(row.modification_status)
  ) {
    return 'pending_modification_request'
  }
  if (row.start_date > today) return 'not_started_yet'
  return undefined
}

/** Maps a contract row to the wire `Contract`; optional parts are omitted when absent. */
export function toContract(row: repo.ContractRow, today: string): Contract {
  const reason = terminationDisallowedReason(row, today)
  return {
    uuid: row.id,
    realPropertyName: row.real_property_name,
    contractType: row.contract_type,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    postalAddress: {
      streetAddressLine1: row.street_address_line1,
      streetAddressLine2: row.street_address_line2,
      postalCode: row.postal_code,
      city: row.city,
    },
    addressDetails: {
      staircaseLetter: row.staircase_letter,
      apartmentNumber: row.apartment_number,
    },
    ...(row.termination_status !== null && row.termination_created_at !== null
      ? {
          terminationRequest: {
            status: row.termination_status,
            createdAt: row.termination_created_at.toISOString(),
          },
        }
      : {}),
    ...(row.modification_status !== null && row.modification_created_at !== null
      ? {
          modificationRequest: {
            status: row.modification_status,
            createdAt: row.modification_created_at.toISOString(),
          },
        }
      : {}),
    ...(reason === undefined ? {} : { terminationDisallowedReason: reason }),
    referenceNumber: row.reference_number,
    propertyCompanyName: row.property_company_name,
    propertyCompanyAddress: {
      streetAddressLine1: row.property_company_street_address ?? '',
      postalCode: row.property_company_postal_code ?? '',
      city: row.property_company_city ?? '',
    },
    ...(row.contract_type === 'right_of_occupancy' && row.is_collateral !== null
      ? { collateral: { bankName: row.collateral_bank_name, isCollateral: row.is_collateral } }
      : {}),
    tenant: {
      id: row.tenant_id,
      isPayer: row.is_payer,
      isContractParty: row.is_contract_party,
      tenantRole: row.tenant_role ?? 'tenant',
    },
  }
}

/**
 * The resident's contracts: one indexed query (`GET /api/contracts` must stay cheap). "Today"
 * (Helsinki) comes from `clock`: it decides which tenancies are current.
 */
export async function listContracts(
  db: Queryable,
  clock: Clock,
  user: SessionUser,
): Promise<Contract[]> {
  const today = helsinkiTodayOf(clock)
  const rows = await repo.listContracts(db, user.residentUserId, today)
  return rows.map((row) => toContract(row, today))
}

/**
 * One contract of the resident; membership is already checked by the hook.
 *
 * @throws ApiError 404 NOT_FOUND if the contract vanished between the check and the read.
 */
export async function getContract(
  db: Queryable,
  clock: Clock,
  user: SessionUser,
  access: ContractAccess,
): Promise<Contract> {
  const today = helsinkiTodayOf(clock)
  const rows = await repo.listContracts(db, user.residentUserId, today, access.contractUuid)
  const row = rows[0]
  if (!row) throw notFound()
  return toContract(row, today)
}

/**
 * Maps a tenant row. A co-tenant's e-mail and phone are hidden (null) when they have
 * non-disclosure (turvakielto), except on the resident's own record. `isAdult` is null when the
 * birth date is unknown.
 */
export function toTenant(row: repo.TenantRow, residentUserId: string, today: string): Tenant {
  if (row.tenant_type === 'company') {
    return {
      tenantType: 'company',
      id: row.id,
      companyName: row.company_name ?? '',
      contractUuid: row.contract_id,
      tenantRole: row.tenant_role,
      isContractParty: row.is_contract_party,
      isPayer: row.is_payer,
      startDate: row.start_date,
      endDate: row.end_date,
    }
  }
  const hidden = row.non_disclosure && row.user_id !== residentUserId
  return {
    tenantType: 'person',
    id: row.id,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    contractUuid: row.contract_id,
    tenantRole: row.tenant_role ?? 'tenant',
    isContractParty: row.is_contract_party,
    isPayer: row.is_payer,
    email: hidden ? null : row.email,
    phoneNumber: hidden ? null : row.phone_number,
    nonDisclosure: row.non_disclosure,
    isAdult:
      row.birth_date === null ? null : fullYearsBetween(row.birth_date, today) >= ADULT_AGE_YEARS,
    startDate: row.start_date,
    endDate: row.end_date,
    hasResidentUser: row.user_id !== null,
  }
}

/** The tenants of the contract (persons and companies); `isAdult` as of today by `clock`. */
export async function listTenants(
  db: Queryable,
  clock: Clock,
  user: SessionUser,
  access: ContractAccess,
): Promise<Tenant[]> {
  const today = helsinkiTodayOf(clock)
  const rows = await repo.listTenants(db, access.contractUuid)
  return rows.map((row) => toTenant(row, user.residentUserId, today))
}

/** Maps a contact row. */
export function toContact(row: repo.ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phone_number,
    email: row.email,
    serviceRole: row.service_role,
    officeName: row.office_name,
    url: row.url,
    contactCategory: row.contact_category,
    residentCommitteeRole: row.resident_committee_role,
  }
}

/** Contacts of the contract's building, property and the global ones. */
export async function listContacts(db: Queryable, access: ContractAccess): Promise<Contact[]> {
  const rows = await repo.listContacts(db, access.buildingId, access.realPropertyId)
  return rows.map(toContact)
}
