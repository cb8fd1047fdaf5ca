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
import type { Queryable } from '../db/db.ts'
import { REGISTRATION_SESSION_MINUTES } from './cookie.ts'
import {
  deleteExpiredRegistrations,
  deleteRegistrationByHash,
  deleteRegistrationsOf,
  findRegistration,
  findUnconfirmedAccount,
  insertRegistration,
  type NewRegistration,
  type RegistrationRow,
} from './repository/registrations.ts'
import { newSessionToken, sessionIdOf } from './sessions.ts'

export { lockRegistration, type RegistrationRow } from './repository/registrations.ts'

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
  await deleteRegistrationByHash(q, sessionIdOf(token))
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
  const account = await findUnconfirmedAccount(q, userId)
  if (account === null) return null
  await deleteRegistrationsOf(q, userId)
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
export function purgeRegistrations(q: Queryable, before: Date): Promise<number> {
  return deleteExpiredRegistrations(q, before)
}
