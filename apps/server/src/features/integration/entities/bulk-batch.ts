/**
 * Set-based upserts of one batch of bulk lines of the same type (issue 22 item 3): the rules of
 * `upserts.ts` (unchanged by body hash, references by the provider's keys, parties kept, the
 * version growing by one per change) applied to up to `bulkBatchRows` lines with a few
 * statements of `repository.ts` instead of several per line.
 *
 * Every type is batched: real properties, buildings, apartments, contracts with their parties,
 * contacts and documents (each with the scope it names: a real property, a building or neither),
 * and payments (months with their lines, and remittances: two parts, one per table). A line is
 * checked by the rules of its type (`rows.ts` `BatchType.check`) and written with the row of
 * `rows.ts`, as the single upsert does.
 *
 * A batch costs four statements whatever its size (five for contracts with identity codes, and
 * two more when it updates): keys locked (with the duplicate test; the unchanged test compares
 * the stored hash here), references resolved (a statement per referenced type, contacts' and
 * documents' two; only the keys the load has not applied itself:
 * {@link LoadKeys}; none, and no statement, in a first load sent parents first), new entities
 * created (their keys claimed and their rows, a contract's parties too,
 * inserted in one statement), updated entities written, keys saved. They go in two groups, each
 * sent at once and queued on the connection in that order (node-postgres and PGlite run a
 * connection's statements one after the other, in the order given): the lock with the
 * references, then every write; so a batch waits for the database twice, not once per statement
 * (contract updates once more, for the parties they must keep).
 *
 * A line's own fault (a duplicate key within the load, a missing reference, parties left out)
 * is that line's outcome and the rest of the batch goes on; a statement that fails (a database
 * constraint, a key claimed concurrently) throws, and the caller rolls the batch back and applies
 * its lines one by one, so every line still gets its own coded outcome.
 */
import type { IntegrationEntityType, UpsertResult } from '@asukas/contract'
import { setImmediate } from 'node:timers/promises'
import type { Queryable } from '../../../platform/db/db.ts'
import { timeOrderedUuid } from '../../../platform/ids.ts'
import { ApiError } from '../../../platform/errors.ts'
import {
  linkResidentsOfContracts,
  partiesOfContracts,
  replacePaymentTargets,
  upsertParties,
  upsertRows,
} from './repository.ts'
import { createRows, lockMappings, resolveKeys, saveMappings } from './repository.ts'
import { batchTypes, partyRows, paymentBatchTypes, type BatchType, type PaymentOf } from './rows.ts'
import { kindChangeError, missingPartiesError } from './rules.ts'
import type { BodyOf } from './upserts.ts'

/** A line of a batch: parsed and hashed. */
export interface BatchLine {
  externalId: string
  body: unknown
  hash: string
}

/** The outcome of one line: its result and our uuid of the entity, or the error that refused it. */
export type BatchOutcome = { result: UpsertResult; id: string } | { error: ApiError | 'duplicate' }

/** Most keys a {@link LoadKeys} holds (about 20 MB); the older half goes first. */
const loadKeysLimit = 200_000

/** Our uuids by external id, per type. */
type KeyMaps = Map<IntegrationEntityType, Map<string, string>>

/**
 * Our uuids of the keys a load has applied (created, updated or found unchanged), for the
 * references of its later lines: a first load sends the real properties, then the buildings
 * that name them, then the apartments, and so on, so most references name a key the load itself
 * just wrote, and these are resolved here instead of by a lookup in the key table per line. A
 * key's uuid never changes once claimed (an update keeps it, keys are never deleted), so an entry
 * stays true after its batch committed; entries are added only once a batch's statements have
 * succeeded (see `bulk.ts`), never for a batch rolled back. Bounded by {@link loadKeysLimit}: two
 * generations of half of it each, the older dropped whole when the newer is full (constant time
 * per key); a key not held is looked up in the database as before.
 */
export class LoadKeys {
  #current: KeyMaps = new Map()
  #previous: KeyMaps = new Map()
  #size = 0
  readonly #generation: number

  /** @param limit most keys held (default {@link loadKeysLimit}; 0 holds none). */
  constructor(limit = loadKeysLimit) {
    this.#generation = Math.floor(limit / 2)
  }

  /** Our uuid of (type, external id) when this load applied it and it is still held. */
  get(type: IntegrationEntityType, externalId: string): string | undefined {
    return this.#current.get(type)?.get(externalId) ?? this.#previous.get(type)?.get(externalId)
  }

  /** Records that (type, external id) is our entity `id`. */
  add(type: IntegrationEntityType, externalId: string, id: string): void {
    if (this.#generation === 0) return
    if (this.#size >= this.#generation) {
      this.#previous = this.#current
      this.#current = new Map()
      this.#size = 0
    }
    let ids = this.#current.get(type)
    if (ids === undefined) {
      ids = new Map()
      this.#current.set(type, ids)
    }
    if (!ids.has(externalId)) this.#size += 1
    ids.set(externalId, id)
  }
}

/** A line that will be written. */
interface Write {
  index: number
  id: string
  existing: boolean
  /** Our uuids of the line's references (`BatchType.references`), null for an absent one. */
  referenceIds: (string | null)[]
}

/**
 * Applies `lines` (all of `type`, distinct external ids) in `q`, marking each applied key with
 * `loadId`.
 *
 * @param known keys applied earlier in the load: references found there are not looked up.
 * @returns one outcome per line, in order.
 * @throws a database error (a constraint, a key claimed concurrently): roll back and apply the
 *   lines one by one.
 */
export async function applyBatch(
  q: Queryable,
  type: IntegrationEntityType,
  lines: readonly BatchLine[],
  loadId: string,
  known: LoadKeys = new LoadKeys(0),
): Promise<BatchOutcome[]> {
  if (type !== 'payments') {
    return applyPart(q, type, batchTypes[type] as BatchType<typeof type>, lines, loadId, known)
  }
  // Payments: the months, then the remittances, each a part of its own table (the batch's keys
  // are distinct, so the parts never share one).
  const outcomes: BatchOutcome[] = new Array<BatchOutcome>(lines.length)
  for (const [kind, spec] of Object.entries(paymentBatchTypes)) {
    const indexes = lines.flatMap((line, index) =>
      (line.body as BodyOf<'payments'>).kind === kind ? [index] : [],
    )
    if (indexes.length === 0) continue
    const done = await applyPart(
      q,
      type,
      spec,
      indexes.map((index) => lines[index] as BatchLine),
      loadId,
      known,
    )
    done.forEach((outcome, i) => (outcomes[indexes[i] as number] = outcome))
  }
  return outcomes
}

/** {@link applyBatch} of `lines` written as `spec` (one table). */
async function applyPart(
  q: Queryable,
  type: IntegrationEntityType,
  spec: BatchType<IntegrationEntityType>,
  lines: readonly BatchLine[],
  loadId: string,
  known: LoadKeys,
): Promise<BatchOutcome[]> {
  const outcomes: (BatchOutcome | null)[] = lines.map(() => null)
  // Both statements are sent at once (queued on the connection in this order, one round trip
  // of waiting instead of two): the references of every line are resolved, not only of those
  // the locked keys leave to write (a plain read; a first load writes every line anyway), and
  // only those this load has not applied itself (`known`). Per reference, in its order: our
  // uuids by external id, and the external ids to look up.
  const lookups = (spec.references ?? []).map((reference) => {
    const ids = new Map<string, string>()
    const unknown = new Set<string>()
    for (const line of lines) {
      const externalId = reference.of(line.body as never)
      if (!externalId || ids.has(externalId)) continue
      const id = known.get(reference.type, externalId)
      if (id === undefined) unknown.add(externalId)
      else ids.set(externalId, id)
    }
    return { reference, ids, unknown }
  })
  const [locked] = await Promise.all([
    lockMappings(
      q,
      type,
      lines.map((line) => line.externalId),
      loadId,
    ),
    ...lookups.map(async ({ reference, ids, unknown }) => {
      if (unknown.size === 0) return
      for (const [externalId, id] of await resolveKeys(q, reference.type, [...unknown])) {
        ids.set(externalId, id)
      }
    }),
  ])
  const mappings = new Map(locked.map((mapping) => [mapping.externalId, mapping]))
  const pending: number[] = []
  lines.forEach((line, index) => {
    const mapping = mappings.get(line.externalId)
    if (mapping?.seenInLoad) outcomes[index] = { error: 'duplicate' }
    else if (mapping?.bodyHash === line.hash) {
      outcomes[index] = { result: 'unchanged', id: mapping.entityId }
    } else if (mapping !== undefined && mapping.entityTable !== spec.table) {
      outcomes[index] = { error: kindChangeError() }
    } else {
      try {
        spec.check?.(line.body as never)
        pending.push(index)
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        outcomes[index] = { error }
      }
    }
  })

  const writes: Write[] = []
  for (const index of pending) {
    const line = lines[index] as BatchLine
    const mapping = mappings.get(line.externalId)
    const referenceIds = lookups.map(({ reference, ids }) => {
      const externalId = reference.of(line.body as never)
      return externalId ? ids.get(externalId) : null
    })
    const missing = lookups[referenceIds.indexOf(undefined)]
    if (missing !== undefined) {
      outcomes[index] = {
        error: new ApiError(422, 'REFERENCE_NOT_FOUND', { field: missing.reference.field }),
      }
      continue
    }
    writes.push({
      index,
      // Time-ordered (RFC 9562 v7): a load's new rows land at the end of each uuid index
      // instead of at random pages (about half the batch's time on PostgreSQL).
      id: mapping?.entityId ?? timeOrderedUuid(),
      existing: mapping !== undefined,
      referenceIds: referenceIds as (string | null)[],
    })
  }
  const written = type === 'contracts' ? await keepParties(q, lines, writes, outcomes) : writes

  const rowOf = (write: Write) =>
    spec.row(write.id, lines[write.index]?.body as never, write.referenceIds)
  const created = written.filter((write) => !write.existing)
  const updated = written.filter((write) => write.existing)
  for (const write of written) {
    outcomes[write.index] = { result: write.existing ? 'updated' : 'created', id: write.id }
  }
  const saved = lines.flatMap((line, index) => {
    const outcome = outcomes[index]
    if (outcome === null || outcome === undefined || !('result' in outcome)) return []
    if (outcome.result === 'created') return []
    return [{ externalId: line.externalId, hash: line.hash, changed: outcome.result === 'updated' }]
  })
  // The writes are queued on the connection in this order without waiting for each other (one
  // round trip of waiting): each runs after the one before it, and when one fails the later ones
  // fail too and the caller rolls the batch back. The new rows go in parts of
  // {@link createPartRows}, each handed to the connection before the next is built: the database
  // starts on the first part while the server still encodes the others, instead of waiting for
  // the whole batch's text.
  const sent: Promise<unknown>[] = []
  const send = (statement: Promise<unknown>) => {
    // Rejections are taken by the Promise.all below; none is unhandled meanwhile.
    statement.catch(() => undefined)
    sent.push(statement)
  }
  for (let start = 0; start < created.length; start += createPartRows) {
    const part = created.slice(start, start + createPartRows)
    send(
      createRows(
        q,
        type,
        spec.table,
        part.map((write) => {
          const line = lines[write.index] as BatchLine
          return {
            key: { externalId: line.externalId, entityId: write.id, hash: line.hash },
            row: rowOf(write),
          }
        }),
        loadId,
        type === 'contracts' ? partiesOf(lines, part) : [],
      ),
    )
    // The connection's writes get their turn of the event loop before the next part is built.
    if (start + createPartRows < created.length) await setImmediate()
  }
  send(upsertRows(q, spec.table, updated.map(rowOf)))
  if (spec.table === 'payments_by_month') {
    send(
      replacePaymentTargets(
        q,
        written.map((write) => ({
          id: write.id,
          existing: write.existing,
          targets: (lines[write.index]?.body as PaymentOf<'month'>).targets,
        })),
      ),
    )
  }
  if (type === 'contracts') {
    send(upsertParties(q, partiesOf(lines, updated)))
    send(linkResidentsOfContracts(q, linkable(lines, written)))
  }
  send(saveMappings(q, type, saved, loadId))
  await Promise.all(sent)
  return outcomes.map((outcome, index) => {
    if (outcome === null) throw new Error(`bulk line ${index} of the batch has no outcome`)
    return outcome
  })
}

/** New rows per create statement of a batch (see `applyBatch`). */
const createPartRows = 500

/** Drops (with their error) contract updates that leave out parties the contract has. */
async function keepParties(
  q: Queryable,
  lines: readonly BatchLine[],
  writes: Write[],
  outcomes: (BatchOutcome | null)[],
): Promise<Write[]> {
  const existing = await partiesOfContracts(
    q,
    writes.filter((write) => write.existing).map((write) => write.id),
  )
  return writes.filter((write) => {
    const body = lines[write.index]?.body as BodyOf<'contracts'>
    const sent = new Set(body.parties.map((party) => party.externalId))
    const missing = (existing.get(write.id) ?? []).filter((id) => !sent.has(id))
    if (missing.length === 0) return true
    outcomes[write.index] = { error: missingPartiesError(missing) }
    return false
  })
}

/** The party rows of the contracts of `writes`. */
function partiesOf(
  lines: readonly BatchLine[],
  writes: readonly Write[],
): Record<string, unknown>[] {
  return writes.flatMap((write) =>
    partyRows(write.id, lines[write.index]?.body as BodyOf<'contracts'>),
  )
}

/** The contracts of `writes` with a person party named by identity code (a resident to link). */
function linkable(lines: readonly BatchLine[], writes: readonly Write[]): string[] {
  return writes
    .filter((write) =>
      (lines[write.index]?.body as BodyOf<'contracts'>).parties.some(
        (party) => party.type === 'person' && party.personalIdentityCode,
      ),
    )
    .map((write) => write.id)
}
