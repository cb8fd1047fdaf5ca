/**
 * The statements on `verification_codes` (0001_init.sql, 0002): the SQL of `../codes.ts` (ADR
 * 0033: SQL only in repository files). The rules (hashing, tries, expiry) stay in that file.
 */
import type { Queryable } from '../../db/db.ts'

/**
 * Which codes a statement looks at: one purpose and a registration or an account, optionally
 * narrowed to the address the code was sent to (null matches any).
 */
export interface CodeScopeKey {
  purpose: string
  email: string | null
  registrationId: string | null
  userId: string | null
}

const scopeCondition = `purpose = $1 AND ($2::text IS NULL OR email = $2)
   AND registration_id IS NOT DISTINCT FROM $3::uuid AND user_id IS NOT DISTINCT FROM $4::uuid`

function scopeParams(scope: CodeScopeKey): unknown[] {
  return [scope.purpose, scope.email, scope.registrationId, scope.userId]
}

/** Marks the unused codes of `scope` consumed at `now` (a newer code supersedes them). */
export async function supersedeCodes(q: Queryable, scope: CodeScopeKey, now: Date): Promise<void> {
  await q.query(
    `UPDATE verification_codes SET consumed_at = $5 WHERE ${scopeCondition} AND consumed_at IS NULL`,
    [...scopeParams(scope), now],
  )
}

/** A new `verification_codes` row (only the code's hash). */
export interface NewCodeRow {
  id: string
  email: string
  userId: string | null
  registrationId: string | null
  purpose: string
  codeHash: string
  createdAt: Date
  expiresAt: Date
}

/** Stores a code row. */
export async function insertCode(q: Queryable, row: NewCodeRow): Promise<void> {
  await q.query(
    `INSERT INTO verification_codes
       (id, email, user_id, registration_id, purpose, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      row.id,
      row.email,
      row.userId,
      row.registrationId,
      row.purpose,
      row.codeHash,
      row.createdAt,
      row.expiresAt,
    ],
  )
}

/** The newest unused code of `scope`, or null. */
export async function newestUnusedCode(
  q: Queryable,
  scope: CodeScopeKey,
): Promise<{ id: string; code_hash: string; expires_at: Date } | null> {
  const rows = await q.query<{ id: string; code_hash: string; expires_at: Date }>(
    `SELECT id, code_hash, expires_at FROM verification_codes
      WHERE ${scopeCondition} AND consumed_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    scopeParams(scope),
  )
  return rows[0] ?? null
}

/** Takes one try of the unused code `id` when it has fewer than `maxTries` wrong ones; false if not. */
export async function reserveCodeTry(q: Queryable, id: string, maxTries: number): Promise<boolean> {
  const reserved = await q.query<{ failed_attempts: number }>(
    `UPDATE verification_codes SET failed_attempts = failed_attempts + 1
      WHERE id = $1 AND consumed_at IS NULL AND failed_attempts < $2
      RETURNING failed_attempts`,
    [id, maxTries],
  )
  return reserved.length > 0
}

/** Whether the code `id` is still unused. */
export async function isCodeUnused(q: Queryable, id: string): Promise<boolean> {
  const still = await q.query(
    'SELECT 1 FROM verification_codes WHERE id = $1 AND consumed_at IS NULL',
    [id],
  )
  return still.length > 0
}

/** Gives back the try taken on the code `id` (it was not a wrong guess). */
export async function returnCodeTry(q: Queryable, id: string): Promise<void> {
  await q.query(
    'UPDATE verification_codes SET failed_attempts = failed_attempts - 1 WHERE id = $1',
    [id],
  )
}

/** Consumes the unused code `id` at `now`, giving its try back; false when it was already used. */
export async function consumeCode(q: Queryable, id: string, now: Date): Promise<boolean> {
  const consumed = await q.query<{ id: string }>(
    `UPDATE verification_codes SET consumed_at = $2, failed_attempts = failed_attempts - 1
      WHERE id = $1 AND consumed_at IS NULL RETURNING id`,
    [id, now],
  )
  return consumed.length > 0
}

/** Deletes codes that expired before `before`; returns how many. */
export async function deleteExpiredCodes(q: Queryable, before: Date): Promise<number> {
  const rows = await q.query<{ id: string }>(
    'DELETE FROM verification_codes WHERE expires_at < $1 RETURNING id',
    [before],
  )
  return rows.length
}
