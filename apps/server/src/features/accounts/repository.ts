/**
 * Database access of the accounts feature: registrations in progress (0002_accounts.sql),
 * accounts as registration and passwords see them, and the tenant link.
 */
import type { IdentityProvider } from '@asukas/contract'
import type { Lang } from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'
import type { UserRole } from '../../platform/auth/session-user.ts'

/** Deletes the registrations of a person (identity code) or of an account. */
export async function deleteRegistrationsOf(
  q: Queryable,
  personalIdentityCode: string | null,
  userId: string | null,
): Promise<void> {
  await q.query(
    `DELETE FROM registrations
      WHERE ($1::text IS NOT NULL AND personal_identity_code = $1)
         OR ($2::uuid IS NOT NULL AND user_id = $2)`,
    [personalIdentityCode, userId],
  )
}

/** Deletes one registration. */
export async function deleteRegistration(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM registrations WHERE id = $1', [id])
}

/**
 * Sets the address the registration's code goes to; a new address is unverified again.
 */
export async function setRegistrationEmail(q: Queryable, id: string, email: string): Promise<void> {
  await q.query(
    `UPDATE registrations
        SET email = $2,
            email_verified_at = CASE WHEN email = $2 THEN email_verified_at END
      WHERE id = $1`,
    [id, email],
  )
}

/** Marks the registration's address verified at `at`. */
export async function markRegistrationVerified(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query('UPDATE registrations SET email_verified_at = $2 WHERE id = $1', [id, at])
}

/** Binds the registration to the account made for it. */
export async function setRegistrationUser(q: Queryable, id: string, userId: string): Promise<void> {
  await q.query('UPDATE registrations SET user_id = $2 WHERE id = $1', [id, userId])
}

/** True when some person tenant row has the identity code (spec 01 §4 "no tenant found"). */
export async function tenantExists(q: Queryable, personalIdentityCode: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM tenants
      WHERE personal_identity_code = $1 AND tenant_type = 'person' LIMIT 1`,
    [personalIdentityCode],
  )
  return rows.length > 0
}

/** An account as registration and passwords see it. */
export interface AccountRow {
  id: string
  email: string
  first_name: string
  last_name: string
  role: UserRole
  confirmed: boolean
  locale: Lang
  personal_identity_code: string | null
  has_password: boolean
}

const accountColumns = `id, email, first_name, last_name, role, confirmed, locale,
  personal_identity_code, password_hash IS NOT NULL AS has_password`

/** The account with the identity code, or null. */
export async function findAccountByIdentityCode(
  q: Queryable,
  personalIdentityCode: string,
): Promise<AccountRow | null> {
  const rows = await q.query<AccountRow>(
    `SELECT ${accountColumns} FROM users WHERE personal_identity_code = $1`,
    [personalIdentityCode],
  )
  return rows[0] ?? null
}

/** The account with the e-mail address (lower case), or null. */
export async function findAccountByEmail(q: Queryable, email: string): Promise<AccountRow | null> {
  const rows = await q.query<AccountRow>(`SELECT ${accountColumns} FROM users WHERE email = $1`, [
    email,
  ])
  return rows[0] ?? null
}

/** The account `id`, or null. */
export async function findAccount(q: Queryable, id: string): Promise<AccountRow | null> {
  const rows = await q.query<AccountRow>(`SELECT ${accountColumns} FROM users WHERE id = $1`, [id])
  return rows[0] ?? null
}

/** What a new resident account holds. */
export interface NewAccount {
  email: string
  passwordHash: string
  firstName: string
  lastName: string
  personalIdentityCode: string
  identityProvider: IdentityProvider
  locale: Lang
  confirmed: boolean
}

/** Stores a new resident account; returns its id. */
export async function insertAccount(q: Queryable, account: NewAccount): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, role, confirmed,
       identity_provider, personal_identity_code, locale)
     VALUES ($1, $2, $3, $4, 'resident', $5, $6, $7, $8)
     RETURNING id`,
    [
      account.email,
      account.passwordHash,
      account.firstName,
      account.lastName,
      account.confirmed,
      account.identityProvider,
      account.personalIdentityCode,
      account.locale,
    ],
  )
  const id = rows[0]?.id
  if (id === undefined) throw new Error('account was not stored')
  return id
}

/** Sets an unconfirmed account's e-mail, password and confirmation. */
export async function updatePendingAccount(
  q: Queryable,
  id: string,
  values: { email: string; passwordHash: string | null; confirmed: boolean },
): Promise<void> {
  await q.query(
    `UPDATE users
        SET email = $2, password_hash = coalesce($3, password_hash), confirmed = $4,
            updated_at = now()
      WHERE id = $1`,
    [id, values.email, values.passwordHash, values.confirmed],
  )
}

/** Deletes an account that never finished its registration (restart, a stale e-mail claim). */
export async function deleteUnconfirmedAccount(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM users WHERE id = $1 AND NOT confirmed', [id])
}

/**
 * Links the person's tenant rows to the account: one row per contract (the newest), only rows
 * not linked yet, and only contracts the account is not linked to already.
 *
 * @returns how many tenant rows were linked.
 */
export async function linkTenants(
  q: Queryable,
  userId: string,
  personalIdentityCode: string,
): Promise<number> {
  const rows = await q.query<{ id: string }>(
    `UPDATE tenants SET user_id = $1
      WHERE id IN (
        SELECT DISTINCT ON (t.contract_id) t.id FROM tenants t
         WHERE t.personal_identity_code = $2 AND t.tenant_type = 'person' AND t.user_id IS NULL
           AND NOT EXISTS (
             SELECT 1 FROM tenants o WHERE o.contract_id = t.contract_id AND o.user_id = $1)
         ORDER BY t.contract_id, t.start_date DESC, t.id)
      RETURNING id`,
    [userId, personalIdentityCode],
  )
  return rows.length
}

/** Stores a new password hash. */
export async function setPasswordHash(q: Queryable, userId: string, hash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
    userId,
    hash,
  ])
}

/** The stored Argon2id hash of the account's password, or null (none, or no such account). */
export async function passwordHashOf(q: Queryable, id: string): Promise<string | null> {
  const rows = await q.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [id],
  )
  return rows[0]?.password_hash ?? null
}

/** The account `id`, locked for update in the transaction `q`, or null. */
export async function lockAccount(q: Queryable, id: string): Promise<AccountRow | null> {
  const rows = await q.query<AccountRow>(
    `SELECT ${accountColumns} FROM users WHERE id = $1 FOR UPDATE`,
    [id],
  )
  return rows[0] ?? null
}

/**
 * The address of the account's newest unused `change_email` code (the one a check looks at, so
 * the address the change goes to), or null.
 */
export async function pendingEmailChange(q: Queryable, userId: string): Promise<string | null> {
  const rows = await q.query<{ email: string }>(
    `SELECT email FROM verification_codes
      WHERE user_id = $1 AND purpose = 'change_email' AND registration_id IS NULL
        AND consumed_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    [userId],
  )
  return rows[0]?.email ?? null
}

/** Sets the account's login e-mail address (lower case). */
export async function setEmail(q: Queryable, id: string, email: string): Promise<void> {
  await q.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [id, email])
}

/** An account as the login sees it (`users`): the password hash, confirmation, role and language. */
export interface LoginAccountRow {
  id: string
  password_hash: string | null
  confirmed: boolean
  role: UserRole
  locale: Lang
}

/** Finds the account that logs in with `email` (lower-cased), or null. */
export async function findLoginAccount(
  q: Queryable,
  email: string,
): Promise<LoginAccountRow | null> {
  const rows = await q.query<LoginAccountRow>(
    'SELECT id, password_hash, confirmed, role, locale FROM users WHERE email = $1',
    [email],
  )
  return rows[0] ?? null
}
