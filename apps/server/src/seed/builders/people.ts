/**
 * Builders of the people rows: portal user (resident or staff) and the tenants of a contract
 * (spec 01 §3 "Tenant (person)" and "Company tenant").
 */
import { newId } from './ids.ts'
import type { TenantsRow, UsersRow } from './rows.ts'

/**
 * A confirmed resident user who identified with bank ID. Give `password_hash` (argon2id) for a
 * user who logs in with a password.
 */
export function user(
  overrides: Partial<UsersRow> & Pick<UsersRow, 'email' | 'first_name' | 'last_name'>,
): UsersRow & { id: string } {
  return {
    id: newId(),
    phone_number: null,
    role: 'resident',
    confirmed: true,
    identity_provider: 'ftn',
    ...overrides,
  }
}

/** A person tenant of `contract_id`: a tenant and contract party unless overridden. */
export function personTenant(
  overrides: Partial<TenantsRow> &
    Pick<TenantsRow, 'contract_id' | 'start_date' | 'first_name' | 'last_name'>,
): TenantsRow & { id: string } {
  return {
    id: newId(),
    tenant_type: 'person',
    tenant_role: 'tenant',
    is_contract_party: true,
    is_payer: false,
    email: null,
    phone_number: null,
    birth_date: null,
    personal_identity_code: null,
    user_id: null,
    ...overrides,
  }
}

/** A company tenant of `contract_id` (contract party and payer; no person fields). */
export function companyTenant(
  overrides: Partial<TenantsRow> &
    Pick<TenantsRow, 'contract_id' | 'start_date' | 'company_name' | 'business_identity_code'>,
): TenantsRow & { id: string } {
  return {
    id: newId(),
    tenant_type: 'company',
    first_name: null,
    last_name: null,
    tenant_role: null,
    is_contract_party: true,
    is_payer: true,
    user_id: null,
    ...overrides,
  }
}
