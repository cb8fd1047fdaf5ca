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
import {
  consumeCode,
  deleteExpiredCodes,
  insertCode,
  isCodeUnused,
  newestUnusedCode,
  reserveCodeTry,
  returnCodeTry,
  supersedeCodes,
} from './repository/codes.ts'

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
  await supersedeCodes(q, { ...scope, email: null }, now)
  const id = randomUUID()
  const code = newCode()
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS)
  await insertCode(q, {
    id,
    email: scope.email,
    userId: scope.userId,
    registrationId: scope.registrationId,
    purpose: scope.purpose,
    codeHash: codeHashOf(id, code),
    createdAt: now,
    expiresAt,
  })
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
  const row = await newestUnusedCode(q, scope)
  if (row === null) return 'mismatch'
  if (!(await reserveCodeTry(q, row.id, MAX_CODE_ATTEMPTS))) {
    return (await isCodeUnused(q, row.id)) ? 'too_many' : 'mismatch'
  }
  if (row.expires_at.getTime() <= now.getTime()) {
    await returnCodeTry(q, row.id)
    return 'expired'
  }
  if (!sameHash(row.code_hash, codeHashOf(row.id, code))) return 'mismatch'
  return (await consumeCode(q, row.id, now)) ? 'ok' : 'mismatch'
}

/** Deletes codes that expired before `before`; returns how many. */
export function purgeCodes(q: Queryable, before: Date): Promise<number> {
  return deleteExpiredCodes(q, before)
}
