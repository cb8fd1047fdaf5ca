/**
 * Upserts by the provider's own keys (issue 22 item 2), shared by `PUT /api/integration/v1/
 * {type}/{externalId}`, the bulk load and the CSV import (one code path).
 *
 * One upsert, inside the caller's transaction:
 * 1. the body is parsed with the type's strict schema (unknown fields are refused);
 * 2. its canonical JSON's SHA-256 is compared with the last accepted body of the same
 *    (type, external id) in `integration_entities` (row locked): equal → `unchanged`, nothing is
 *    written, the version stays;
 * 3. `If-Match` (when given) must equal the current version, else 412 PRECONDITION_FAILED (an
 *    If-Match for an entity that does not exist fails too, RFC 9110 §13.1.1);
 * 4. references (`realProperty`, `building`, `apartment`, `contract`) are resolved through
 *    `integration_entities`; a missing one is 422 REFERENCE_NOT_FOUND with `details.field`;
 * 5. the row is inserted or updated under our uuid (kept across updates) and the version grows
 *    by one.
 *
 * Nothing is deleted by omission: a contract party left out of an update is refused (end it with
 * `endDate`), a contract ends with `status: 'terminated'`, and a payment month's targets are the
 * month's own lines (replaced with the month). A person party with a personal identity code is
 * linked to the resident account with that code, as registration links tenants
 * (`accounts/repository.ts` `linkTenants`): one row per contract, only when not linked yet.
 */
import { createHash, randomUUID } from 'node:crypto'
import {
  integrationUpsertSchemas,
  type IntegrationEntityType,
  type UpsertResponse,
  type UpsertResult,
} from '@asukas/contract'
import type { z } from 'zod'
import type { Queryable } from '../../platform/db/db.ts'
import { ApiError } from '../../platform/errors.ts'

/** A parsed body of each type. */
export type BodyOf<T extends IntegrationEntityType> = z.output<(typeof integrationUpsertSchemas)[T]>

/** One upsert request. */
export interface UpsertInput {
  type: IntegrationEntityType
  externalId: string
  /** The body as received (parsed here). */
  body: unknown
  /** The `If-Match` version, `'*'` (must exist) or null (no condition). */
  ifMatch?: number | '*' | null
}

/**
 * The field errors of a failed parse, keyed by dot path (`_` for the whole body); an unknown
 * field is named by its own path (`parties.0.nickname`).
 */
export function fieldErrorsOfIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {}
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = path.length === 0 ? '_' : path.map(String).join('.')
    fieldErrors[key] ??= message
  }
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'unknown_field')
    } else if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      // A discriminated union: report the chosen branch's issues.
      const nested = fieldErrorsOfIssues(issue.errors.flat())
      for (const [key, message] of Object.entries(nested)) {
        add([...issue.path, ...(key === '_' ? [] : key.split('.'))], message)
      }
      if (Object.keys(nested).length === 0) add(issue.path, 'invalid_string')
    } else {
      const message =
        issue.message && /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid_string'
      add(issue.path, message)
    }
  }
  return fieldErrors
}

/**
 * Parses `body` with the type's strict schema.
 *
 * @throws ApiError 400 VALIDATION_ERROR with `details.fieldErrors` (dot paths).
 */
export function parseUpsertBody<T extends IntegrationEntityType>(
  type: T,
  body: unknown,
): BodyOf<T> {
  const result = integrationUpsertSchemas[type].safeParse(body)
  if (result.success) return result.data as BodyOf<T>
  throw new ApiError(400, 'VALIDATION_ERROR', {
    fieldErrors: fieldErrorsOfIssues(result.error.issues),
  })
}

/** JSON with object keys sorted at every level: equal data gives equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

function validation(field: string, message = 'invalid_string', extra = {}): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', { fieldErrors: { [field]: message }, ...extra })
}

/** Maps a constraint violation of the database to a coded 4xx answer (never a 500). */
function constraintProblem(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null) return null
  const e = error as { code?: unknown; constraint?: unknown }
  if (e.code === '23505' || e.code === '23514' || e.code === '23503' || e.code === '23P01') {
    return new ApiError(400, 'VALIDATION_ERROR', {
      fieldErrors: { _: 'invalid_string' },
      constraint: typeof e.constraint === 'string' ? e.constraint : null,
    })
  }
  return null
}

interface MappingRow {
  entity_id: string
  entity_table: string
  version: number
  body_hash: string
}

/** Our uuid of the entity (type, external id), or null. */
async function resolve(
  q: Queryable,
  type: IntegrationEntityType,
  externalId: string,
): Promise<string | null> {
  const rows = await q.query<{ entity_id: string }>(
    'SELECT entity_id FROM integration_entities WHERE entity_type = $1 AND external_id = $2',
    [type, externalId],
    { name: 'integration.resolve' },
  )
  return rows[0]?.entity_id ?? null
}

/**
 * Our uuid of a referenced entity.
 *
 * @throws ApiError 422 REFERENCE_NOT_FOUND naming `field`.
 */
async function reference(
  q: Queryable,
  type: IntegrationEntityType,
  externalId: string,
  field: string,
): Promise<string> {
  const id = await resolve(q, type, externalId)
  if (id === null) {
    throw new ApiError(422, 'REFERENCE_NOT_FOUND', { field, type, externalId })
  }
  return id
}

/** The optional scope of published content: a building, a real property, or everyone. */
async function scopeOf(
  q: Queryable,
  body: { realProperty?: string | null | undefined; building?: string | null | undefined },
): Promise<{ realPropertyId: string | null; buildingId: string | null }> {
  if (body.realProperty && body.building) throw validation('building')
  return {
    realPropertyId: body.realProperty
      ? await reference(q, 'real-properties', body.realProperty, 'realProperty')
      : null,
    buildingId: body.building ? await reference(q, 'buildings', body.building, 'building') : null,
  }
}

/** The table an entity of `type` with `body` lives in. */
function tableOf(type: IntegrationEntityType, body: unknown): string {
  if (type === 'payments') {
    return (body as BodyOf<'payments'>).kind === 'month' ? 'payments_by_month' : 'remittances'
  }
  return type === 'real-properties' ? 'real_properties' : type
}

/** Writes one entity under `id` (insert or update). */
type Writer<T extends IntegrationEntityType> = (
  q: Queryable,
  id: string,
  body: BodyOf<T>,
  existingTable: string | null,
) => Promise<unknown>

const writers: { [T in IntegrationEntityType]: Writer<T> } = {
  'real-properties': async (q, id, body) => {
    const company = body.propertyCompany
    await q.query(
      `INSERT INTO real_properties (id, name, property_company_name, property_company_business_id,
         property_company_street_address, property_company_postal_code, property_company_city)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name,
         property_company_name = EXCLUDED.property_company_name,
         property_company_business_id = EXCLUDED.property_company_business_id,
         property_company_street_address = EXCLUDED.property_company_street_address,
         property_company_postal_code = EXCLUDED.property_company_postal_code,
         property_company_city = EXCLUDED.property_company_city`,
      [
        id,
        body.name,
        company.name,
        company.businessId ?? null,
        company.streetAddress ?? null,
        company.postalCode ?? null,
        company.city ?? null,
      ],
      { name: 'integration.realProperty' },
    )
    return 'real_properties'
  },
  buildings: async (q, id, body) => {
    const realPropertyId = await reference(q, 'real-properties', body.realProperty, 'realProperty')
    await q.query(
      `INSERT INTO buildings (id, real_property_id, street_name, street_number, building,
         postal_code, city, district, region)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (id) DO UPDATE SET real_property_id = EXCLUDED.real_property_id,
         street_name = EXCLUDED.street_name, street_number = EXCLUDED.street_number,
         building = EXCLUDED.building, postal_code = EXCLUDED.postal_code, city = EXCLUDED.city,
         district = EXCLUDED.district, region = EXCLUDED.region`,
      [
        id,
        realPropertyId,
        body.streetName,
        body.streetNumber,
        body.building ?? null,
        body.postalCode,
        body.city,
        body.district ?? null,
        body.region ?? null,
      ],
      { name: 'integration.building' },
    )
    return 'buildings'
  },
  apartments: async (q, id, body) => {
    const buildingId = await reference(q, 'buildings', body.building, 'building')
    await q.query(
      `INSERT INTO apartments (id, building_id, staircase_letter, apartment_number,
         street_address_line1, street_address_line2, postal_code, city, room_count, floor_area)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (id) DO UPDATE SET building_id = EXCLUDED.building_id,
         staircase_letter = EXCLUDED.staircase_letter, apartment_number = EXCLUDED.apartment_number,
         street_address_line1 = EXCLUDED.street_address_line1,
         street_address_line2 = EXCLUDED.street_address_line2, postal_code = EXCLUDED.postal_code,
         city = EXCLUDED.city, room_count = EXCLUDED.room_count, floor_area = EXCLUDED.floor_area`,
      [
        id,
        buildingId,
        body.staircase ?? null,
        body.apartmentNumber ?? null,
        body.streetAddressLine1,
        body.streetAddressLine2 ?? null,
        body.postalCode,
        body.city,
        body.roomCount ?? null,
        body.floorArea ?? null,
      ],
      { name: 'integration.apartment' },
    )
    return 'apartments'
  },
  contracts: writeContract,
  contacts: async (q, id, body) => {
    const scope = await scopeOf(q, body)
    if (body.residentCommitteeRole && body.category !== 'resident_committee') {
      throw validation('residentCommitteeRole')
    }
    await q.query(
      `INSERT INTO contacts (id, real_property_id, building_id, contact_category, name,
         phone_number, email, service_role, office_name, url, resident_committee_role, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (id) DO UPDATE SET real_property_id = EXCLUDED.real_property_id,
         building_id = EXCLUDED.building_id, contact_category = EXCLUDED.contact_category,
         name = EXCLUDED.name, phone_number = EXCLUDED.phone_number, email = EXCLUDED.email,
         service_role = EXCLUDED.service_role, office_name = EXCLUDED.office_name,
         url = EXCLUDED.url, resident_committee_role = EXCLUDED.resident_committee_role,
         sort_order = EXCLUDED.sort_order`,
      [
        id,
        scope.realPropertyId,
        scope.buildingId,
        body.category,
        body.name,
        body.phoneNumber ?? null,
        body.email ?? null,
        body.serviceRole ?? null,
        body.officeName ?? null,
        body.url ?? null,
        body.residentCommitteeRole ?? null,
        body.sortOrder ?? 0,
      ],
    )
    return 'contacts'
  },
  payments: async (q, id, body, existingTable) => {
    const table = body.kind === 'month' ? 'payments_by_month' : 'remittances'
    if (existingTable !== null && existingTable !== table) throw validation('kind')
    const contractId = await reference(q, 'contracts', body.contract, 'contract')
    if (body.kind === 'month') {
      await q.query(
        `INSERT INTO payments_by_month (id, contract_id, year_month, difference)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET contract_id = EXCLUDED.contract_id,
           year_month = EXCLUDED.year_month, difference = EXCLUDED.difference`,
        [id, contractId, body.yearMonth, body.difference],
      )
      // The month's lines belong to the month as sent: replaced with it.
      await q.query('DELETE FROM payment_targets WHERE payments_by_month_id = $1', [id])
      for (const target of body.targets) {
        await q.query(
          `INSERT INTO payment_targets (payments_by_month_id, name_on_bill, due_date, expected)
           VALUES ($1, $2, $3, $4)`,
          [id, target.nameOnBill, target.dueDate, target.expected],
        )
      }
    } else {
      await q.query(
        `INSERT INTO remittances (id, contract_id, name_of_payer, paid_date, amount, due_date,
           beneficiary, reference_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET contract_id = EXCLUDED.contract_id,
           name_of_payer = EXCLUDED.name_of_payer, paid_date = EXCLUDED.paid_date,
           amount = EXCLUDED.amount, due_date = EXCLUDED.due_date,
           beneficiary = EXCLUDED.beneficiary, reference_number = EXCLUDED.reference_number`,
        [
          id,
          contractId,
          body.nameOfPayer,
          body.paidDate,
          body.amount,
          body.dueDate ?? null,
          body.beneficiary ?? null,
          body.referenceNumber ?? null,
        ],
      )
    }
    return table
  },
  documents: async (q, id, body) => {
    const scope = await scopeOf(q, body)
    await q.query(
      `INSERT INTO documents (id, real_property_id, building_id, category_id, name, document_type,
         url, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8::timestamptz, now()))
       ON CONFLICT (id) DO UPDATE SET real_property_id = EXCLUDED.real_property_id,
         building_id = EXCLUDED.building_id, category_id = EXCLUDED.category_id,
         name = EXCLUDED.name, document_type = EXCLUDED.document_type, url = EXCLUDED.url,
         published_at = EXCLUDED.published_at`,
      [
        id,
        scope.realPropertyId,
        scope.buildingId,
        body.category,
        body.name,
        body.documentType ?? 'pdf',
        body.url,
        body.publishedAt ?? null,
      ],
    )
    return 'documents'
  },
}

/**
 * The rules of a contract body that need no database: party ids unique within the contract,
 * collateral only on a right of occupancy, end dates not before start dates.
 *
 * @throws ApiError 400 VALIDATION_ERROR naming the field.
 */
export function checkContract(body: BodyOf<'contracts'>): void {
  const seen = new Set<string>()
  body.parties.forEach((party, index) => {
    if (seen.has(party.externalId)) throw validation(`parties.${index}.externalId`)
    seen.add(party.externalId)
  })
  if (body.collateral && body.type !== 'right_of_occupancy') throw validation('collateral')
  if (body.endDate && body.endDate < body.startDate) throw validation('endDate', 'invalid_date')
  body.parties.forEach((party, index) => {
    const endDate = party.endDate ?? null
    if (endDate !== null && endDate < (party.startDate ?? body.startDate)) {
      throw validation(`parties.${index}.endDate`, 'invalid_date')
    }
  })
}

/**
 * The 400 VALIDATION_ERROR of a contract update that leaves out parties the contract has
 * (`details.missingParties`): parties end with `endDate`, never by omission.
 */
export function missingPartiesError(missing: readonly string[]): ApiError {
  return validation('parties', 'invalid_string', { missingParties: [...missing] })
}

/** The SHA-256 (hex) of a parsed body's canonical JSON: equal data, equal hash. */
export function bodyHashOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex')
}

/** Writes a contract and its parties (see the module comment). */
async function writeContract(
  q: Queryable,
  id: string,
  body: BodyOf<'contracts'>,
  existingTable: string | null,
): Promise<string> {
  checkContract(body)
  const seen = new Set(body.parties.map((party) => party.externalId))
  const apartmentId = await reference(q, 'apartments', body.apartment, 'apartment')
  await q.query(
    `INSERT INTO contracts (id, apartment_id, contract_type, status, start_date, end_date,
       reference_number, is_estate_contract, has_guardian_of_interests, has_contract_tag,
       collateral_bank_name, is_collateral)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (id) DO UPDATE SET apartment_id = EXCLUDED.apartment_id,
       contract_type = EXCLUDED.contract_type, status = EXCLUDED.status,
       start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date,
       reference_number = EXCLUDED.reference_number,
       is_estate_contract = EXCLUDED.is_estate_contract,
       has_guardian_of_interests = EXCLUDED.has_guardian_of_interests,
       has_contract_tag = EXCLUDED.has_contract_tag,
       collateral_bank_name = EXCLUDED.collateral_bank_name, is_collateral = EXCLUDED.is_collateral`,
    [
      id,
      apartmentId,
      body.type,
      body.status,
      body.startDate,
      body.endDate ?? null,
      body.referenceNumber,
      body.isEstateContract ?? false,
      body.hasGuardianOfInterests ?? false,
      body.hasContractTag ?? false,
      body.collateral?.bankName ?? null,
      body.collateral ? body.collateral.isCollateral : null,
    ],
    { name: 'integration.contract' },
  )
  // A new contract has no parties yet; an existing one must keep every party it has.
  const missing =
    existingTable === null
      ? []
      : await q.query<{ external_id: string }>(
          `SELECT external_id FROM tenants
      WHERE contract_id = $1 AND external_id IS NOT NULL AND NOT (external_id = ANY($2::text[]))
      ORDER BY external_id`,
          [id, [...seen.keys()]],
          { name: 'integration.contractMissingParties' },
        )
  if (missing.length > 0) {
    throw missingPartiesError(missing.map((row) => row.external_id))
  }
  for (const party of body.parties) {
    const startDate = party.startDate ?? body.startDate
    const endDate = party.endDate ?? null
    const person = party.type === 'person' ? party : null
    const company = party.type === 'company' ? party : null
    await q.query(
      `INSERT INTO tenants (contract_id, external_id, tenant_type, first_name, last_name,
         company_name, business_identity_code, tenant_role, is_contract_party, is_payer, email,
         phone_number, non_disclosure, birth_date, personal_identity_code, start_date, end_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       ON CONFLICT (contract_id, external_id) WHERE external_id IS NOT NULL DO UPDATE SET
         tenant_type = EXCLUDED.tenant_type, first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, company_name = EXCLUDED.company_name,
         business_identity_code = EXCLUDED.business_identity_code,
         tenant_role = EXCLUDED.tenant_role, is_contract_party = EXCLUDED.is_contract_party,
         is_payer = EXCLUDED.is_payer, email = EXCLUDED.email,
         phone_number = EXCLUDED.phone_number, non_disclosure = EXCLUDED.non_disclosure,
         birth_date = EXCLUDED.birth_date, personal_identity_code = EXCLUDED.personal_identity_code,
         start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date,
         -- A changed identity code no longer names the linked resident.
         user_id = CASE WHEN tenants.personal_identity_code IS NOT DISTINCT FROM
           EXCLUDED.personal_identity_code THEN tenants.user_id END`,
      [
        id,
        party.externalId,
        party.type,
        person?.firstName ?? null,
        person?.lastName ?? null,
        company?.companyName ?? null,
        company?.businessIdentityCode ?? null,
        person?.role ?? null,
        party.isContractParty,
        party.isPayer,
        party.email ?? null,
        party.phoneNumber ?? null,
        person?.nonDisclosure ?? false,
        person?.birthDate ?? null,
        person?.personalIdentityCode ?? null,
        startDate,
        endDate,
      ],
      { name: 'integration.contractParty' },
    )
  }
  // Residents who registered already are linked as registration links them.
  if (!body.parties.some((party) => party.type === 'person' && party.personalIdentityCode)) {
    return 'contracts'
  }
  await q.query(
    `UPDATE tenants t SET user_id = u.id
       FROM users u
      WHERE t.contract_id = $1 AND t.user_id IS NULL AND t.tenant_type = 'person'
        AND t.personal_identity_code IS NOT NULL
        AND u.personal_identity_code = t.personal_identity_code AND u.role = 'resident'
        AND NOT EXISTS (SELECT 1 FROM tenants o WHERE o.contract_id = t.contract_id AND o.user_id = u.id)`,
    [id],
    { name: 'integration.contractLinkResidents' },
  )
  return 'contracts'
}

/**
 * Creates or updates one entity (see the module comment). Run it inside a transaction: on an
 * error the caller rolls back, so nothing is half-written.
 *
 * @throws ApiError 400 VALIDATION_ERROR (body, or a database constraint), 412
 *   PRECONDITION_FAILED, 422 REFERENCE_NOT_FOUND.
 */
export async function upsertEntity(
  q: Queryable,
  input: UpsertInput,
  retried = false,
): Promise<UpsertResponse> {
  const { type, externalId } = input
  const body = parseUpsertBody(type, input.body)
  const bodyHash = bodyHashOf(body)
  const rows = await q.query<MappingRow>(
    `SELECT entity_id, entity_table, version, body_hash FROM integration_entities
      WHERE entity_type = $1 AND external_id = $2 FOR UPDATE`,
    [type, externalId],
    { name: 'integration.mapping' },
  )
  const existing = rows[0] ?? null
  const ifMatch = input.ifMatch ?? null
  if (
    ifMatch !== null &&
    (existing === null || (ifMatch !== '*' && ifMatch !== existing.version))
  ) {
    throw new ApiError(412, 'PRECONDITION_FAILED', {
      currentVersion: existing?.version ?? null,
    })
  }
  if (existing !== null && existing.body_hash === bodyHash) {
    return { id: existing.entity_id, externalId, version: existing.version, result: 'unchanged' }
  }
  const id = existing?.entity_id ?? randomUUID()
  const table = tableOf(type, body)
  if (existing === null) {
    // Claim the key first: a concurrent create of the same key waits here and then updates.
    const claimed = await q.query(
      `INSERT INTO integration_entities (entity_type, external_id, entity_id, entity_table,
         version, body_hash)
       VALUES ($1, $2, $3, $4, 1, $5)
       ON CONFLICT (entity_type, external_id) DO NOTHING RETURNING entity_id`,
      [type, externalId, id, table, bodyHash],
      { name: 'integration.claim' },
    )
    if (claimed.length === 0) {
      if (retried) throw new Error(`integration key ${type}/${externalId} could not be claimed`)
      return upsertEntity(q, input, true)
    }
  }
  const write = writers[type] as Writer<typeof type>
  try {
    await write(q, id, body as BodyOf<typeof type>, existing?.entity_table ?? null)
  } catch (error) {
    throw constraintProblem(error) ?? error
  }
  const result: UpsertResult = existing === null ? 'created' : 'updated'
  const version = existing === null ? 1 : existing.version + 1
  if (existing !== null) {
    await q.query(
      `UPDATE integration_entities SET version = $3, body_hash = $4, entity_table = $5,
         updated_at = now()
        WHERE entity_type = $1 AND external_id = $2`,
      [type, externalId, version, bodyHash, table],
      { name: 'integration.saveMapping' },
    )
  }
  return { id, externalId, version, result }
}

/**
 * The provider's id of one of our entities, or null when it did not come through the
 * integration API (for events and feeds that name entities by the provider's keys).
 */
export async function externalIdOf(
  q: Queryable,
  type: IntegrationEntityType,
  id: string,
): Promise<string | null> {
  const rows = await q.query<{ external_id: string }>(
    'SELECT external_id FROM integration_entities WHERE entity_type = $1 AND entity_id = $2',
    [type, id],
  )
  return rows[0]?.external_id ?? null
}
