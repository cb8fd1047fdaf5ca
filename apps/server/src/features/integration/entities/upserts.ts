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
 * 4. the type's rules that need no database (`rules.ts`: a contract's dates and parties, a
 *    contact's committee role, published content's scope) give 400 VALIDATION_ERROR;
 * 5. references (`realProperty`, `building`, `apartment`, `contract`) are resolved through
 *    `integration_entities`; a missing one is 422 REFERENCE_NOT_FOUND with `details.field`;
 * 6. the row (`rows.ts`, the same as the bulk load's batches write) is inserted or updated under
 *    our uuid (kept across updates) and the version grows by one.
 *
 * Nothing is deleted by omission: a contract party left out of an update is refused (end it with
 * `endDate`), a contract ends with `status: 'terminated'`, and a payment month's targets are the
 * month's own lines (replaced with the month). A person party with a personal identity code is
 * linked to the resident account with that code, as registration links tenants
 * (`accounts/repository.ts` `linkTenants`): one row per contract, only when not linked yet.
 */
import { hash, randomUUID } from 'node:crypto'
import {
  integrationUpsertSchemas,
  type IntegrationEntityType,
  type UpsertResponse,
  type UpsertResult,
} from '@asukas/contract'
import type { z } from 'zod'
import type { Queryable } from '../../../platform/db/db.ts'
import { ApiError } from '../../../platform/errors.ts'
import * as repo from './repository.ts'
import { batchTypes, partyRows, paymentBatchTypes, type BatchType } from './rows.ts'
import { kindChangeError, missingPartiesError } from './rules.ts'

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
  // Hot in a bulk load (every line's body): loops and string appends, no intermediate arrays.
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) {
    let text = '['
    for (let i = 0; i < value.length; i++) text += `${i === 0 ? '' : ','}${canonicalJson(value[i])}`
    return `${text}]`
  }
  const record = value as Record<string, unknown>
  let text = '{'
  for (const key of Object.keys(record).sort()) {
    const item = record[key]
    if (item === undefined) continue
    text += `${text === '{' ? '' : ','}${JSON.stringify(key)}:${canonicalJson(item)}`
  }
  return `${text}}`
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

/** The SHA-256 (hex) of a parsed body's canonical JSON: equal data, equal hash. */
export function bodyHashOf(body: unknown): string {
  return hash('sha256', canonicalJson(body), 'hex')
}

/**
 * A copy of `schema` whose objects list their keys in {@link canonicalJson}'s order (sorted), so
 * that what it parses comes out with sorted keys at every level (Zod builds an object's output in
 * the order of its shape) and plain `JSON.stringify` of it is the canonical JSON. Null when the
 * schema holds a kind this copy does not know, whose output could hold other keys or values
 * (records, loose objects, defaults, transforms, dates): {@link canonicalJson} is used for those.
 */
function keySortedSchema(schema: z.ZodType): z.ZodType | null {
  const def = schema._zod.def
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
      return schema
    case 'optional':
    case 'nullable': {
      const { innerType } = def as z.core.$ZodOptionalDef
      const inner = keySortedSchema(innerType as z.ZodType)
      return inner === null ? null : schema.clone({ ...def, innerType: inner } as typeof def)
    }
    case 'array': {
      const element = keySortedSchema((def as z.core.$ZodArrayDef).element as z.ZodType)
      return element === null ? null : schema.clone({ ...def, element } as typeof def)
    }
    case 'union': {
      const options = (def as z.core.$ZodUnionDef).options.map((option) =>
        keySortedSchema(option as z.ZodType),
      )
      if (options.some((option) => option === null)) return null
      return schema.clone({ ...def, options } as typeof def)
    }
    case 'object': {
      const { shape, catchall } = def as z.core.$ZodObjectDef
      // Strict (catchall never) or stripping (none): the output holds the shape's keys only.
      if (catchall !== undefined && catchall._zod.def.type !== 'never') return null
      const sorted: Record<string, z.ZodType> = {}
      for (const key of Object.keys(shape).sort()) {
        const value = keySortedSchema(shape[key] as z.ZodType)
        if (value === null) return null
        sorted[key] = value
      }
      return schema.clone({ ...def, shape: sorted } as typeof def)
    }
    default:
      return null
  }
}

/** {@link keySortedSchema} of each type's body schema, made on first use. */
const keySortedSchemas = new Map<IntegrationEntityType, z.ZodType | null>()

/**
 * Parses `body` with the type's strict schema and hashes it ({@link bodyHashOf}: the same hash
 * and the same parsed data), the cheap way where the type allows: the key-sorted copy of the
 * schema ({@link keySortedSchema}) parses it, and the hash is taken of its plain JSON text
 * instead of building the canonical JSON key by key (a bulk load does this for every line). A
 * body the copy refuses is parsed again with the type's own schema, so errors (and the order of
 * their fields) are exactly those of {@link parseUpsertBody}.
 *
 * @throws ApiError 400 VALIDATION_ERROR with `details.fieldErrors` (dot paths).
 */
export function parseAndHashBody<T extends IntegrationEntityType>(
  type: T,
  body: unknown,
): { body: BodyOf<T>; hash: string } {
  let sorted = keySortedSchemas.get(type)
  if (sorted === undefined) {
    sorted = keySortedSchema(integrationUpsertSchemas[type])
    keySortedSchemas.set(type, sorted)
  }
  if (sorted !== null) {
    const result = sorted.safeParse(body)
    if (result.success) {
      return {
        body: result.data as BodyOf<T>,
        hash: hash('sha256', JSON.stringify(result.data), 'hex'),
      }
    }
  }
  const parsed = parseUpsertBody(type, body)
  return { body: parsed, hash: bodyHashOf(parsed) }
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
  const id = await repo.resolveKey(q, type, externalId)
  if (id === null) {
    throw new ApiError(422, 'REFERENCE_NOT_FOUND', { field, type, externalId })
  }
  return id
}

/** The table an entity of `type` with `body` lives in. */
function tableOf(type: IntegrationEntityType, body: unknown): string {
  if (type === 'payments') return paymentBatchTypes[(body as BodyOf<'payments'>).kind].table
  return type === 'real-properties' ? 'real_properties' : type
}

/** Writes one entity under `id` (insert or update). */
type Writer<T extends IntegrationEntityType> = (
  q: Queryable,
  id: string,
  body: BodyOf<T>,
  existingTable: string | null,
) => Promise<unknown>

/**
 * Writes the row of `spec` under `id` (insert or update): the body's rules ({@link
 * BatchType.check}), then its references resolved in order (an absent optional one is null).
 *
 * @throws ApiError 400 VALIDATION_ERROR (a rule), 422 REFERENCE_NOT_FOUND.
 */
async function writeRow<T extends IntegrationEntityType>(
  q: Queryable,
  spec: BatchType<T>,
  id: string,
  body: BodyOf<T>,
): Promise<void> {
  spec.check?.(body)
  const referenceIds: (string | null)[] = []
  for (const ref of spec.references ?? []) {
    const externalId = ref.of(body)
    referenceIds.push(externalId ? await reference(q, ref.type, externalId, ref.field) : null)
  }
  await repo.upsertRows(q, spec.table, [spec.row(id, body, referenceIds)])
}

/** The writer of a type kept in one row (`rows.ts`). */
function rowWriter<T extends keyof typeof batchTypes>(type: T): Writer<T> {
  const spec = batchTypes[type] as BatchType<T>
  return (q, id, body) => writeRow(q, spec, id, body)
}

const writers: { [T in IntegrationEntityType]: Writer<T> } = {
  'real-properties': rowWriter('real-properties'),
  buildings: rowWriter('buildings'),
  apartments: rowWriter('apartments'),
  contracts: writeContract,
  contacts: rowWriter('contacts'),
  documents: rowWriter('documents'),
  payments: async (q, id, body, existingTable) => {
    if (existingTable !== null && existingTable !== tableOf('payments', body)) {
      throw kindChangeError()
    }
    await writeRow(q, paymentBatchTypes[body.kind], id, body)
    if (body.kind === 'month') {
      await repo.replacePaymentTargets(q, [{ id, existing: true, targets: body.targets }])
    }
  },
}

/** Writes a contract and its parties (see the module comment). */
async function writeContract(
  q: Queryable,
  id: string,
  body: BodyOf<'contracts'>,
  existingTable: string | null,
): Promise<void> {
  await writeRow(q, batchTypes.contracts, id, body)
  // A new contract has no parties yet; an existing one must keep every party it has.
  if (existingTable !== null) {
    const sent = new Set(body.parties.map((party) => party.externalId))
    const stored = (await repo.partiesOfContracts(q, [id])).get(id) ?? []
    const missing = stored.filter((externalId) => !sent.has(externalId))
    if (missing.length > 0) throw missingPartiesError(missing)
  }
  await repo.upsertParties(q, partyRows(id, body))
  // Residents who registered already are linked as registration links them.
  if (body.parties.some((party) => party.type === 'person' && party.personalIdentityCode)) {
    await repo.linkResidentsOfContracts(q, [id])
  }
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
  const { body, hash: bodyHash } = parseAndHashBody(type, input.body)
  const existing = await repo.lockMapping(q, type, externalId)
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
    if (!(await repo.claimKey(q, type, externalId, id, table, bodyHash))) {
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
    await repo.saveMapping(q, type, externalId, { version, bodyHash, table })
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
  return repo.externalIdOf(q, type, id)
}
