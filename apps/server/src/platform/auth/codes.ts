/**
 * E-mailed 6-digit codes (issue 4 "Codes: 6 digits, random, single use, valid 10 minutes, at most
 * 5 wrong tries"; spec 02 §5 General, §9), in `verification_codes` (0001_init.sql, 0002).
 *
 * - A code is `crypto.randomInt` over 000000–999999 (uniform, CSPRNG).
 * - Only `SHA-256(row id ":" code)` is stored. Six digits cannot resist an offline search, so the
 *   hash only keeps codes out of plain sight in backups and logs; their strength is the short
 *   life, single use and the try limit, all enforced here.
 * - Issuing a code supersedes the unused codes of the same scope: only the newest one works.
 * - Each check first reserves one try atomically (`failed_attempts < 5`), so parallel guesses
 *   cannot exceed five; a correct code gives its try back and is consumed in the same statement
 *   that proves it unused, so it works exactly once.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../db/db.ts'
import { codeValidityMinutes } from '../mail/templates.ts'

/** How long a code is valid: the minutes the mails state (issue 4: 10 minutes). */
export const CODE_TTL_MS = codeValidityMinutes * 60 * 1000
/** Wrong tries allowed per code (issue 4: at most 5). */
export const MAX_CODE_ATTEMPTS = 5

/** What a code is for (`verification_codes.purpose`). */
export type CodePurpose = 'verify_email' | 'reset_password' | 'change_password' | 'change_email'

/**
 * Which codes a check looks at: one purpose and a registration (registration codes), or an
 * account (password codes), optionally narrowed to the e-mail address the code was sent to.
 */
export interface CodeScope {
  purpose: CodePurpose
  /** The address the code went to; null matches any (the account's address may have changed). */
  email: string | null
  registrationId: string | null
  userId: string | null
}

/** An issued code: the digits to mail, and when it was made and expires. */
export interface IssuedCode {
  id: string
  code: string
  createdAt: Date
  expiresAt: Date
}

/** Outcome of a check: ok, wrong (or no such code), expired, or out of tries. */
export type CodeCheck = 'ok' | 'mismatch' | 'expired' | 'too_many'

/** A new random code: exactly 6 decimal digits, leading zeros kept. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** The stored hash of `code` for the row `id`: SHA-256 hex of `id:code`. */
export function codeHashOf(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex')
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

const scopeCondition = `purpose = $1 AND ($2::text IS NULL OR email = $2)
   AND registration_id IS NOT DISTINCT FROM $3::uuid AND user_id IS NOT DISTINCT FROM $4::uuid`

function scopeParams(scope: CodeScope): unknown[] {
  return [scope.purpose, scope.email, scope.registrationId, scope.userId]
}

/**
 * Makes a new code for `scope` (sent to `email`), superseding the scope's unused codes.
 *
 * @param q the transaction that also writes the mail, so code and mail commit together.
 * @param now the current time (injectable clock); the code expires {@link CODE_TTL_MS} later.
 */
export async function issueCode(
  q: Queryable,
  scope: CodeScope & { email: string },
  now: Date,
): Promise<IssuedCode> {
  await q.query(
    `UPDATE verification_codes SET consumed_at = $5 WHERE ${scopeCondition} AND consumed_at IS NULL`,
    [...scopeParams({ ...scope, email: null }), now],
  )
  const id = randomUUID()
  const code = newCode()
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS)
  await q.query(
    `INSERT INTO verification_codes
       (id, email, user_id, registration_id, purpose, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      scope.email,
      scope.userId,
      scope.registrationId,
      scope.purpose,
      codeHashOf(id, code),
      now,
      expiresAt,
    ],
  )
  return { id, code, createdAt: now, expiresAt }
}

/**
 * Checks `code` against the newest unused code of `scope`.
 *
 * @returns `ok` (the code is now used up), `mismatch` (wrong, or no code: the caller cannot tell
 *   which, so neither can the client), `expired` (older than {@link CODE_TTL_MS}), or `too_many`
 *   ({@link MAX_CODE_ATTEMPTS} wrong tries already).
 */
export async function checkCode(
  q: Queryable,
  scope: CodeScope,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const rows = await q.query<{ id: string; code_hash: string; expires_at: Date }>(
    `SELECT id, code_hash, expires_at FROM verification_codes
      WHERE ${scopeCondition} AND consumed_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    scopeParams(scope),
  )
  const row = rows[0]
  if (row === undefined) return 'mismatch'
  const reserved = await q.query<{ failed_attempts: number }>(
    `UPDATE verification_codes SET failed_attempts = failed_attempts + 1
      WHERE id = $1 AND consumed_at IS NULL AND failed_attempts < $2
      RETURNING failed_attempts`,
    [row.id, MAX_CODE_ATTEMPTS],
  )
  if (reserved.length === 0) {
    const still = await q.query(
      'SELECT 1 FROM verification_codes WHERE id = $1 AND consumed_at IS NULL',
      [row.id],
    )
    return still.length === 0 ? 'mismatch' : 'too_many'
  }
  if (row.expires_at.getTime() <= now.getTime()) {
    await q.query(
      'UPDATE verification_codes SET failed_attempts = failed_attempts - 1 WHERE id = $1',
      [row.id],
    )
    return 'expired'
  }
  if (!sameHash(row.code_hash, codeHashOf(row.id, code))) return 'mismatch'
  const consumed = await q.query<{ id: string }>(
    `UPDATE verification_codes SET consumed_at = $2, failed_attempts = failed_attempts - 1
      WHERE id = $1 AND consumed_at IS NULL RETURNING id`,
    [row.id, now],
  )
  return consumed.length > 0 ? 'ok' : 'mismatch'
}

/** Deletes codes that expired before `before`; returns how many. */
export async function purgeCodes(q: Queryable, before: Date): Promise<number> {
  const rows = await q.query<{ id: string }>(
    'DELETE FROM verification_codes WHERE expires_at < $1 RETURNING id',
    [before],
  )
  return rows.length
}
