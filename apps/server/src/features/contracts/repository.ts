/** Database access of the contracts feature: contracts, tenants and contacts. */
import type {
  ContactCategory,
  ContractStatus,
  ContractType,
  ModificationRequestStatus,
  ResidentCommitteeRole,
  TenantRole,
  TerminationRequestStatus,
} from '@asukas/contract'
import type { Queryable } from '../../platform/db/db.ts'

/** One contract as seen through the resident's tenancy, with the facts behind its flags. */
export interface ContractRow {
  id: string
  contract_type: ContractType
  status: ContractStatus
  start_date: string
  end_date: string | null
  reference_number: string
  is_estate_contract: boolean
  has_guardian_of_interests: boolean
  has_contract_tag: boolean
  collateral_bank_name: string | null
  is_collateral: boolean | null
  street_address_line1: string
  street_address_line2: string | null
  postal_code: string
  city: string
  staircase_letter: string | null
  apartment_number: string | null
  real_property_name: string
  property_company_name: string
  property_company_street_address: string | null
  property_company_postal_code: string | null
  property_company_city: string | null
  tenant_id: string
  tenant_role: TenantRole | null
  is_payer: boolean
  is_contract_party: boolean
  termination_status: TerminationRequestStatus | null
  termination_created_at: Date | null
  modification_status: ModificationRequestStatus | null
  modification_created_at: Date | null
  has_company_tenant: boolean
  has_tenant_of_undetermined_age: boolean
  has_adult_without_resident_user: boolean
}

/**
 * The contracts of `userId` (all of them, or only `contractUuid`), in one query: the tenancy
 * (index `tenants_user_id_idx`), the apartment, building and property, the latest termination and
 * modification request, and facts about the current co-tenants on `today` (Helsinki).
 * Ordered active first, then signed, then terminated; newest start first within each.
 */
export async function listContracts(
  db: Queryable,
  userId: string,
  today: string,
  contractUuid?: string,
): Promise<ContractRow[]> {
  return db.query<ContractRow>(
    `SELECT c.id, c.contract_type, c.status, c.start_date, c.end_date, c.reference_number,
            c.is_estate_contract, c.has_guardian_of_interests, c.has_contract_tag,
            c.collateral_bank_name, c.is_collateral,
            a.street_address_line1, a.street_address_line2, a.postal_code, a.city,
            a.staircase_letter, a.apartment_number,
            rp.name AS real_property_name, rp.property_company_name,
            rp.property_company_street_address, rp.property_company_postal_code,
            rp.property_company_city,
            t.id AS tenant_id, t.tenant_role, t.is_payer, t.is_contract_party,
            tr.status AS termination_status, tr.created_at AS termination_created_at,
            mr.status AS modification_status, mr.created_at AS modification_created_at,
            co.has_company_tenant, co.has_tenant_of_undetermined_age,
            co.has_adult_without_resident_user
       FROM tenants t
       JOIN contracts c ON c.id = t.contract_id
       JOIN apartments a ON a.id = c.apartment_id
       JOIN buildings b ON b.id = a.building_id
       JOIN real_properties rp ON rp.id = b.real_property_id
       LEFT JOIN LATERAL (
         SELECT status, created_at FROM termination_requests
          WHERE contract_id = c.id ORDER BY created_at DESC LIMIT 1
       ) tr ON true
       LEFT JOIN LATERAL (
         SELECT status, created_at FROM modification_requests
          WHERE contract_id = c.id ORDER BY created_at DESC LIMIT 1
       ) mr ON true
       CROSS JOIN LATERAL (
         SELECT coalesce(bool_or(o.tenant_type = 'company'), false) AS has_company_tenant,
                coalesce(bool_or(o.tenant_type = 'person' AND o.birth_date IS NULL), false)
                  AS has_tenant_of_undetermined_age,
                coalesce(bool_or(o.tenant_type = 'person' AND o.user_id IS NULL
                  AND o.birth_date <= ($2::date - interval '18 years')), false)
                  AS has_adult_without_resident_user
           FROM tenants o
          WHERE o.contract_id = c.id AND (o.end_date IS NULL OR o.end_date >= $2::date)
       ) co
      WHERE t.user_id = $1 AND ($3::uuid IS NULL OR c.id = $3::uuid)
      ORDER BY CASE c.status WHEN 'active' THEN 0 WHEN 'signed' THEN 1 ELSE 2 END,
               c.start_date, c.id`,
    [userId, today, contractUuid ?? null],
    { name: 'contracts.list' },
  )
}

/** A `tenants` row of a contract. */
export interface TenantRow {
  id: string
  contract_id: string
  tenant_type: 'person' | 'company'
  first_name: string | null
  last_name: string | null
  company_name: string | null
  tenant_role: TenantRole | null
  is_contract_party: boolean
  is_payer: boolean
  email: string | null
  phone_number: string | null
  non_disclosure: boolean
  birth_date: string | null
  start_date: string
  end_date: string | null
  user_id: string | null
}

/**
 * The tenants of a contract (index `tenants_contract_id_idx`): contract parties first, then
 * persons by last and first name, companies by name.
 */
export async function listTenants(db: Queryable, contractId: string): Promise<TenantRow[]> {
  return db.query<TenantRow>(
    `SELECT id, contract_id, tenant_type, first_name, last_name, company_name, tenant_role,
            is_contract_party, is_payer, email, phone_number, non_disclosure, birth_date,
            start_date, end_date, user_id
       FROM tenants
      WHERE contract_id = $1
      ORDER BY is_contract_party DESC, coalesce(last_name, company_name), first_name, id`,
    [contractId],
    { name: 'contracts.tenants' },
  )
}

/** A `contacts` row. */
export interface ContactRow {
  id: string
  name: string
  phone_number: string | null
  email: string | null
  service_role: string | null
  office_name: string | null
  url: string | null
  contact_category: ContactCategory
  resident_committee_role: ResidentCommitteeRole | null
}

/**
 * Contacts for a building: those of the building, of its real property, and the global ones
 * (neither set), ordered by category and the staff's sort order.
 */
export async function listContacts(
  db: Queryable,
  buildingId: string,
  realPropertyId: string,
): Promise<ContactRow[]> {
  return db.query<ContactRow>(
    `SELECT id, name, phone_number, email, service_role, office_name, url, contact_category,
            resident_committee_role
       FROM contacts
      WHERE building_id = $1
         OR (building_id IS NULL AND (real_property_id = $2 OR real_property_id IS NULL))
      ORDER BY contact_category, sort_order, name, id`,
    [buildingId, realPropertyId],
    { name: 'contracts.contacts' },
  )
}
