/**
 * The staff's bulletin form as values (issue 14): what the editor holds, how a stored bulletin
 * fills it, and how it becomes the contract's `BulletinBody`. {@link bulletinFormSchema} checks
 * the body the values make with the contract's `bulletinBodySchema` (plus the Finnish text's
 * visible content, as the server does), so the form's errors are the contract's message keys on
 * the body's own paths (`title.fi`, `featuredImage.alt`, `attachments.0.url`, `audience.ids`),
 * which are also the paths of the server's 400 field errors.
 */
import { z } from 'zod'
import {
  bulletinBodySchema,
  type BulletinBody,
  type StaffBulletin,
} from '@asukas/contract/endpoints/bulletins/staff'
import { messageText, type Lang } from '@asukas/domain'
import type { StaffUploaded } from '../../staff/index.ts'

/** The three languages of a bulletin, Finnish first (required). */
export const bulletinLangs = ['fi', 'sv', 'en'] as const satisfies readonly Lang[]

/** An attachment kept on the bulletin: an uploaded file (`fileUuid`) or an address (`url`). */
export interface AttachmentValue {
  name: string
  url: string
  fileUuid: string | null
}

/** What the bulletin form holds. */
export interface BulletinFormValues {
  title: Record<Lang, string>
  excerpt: Record<Lang, string>
  /** Sanitised HTML from the editor. */
  bodyHtml: Record<Lang, string>
  featuredImage: {
    /** The stored uploaded image (kept unless removed or replaced). */
    stored: { fileUuid: string; url: string } | null
    /** A newly uploaded image, replacing `stored`. */
    upload: StaffUploaded | null
    /** An address instead of an upload. */
    url: string
    alt: string
  }
  attachments: AttachmentValue[]
  /** Files uploaded in this edit, added after `attachments`. */
  uploads: StaffUploaded[]
  audience: { kind: 'all' | 'properties' | 'buildings'; ids: string[] }
  publishLater: boolean
  /** The browser's wall-clock `yyyy-MM-ddTHH:mm`. */
  publishAt: string
}

/**
 * An ISO timestamp as the browser's wall-clock `yyyy-MM-ddTHH:mm`, the inverse of
 * `new Date(value).toISOString()` in {@link toBulletinBody} (a scheduled time shown for editing
 * and saved unchanged stays the same instant).
 */
function localDateTime(iso: string): string {
  const date = new Date(iso)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`
}

/** The form's values for `bulletin`, or an empty form for a new one. */
export function bulletinFormValues(bulletin: StaffBulletin | undefined): BulletinFormValues {
  const empty = { fi: '', sv: '', en: '' }
  const image = bulletin?.featuredImage ?? null
  return {
    title: { ...(bulletin?.title ?? empty) },
    excerpt: { ...(bulletin?.excerpt ?? empty) },
    bodyHtml: { ...(bulletin?.bodyHtml ?? empty) },
    featuredImage: {
      stored: image?.fileUuid ? { fileUuid: image.fileUuid, url: image.url } : null,
      upload: null,
      url: image && !image.fileUuid ? image.url : '',
      alt: image?.alt ?? '',
    },
    attachments: bulletin?.attachments ?? [],
    uploads: [],
    audience: bulletin?.audience ?? { kind: 'all', ids: [] },
    publishLater: bulletin?.status === 'scheduled',
    publishAt: bulletin?.status === 'scheduled' ? localDateTime(bulletin.publishedAt) : '',
  }
}

/** The contract's body of the form's values. */
export function toBulletinBody(values: BulletinFormValues): BulletinBody {
  const image = values.featuredImage
  const fileUuid = image.upload?.uuid ?? image.stored?.fileUuid ?? null
  const alt = image.alt.trim()
  return {
    title: values.title,
    excerpt: values.excerpt,
    bodyHtml: values.bodyHtml,
    featuredImage:
      fileUuid !== null
        ? { fileUuid, alt }
        : image.url.trim() === ''
          ? null
          : { url: image.url.trim(), alt },
    attachments: [
      ...values.attachments.map((a) =>
        a.fileUuid ? { name: a.name, fileUuid: a.fileUuid } : { name: a.name, url: a.url },
      ),
      ...values.uploads.map((u) => ({ name: u.name, fileUuid: u.uuid })),
    ],
    audience:
      values.audience.kind === 'all'
        ? { kind: 'all' }
        : { kind: values.audience.kind, ids: values.audience.ids },
    publishAt:
      values.publishLater && values.publishAt !== ''
        ? new Date(values.publishAt).toISOString()
        : null,
  }
}

/**
 * The form's schema for `useAppForm`: the values' body checked by the contract's
 * `bulletinBodySchema` (issues on the body's paths) and the Finnish text required to have
 * visible content; the output is the body to send.
 */
export const bulletinFormSchema = z
  .custom<BulletinFormValues>()
  .superRefine((values, context) => {
    const parsed = bulletinBodySchema.safeParse(toBulletinBody(values))
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    }
    if (messageText(values.bodyHtml.fi).trim() === '') {
      context.addIssue({ code: 'custom', message: 'required', path: ['bodyHtml', 'fi'] })
    }
  })
  .transform(toBulletinBody)
