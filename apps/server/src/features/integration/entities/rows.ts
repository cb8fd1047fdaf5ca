/**
 * The table rows of the entity types written by rows (`real_properties`, `buildings`,
 * `apartments`, `contracts` and the contracts' parties in `tenants`): one mapping from a parsed
 * upsert body to snake_case columns, shared by the single upsert and the bulk load's batches.
 */
import type { IntegrationEntityType } from '@asukas/contract'
import { parseHetu } from '@asukas/domain'
import { timeOrderedUuid } from '../../../platform/ids.ts'
import type { BatchTable } from './repository.ts'
import type { BodyOf } from './upserts.ts'

/** How one batched type is written. */
export interface BatchType<T extends IntegrationEntityType> {
  table: BatchTable
  /** The referenced type, and the body field that names it (none for real properties). */
  reference?: { type: IntegrationEntityType; field: string; of: (body: BodyOf<T>) => string }
  /** The table row of the entity. */
  row: (id: string, body: BodyOf<T>, referenceId: string) => Record<string, unknown>
}

const realProperties: BatchType<'real-properties'> = {
  table: 'real_properties',
  row: (id, body) => ({
    id,
    name: body.name,
    property_company_name: body.propertyCompany.name,
    property_company_business_id: body.propertyCompany.businessId ?? null,
    property_company_street_address: body.propertyCompany.streetAddress ?? null,
    property_company_postal_code: body.propertyCompany.postalCode ?? null,
    property_company_city: body.propertyCompany.city ?? null,
  }),
}

const buildings: BatchType<'buildings'> = {
  table: 'buildings',
  reference: { type: 'real-properties', field: 'realProperty', of: (body) => body.realProperty },
  row: (id, body, realPropertyId) => ({
    id,
    real_property_id: realPropertyId,
    street_name: body.streetName,
    street_number: body.streetNumber,
    building: body.building ?? null,
    postal_code: body.postalCode,
    city: body.city,
    district: body.district ?? null,
    region: body.region ?? null,
  }),
}

const apartments: BatchType<'apartments'> = {
  table: 'apartments',
  reference: { type: 'buildings', field: 'building', of: (body) => body.building },
  row: (id, body, buildingId) => ({
    id,
    building_id: buildingId,
    staircase_letter: body.staircase ?? null,
    apartment_number: body.apartmentNumber ?? null,
    street_address_line1: body.streetAddressLine1,
    street_address_line2: body.streetAddressLine2 ?? null,
    postal_code: body.postalCode,
    city: body.city,
    room_count: body.roomCount ?? null,
    floor_area: body.floorArea ?? null,
  }),
}

const contracts: BatchType<'contracts'> = {
  table: 'contracts',
  reference: { type: 'apartments', field: 'apartment', of: (body) => body.apartment },
  row: (id, body, apartmentId) => ({
    id,
    apartment_id: apartmentId,
    contract_type: body.type,
    status: body.status,
    start_date: body.startDate,
    end_date: body.endDate ?? null,
    reference_number: body.referenceNumber,
    is_estate_contract: body.isEstateContract ?? false,
    has_guardian_of_interests: body.hasGuardianOfInterests ?? false,
    has_contract_tag: body.hasContractTag ?? false,
    collateral_bank_name: body.collateral?.bankName ?? null,
    is_collateral: body.collateral ? body.collateral.isCollateral : null,
  }),
}

/** A payment line's body of one kind. */
export type PaymentOf<K extends BodyOf<'payments'>['kind']> = Extract<
  BodyOf<'payments'>,
  { kind: K }
>

/** A payment's batch type: rows of `table`, naming the contract by its external id. */
function paymentType<K extends BodyOf<'payments'>['kind']>(
  table: BatchTable,
  row: (id: string, body: PaymentOf<K>, contractId: string) => Record<string, unknown>,
): BatchType<'payments'> {
  return {
    table,
    reference: { type: 'contracts', field: 'contract', of: (body) => body.contract },
    row: (id, body, contractId) => row(id, body as PaymentOf<K>, contractId),
  }
}

/** A month of invoicing; its lines (`payment_targets`) are written beside it (`bulk-batch.ts`). */
const paymentMonths = paymentType<'month'>('payments_by_month', (id, month, contractId) => ({
  id,
  contract_id: contractId,
  year_month: month.yearMonth,
  difference: month.difference,
}))

const remittances = paymentType<'remittance'>('remittances', (id, remittance, contractId) => ({
  id,
  contract_id: contractId,
  name_of_payer: remittance.nameOfPayer,
  paid_date: remittance.paidDate,
  amount: remittance.amount,
  due_date: remittance.dueDate ?? null,
  beneficiary: remittance.beneficiary ?? null,
  reference_number: remittance.referenceNumber ?? null,
}))

/**
 * The batch type of a payment line by its `kind`: a month and a remittance live in two tables, so
 * a batch of payments is written as two parts (`bulk-batch.ts`).
 */
export const paymentBatchTypes: Record<BodyOf<'payments'>['kind'], BatchType<'payments'>> = {
  month: paymentMonths,
  remittance: remittances,
}

export const batchTypes: Partial<{ [T in IntegrationEntityType]: BatchType<T> }> = {
  'real-properties': realProperties,
  buildings,
  apartments,
  contracts,
}

/** The party rows of a contract. */
export function partyRows(
  contractId: string,
  body: BodyOf<'contracts'>,
): Record<string, unknown>[] {
  return body.parties.map((party) => {
    const person = party.type === 'person' ? party : null
    const company = party.type === 'company' ? party : null
    return {
      // Time-ordered (RFC 9562 v7), as the entities' ids: a new party lands at the end of the
      // tenants' primary key; an existing party keeps its id (the upsert does not set it).
      id: timeOrderedUuid(),
      contract_id: contractId,
      external_id: party.externalId,
      tenant_type: party.type,
      first_name: person?.firstName ?? null,
      last_name: person?.lastName ?? null,
      company_name: company?.companyName ?? null,
      business_identity_code: company?.businessIdentityCode ?? null,
      tenant_role: person?.role ?? null,
      is_contract_party: party.isContractParty,
      is_payer: party.isPayer,
      email: party.email ?? null,
      phone_number: party.phoneNumber ?? null,
      non_disclosure: person?.nonDisclosure ?? false,
      // A tenant's age decides whether a termination can be done online (spec 01 §6): without a
      // birth date the identity code's is used, as the seed's residents have it.
      birth_date: person?.birthDate ?? birthDateOf(person?.personalIdentityCode),
      personal_identity_code: person?.personalIdentityCode ?? null,
      start_date: party.startDate ?? body.startDate,
      end_date: party.endDate ?? null,
    }
  })
}

/** The date of birth a personal identity code gives (DVV), or null without a valid one. */
function birthDateOf(code: string | null | undefined): string | null {
  if (!code) return null
  const parsed = parseHetu(code)
  return parsed.valid ? parsed.dateOfBirth : null
}
