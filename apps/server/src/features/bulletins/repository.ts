/** Database access of the bulletins feature. */
import type { Queryable } from '../../platform/db/db.ts'

/** A bulletin row with its attachments (uuid and name, in the staff's order). */
export interface BulletinRow {
  id: string
  title: string
  excerpt: string
  body_html: string
  author: string
  featured_image_url: string | null
  featured_image_alt: string | null
  published_at: Date
  updated_at: Date
  attachments: { uuid: string; name: string }[]
}

/** Where a building's bulletins come from: the building, its real property, or global ones. */
const inScope = `(b.building_id = $1
   OR (b.building_id IS NULL AND (b.real_property_id = $2 OR b.real_property_id IS NULL)))`

const bulletinColumns = `b.id, b.title, b.excerpt, b.body_html, b.author, b.featured_image_url,
  b.featured_image_alt, b.published_at, b.updated_at,
  coalesce((SELECT json_agg(json_build_object('uuid', ba.id, 'name', ba.name)
                            ORDER BY ba.sort_order, ba.name)
              FROM bulletin_attachments ba WHERE ba.bulletin_id = b.id), '[]'::json) AS attachments`

/**
 * Published bulletins (published_at in the past) for a building, newest first, `limit` rows from
 * `offset`, each with its attachments: one query.
 */
export async function listBulletins(
  db: Queryable,
  scope: { buildingId: string; realPropertyId: string },
  limit: number,
  offset: number,
): Promise<BulletinRow[]> {
  return db.query<BulletinRow>(
    `SELECT ${bulletinColumns}
       FROM bulletins b
      WHERE ${inScope} AND b.published_at <= now()
      ORDER BY b.published_at DESC, b.id
      LIMIT $3 OFFSET $4`,
    [scope.buildingId, scope.realPropertyId, limit, offset],
    { name: 'bulletins.list' },
  )
}

/** One published bulletin in the building's scope, or null. */
export async function findBulletin(
  db: Queryable,
  scope: { buildingId: string; realPropertyId: string },
  bulletinId: string,
): Promise<BulletinRow | null> {
  const rows = await db.query<BulletinRow>(
    `SELECT ${bulletinColumns}
       FROM bulletins b
      WHERE ${inScope} AND b.published_at <= now() AND b.id = $3`,
    [scope.buildingId, scope.realPropertyId, bulletinId],
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
