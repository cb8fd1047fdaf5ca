/**
 * The SQL of the staff console's own records (ADR 0002: a feature's SQL in its repository):
 * internal notes staff keep on a request (`staff_internal_notes`, never shown to residents) and
 * the staff accounts (`staff_accounts`) that administrators manage.
 */
import type { StaffRole } from '@asukas/contract/endpoints/staff-console'
import type { Queryable } from '../../platform/db/db.ts'
import { iso } from './origin.ts'

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

/** A staff login with its roles, properties and second-factor state. */
export interface StaffAccountRow {
  id: string
  email: string
  first_name: string
  last_name: string
  roles: StaffRole[] | null
  real_property_ids: string[] | null
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
