/**
 * The statements of the staff login's second factor (`second-factor.ts`; ADR 0011, issue 23
 * item 3): login challenges (`staff_login_challenges`), the authenticator and the wrong-code count
 * on `staff_accounts`, and the recovery codes (`staff_recovery_codes`). Tokens and codes arrive
 * here hashed; the rules and the transactions stay in `second-factor.ts`.
 */
import type { Queryable } from '../../../platform/db/db.ts'

/** A live challenge with its member's e-mail and authenticator state. */
export interface ChallengeRow {
  token_hash: string
  user_id: string
  pending_totp_secret: string | null
  failed_attempts: number
  email: string
  totp_secret: string | null
  totp_last_step: string | null
}

/** Makes the `staff_accounts` row of `userId` (no roles) when there is none. */
export async function ensureStaffAccount(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    'INSERT INTO staff_accounts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING',
    [userId],
  )
}

/** Deletes the challenges of `userId` and every challenge expired before `now`. */
export async function deleteOldChallenges(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.query('DELETE FROM staff_login_challenges WHERE user_id = $1 OR expires_at < $2', [
    userId,
    now,
  ])
}

/** Stores a challenge for `userId`, living `minutes` from `now`. */
export async function insertChallenge(
  tx: Queryable,
  tokenHash: string,
  userId: string,
  now: Date,
  minutes: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO staff_login_challenges (token_hash, user_id, expires_at)
     VALUES ($1, $2, $3::timestamptz + make_interval(mins => $4))`,
    [tokenHash, userId, now, minutes],
  )
}

/** Whether the staff member `userId` has an authenticator. */
export async function isEnrolled(tx: Queryable, userId: string): Promise<boolean> {
  const rows = await tx.query<{ enrolled: boolean }>(
    'SELECT totp_secret IS NOT NULL AS enrolled FROM staff_accounts WHERE user_id = $1',
    [userId],
  )
  return rows[0]?.enrolled === true
}

/** Whether the account `userId` is locked or has `maxFailures` wrong codes in a row. */
export async function isLocked(
  db: Queryable,
  userId: string,
  maxFailures: number,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM staff_accounts
      WHERE user_id = $1 AND (locked_at IS NOT NULL OR second_factor_failures >= $2)`,
    [userId, maxFailures],
  )
  return rows.length > 0
}

/** The challenge of `tokenHash` live at `now`, locked for the transaction, or null. */
export async function lockChallengeRow(
  tx: Queryable,
  tokenHash: string,
  now: Date,
): Promise<ChallengeRow | null> {
  const rows = await tx.query<ChallengeRow>(
    `SELECT c.token_hash, c.user_id, c.pending_totp_secret, c.failed_attempts, u.email,
            sa.totp_secret, sa.totp_last_step::text AS totp_last_step
       FROM staff_login_challenges c
       JOIN users u ON u.id = c.user_id
       JOIN staff_accounts sa ON sa.user_id = c.user_id
      WHERE c.token_hash = $1 AND c.expires_at > $2
      FOR UPDATE OF c`,
    [tokenHash, now],
  )
  return rows[0] ?? null
}

/** Keeps the sealed secret offered for enrolment on the challenge. */
export async function setPendingSecret(
  tx: Queryable,
  tokenHash: string,
  sealed: string,
): Promise<void> {
  await tx.query(
    'UPDATE staff_login_challenges SET pending_totp_secret = $2 WHERE token_hash = $1',
    [tokenHash, sealed],
  )
}

/**
 * Adds one try to the account's wrong-code count when it is not locked and below `maxFailures`.
 *
 * @returns the count including this try, or null when the account is locked or used up.
 */
export async function countAccountTry(
  tx: Queryable,
  userId: string,
  maxFailures: number,
): Promise<number | null> {
  const account = await tx.query<{ second_factor_failures: number }>(
    `UPDATE staff_accounts SET second_factor_failures = second_factor_failures + 1
      WHERE user_id = $1 AND locked_at IS NULL AND second_factor_failures < $2
      RETURNING second_factor_failures`,
    [userId, maxFailures],
  )
  return account[0]?.second_factor_failures ?? null
}

/** Deletes the challenge of `tokenHash`. */
export async function deleteChallenge(tx: Queryable, tokenHash: string): Promise<void> {
  await tx.query('DELETE FROM staff_login_challenges WHERE token_hash = $1', [tokenHash])
}

/** Sets the tries used on the challenge of `tokenHash`. */
export async function setChallengeTries(
  tx: Queryable,
  tokenHash: string,
  tries: number,
): Promise<void> {
  await tx.query('UPDATE staff_login_challenges SET failed_attempts = $2 WHERE token_hash = $1', [
    tokenHash,
    tries,
  ])
}

/** Locks the account `userId` at `now`; false when it was locked already. */
export async function lockAccountRow(tx: Queryable, userId: string, now: Date): Promise<boolean> {
  const locked = await tx.query(
    `UPDATE staff_accounts SET locked_at = $2 WHERE user_id = $1 AND locked_at IS NULL
      RETURNING user_id`,
    [userId, now],
  )
  return locked.length > 0
}

/** Deletes every login challenge of `userId`. */
export async function deleteChallengesOf(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM staff_login_challenges WHERE user_id = $1', [userId])
}

/** A person told of a locked account. */
export interface LockMailRow {
  id: string
  email: string
  first_name: string
  last_name: string
  locale: string
}

/** The staff member `userId` and every administrator, by e-mail. */
export function memberAndAdministrators(tx: Queryable, userId: string): Promise<LockMailRow[]> {
  return tx.query<LockMailRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.locale
       FROM users u LEFT JOIN staff_accounts sa ON sa.user_id = u.id
      WHERE u.role = 'staff' AND (u.id = $1 OR 'administrator' = ANY(sa.roles))
      ORDER BY u.email`,
    [userId],
  )
}

/** Forgets the account's run of wrong codes (a right code ends it). */
export async function resetAccountFailures(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE staff_accounts SET second_factor_failures = 0 WHERE user_id = $1', [
    userId,
  ])
}

/** Stores the sealed authenticator of `userId`, enrolled at `now` with its first step. */
export async function storeAuthenticator(
  tx: Queryable,
  userId: string,
  sealed: string,
  now: Date,
  step: number,
): Promise<void> {
  await tx.query(
    `UPDATE staff_accounts SET totp_secret = $2, totp_enrolled_at = $3, totp_last_step = $4
      WHERE user_id = $1`,
    [userId, sealed, now, step],
  )
}

/** Deletes the recovery codes of `userId`. */
export async function deleteRecoveryCodes(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM staff_recovery_codes WHERE user_id = $1', [userId])
}

/** Stores one recovery code's hash for `userId`. */
export async function insertRecoveryCode(
  tx: Queryable,
  userId: string,
  codeHash: string,
): Promise<void> {
  await tx.query('INSERT INTO staff_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [
    userId,
    codeHash,
  ])
}

/**
 * Records the TOTP step `step` of `userId` when it is newer than the last one (a step is never
 * accepted twice), re-sealing the secret as `resealed` when given (lazy upgrade, ADR 0011).
 *
 * @returns false when the step is not newer.
 */
export async function acceptTotpStep(
  tx: Queryable,
  userId: string,
  step: number,
  resealed: string | null,
): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE staff_accounts SET totp_last_step = $2,
            totp_secret = CASE WHEN $3::text IS NULL THEN totp_secret ELSE $3 END
      WHERE user_id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING user_id`,
    [userId, step, resealed],
  )
  return updated.length > 0
}

/** Uses up the unused recovery code of `codeHash` at `now`; false when there is none. */
export async function useRecoveryCode(
  tx: Queryable,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const used = await tx.query(
    `UPDATE staff_recovery_codes SET used_at = $3
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
    [userId, codeHash, now],
  )
  return used.length > 0
}
