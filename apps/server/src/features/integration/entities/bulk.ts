/**
 * Bulk load (issue 22 item 3): NDJSON lines `{type, externalId, body}` read as a stream (any
 * size: never more than two batches in memory), consecutive lines of one type applied together
 * (`bulk-batch.ts`, set-based; line by line with the upsert of `upserts.ts` when a batch's
 * statement fails), and a report line `{line, type, externalId, result, error?}` emitted per
 * input line, in input order, as its batch is done; a last line `{summary: {...}}` tells the
 * counts and whether the load was committed.
 *
 * The rules per line are the single upsert's whichever way it is applied; a batch's lines are
 * committed together only when each of them succeeded (a line's own error is left out of it).
 *
 * - Default: each line stands alone, as if in its own transaction: a bad line is reported and
 *   left out, the others are kept (a batch's transaction, or one per line after a failed batch).
 * - `atomic`: the whole input is one transaction; each batch (or line) runs under a savepoint so
 *   later lines are still checked and reported, and at the end the transaction commits only when no line
 *   failed (`summary.committed`); otherwise nothing of the load is kept.
 *
 * Each failure is coded: `INVALID_JSON`, `VALIDATION_ERROR` (with `field` / `fieldErrors`, body
 * fields prefixed `body.`), `DUPLICATE_EXTERNAL_ID` (the same type and external id earlier in the
 * same input), `REFERENCE_NOT_FOUND` (`field`, e.g. `body.apartment`), `PRECONDITION_FAILED`,
 * `PAYLOAD_TOO_LARGE` (a line over {@link maxLineBytes}), `INSUFFICIENT_SCOPE` (the client's
 * token lacks the scope of the line's type). Empty lines are skipped.
 */
import {
  bulkLineSchema,
  integrationEntityScopes,
  type BulkReportLine,
  type IntegrationEntityType,
  type IntegrationScope,
  type UpsertResult,
} from '@asukas/contract'
import { randomUUID } from 'node:crypto'
import { setImmediate } from 'node:timers/promises'
import type { Db, Queryable } from '../../../platform/db/db.ts'
import { ApiError } from '../../../platform/errors.ts'
import { applyBatch, LoadKeys } from './bulk-batch.ts'
import { bulkBatchRows, markLoaded, savepoint, seenInLoad } from './repository.ts'
import { fieldErrorsOfIssues, parseAndHashBody, upsertEntity } from './upserts.ts'

/** Lines checked between turns of the event loop (see `runBulk`). */
const yieldEvery = 16

/** Longest line read (1 MiB); a longer one is reported and skipped. */
export const maxLineBytes = 1024 * 1024

/**
 * A batch is sent once its lines hold this much text (8 MiB) even when it has fewer than
 * {@link bulkBatchRows} lines: long lines never make a batch hold gigabytes.
 */
const maxBatchChars = 8 * 1024 * 1024

/** One line of the input: its 1-based number and text, or null text when it was too long. */
export interface InputLine {
  line: number
  text: string | null
}

/**
 * Splits a byte stream into lines (LF or CRLF), holding at most one line in memory; a line over
 * `maxBytes` yields `text: null` and is skipped up to its end.
 */
export async function* splitLines(
  source: AsyncIterable<Buffer | string>,
  maxBytes = maxLineBytes,
): AsyncGenerator<InputLine> {
  let parts: Buffer[] = []
  let size = 0
  let tooLong = false
  let line = 0
  const finish = (): InputLine => {
    line += 1
    if (tooLong) return { line, text: null }
    // A line within one chunk (most lines) is decoded in place, without a copy.
    const whole = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts)
    const text = whole.toString('utf8')
    return { line, text: text.endsWith('\r') ? text.slice(0, -1) : text }
  }
  for await (const chunk of source) {
    let buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    let newline = buffer.indexOf(10)
    while (newline !== -1) {
      if (!tooLong) parts.push(buffer.subarray(0, newline))
      size += newline
      if (size > maxBytes) tooLong = true
      yield finish()
      parts = []
      size = 0
      tooLong = false
      buffer = buffer.subarray(newline + 1)
      newline = buffer.indexOf(10)
    }
    size += buffer.length
    if (size > maxBytes) {
      tooLong = true
      parts = []
    } else if (buffer.length > 0) {
      parts.push(buffer)
    }
  }
  if (size > 0 || tooLong) yield finish()
}

/** Counts of a load. */
export interface BulkSummary {
  lines: number
  created: number
  updated: number
  unchanged: number
  errors: number
  /** False when an atomic load failed (nothing kept). */
  committed: boolean
}

type LineError = NonNullable<BulkReportLine['error']>

/** The report's error of a failed upsert. */
function errorOf(error: unknown): LineError | null {
  if (!(error instanceof ApiError)) return null
  const details = error.details ?? {}
  const fieldErrors = details.fieldErrors as Record<string, string> | undefined
  const prefixed =
    fieldErrors === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(fieldErrors).map(([key, value]) => [
            key === '_' ? 'body' : `body.${key}`,
            value,
          ]),
        )
  const field =
    typeof details.field === 'string'
      ? `body.${details.field}`
      : prefixed
        ? Object.keys(prefixed)[0]
        : undefined
  return {
    code: error.code,
    ...(field === undefined ? {} : { field }),
    ...(prefixed === undefined ? {} : { fieldErrors: prefixed }),
  }
}

/** A line read and checked, waiting in the batch for its outcome. */
interface Pending {
  line: number
  type: string | null
  externalId: string | null
  /** Set when the line failed before reaching the database. */
  error?: LineError
  entityType?: IntegrationEntityType
  body?: unknown
  rawBody?: unknown
  hash?: string
}

/** Runs `fn` in its own transaction, or under a savepoint of the atomic one. */
type Runner = <T>(fn: (q: Queryable) => Promise<T>) => Promise<T>

/** A line read and checked without the database: its pending outcome. */
function check(
  input: InputLine,
  scopes: readonly IntegrationScope[],
  batchKeys: Set<string>,
): Pending {
  const pending: Pending = { line: input.line, type: null, externalId: null }
  if (input.text === null) return { ...pending, error: { code: 'PAYLOAD_TOO_LARGE' } }
  let json: unknown
  try {
    json = JSON.parse(input.text)
  } catch {
    return { ...pending, error: { code: 'INVALID_JSON' } }
  }
  const parsed = bulkLineSchema.safeParse(json)
  if (!parsed.success) {
    const raw = (json ?? {}) as { type?: unknown; externalId?: unknown }
    const fieldErrors = fieldErrorsOfIssues(parsed.error.issues)
    return {
      line: input.line,
      type: typeof raw.type === 'string' ? raw.type : null,
      externalId: typeof raw.externalId === 'string' ? raw.externalId : null,
      error: { code: 'VALIDATION_ERROR', field: Object.keys(fieldErrors)[0] ?? '_', fieldErrors },
    }
  }
  const { type, externalId, body } = parsed.data
  const named: Pending = { line: input.line, type, externalId }
  if (!scopes.includes(integrationEntityScopes[type])) {
    return { ...named, error: { code: 'INSUFFICIENT_SCOPE', field: 'type' } }
  }
  const key = lineKey(type, externalId)
  if (batchKeys.has(key)) return { ...named, error: duplicate }
  batchKeys.add(key)
  try {
    const parsed = parseAndHashBody(type, body)
    return { ...named, entityType: type, body: parsed.body, rawBody: body, hash: parsed.hash }
  } catch (error) {
    const coded = errorOf(error)
    if (coded === null) throw error
    return { ...named, error: coded }
  }
}

const duplicate: LineError = { code: 'DUPLICATE_EXTERNAL_ID', field: 'externalId' }

/** The key of a line within a load: its type and external id (`DUPLICATE_EXTERNAL_ID`'s test). */
function lineKey(type: string | null, externalId: string | null): string {
  return `${type}\u0000${externalId}`
}

/** Most keys of failed lines one load keeps ({@link FailedKeys}): some 10 MB. */
export const maxFailedKeys = 100_000

/**
 * The keys (type and external id) of a load's failed lines, so that a repeat of one in a later
 * batch is refused as `DUPLICATE_EXTERNAL_ID`, as a repeat within one batch is (the batch's keys)
 * and a repeat of an applied key is (the load's mark in the key table): the rule is "the same
 * type and external id earlier in the same input", whatever became of the earlier line. Holds at
 * most {@link maxFailedKeys}; past that, a repeat of a failed key is applied as its first line.
 */
class FailedKeys {
  readonly #keys = new Set<string>()

  /** Records the key of `pending` when it has one and the limit allows. */
  add(pending: Pending): void {
    if (pending.type === null || pending.externalId === null) return
    if (this.#keys.size < maxFailedKeys) this.#keys.add(lineKey(pending.type, pending.externalId))
  }

  /** Whether an earlier line with the key of `pending` failed. */
  has(pending: Pending): boolean {
    return this.#keys.has(lineKey(pending.type, pending.externalId))
  }
}

/** One line through the single upsert, with the load's duplicate test and mark. */
async function applyOne(
  run: Runner,
  pending: Pending,
  entityType: IntegrationEntityType,
  loadId: string,
  known: LoadKeys,
): Promise<UpsertResult | LineError> {
  const externalId = pending.externalId as string
  try {
    const outcome = await run(async (q) => {
      if (await seenInLoad(q, entityType, externalId, loadId)) return duplicate
      const upserted = await upsertEntity(q, {
        type: entityType,
        externalId,
        body: pending.rawBody,
      })
      await markLoaded(q, entityType, externalId, loadId)
      return upserted
    })
    if (!('id' in outcome)) return outcome
    known.add(entityType, externalId, outcome.id)
    return outcome.result
  } catch (error) {
    const coded = errorOf(error)
    if (coded === null) throw error
    return coded
  }
}

/**
 * The outcomes of the checked lines of one type: set-based (`bulk-batch.ts`), and line by line
 * when the batch's statements fail (each line's own outcome). The keys applied go to
 * `known` once their batch (or line) has succeeded, for the references of later lines.
 */
async function applyLines(
  run: Runner,
  lines: readonly Pending[],
  entityType: IntegrationEntityType,
  loadId: string,
  known: LoadKeys,
): Promise<(UpsertResult | LineError)[]> {
  if (lines.length > 0) {
    try {
      const outcomes = await run((q) =>
        applyBatch(
          q,
          entityType,
          lines.map((line) => ({
            externalId: line.externalId as string,
            body: line.body,
            hash: line.hash as string,
          })),
          loadId,
          known,
        ),
      )
      return outcomes.map((outcome, index) => {
        if ('result' in outcome) {
          known.add(entityType, lines[index]?.externalId as string, outcome.id)
          return outcome.result
        }
        if (outcome.error === 'duplicate') return duplicate
        return errorOf(outcome.error) ?? { code: 'INTERNAL_SERVER_ERROR' }
      })
    } catch {
      // Rolled back: each line again on its own, for its own outcome.
    }
  }
  const outcomes: (UpsertResult | LineError)[] = []
  for (const line of lines) outcomes.push(await applyOne(run, line, entityType, loadId, known))
  return outcomes
}

/**
 * Applies every line of `lines` (see the module comment), in batches of consecutive lines of one
 * type ({@link bulkBatchRows}). Memory stays bounded by the batch: a key seen in an earlier batch
 * is found by the load's mark in the key table, not kept here; only the uuids of recently applied
 * keys are, for later lines' references ({@link LoadKeys}, at most 200,000), and the keys of
 * failed lines, to refuse their repeats ({@link FailedKeys}, at most {@link maxFailedKeys}).
 *
 * @param emit receives each report line in input order; awaited (backpressure).
 * @returns the counts; throws only for failures of the database itself (the caller reports them).
 */
export async function runBulk(
  db: Db,
  lines: AsyncIterable<InputLine>,
  options: { atomic: boolean; scopes: readonly IntegrationScope[] },
  emit: (report: BulkReportLine) => Promise<void>,
): Promise<BulkSummary> {
  const summary: BulkSummary = {
    lines: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    errors: 0,
    committed: true,
  }
  const loadId = randomUUID()
  const known = new LoadKeys()
  const failed = new FailedKeys()
  let batch: Pending[] = []
  let batchType: IntegrationEntityType | null = null
  let batchKeys = new Set<string>()
  let batchChars = 0

  const report = async (pending: Pending, outcome: UpsertResult | LineError): Promise<void> => {
    const base = { line: pending.line, type: pending.type, externalId: pending.externalId }
    if (typeof outcome === 'string') {
      summary[outcome] += 1
      await emit({ ...base, result: outcome })
    } else {
      summary.errors += 1
      await emit({ ...base, result: 'error', error: outcome })
    }
  }

  // Two chains: the batches' database work, one batch after the other, and their report lines,
  // in input order. A batch goes to the database as soon as the one before it is applied, while
  // that one's lines are still being reported: the database never waits for the report.
  /** The last batch sent to the database (its outcomes). */
  let applied: Promise<unknown> = Promise.resolve()
  /** The report of the last batch sent, and of the one before it. */
  let reported: Promise<void> = Promise.resolve()
  let reportedBefore: Promise<void> = Promise.resolve()
  /**
   * Sends the batch read so far; resolves when the batch two before it has been reported (and so
   * applied): memory stays bounded by a few batches even when the client reads the report slowly.
   */
  const flush = async (run: Runner): Promise<void> => {
    const taken = batch
    const takenType = batchType
    batch = []
    batchType = null
    batchKeys = new Set()
    batchChars = 0
    const previousApplied = applied
    const previousReported = reported
    const twoBack = reportedBefore
    const outcomes = (async () => {
      await previousApplied
      // Every earlier batch is applied: its failed keys are known.
      const ready: Pending[] = []
      for (const pending of taken) {
        if (pending.error === undefined && failed.has(pending)) pending.error = duplicate
        if (pending.error === undefined) ready.push(pending)
        else failed.add(pending)
      }
      if (takenType === null) return []
      const done = await applyLines(run, ready, takenType, loadId, known)
      done.forEach((outcome, index) => {
        if (typeof outcome !== 'string') failed.add(ready[index] as Pending)
      })
      return done
    })()
    const reporting = (async () => {
      const done = await outcomes
      await previousReported
      let next = 0
      for (const pending of taken) {
        const outcome = pending.error ?? done[next++]
        if (outcome !== undefined) await report(pending, outcome)
      }
    })()
    applied = outcomes
    reportedBefore = previousReported
    reported = reporting
    // Awaited by the next flush or at the end; not unhandled rejections meanwhile.
    outcomes.catch(() => undefined)
    reporting.catch(() => undefined)
    await twoBack
  }

  const read = async (run: Runner): Promise<void> => {
    for await (const input of lines) {
      if (input.text !== null && input.text.trim() === '') continue
      summary.lines += 1
      // Lets the batch in the database go on as soon as its answer arrives: checking lines is
      // the server's busiest work, and the input's buffered chunks would keep it from I/O.
      if (summary.lines % yieldEvery === 0) await setImmediate()
      const pending = check(input, options.scopes, batchKeys)
      const type = pending.entityType
      if (type !== undefined && batchType !== null && type !== batchType) {
        await flush(run)
        // The line was checked against the flushed batch's keys: count it in the new batch.
        batchKeys.add(lineKey(type, pending.externalId))
      }
      if (type !== undefined) batchType = type
      batch.push(pending)
      batchChars += input.text?.length ?? 0
      if (batch.length >= bulkBatchRows || batchChars >= maxBatchChars) await flush(run)
    }
    await flush(run)
    await reported
  }

  if (!options.atomic) {
    await read((fn) => db.transaction(fn))
    return summary
  }

  /** Thrown to roll the atomic load back. */
  class RollBack extends Error {}
  let savepoints = 0
  try {
    await db.transaction(async (tx) => {
      await read(async (fn) => {
        const name = `bulk_${(savepoints += 1)}`
        // Not awaited before `fn`: its first statements queue behind it on the connection, one
        // round trip of waiting fewer per batch. A failed SAVEPOINT fails them too.
        const begun = savepoint(tx, 'begin', name)
        try {
          const [, result] = await Promise.all([begun, fn(tx)])
          await savepoint(tx, 'release', name)
          return result
        } catch (error) {
          await begun.catch(() => undefined)
          await savepoint(tx, 'rollback', name)
          throw error
        }
      })
      if (summary.errors > 0) throw new RollBack()
    })
  } catch (error) {
    if (!(error instanceof RollBack)) throw error
    summary.committed = false
  }
  return summary
}
