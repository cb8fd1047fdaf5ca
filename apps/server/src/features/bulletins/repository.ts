/** Database access of the bulletins feature. */
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
