/**
 * The table rows of the entity types (`real_properties`, `buildings`, `apartments`, `contracts`
 * and the contracts' parties in `tenants`, `contacts`, `documents`, and a payment's
 * `payments_by_month` or `remittances`): one mapping from a parsed upsert body to snake_case
 * columns, with the body's references and its rules without the database, shared by the single
 * upsert and the bulk load's batches.
 */
import type { IntegrationEntityType } from '@asukas/contract'
import { parseHetu } from '@asukas/domain'
import { timeOrderedUuid } from '../../../platform/ids.ts'
import type { BatchTable } from './repository.ts'
import { checkContact, checkContract, checkScope } from './rules.ts'
import type { BodyOf } from './upserts.ts'

/** A body field naming another entity by the provider's key. */
export interface Reference<T extends IntegrationEntityType> {
  /** The type of the entity named. */
  type: IntegrationEntityType
  /** The body field (the report's `body.<field>` of REFERENCE_NOT_FOUND). */
  field: string
  /** The external id the body names; null or undefined when the field is optional and absent. */
  of: (body: BodyOf<T>) => string | null | undefined
}

/** How one type is written. */
export interface BatchType<T extends IntegrationEntityType> {
  table: BatchTable
  /** The references of a body, resolved in this order (none for real properties). */
  references?: readonly Reference<T>[]
  /** The body's rules without the database (`rules.ts`), before its references are resolved. */
  check?: (body: BodyOf<T>) => void
  /**
   * The table row of the entity; `referenceIds` are our uuids of {@link BatchType.references},
   * in their order, null for an absent optional one.
   */
  row: (
    id: string,
    body: BodyOf<T>,
    referenceIds: readonly (string | null)[],
  ) => Record<string, unknown>
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
  references: [{ type: 'real-properties', field: 'realProperty', of: (body) => body.realProperty }],
  row: (id, body, [realPropertyId]) => ({
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
  references: [{ type: 'buildings', field: 'building', of: (body) => body.building }],
  row: (id, body, [buildingId]) => ({
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
  references: [{ type: 'apartments', field: 'apartment', of: (body) => body.apartment }],
  check: checkContract,
  row: (id, body, [apartmentId]) => ({
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
    references: [{ type: 'contracts', field: 'contract', of: (body) => body.contract }],
    row: (id, body, [contractId]) => row(id, body as PaymentOf<K>, contractId as string),
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

/** The scope of published content: a real property, a building, or neither (everyone). */
const scope = [
  { type: 'real-properties', field: 'realProperty', of: (body) => body.realProperty },
  { type: 'buildings', field: 'building', of: (body) => body.building },
] as const satisfies readonly Reference<'contacts' | 'documents'>[]

/** The first columns of published content: its id and the uuids of its {@link scope}. */
function scopeColumns(id: string, [realPropertyId, buildingId]: readonly (string | null)[]) {
  return { id, real_property_id: realPropertyId ?? null, building_id: buildingId ?? null }
}

const contacts: BatchType<'contacts'> = {
  table: 'contacts',
  references: scope,
  check: checkContact,
  row: (id, body, referenceIds) => ({
    ...scopeColumns(id, referenceIds),
    contact_category: body.category,
    name: body.name,
    phone_number: body.phoneNumber ?? null,
    email: body.email ?? null,
    service_role: body.serviceRole ?? null,
    office_name: body.officeName ?? null,
    url: body.url ?? null,
    resident_committee_role: body.residentCommitteeRole ?? null,
    sort_order: body.sortOrder ?? 0,
  }),
}

/** A document published by link; without `publishedAt` it is published when written. */
const documents: BatchType<'documents'> = {
  table: 'documents',
  references: scope,
  check: checkScope,
  row: (id, body, referenceIds) => ({
    ...scopeColumns(id, referenceIds),
    category_id: body.category,
    name: body.name,
    document_type: body.documentType ?? 'pdf',
    url: body.url,
    published_at: body.publishedAt ?? null,
  }),
}

/** How each type but payments is written (payments: {@link paymentBatchTypes}, by kind). */
export const batchTypes: { [T in Exclude<IntegrationEntityType, 'payments'>]: BatchType<T> } = {
  'real-properties': realProperties,
  buildings,
  apartments,
  contracts,
  contacts,
  documents,
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
