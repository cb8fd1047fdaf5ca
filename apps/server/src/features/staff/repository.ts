/**
 * Database access of the staff feature, every statement of it (ADR 0033: one repository file per
 * feature), in sections: accounts, the second factor, the resident search, the inbox, the
 * notifications staff send, internal notes, staff files, the audit log and the origin of a
 * request as staff see it.
 */
import type { Queryable } from '../../platform/db/db.ts'
import type { StaffRole, InboxKind, StaffCapability } from '@asukas/contract/endpoints/staff'
import type { ContractStatus, FileContentType } from '@asukas/contract'
import type { OriginRow } from './origin.ts'
import { iso } from './origin.ts'

// ------------------------------------------------------------------------------------------------
// The origin fragments of the staff views (contract, real property, address and the resident who
// sent it): every feature's staff list and detail joins them the same way; `origin.ts` maps the
// columns to the wire.
// ------------------------------------------------------------------------------------------------

/**
 * Columns of an origin, for a query that has the contract as `c` and the sender's user id as the
 * expression `senderExpr`: `o_contract_id`, `o_real_property_id`, `o_real_property_name`,
 * `o_address`, `o_resident_name`, `o_resident_email`, `o_resident_phone`.
 */
export function originColumns(senderExpr: string): string {
  return `c.id AS o_contract_id, rp.id AS o_real_property_id, rp.name AS o_real_property_name,
    concat_ws(', ', a.street_address_line1, a.street_address_line2, a.postal_code || ' ' || a.city) AS o_address,
    (SELECT su.first_name || ' ' || su.last_name FROM users su WHERE su.id = ${senderExpr}) AS o_resident_name,
    (SELECT su.email FROM users su WHERE su.id = ${senderExpr}) AS o_resident_email,
    (SELECT su.phone_number FROM users su WHERE su.id = ${senderExpr}) AS o_resident_phone`
}

/** Joins from the contract `c` to its apartment `a`, building `bd` and real property `rp`. */
export const originJoins = `JOIN apartments a ON a.id = c.apartment_id
  JOIN buildings bd ON bd.id = a.building_id
  JOIN real_properties rp ON rp.id = bd.real_property_id`

// ------------------------------------------------------------------------------------------------
// Database access of the staff feature: staff members and their accounts (who a member is and
// their roles, the accounts list, adding and changing a member, clearing the second factor,
// unlocking the login).
// ------------------------------------------------------------------------------------------------

/** The roles of the staff member `userId` (empty without a `staff_accounts` row). */
export async function rolesOf(db: Queryable, userId: string): Promise<StaffRole[]> {
  const rows = await db.query<{ roles: StaffRole[] }>(
    'SELECT roles FROM staff_accounts WHERE user_id = $1',
    [userId],
  )
  return rows[0]?.roles ?? []
}

/** A staff login with its roles and properties (null without a `staff_accounts` row). */
export interface ActorRow {
  id: string
  email: string
  first_name: string
  last_name: string
  roles: StaffRole[] | null
  real_property_ids: string[] | null
}

/** The staff user `userId` with their roles and properties, or null. */
export async function findActor(db: Queryable, userId: string): Promise<ActorRow | null> {
  const rows = await db.query<ActorRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, sa.roles, sa.real_property_ids
       FROM users u LEFT JOIN staff_accounts sa ON sa.user_id = u.id
      WHERE u.id = $1 AND u.role = 'staff'`,
    [userId],
  )
  return rows[0] ?? null
}

/** A staff login with its roles, properties and second-factor state. */
export interface StaffAccountRow extends ActorRow {
  enrolled: boolean
  locked: boolean
}

/** Every staff login, by last and first name. */
export function selectStaffAccounts(q: Queryable): Promise<StaffAccountRow[]> {
  return q.query<StaffAccountRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, sa.roles, sa.real_property_ids,
            coalesce(sa.totp_secret IS NOT NULL, false) AS enrolled,
            coalesce(sa.locked_at IS NOT NULL, false) AS locked
       FROM users u LEFT JOIN staff_accounts sa ON sa.user_id = u.id
      WHERE u.role = 'staff'
      ORDER BY lower(u.last_name), lower(u.first_name), u.email`,
  )
}

/** True when `userId` is a staff user. */
export async function isStaffUser(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q.query("SELECT 1 FROM users WHERE id = $1 AND role = 'staff'", [userId])
  return rows.length > 0
}

/** How many of `ids` name existing real properties. */
export async function countRealProperties(q: Queryable, ids: string[]): Promise<number> {
  const rows = await q.query('SELECT id FROM real_properties WHERE id = ANY($1::uuid[])', [ids])
  return rows.length
}

/** Sets the roles and real properties of a staff login (creating its account row). */
export async function upsertStaffAccount(
  q: Queryable,
  userId: string,
  roles: StaffRole[],
  realPropertyIds: string[],
): Promise<void> {
  await q.query(
    `INSERT INTO staff_accounts (user_id, roles, real_property_ids)
     VALUES ($1, $2::text[], $3::uuid[])
     ON CONFLICT (user_id) DO UPDATE SET roles = EXCLUDED.roles,
       real_property_ids = EXCLUDED.real_property_ids`,
    [userId, roles, realPropertyIds],
  )
}

/** Forgets the login's authenticator, recovery codes and open second-factor challenges. */
export async function clearSecondFactor(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `UPDATE staff_accounts SET totp_secret = NULL, totp_enrolled_at = NULL, totp_last_step = NULL
      WHERE user_id = $1`,
    [userId],
  )
  await q.query('DELETE FROM staff_recovery_codes WHERE user_id = $1', [userId])
  await q.query('DELETE FROM staff_login_challenges WHERE user_id = $1', [userId])
}

/** Unlocks the login and forgets its count of wrong second-factor codes. */
export async function unlockStaffLogin(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `UPDATE staff_accounts SET locked_at = NULL, second_factor_failures = 0 WHERE user_id = $1`,
    [userId],
  )
}

// ------------------------------------------------------------------------------------------------
// Database access of the staff login's second factor (issue 14): the login challenges, the
// account lock and its mail, the authenticator and the recovery codes.
// ------------------------------------------------------------------------------------------------

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

// ------------------------------------------------------------------------------------------------
// Database access of the staff feature: persons and residents as staff read them (the resident
// search with its contracts, a resident's detail with their contracts and requests, the real
// properties).
// ------------------------------------------------------------------------------------------------

/** A person as the staff console reads them. */
export interface PersonRow {
  id: string
  email: string
  first_name: string
  last_name: string
}

/** The user `id` with role `role` (a confirmed account for residents), or null. */
export async function findPerson(
  db: Queryable,
  id: string,
  role: 'resident' | 'staff',
): Promise<PersonRow | null> {
  const rows = await db.query<PersonRow>(
    `SELECT id, email, first_name, last_name FROM users
      WHERE id = $1 AND role = $2 AND (role = 'staff' OR confirmed)`,
    [id, role],
  )
  return rows[0] ?? null
}

/** A found resident. */
export interface ResidentRow extends PersonRow {
  phone_number: string | null
}

/** One contract of a found resident. */
export interface ResidentContractRow {
  user_id: string
  contract_id: string
  reference_number: string
  status: ContractStatus
  street_address_line1: string
  postal_code: string
  city: string
}

/** `text` with the LIKE wildcards `%`, `_` and the escape `\` escaped. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * Confirmed residents matching `q` as a case-insensitive substring of "first last", "last
 * first", the e-mail, a linked contract's reference number (spaces ignored on both sides), its
 * street address or "postal code city"; at most `limit`, by last and first name.
 */
export async function searchResidents(
  db: Queryable,
  q: string,
  limit: number,
): Promise<ResidentRow[]> {
  const pattern = `%${escapeLike(q)}%`
  const compact = `%${escapeLike(q.replace(/\s+/g, ''))}%`
  return db.query<ResidentRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.phone_number
       FROM users u
      WHERE u.role = 'resident' AND u.confirmed
        AND (
          (u.first_name || ' ' || u.last_name) ILIKE $1 ESCAPE '\\'
          OR (u.last_name || ' ' || u.first_name) ILIKE $1 ESCAPE '\\'
          OR u.email ILIKE $1 ESCAPE '\\'
          OR EXISTS (
            SELECT 1 FROM tenants t
              JOIN contracts c ON c.id = t.contract_id
              JOIN apartments a ON a.id = c.apartment_id
             WHERE t.user_id = u.id
               AND (replace(c.reference_number, ' ', '') ILIKE $2 ESCAPE '\\'
                 OR a.street_address_line1 ILIKE $1 ESCAPE '\\'
                 OR (a.postal_code || ' ' || a.city) ILIKE $1 ESCAPE '\\')))
      ORDER BY lower(u.last_name), lower(u.first_name), u.email
      LIMIT $3`,
    [pattern, compact, limit],
  )
}

/** The contracts linked to the users `userIds`, oldest first. */
export async function contractsOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<ResidentContractRow[]> {
  if (userIds.length === 0) return []
  return db.query<ResidentContractRow>(
    `SELECT t.user_id, c.id AS contract_id, c.reference_number, c.status,
            a.street_address_line1, a.postal_code, a.city
       FROM tenants t
       JOIN contracts c ON c.id = t.contract_id
       JOIN apartments a ON a.id = c.apartment_id
      WHERE t.user_id = ANY($1::uuid[])
      ORDER BY c.start_date, c.id`,
    [userIds],
  )
}

/** A real property with its buildings' addresses. */
export interface PropertyRow {
  id: string
  name: string
  buildings: { id: string; address: string }[]
}

/** The real properties `realPropertyIds` (empty: all), by name, with their buildings. */
export function selectProperties(
  q: Queryable,
  realPropertyIds: readonly string[],
): Promise<PropertyRow[]> {
  return q.query<PropertyRow>(
    `SELECT rp.id, rp.name,
            coalesce((SELECT json_agg(json_build_object('id', b.id, 'address',
                        b.street_name || ' ' || b.street_number || coalesce(' ' || b.building, '') || ', ' || b.city)
                        ORDER BY b.street_name, b.street_number)
                        FROM buildings b WHERE b.real_property_id = rp.id), '[]'::json) AS buildings
       FROM real_properties rp
      WHERE cardinality($1::uuid[]) = 0 OR rp.id = ANY($1::uuid[])
      ORDER BY rp.name`,
    [realPropertyIds],
  )
}

/** The confirmed resident `userId` with their phone, or null. */
export async function findConfirmedResident(
  q: Queryable,
  userId: string,
): Promise<ResidentRow | null> {
  const users = await q.query<ResidentRow>(
    `SELECT id, email, first_name, last_name, phone_number FROM users
      WHERE id = $1 AND role = 'resident' AND confirmed`,
    [userId],
  )
  return users[0] ?? null
}

/** One contract of a resident as the detail shows it. */
export interface DetailContractRow {
  id: string
  reference_number: string
  status: string
  contract_type: string
  address: string
  start_date: string
  end_date: string | null
}

/** The contracts of the resident `userId`, oldest first. */
export function detailContractsOf(q: Queryable, userId: string): Promise<DetailContractRow[]> {
  return q.query<DetailContractRow>(
    `SELECT c.id, c.reference_number, c.status, c.contract_type,
            a.street_address_line1 || ', ' || a.postal_code || ' ' || a.city AS address,
            c.start_date, c.end_date
       FROM tenants t JOIN contracts c ON c.id = t.contract_id JOIN apartments a ON a.id = c.apartment_id
      WHERE t.user_id = $1 ORDER BY c.start_date, c.id`,
    [userId],
  )
}

/** One request of a resident's contract (any kind), as the detail lists it. */
export interface DetailRequestRow<Kind extends string = string> {
  contract_id: string
  kind: Kind
  id: string
  title: string
  status: string
  created_at: Date
}

/** Every request on the contracts `contractIds`, newest first. */
export function requestsOfContracts<Kind extends string>(
  q: Queryable,
  contractIds: readonly string[],
): Promise<DetailRequestRow<Kind>[]> {
  return q.query<DetailRequestRow<Kind>>(
    `SELECT contract_id, 'defect_notice' AS kind, id, title, status, created_at FROM defect_notices
      WHERE contract_id = ANY($1::uuid[])
     UNION ALL
     SELECT contract_id, notice_type, id, title, status, created_at FROM feedback_question_notices
      WHERE contract_id = ANY($1::uuid[])
     UNION ALL
     SELECT contract_id, 'message', id, subject, 'thread', created_at FROM message_threads
      WHERE contract_id = ANY($1::uuid[])
     UNION ALL
     SELECT contract_id, 'termination_request', id, termination_reason, status, created_at
       FROM termination_requests WHERE contract_id = ANY($1::uuid[])
     UNION ALL
     SELECT contract_id, 'modification_request', id, coalesce(description, ''), status, created_at
       FROM modification_requests WHERE contract_id = ANY($1::uuid[])
     ORDER BY created_at DESC`,
    [contractIds],
  )
}

// ------------------------------------------------------------------------------------------------
// Database access of the staff inbox: the open items of every kind with their origin, in one
// query.
// ------------------------------------------------------------------------------------------------

/** One inbox item as stored. */
export interface ItemRow extends OriginRow {
  kind: InboxKind
  id: string
  notice_number: number | null
  title: string
  raw_status: string
  created_at: Date
}

const selects: Record<InboxKind, string> = {
  defect_notice: `SELECT 'defect_notice' AS kind, dn.id, dn.notice_number, dn.title,
      dn.status AS raw_status, dn.created_at, ${originColumns('dn.created_by_user_id')}
    FROM defect_notices dn JOIN contracts c ON c.id = dn.contract_id ${originJoins}`,
  question: `SELECT 'question' AS kind, n.id, n.notice_number, n.title, n.status AS raw_status,
      n.created_at, ${originColumns('n.created_by_user_id')}
    FROM feedback_question_notices n JOIN contracts c ON c.id = n.contract_id ${originJoins}
    WHERE n.notice_type = 'question'`,
  feedback: `SELECT 'feedback' AS kind, n.id, n.notice_number, n.title, n.status AS raw_status,
      n.created_at, ${originColumns('n.created_by_user_id')}
    FROM feedback_question_notices n JOIN contracts c ON c.id = n.contract_id ${originJoins}
    WHERE n.notice_type = 'feedback'`,
  message: `SELECT 'message' AS kind, t.id, NULL::integer AS notice_number, t.subject AS title,
      CASE WHEN m.unanswered_since IS NOT NULL THEN 'awaiting_reply' ELSE 'answered' END AS raw_status,
      coalesce(m.unanswered_since, t.created_at) AS created_at,
      ${originColumns('t.created_by_user_id')}
    FROM message_threads t
    JOIN LATERAL (
      SELECT min(e.created_at) FILTER (
               WHERE e.entry_type = 'IncomingEmailMessage' AND e.created_at > coalesce(
                 (SELECT max(s.created_at) FROM message_entries s
                   WHERE s.thread_id = t.id AND s.entry_type <> 'IncomingEmailMessage'),
                 '-infinity'::timestamptz)) AS unanswered_since
        FROM message_entries e WHERE e.thread_id = t.id) m ON true
    JOIN contracts c ON c.id = t.contract_id ${originJoins}`,
  termination_request: `SELECT 'termination_request' AS kind, r.id, NULL::integer AS notice_number,
      r.termination_reason AS title, r.status AS raw_status, r.created_at,
      ${originColumns('r.created_by_user_id')}
    FROM termination_requests r JOIN contracts c ON c.id = r.contract_id ${originJoins}`,
  modification_request: `SELECT 'modification_request' AS kind, r.id, NULL::integer AS notice_number,
      coalesce(nullif(r.description, ''), (
        SELECT string_agg(e.first_name || ' ' || e.last_name, ', ' ORDER BY e.id)
          FROM modification_add_tenant_events e WHERE e.modification_request_id = r.id), '')
        AS title, r.status AS raw_status, r.created_at,
      ${originColumns('r.created_by_user_id')}
    FROM modification_requests r JOIN contracts c ON c.id = r.contract_id ${originJoins}`,
}

/** Every inbox kind, in the order of {@link selects}. */
export const inboxKinds = Object.keys(selects) as InboxKind[]

/**
 * At most 2,000 items of `kinds` on the real properties `realPropertyIds` (empty: all), narrowed
 * to `realPropertyId` and to items created at or before `olderThan` when given; oldest first.
 */
export function selectInboxItems(
  q: Queryable,
  kinds: readonly InboxKind[],
  realPropertyIds: readonly string[],
  realPropertyId: string | null,
  olderThan: Date | null,
): Promise<ItemRow[]> {
  const union = kinds.map((kind) => `(${selects[kind]})`).join(' UNION ALL ')
  return q.query<ItemRow>(
    `SELECT * FROM (${union}) items
      WHERE (cardinality($1::uuid[]) = 0 OR o_real_property_id = ANY($1::uuid[]))
        AND ($2::uuid IS NULL OR o_real_property_id = $2)
        AND ($3::timestamptz IS NULL OR created_at <= $3)
      ORDER BY created_at
      LIMIT 2000`,
    [realPropertyIds, realPropertyId, olderThan],
  )
}

// ------------------------------------------------------------------------------------------------
// Database access of the resident notifications staff actions send: the recipient's address and
// language, and the notification row.
// ------------------------------------------------------------------------------------------------

/** A resident's address, name, language and mail setting. */
export interface RecipientRow {
  id: string
  email: string
  first_name: string
  locale: string
  communication_by_email: boolean
}

/** The resident account `userId`, or null (deleted, or not a resident). */
export async function findRecipient(q: Queryable, userId: string): Promise<RecipientRow | null> {
  const rows = await q.query<RecipientRow>(
    `SELECT id, email, first_name, locale, communication_by_email FROM users
      WHERE id = $1 AND role = 'resident'`,
    [userId],
  )
  return rows[0] ?? null
}

/** A new open, closeable notification. */
export interface NewNotification {
  userId: string
  contractId: string
  priority: 'important' | 'normal'
  category: string
  terminationRequestId: string | null
  modificationRequestId: string | null
}

/** Stores an open, closeable notification. */
export async function insertNotification(q: Queryable, n: NewNotification): Promise<void> {
  await q.query(
    `INSERT INTO notifications (user_id, contract_id, priority, category, termination_request_id,
       modification_request_id, is_closeable)
     VALUES ($1, $2, $3, $4, $5, $6, true)`,
    [
      n.userId,
      n.contractId,
      n.priority,
      n.category,
      n.terminationRequestId,
      n.modificationRequestId,
    ],
  )
}

// ------------------------------------------------------------------------------------------------
// Database access of the staff's internal notes on a fault report, a message thread, a contract
// request or a parking application.
// ------------------------------------------------------------------------------------------------

/** What a note is about. */
export type NoteEntity =
  | 'defect_notice'
  | 'feedback_question_notice'
  | 'message_thread'
  | 'termination_request'
  | 'modification_request'

/** The notes on one record, oldest first, with the author's name. */
export async function listNotes(q: Queryable, entityType: NoteEntity, entityId: string) {
  const rows = await q.query<{ id: string; body: string; author: string | null; created_at: Date }>(
    `SELECT n.id, n.body, u.first_name || ' ' || u.last_name AS author, n.created_at
       FROM staff_internal_notes n LEFT JOIN users u ON u.id = n.author_user_id
      WHERE n.entity_type = $1 AND n.entity_id = $2
      ORDER BY n.created_at, n.id`,
    [entityType, entityId],
  )
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    authorName: row.author,
    createdAt: iso(row.created_at),
  }))
}

/** Adds a note by `authorUserId`. */
export async function addNote(
  q: Queryable,
  entityType: NoteEntity,
  entityId: string,
  authorUserId: string,
  body: string,
): Promise<void> {
  await q.query(
    `INSERT INTO staff_internal_notes (entity_type, entity_id, author_user_id, body)
     VALUES ($1, $2, $3, $4)`,
    [entityType, entityId, authorUserId, body],
  )
}

// ------------------------------------------------------------------------------------------------
// Database access of the staff's file links: where an uploaded file is attached, and the file
// itself.
// ------------------------------------------------------------------------------------------------

/** One record a file is attached to, with the capability that covers it. */
export interface LinkRow {
  capability: StaffCapability
  entity_type: string
  entity_id: string
  contract_id: string | null
  real_property_id: string | null
}

/**
 * Every record the file `fileUuid` is attached to: fault reports, questions and feedback, message
 * entries (with their contract and real property), bulletin images and attachments.
 */
export function fileLinks(db: Queryable, fileUuid: string): Promise<LinkRow[]> {
  return db.query<LinkRow>(
    `SELECT 'defect_notices' AS capability, 'defect_notice' AS entity_type, dn.id AS entity_id,
            c.id AS contract_id, bd.real_property_id
       FROM defect_notice_files x JOIN defect_notices dn ON dn.id = x.defect_notice_id
       JOIN contracts c ON c.id = dn.contract_id JOIN apartments a ON a.id = c.apartment_id
       JOIN buildings bd ON bd.id = a.building_id
      WHERE x.file_id = $1
     UNION ALL
     SELECT 'feedback_questions', 'feedback_question_notice', n.id, c.id, bd.real_property_id
       FROM feedback_question_notice_files x
       JOIN feedback_question_notices n ON n.id = x.feedback_question_notice_id
       JOIN contracts c ON c.id = n.contract_id JOIN apartments a ON a.id = c.apartment_id
       JOIN buildings bd ON bd.id = a.building_id
      WHERE x.file_id = $1
     UNION ALL
     SELECT 'messages', 'message_thread', t.id, c.id, bd.real_property_id
       FROM message_entry_files x JOIN message_entries e ON e.id = x.message_entry_id
       JOIN message_threads t ON t.id = e.thread_id
       JOIN contracts c ON c.id = t.contract_id JOIN apartments a ON a.id = c.apartment_id
       JOIN buildings bd ON bd.id = a.building_id
      WHERE x.file_id = $1
     UNION ALL
     SELECT 'bulletins', 'bulletin', b.id, NULL::uuid, NULL::uuid
       FROM bulletins b WHERE b.featured_image_file_id = $1
     UNION ALL
     SELECT 'bulletins', 'bulletin', x.bulletin_id, NULL::uuid, NULL::uuid
       FROM bulletin_attachments x WHERE x.file_id = $1`,
    [fileUuid],
  )
}

/** The stored row of an uploaded file. */
export interface UploadedFileRow {
  storage_key: string
  content_type: FileContentType
  original_file_name: string
  size_bytes: string | number | null
}

/** The uploaded file `fileUuid`, or null. */
export async function uploadedFile(
  db: Queryable,
  fileUuid: string,
): Promise<UploadedFileRow | null> {
  const rows = await db.query<UploadedFileRow>(
    `SELECT storage_key, content_type, original_file_name, size_bytes FROM files
      WHERE id = $1 AND uploaded`,
    [fileUuid],
  )
  return rows[0] ?? null
}

// ------------------------------------------------------------------------------------------------
// Database access of the audit log as staff read it, filtered and newest first.
// ------------------------------------------------------------------------------------------------

/** One audit entry with the e-mails of its actor and impersonator. */
export interface AuditLogRow {
  id: string
  occurred_at: Date
  action: string
  actor_email: string | null
  impersonator_email: string | null
  entity_type: string | null
  entity_id: string | null
  ip_address: string | null
  details: Record<string, unknown>
}

/** What an audit search filters by; null leaves a filter out. */
export interface AuditFilters {
  action: string | null
  /** A substring of the actor's or impersonator's e-mail. */
  actor: string | null
  /** Helsinki calendar days `yyyy-MM-dd`, inclusive. */
  from: string | null
  to: string | null
}

/** At most `limit` audit entries matching `filters`, newest first. */
export function selectAuditEntries(
  q: Queryable,
  filters: AuditFilters,
  limit: number,
): Promise<AuditLogRow[]> {
  return q.query<AuditLogRow>(
    `SELECT l.id, l.occurred_at, l.action, au.email AS actor_email, iu.email AS impersonator_email,
            l.entity_type, l.entity_id, l.ip_address, l.details
       FROM audit_log l
       LEFT JOIN users au ON au.id = l.actor_user_id
       LEFT JOIN users iu ON iu.id = l.impersonator_user_id
      WHERE ($1::text IS NULL OR l.action = $1)
        AND ($2::text IS NULL OR au.email ILIKE '%' || $2 || '%' OR iu.email ILIKE '%' || $2 || '%')
        AND ($3::date IS NULL OR l.occurred_at >= ($3::date)::timestamp AT TIME ZONE 'Europe/Helsinki')
        AND ($4::date IS NULL OR l.occurred_at < ($4::date + 1)::timestamp AT TIME ZONE 'Europe/Helsinki')
      ORDER BY l.occurred_at DESC, l.id
      LIMIT ${limit}`,
    [filters.action, filters.actor, filters.from, filters.to],
  )
}
