/**
 * Registration sessions (0002_accounts.sql `registrations`): a registration in progress, bound to
 * the browser by the registration cookie (`cookie.ts`), whose random token is stored only as its
 * SHA-256, like a session's.
 *
 * Made by the identity callback after a strong identification, or by a login of an unconfirmed
 * account (continue mode, spec 01 §4: "USER_NOT_CONFIRMED on login redirects to register in
 * continue mode"), so the code entry that follows knows whose registration it is. In the platform
 * because both the login and the accounts feature make them.
 */
import type { IdentityProvider } from '@asukas/contract'
import type { Lang } from '@asukas/domain'
import type { Queryable } from '../db/db.ts'
import { REGISTRATION_SESSION_MINUTES } from './cookie.ts'
import { newSessionToken, sessionIdOf } from './sessions.ts'

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

/**
 * Starts a registration session: stores `fields` with a new token, valid
 * {@link REGISTRATION_SESSION_MINUTES} minutes from `now`.
 *
 * @returns the cookie token and the registration id.
 */
export async function createRegistrationSession(
  q: Queryable,
  fields: Omit<NewRegistration, 'tokenHash' | 'createdAt' | 'expiresAt'>,
  now: Date,
): Promise<{ token: string; id: string }> {
  const token = newSessionToken()
  const id = await insertRegistration(q, {
    ...fields,
    tokenHash: sessionIdOf(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REGISTRATION_SESSION_MINUTES * 60 * 1000),
  })
  return { token, id }
}

/** The live registration of a cookie token at `now`, or null. */
export function findRegistrationSession(
  q: Queryable,
  token: string,
  now: Date,
): Promise<RegistrationRow | null> {
  return findRegistration(q, sessionIdOf(token), now)
}

/** Ends the registration session of a cookie token (logout, cancel). */
export async function deleteRegistrationSession(q: Queryable, token: string): Promise<void> {
  await q.query('DELETE FROM registrations WHERE token_hash = $1', [sessionIdOf(token)])
}

/**
 * Starts a continue-mode registration for an unconfirmed account whose password was just proven
 * at login: the registration carries the account's id, e-mail, names and identity code.
 *
 * @returns the cookie token, or null when the account is gone.
 */
export async function createContinueRegistration(
  q: Queryable,
  userId: string,
  now: Date,
): Promise<string | null> {
  const rows = await q.query<{
    email: string
    first_name: string
    last_name: string
    personal_identity_code: string | null
    identity_provider: IdentityProvider | null
    locale: Lang
  }>(
    `SELECT email, first_name, last_name, personal_identity_code, identity_provider, locale
       FROM users WHERE id = $1 AND NOT confirmed`,
    [userId],
  )
  const account = rows[0]
  if (account === undefined) return null
  await q.query('DELETE FROM registrations WHERE user_id = $1', [userId])
  const { token } = await createRegistrationSession(
    q,
    {
      personalIdentityCode: account.personal_identity_code,
      firstName: account.first_name,
      lastName: account.last_name,
      identityProvider: account.identity_provider,
      acr: null,
      locale: account.locale,
      email: account.email,
      userId,
    },
    now,
  )
  return token
}

/** Deletes registrations that expired before `before`; returns how many. */
export async function purgeRegistrations(q: Queryable, before: Date): Promise<number> {
  const rows = await q.query<{ id: string }>(
    'DELETE FROM registrations WHERE expires_at < $1 RETURNING id',
    [before],
  )
  return rows.length
}
