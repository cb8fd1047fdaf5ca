/**
 * The bulletin board (spec 01 §2 "Bulletin board: paged list … loading from page 0 until
 * nextPage is absent", spec 01 §3 Bulletin). Bulletins belong to a building, to its real
 * property, or to everyone.
 */
import type { Lang } from '@asukas/domain'
import {
  bulletinPageSize,
  type Bulletin,
  type BulletinPage,
  type SignedUrl,
} from '@asukas/contract'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { notFound } from '../../platform/errors.ts'
import { sanitizeRichText } from '../../platform/html.ts'
import { isUuid } from '../../platform/ids.ts'
import * as repo from './repository.ts'

/**
 * Signs an uploaded file of a bulletin for the reading contract (the files platform's
 * contract-scoped download address, 15 minutes).
 */
export type BulletinFileSigner = (fileUuid: string) => Promise<string>

/**
 * Maps a bulletin row; the body is sanitised again on the way out. An uploaded featured image gets
 * a signed address of the reading contract (`sign`); without a signer it is left out.
 */
export async function toBulletin(
  row: repo.BulletinRow,
  sign?: BulletinFileSigner,
): Promise<Bulletin> {
  const base = toBulletinOfUrls(row)
  if (row.featured_image_file_id === null || !sign) return base
  return {
    ...base,
    featuredImage: {
      url: await sign(row.featured_image_file_id),
      alt: row.featured_image_alt ?? '',
    },
  }
}

function toBulletinOfUrls(row: repo.BulletinRow): Bulletin {
  return {
    uuid: row.id,
    title: row.title,
    excerpt: row.excerpt,
    body: sanitizeRichText(row.body_html),
    publishedAt: row.published_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    author: row.author,
    featuredImage:
      row.featured_image_url === null
        ? null
        : { url: row.featured_image_url, alt: row.featured_image_alt ?? '' },
    attachments: row.attachments,
  }
}

/**
 * One page of bulletins, newest first, {@link bulletinPageSize} per page. One row more than a
 * page is read to know whether `nextPage` exists; it is absent on the last page.
 *
 * @param page zero-based page number.
 */
export async function bulletinPage(
  db: Queryable,
  access: ContractAccess,
  page: number,
  lang: Lang = 'fi',
  sign?: BulletinFileSigner,
): Promise<BulletinPage> {
  const rows = await repo.listBulletins(
    db,
    access,
    bulletinPageSize + 1,
    page * bulletinPageSize,
    lang,
  )
  const bulletins = await Promise.all(
    rows.slice(0, bulletinPageSize).map((row) => toBulletin(row, sign)),
  )
  return rows.length > bulletinPageSize ? { bulletins, nextPage: page + 1 } : { bulletins }
}

/**
 * One bulletin of the contract's building.
 *
 * @throws ApiError 404 BULLETIN_NOT_FOUND when it does not exist, is not published or belongs to
 *   another building (spec 02 §8).
 */
export async function getBulletin(
  db: Queryable,
  access: ContractAccess,
  bulletinUuid: string,
  lang: Lang = 'fi',
  sign?: BulletinFileSigner,
): Promise<Bulletin> {
  const row = isUuid(bulletinUuid) ? await repo.findBulletin(db, access, bulletinUuid, lang) : null
  if (!row) throw notFound('BULLETIN_NOT_FOUND')
  return toBulletin(row, sign)
}

/**
 * The address of a bulletin attachment. Attachments published as a link (`url`) answer that
 * link; uploaded ones (the staff console) a signed download address of the reading contract
 * (`sign`, 15 minutes).
 *
 * @throws ApiError 404 NOT_FOUND when the attachment, or its bulletin in the contract's scope,
 *   does not exist, or when it has no address.
 */
export async function attachmentUrl(
  db: Queryable,
  access: ContractAccess,
  bulletinUuid: string,
  attachmentUuid: string,
  sign?: BulletinFileSigner,
): Promise<SignedUrl> {
  const row =
    isUuid(bulletinUuid) && isUuid(attachmentUuid)
      ? await repo.findAttachment(db, access, bulletinUuid, attachmentUuid)
      : null
  if (!row) throw notFound()
  if (row.url !== null) return { url: row.url }
  if (row.file_id === null || !sign) throw notFound()
  return { url: await sign(row.file_id) }
}
