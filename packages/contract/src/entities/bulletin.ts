/** Bulletins of a property (spec 01 §3 Bulletin). */
import { z } from 'zod'
import { timestampSchema, uuidSchema } from './common.ts'

/** An attachment of a bulletin; its signed address is fetched separately. */
export const bulletinAttachmentSchema = z.object({ uuid: uuidSchema, name: z.string() })
/** A bulletin attachment. */
export type BulletinAttachment = z.infer<typeof bulletinAttachmentSchema>

/**
 * A bulletin (spec 01 §3). `body` is HTML sanitised by the server (sanitize-html) and again on
 * render; `excerpt` is plain text; `featuredImage` is null when the bulletin has none.
 */
export const bulletinSchema = z.object({
  uuid: uuidSchema,
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  publishedAt: timestampSchema,
  updatedAt: timestampSchema,
  author: z.string(),
  featuredImage: z.object({ url: z.string(), alt: z.string() }).nullable(),
  attachments: z.array(bulletinAttachmentSchema),
})
/** A bulletin. */
export type Bulletin = z.infer<typeof bulletinSchema>

/** Bulletins per page of the bulletin list (the page size agreed for `bulletins`). */
export const bulletinPageSize = 10

/** One page of bulletins; `nextPage` is absent on the last page. */
export const bulletinPageSchema = z.object({
  bulletins: z.array(bulletinSchema),
  nextPage: z.number().int().nonnegative().optional(),
})
/** One page of bulletins. */
export type BulletinPage = z.infer<typeof bulletinPageSchema>
