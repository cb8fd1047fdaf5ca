/**
 * Bulk load (issue 22 item 3): NDJSON lines `{type, externalId, body}` read as a stream (any
 * size: one line at a time, never the whole input), each applied with the upsert of
 * `upserts.ts`, and a report line `{line, type, externalId, result, error?}` emitted per input
 * line as soon as it is known; a last line `{summary: {...}}` tells the counts and whether the
 * load was committed.
 *
 * - Default: each line is its own transaction; a bad line is reported and the next one goes on.
 * - `atomic`: the whole input is one transaction; each line runs under a savepoint so later lines
 *   are still checked and reported, and at the end the transaction commits only when no line
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
} from '@asukas/contract'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError } from '../../platform/errors.ts'
import { fieldErrorsOfIssues, upsertEntity } from './upserts.ts'

/** Longest line read (1 MiB); a longer one is reported and skipped. */
export const maxLineBytes = 1024 * 1024

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
    const text = Buffer.concat(parts).toString('utf8').replace(/\r$/, '')
    return { line, text }
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

/**
 * Applies every line of `lines` (see the module comment).
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
  const seen = new Set<string>()

  /** One line, in `q` (its own transaction, or a savepoint of the atomic one). */
  async function apply(
    input: InputLine,
    run: (fn: (q: Queryable) => Promise<void>) => Promise<void>,
  ): Promise<void> {
    if (input.text !== null && input.text.trim() === '') return
    summary.lines += 1
    const fail = async (
      type: string | null,
      externalId: string | null,
      error: LineError,
    ): Promise<void> => {
      summary.errors += 1
      await emit({ line: input.line, type, externalId, result: 'error', error })
    }
    if (input.text === null) return fail(null, null, { code: 'PAYLOAD_TOO_LARGE' })
    let json: unknown
    try {
      json = JSON.parse(input.text)
    } catch {
      return fail(null, null, { code: 'INVALID_JSON' })
    }
    const parsed = bulkLineSchema.safeParse(json)
    if (!parsed.success) {
      const raw = (json ?? {}) as { type?: unknown; externalId?: unknown }
      const fieldErrors = fieldErrorsOfIssues(parsed.error.issues)
      return fail(
        typeof raw.type === 'string' ? raw.type : null,
        typeof raw.externalId === 'string' ? raw.externalId : null,
        { code: 'VALIDATION_ERROR', field: Object.keys(fieldErrors)[0] ?? '_', fieldErrors },
      )
    }
    const { type, externalId, body } = parsed.data
    if (!options.scopes.includes(integrationEntityScopes[type])) {
      return fail(type, externalId, { code: 'INSUFFICIENT_SCOPE', field: 'type' })
    }
    const key = `${type}\u0000${externalId}`
    if (seen.has(key)) {
      return fail(type, externalId, { code: 'DUPLICATE_EXTERNAL_ID', field: 'externalId' })
    }
    seen.add(key)
    let report: BulkReportLine | null = null
    try {
      await run(async (q) => {
        const upserted = await upsertEntity(q, {
          type: type as IntegrationEntityType,
          externalId,
          body,
        })
        report = { line: input.line, type, externalId, result: upserted.result }
      })
    } catch (error) {
      const coded = errorOf(error)
      if (coded === null) throw error
      return fail(type, externalId, coded)
    }
    if (report === null) return
    const done: BulkReportLine = report
    if (done.result === 'created') summary.created += 1
    else if (done.result === 'updated') summary.updated += 1
    else if (done.result === 'unchanged') summary.unchanged += 1
    await emit(done)
  }

  if (!options.atomic) {
    for await (const input of lines) {
      await apply(input, (fn) => db.transaction(fn))
    }
    return summary
  }

  /** Thrown to roll the atomic load back. */
  class RollBack extends Error {}
  try {
    await db.transaction(async (tx) => {
      for await (const input of lines) {
        await apply(input, async (fn) => {
          await tx.query('SAVEPOINT bulk_line')
          try {
            await fn(tx)
            await tx.query('RELEASE SAVEPOINT bulk_line')
          } catch (error) {
            await tx.query('ROLLBACK TO SAVEPOINT bulk_line')
            throw error
          }
        })
      }
      if (summary.errors > 0) throw new RollBack()
    })
  } catch (error) {
    if (!(error instanceof RollBack)) throw error
    summary.committed = false
  }
  return summary
}
