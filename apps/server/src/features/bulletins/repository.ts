/**
 * Database access of the bulletins feature: the residents' board (published bulletins in a
 * building's scope, in the reader's language) and the staff's writing (every bulletin in every
 * language, its audience and attachments). Storage (0011): the Finnish text in `title`,
 * `excerpt`, `body_html` (the master, and the fallback of a missing language), Swedish and
 * English in `*_sv`, `*_en`.
 */
import type { Lang } from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'

/** A bulletin row with its attachments (uuid and name, in the staff's order). */
export interface BulletinRow {
  id: string
  title: string
  excerpt: string
  body_html: string
  author: string
  featured_image_url: string | null
  /** An uploaded featured image (files platform), signed per contract when read. */
  featured_image_file_id: string | null
  featured_image_alt: string | null
  published_at: Date
  updated_at: Date
  attachments: { uuid: string; name: string }[]
}

/**
 * Where a building's bulletins come from: the building, its real property, a staff audience of
 * several buildings or properties naming either (0011), or global ones (no scope, no audience);
 * only published (`published_at` passed) and not unpublished (issue 14).
 */
const inScope = `(b.building_id = $1
   OR (b.building_id IS NULL AND b.real_property_id = $2)
   OR (b.building_id IS NULL AND b.real_property_id IS NULL AND (
        (cardinality(b.audience_building_ids) = 0 AND cardinality(b.audience_real_property_ids) = 0)
        OR $1 = ANY(b.audience_building_ids) OR $2 = ANY(b.audience_real_property_ids))))
  AND b.unpublished_at IS NULL`

/** Text columns in the reader's language ($lang: fi, sv, en), Finnish when a version is missing. */
function localized(lang: string): string {
  return `coalesce(CASE ${lang} WHEN 'sv' THEN b.title_sv WHEN 'en' THEN b.title_en END, b.title) AS title,
  coalesce(CASE ${lang} WHEN 'sv' THEN b.excerpt_sv WHEN 'en' THEN b.excerpt_en END, b.excerpt) AS excerpt,
  coalesce(CASE ${lang} WHEN 'sv' THEN b.body_html_sv WHEN 'en' THEN b.body_html_en END, b.body_html) AS body_html`
}

const bulletinColumns = (lang: string) => `b.id, ${localized(lang)}, b.author, b.featured_image_url,
  b.featured_image_file_id, b.featured_image_alt, b.published_at, b.updated_at,
  coalesce((SELECT json_agg(json_build_object('uuid', ba.id, 'name', ba.name)
                            ORDER BY ba.sort_order, ba.name)
              FROM bulletin_attachments ba WHERE ba.bulletin_id = b.id), '[]'::json) AS attachments`

/**
 * Published bulletins (published_at in the past) for a building, newest first, `limit` rows from
 * `offset`, each with its attachments, in `lang`: one query.
 */
export async function listBulletins(
  db: Queryable,
  scope: { buildingId: string; realPropertyId: string },
  limit: number,
  offset: number,
  lang: Lang = 'fi',
): Promise<BulletinRow[]> {
  return db.query<BulletinRow>(
    `SELECT ${bulletinColumns('$5::text')}
       FROM bulletins b
      WHERE ${inScope} AND b.published_at <= now()
      ORDER BY b.published_at DESC, b.id
      LIMIT $3 OFFSET $4`,
    [scope.buildingId, scope.realPropertyId, limit, offset, lang],
    { name: 'bulletins.list' },
  )
}

/** One published bulletin in the building's scope, in `lang`, or null. */
export async function findBulletin(
  db: Queryable,
  scope: { buildingId: string; realPropertyId: string },
  bulletinId: string,
  lang: Lang = 'fi',
): Promise<BulletinRow | null> {
  const rows = await db.query<BulletinRow>(
    `SELECT ${bulletinColumns('$4::text')}
       FROM bulletins b
      WHERE ${inScope} AND b.published_at <= now() AND b.id = $3`,
    [scope.buildingId, scope.realPropertyId, bulletinId, lang],
    { name: 'bulletins.find' },
  )
  return rows[0] ?? null
}

/** An attachment of a bulletin: a static URL or a stored file. */
export interface AttachmentRow {
  id: string
  url: string | null
  file_id: string | null
}

/** The attachment `attachmentId` of a published bulletin in the building's scope, or null. */
export async function findAttachment(
  db: Queryable,
  scope: { buildingId: string; realPropertyId: string },
  bulletinId: string,
  attachmentId: string,
): Promise<AttachmentRow | null> {
  const rows = await db.query<AttachmentRow>(
    `SELECT ba.id, ba.url, ba.file_id
       FROM bulletin_attachments ba
       JOIN bulletins b ON b.id = ba.bulletin_id
      WHERE ${inScope} AND b.published_at <= now() AND b.id = $3 AND ba.id = $4`,
    [scope.buildingId, scope.realPropertyId, bulletinId, attachmentId],
  )
  return rows[0] ?? null
}

// --- Staff: writing bulletins --------------------------------------------------------------------

/** A bulletin as staff edit it: every language, the audience, the status times, attachments. */
export interface StaffBulletinRow {
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

/** The columns of {@link StaffBulletinRow}. */
const staffBulletinColumns = `b.id, b.title, b.title_sv, b.title_en, b.excerpt, b.excerpt_sv, b.excerpt_en,
  b.body_html, b.body_html_sv, b.body_html_en, b.featured_image_url, b.featured_image_file_id,
  b.featured_image_alt,
  b.real_property_id, b.building_id, b.audience_real_property_ids, b.audience_building_ids,
  b.author, b.published_at, b.unpublished_at,
  coalesce((SELECT json_agg(json_build_object('name', ba.name, 'url', ba.url, 'file_id', ba.file_id)
                            ORDER BY ba.sort_order, ba.name)
              FROM bulletin_attachments ba WHERE ba.bulletin_id = b.id), '[]'::json) AS attachments`

/** Every bulletin, newest first (at most 200). */
export function listStaffBulletins(q: Queryable): Promise<StaffBulletinRow[]> {
  return q.query<StaffBulletinRow>(
    `SELECT ${staffBulletinColumns} FROM bulletins b ORDER BY b.published_at DESC, b.id LIMIT 200`,
  )
}

/** One bulletin, or null. */
export async function findStaffBulletin(
  q: Queryable,
  id: string,
): Promise<StaffBulletinRow | null> {
  const rows = await q.query<StaffBulletinRow>(
    `SELECT ${staffBulletinColumns} FROM bulletins b WHERE b.id = $1`,
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
export async function unpublishBulletin(q: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `UPDATE bulletins SET unpublished_at = coalesce(unpublished_at, $2), updated_at = now()
      WHERE id = $1 RETURNING id`,
    [id, now],
  )
  return rows.length > 0
}
