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

/** A bulletin as the console reads it, with its attachments. */
export interface BulletinRow {
  id: string
  title: string
  title_sv: string | null
  title_en: string | null
  excerpt: string
  excerpt_sv: string | null
  excerpt_en: string | null
  body_html: string
  body_html_sv: string | null
  body_html_en: string | null
  featured_image_url: string | null
  featured_image_file_id: string | null
  featured_image_alt: string | null
  real_property_id: string | null
  building_id: string | null
  audience_real_property_ids: string[]
  audience_building_ids: string[]
  author: string
  published_at: Date
  unpublished_at: Date | null
  attachments: { name: string; url: string | null; file_id: string | null }[]
}

/** The columns of {@link BulletinRow}. */
const bulletinColumns = `b.id, b.title, b.title_sv, b.title_en, b.excerpt, b.excerpt_sv, b.excerpt_en,
  b.body_html, b.body_html_sv, b.body_html_en, b.featured_image_url, b.featured_image_file_id,
  b.featured_image_alt,
  b.real_property_id, b.building_id, b.audience_real_property_ids, b.audience_building_ids,
  b.author, b.published_at, b.unpublished_at,
  coalesce((SELECT json_agg(json_build_object('name', ba.name, 'url', ba.url, 'file_id', ba.file_id)
                            ORDER BY ba.sort_order, ba.name)
              FROM bulletin_attachments ba WHERE ba.bulletin_id = b.id), '[]'::json) AS attachments`

/** Every bulletin, newest first (at most 200). */
export function selectBulletins(q: Queryable): Promise<BulletinRow[]> {
  return q.query<BulletinRow>(
    `SELECT ${bulletinColumns} FROM bulletins b ORDER BY b.published_at DESC, b.id LIMIT 200`,
  )
}

/** One bulletin, or null. */
export async function selectBulletin(q: Queryable, id: string): Promise<BulletinRow | null> {
  const rows = await q.query<BulletinRow>(
    `SELECT ${bulletinColumns} FROM bulletins b WHERE b.id = $1`,
    [id],
  )
  return rows[0] ?? null
}

/** How many of `ids` exist in `table` (a bulletin's audience). */
export async function countExisting(
  q: Queryable,
  table: 'real_properties' | 'buildings',
  ids: string[],
): Promise<number> {
  const found = await q.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE id = ANY($1::uuid[])`,
    [ids],
  )
  return found.length
}

/** The uploaded files already on bulletin `id` (featured image and attachments). */
export async function bulletinFileIds(q: Queryable, id: string): Promise<string[]> {
  const rows = await q.query<{ file_id: string }>(
    `SELECT featured_image_file_id AS file_id FROM bulletins
      WHERE id = $1 AND featured_image_file_id IS NOT NULL
     UNION SELECT file_id FROM bulletin_attachments
      WHERE bulletin_id = $1 AND file_id IS NOT NULL`,
    [id],
  )
  return rows.map((row) => row.file_id)
}

/** True when file `fileId` is a JPEG or PNG. */
export async function isJpegOrPng(q: Queryable, fileId: string): Promise<boolean> {
  const image = await q.query(
    `SELECT 1 FROM files WHERE id = $1 AND content_type IN ('image/jpeg', 'image/png')`,
    [fileId],
  )
  return image.length > 0
}

/**
 * A bulletin's written columns, in order: title, excerpt and body (fi, sv, en each), featured
 * image URL and alt text, audience property and building ids, author, publish time, the writer's
 * user id and the featured image's file id.
 */
export type BulletinValues = [
  string,
  string | null,
  string | null,
  string,
  string | null,
  string | null,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string[],
  string[],
  string,
  Date | string,
  string,
  string | null,
]

/** Inserts a bulletin; returns its id. */
export async function insertBulletin(q: Queryable, values: BulletinValues): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO bulletins (title, title_sv, title_en, excerpt, excerpt_sv, excerpt_en,
       body_html, body_html_sv, body_html_en, featured_image_url, featured_image_alt,
       audience_real_property_ids, audience_building_ids, author, published_at,
       created_by_user_id, featured_image_file_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::uuid[], $13::uuid[], $14, $15, $16,
             $17)
     RETURNING id`,
    values,
  )
  return rows[0]?.id as string
}

/** Rewrites bulletin `id` (published again); false when there is no such bulletin. */
export async function updateBulletin(
  q: Queryable,
  id: string,
  values: BulletinValues,
): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `UPDATE bulletins SET title = $1, title_sv = $2, title_en = $3, excerpt = $4,
            excerpt_sv = $5, excerpt_en = $6, body_html = $7, body_html_sv = $8,
            body_html_en = $9, featured_image_url = $10, featured_image_alt = $11,
            audience_real_property_ids = $12::uuid[], audience_building_ids = $13::uuid[],
            real_property_id = NULL, building_id = NULL, author = $14, published_at = $15,
            unpublished_at = NULL, updated_at = now(), featured_image_file_id = $17
      WHERE id = $16
      RETURNING id`,
    [...values.slice(0, 15), id, values[16]],
  )
  return rows.length > 0
}

/** Replaces a bulletin's attachments with `attachments`, in their order. */
export async function replaceBulletinAttachments(
  q: Queryable,
  bulletinId: string,
  attachments: readonly { name: string; url?: string | null; fileUuid?: string | null }[],
): Promise<void> {
  await q.query('DELETE FROM bulletin_attachments WHERE bulletin_id = $1', [bulletinId])
  for (const [index, attachment] of attachments.entries()) {
    await q.query(
      `INSERT INTO bulletin_attachments (bulletin_id, name, url, file_id, sort_order)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        bulletinId,
        attachment.name,
        attachment.url ?? null,
        attachment.fileUuid?.toLowerCase() ?? null,
        index,
      ],
    )
  }
}

/** Unpublishes bulletin `id` at `now` (kept if already unpublished); false when none. */
export async function unpublish(q: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `UPDATE bulletins SET unpublished_at = coalesce(unpublished_at, $2), updated_at = now()
      WHERE id = $1 RETURNING id`,
    [id, now],
  )
  return rows.length > 0
}
