/**
 * The statements on `registrations` (0002_accounts.sql): the SQL of `../registration-session.ts`
 * (ADR 0033: SQL only in repository files). The cookie and its token stay in that file.
 */
import type { IdentityProvider } from '@asukas/contract'
import type { Lang } from '@asukas/domain'
import type { Queryable } from '../../db/db.ts'

/** A `registrations` row. */
export interface RegistrationRow {
  id: string
  personal_identity_code: string | null
  first_name: string | null
  last_name: string | null
  identity_provider: IdentityProvider | null
  acr: string | null
  locale: Lang
  email: string | null
  email_verified_at: Date | null
  user_id: string | null
  expires_at: Date
}

const registrationColumns = `id, personal_identity_code, first_name, last_name, identity_provider,
  acr, locale, email, email_verified_at, user_id, expires_at`

/** The registration of a token hash that has not expired at `now`, or null. */
export async function findRegistration(
  q: Queryable,
  tokenHash: string,
  now: Date,
): Promise<RegistrationRow | null> {
  const rows = await q.query<RegistrationRow>(
    `SELECT ${registrationColumns} FROM registrations WHERE token_hash = $1 AND expires_at > $2`,
    [tokenHash, now],
  )
  return rows[0] ?? null
}

/** What a new registration holds. */
export interface NewRegistration {
  tokenHash: string
  personalIdentityCode: string | null
  firstName: string | null
  lastName: string | null
  identityProvider: IdentityProvider | null
  acr: string | null
  locale: Lang
  email: string | null
  userId: string | null
  createdAt: Date
  expiresAt: Date
}

/** Stores a registration; returns its id. */
export async function insertRegistration(q: Queryable, row: NewRegistration): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO registrations (token_hash, personal_identity_code, first_name, last_name,
       identity_provider, acr, locale, email, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING id`,
    [
      row.tokenHash,
      row.personalIdentityCode,
      row.firstName,
      row.lastName,
      row.identityProvider,
      row.acr,
      row.locale,
      row.email,
      row.userId,
      row.createdAt,
      row.expiresAt,
    ],
  )
  const id = rows[0]?.id
  if (id === undefined) throw new Error('registration was not stored')
  return id
}

/** Locks and reads one registration (inside a transaction), or null when it is gone. */
export async function lockRegistration(q: Queryable, id: string): Promise<RegistrationRow | null> {
  const rows = await q.query<RegistrationRow>(
    `SELECT ${registrationColumns} FROM registrations WHERE id = $1 FOR UPDATE`,
    [id],
  )
  return rows[0] ?? null
}

/** Deletes the registration of a token hash. */
export async function deleteRegistrationByHash(q: Queryable, tokenHash: string): Promise<void> {
  await q.query('DELETE FROM registrations WHERE token_hash = $1', [tokenHash])
}

/** Deletes the registrations of the account `userId`. */
export async function deleteRegistrationsOf(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM registrations WHERE user_id = $1', [userId])
}

/** What a continue-mode registration copies from an unconfirmed account. */
export interface UnconfirmedAccountRow {
  email: string
  first_name: string
  last_name: string
  personal_identity_code: string | null
  identity_provider: IdentityProvider | null
  locale: Lang
}

/** The unconfirmed account `userId`, or null (gone or confirmed). */
export async function findUnconfirmedAccount(
  q: Queryable,
  userId: string,
): Promise<UnconfirmedAccountRow | null> {
  const rows = await q.query<UnconfirmedAccountRow>(
    `SELECT email, first_name, last_name, personal_identity_code, identity_provider, locale
       FROM users WHERE id = $1 AND NOT confirmed`,
    [userId],
  )
  return rows[0] ?? null
}

/** Deletes registrations that expired before `before`; returns how many. */
export async function deleteExpiredRegistrations(q: Queryable, before: Date): Promise<number> {
  const rows = await q.query<{ id: string }>(
    'DELETE FROM registrations WHERE expires_at < $1 RETURNING id',
    [before],
  )
  return rows.length
}
