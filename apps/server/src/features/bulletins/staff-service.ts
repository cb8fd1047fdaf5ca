/**
 * Bulletins for staff (issue 14 "write in fi, sv and en (Finnish required), featured
 * image and attachments, audience (all properties, some properties, some buildings), publish now
 * or at a time, unpublish; residents see them on the front page and board in their language").
 * Administrators only.
 *
 * Storage (0011): the Finnish text in `title`, `excerpt`, `body_html` (the master, also what a
 * language without its own version falls back to), Swedish and English in `*_sv`, `*_en`; the
 * audience in `audience_real_property_ids` / `audience_building_ids` (both empty = everyone);
 * `published_at` in the future = scheduled; `unpublished_at` set = hidden. Bodies are sanitised
 * with sanitize-html on write (and again on read by the resident feature). The featured image and
 * attachments are uploads of the files platform (`featured_image_file_id`, 0014;
 * `bulletin_attachments.file_id`) or addresses; residents get them through signed addresses of
 * their contract, staff through signed staff addresses.
 */
import { bulletinBodySchema, type BulletinBody, type StaffBulletin } from '@asukas/contract'
import type { z } from 'zod'
import { audit } from '../../platform/audit.ts'
import type { Db, Queryable } from '../../platform/db/db.ts'
import { ApiError, notFound } from '../../platform/errors.ts'
import type { Clock } from '../../platform/clock.ts'
import { claimFiles } from '../../platform/files/index.ts'
import { sanitizeRichText } from '../../platform/html.ts'
import { staffAttachments } from '../staff/index.ts'
import type { StaffActor } from '../staff/index.ts'
import {
  bulletinFileIds,
  countExisting,
  findStaffBulletin,
  insertBulletin,
  isJpegOrPng,
  listStaffBulletins,
  replaceBulletinAttachments,
  unpublishBulletin as unpublishRow,
  updateBulletin,
  type BulletinValues,
  type StaffBulletinRow,
} from './repository.ts'

/** The staff member who reads (their signed file addresses) and the clock (the status). */
export interface StaffViewer {
  userId: string
  clock: Clock
}

async function toStaffBulletin(
  q: Queryable,
  row: StaffBulletinRow,
  viewer: StaffViewer,
): Promise<StaffBulletin> {
  const now = viewer.clock.now()
  // Uploaded files get signed staff addresses (the same download route as residents' files).
  const uploaded = [
    ...(row.featured_image_file_id === null ? [] : [row.featured_image_file_id]),
    ...row.attachments.flatMap((a) => (a.file_id === null ? [] : [a.file_id])),
  ]
  const signed = new Map(
    (
      await staffAttachments(
        q,
        viewer.clock,
        viewer.userId,
        uploaded.map((uuid) => ({ name: '', uuid })),
      )
    ).map((file) => [file.uuid, file.url]),
  )
  const audience =
    row.building_id !== null || row.audience_building_ids.length > 0
      ? {
          kind: 'buildings' as const,
          ids: row.building_id !== null ? [row.building_id] : row.audience_building_ids,
        }
      : row.real_property_id !== null || row.audience_real_property_ids.length > 0
        ? {
            kind: 'properties' as const,
            ids:
              row.real_property_id !== null
                ? [row.real_property_id]
                : row.audience_real_property_ids,
          }
        : { kind: 'all' as const, ids: [] }
  return {
    id: row.id,
    title: { fi: row.title, sv: row.title_sv ?? '', en: row.title_en ?? '' },
    excerpt: { fi: row.excerpt, sv: row.excerpt_sv ?? '', en: row.excerpt_en ?? '' },
    bodyHtml: {
      fi: sanitizeRichText(row.body_html),
      sv: sanitizeRichText(row.body_html_sv ?? ''),
      en: sanitizeRichText(row.body_html_en ?? ''),
    },
    featuredImage:
      row.featured_image_alt === null
        ? null
        : {
            url:
              row.featured_image_file_id === null
                ? (row.featured_image_url ?? '')
                : (signed.get(row.featured_image_file_id) ?? ''),
            alt: row.featured_image_alt,
            fileUuid: row.featured_image_file_id,
          },
    attachments: row.attachments.map((attachment) => ({
      name: attachment.name,
      url:
        attachment.file_id === null
          ? (attachment.url ?? '')
          : (signed.get(attachment.file_id) ?? ''),
      fileUuid: attachment.file_id,
    })),
    audience,
    author: row.author,
    publishedAt: row.published_at.toISOString(),
    unpublishedAt: row.unpublished_at ? row.unpublished_at.toISOString() : null,
    status:
      row.unpublished_at !== null
        ? 'unpublished'
        : row.published_at > now
          ? 'scheduled'
          : 'published',
  }
}

/** Every bulletin, newest first (at most 200). */
export async function listBulletinsForStaff(
  q: Queryable,
  viewer: StaffViewer,
): Promise<StaffBulletin[]> {
  const rows = await listStaffBulletins(q)
  return Promise.all(rows.map((row) => toStaffBulletin(q, row, viewer)))
}

/**
 * One bulletin.
 *
 * @throws ApiError 404 NOT_FOUND.
 */
export async function getBulletinForStaff(
  q: Queryable,
  id: string,
  viewer: StaffViewer,
): Promise<StaffBulletin> {
  const row = await findStaffBulletin(q, id)
  if (!row) throw notFound()
  return toStaffBulletin(q, row, viewer)
}

type ParsedBody = z.output<typeof bulletinBodySchema>

/** Checks that the audience's ids exist. */
async function checkAudience(q: Queryable, body: ParsedBody): Promise<void> {
  if (body.audience.kind === 'all') return
  const table = body.audience.kind === 'properties' ? 'real_properties' : 'buildings'
  const ids = [...new Set(body.audience.ids)]
  if ((await countExisting(q, table, ids)) !== ids.length) {
    throw new ApiError(400, 'VALIDATION_ERROR', {
      fieldErrors: { 'audience.ids': 'invalid_string' },
    })
  }
}

/**
 * Claims the uploaded files of a bulletin body for it (files platform `claimFiles`: the member's
 * own uploaded files; files already on the bulletin being rewritten are kept as they are) and
 * checks that an uploaded featured image is an image.
 *
 * @returns the featured image's file id, or null.
 * @throws ApiError 404 NOT_FOUND for a file that is not the member's upload; 400
 *   VALIDATION_ERROR `featuredImage.fileUuid` for a file that is not JPEG or PNG.
 */
async function claimBulletinFiles(
  tx: Queryable,
  actor: StaffActor,
  id: string | null,
  body: ParsedBody,
): Promise<string | null> {
  const featured = body.featuredImage?.fileUuid?.toLowerCase() ?? null
  const given = [
    ...(featured === null ? [] : [featured]),
    ...body.attachments.flatMap((a) => (a.fileUuid ? [a.fileUuid.toLowerCase()] : [])),
  ]
  const kept = id === null ? [] : await bulletinFileIds(tx, id)
  await claimFiles(
    tx,
    actor.userId,
    given.filter((fileId) => !kept.includes(fileId)),
  )
  if (featured !== null) {
    if (!(await isJpegOrPng(tx, featured))) {
      throw new ApiError(400, 'VALIDATION_ERROR', {
        fieldErrors: { 'featuredImage.fileUuid': 'invalid_string' },
      })
    }
  }
  return featured
}

/** Sanitised body html; the Finnish must keep some content. */
function cleanBodies(body: ParsedBody) {
  const fi = sanitizeRichText(body.bodyHtml.fi)
  if (fi.replace(/<[^>]*>/g, '').trim() === '') {
    throw new ApiError(400, 'VALIDATION_ERROR', { fieldErrors: { 'bodyHtml.fi': 'required' } })
  }
  const other = (html: string) => {
    const clean = sanitizeRichText(html)
    return clean.replace(/<[^>]*>/g, '').trim() === '' ? null : clean
  }
  return { fi, sv: other(body.bodyHtml.sv), en: other(body.bodyHtml.en) }
}

/**
 * Writes a bulletin (new when `id` is null) and publishes it at `publishAt` (null = now); a
 * rewrite publishes an unpublished bulletin again. Audited as `staff_bulletin_saved`.
 *
 * @throws ApiError 404 NOT_FOUND (update of an unknown id); 400 VALIDATION_ERROR for an unknown
 *   audience id or an empty Finnish body.
 */
export async function saveBulletin(
  db: Db,
  actor: StaffActor,
  id: string | null,
  input: BulletinBody,
  clock: Clock,
  ipAddress: string | null,
): Promise<StaffBulletin> {
  const now = clock.now()
  const body = bulletinBodySchema.parse(input)
  const html = cleanBodies(body)
  const savedId = await db.transaction(async (tx) => {
    await checkAudience(tx, body)
    const featuredFileId = await claimBulletinFiles(tx, actor, id, body)
    const values: BulletinValues = [
      body.title.fi,
      body.title.sv || null,
      body.title.en || null,
      body.excerpt.fi,
      body.excerpt.sv || null,
      body.excerpt.en || null,
      html.fi,
      html.sv,
      html.en,
      body.featuredImage?.url ?? null,
      body.featuredImage?.alt ?? null,
      body.audience.kind === 'properties' ? body.audience.ids : [],
      body.audience.kind === 'buildings' ? body.audience.ids : [],
      actor.name,
      body.publishAt ?? now,
      actor.userId,
      featuredFileId,
    ]
    let bulletinId: string
    if (id === null) {
      bulletinId = await insertBulletin(tx, values)
    } else {
      if (!(await updateBulletin(tx, id, values))) throw notFound()
      bulletinId = id
    }
    await replaceBulletinAttachments(tx, bulletinId, body.attachments)
    await audit(tx, {
      action: 'staff_bulletin_saved',
      actorUserId: actor.userId,
      entityType: 'bulletin',
      entityId: bulletinId,
      ipAddress,
      details: {
        created: id === null,
        audience: body.audience.kind,
        scheduled: body.publishAt !== null && new Date(body.publishAt) > now,
      },
    })
    return bulletinId
  })
  return getBulletinForStaff(db, savedId, { userId: actor.userId, clock })
}

/**
 * Unpublishes a bulletin (residents stop seeing it at once). Audited.
 *
 * @throws ApiError 404 NOT_FOUND.
 */
export async function unpublishBulletin(
  db: Db,
  actor: StaffActor,
  id: string,
  clock: Clock,
  ipAddress: string | null,
): Promise<StaffBulletin> {
  const now = clock.now()
  await db.transaction(async (tx) => {
    if (!(await unpublishRow(tx, id, now))) throw notFound()
    await audit(tx, {
      action: 'staff_bulletin_unpublished',
      actorUserId: actor.userId,
      entityType: 'bulletin',
      entityId: id,
      ipAddress,
    })
  })
  return getBulletinForStaff(db, id, { userId: actor.userId, clock })
}
