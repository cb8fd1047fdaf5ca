/** Documents of a contract's property (spec 01 §3 Document). */
import { z } from 'zod'
import { localizedTextSchema, uuidSchema } from './common.ts'

/** Document categories (spec 01 §3): residents meeting memos, general, safety. */
export const documentCategories = ['memos', 'general', 'safety'] as const
/** Schema of a document category id. */
export const documentCategoryIdSchema = z.enum(documentCategories)
/** A document category id. */
export type DocumentCategoryId = z.infer<typeof documentCategoryIdSchema>

/** A document category with its labels in fi, sv and en. */
export const documentCategorySchema = z.object({
  id: documentCategoryIdSchema,
  labels: localizedTextSchema,
})
/** A document category. */
export type DocumentCategory = z.infer<typeof documentCategorySchema>

/**
 * A document (spec 01 §3); `documentType` is a free-text kind such as `pdf` or `memo`. `id`
 * and `uuid` are both UUIDs (see the file record).
 */
export const documentSchema = z.object({
  id: uuidSchema,
  uuid: uuidSchema,
  name: z.string(),
  documentType: z.string(),
  category: documentCategorySchema,
})
/** A document (named `PropertyDocument` so it does not shadow the DOM's `Document`). */
export type PropertyDocument = z.infer<typeof documentSchema>

/** Documents of one category, as listed by the documents call. */
export const documentGroupSchema = z.object({
  category: documentCategorySchema,
  documents: z.array(documentSchema),
})
/** Documents of one category. */
export type DocumentGroup = z.infer<typeof documentGroupSchema>

/** A document link (spec 01 §3): the document's uuid and a signed, expiring address. */
export const documentLinkSchema = z.object({ uuid: uuidSchema, url: z.string() })
/** A document link. */
export type DocumentLink = z.infer<typeof documentLinkSchema>
