/** Document calls (spec 02 §7 documents). */
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { contractParamsSchema, uuidSchema } from '../entities/common.ts'
import { documentGroupSchema, documentLinkSchema } from '../entities/document.ts'

/** GET /api/contracts/:contractUuid/documents: documents grouped by category (empty groups left out). */
export const documents = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/documents',
  params: contractParamsSchema,
  response: z.array(documentGroupSchema),
  summary: 'Documents of the property by category',
  tag: 'documents',
  errors: [],
})

/** GET /api/contracts/:contractUuid/documents/:documentUuid: a signed address of the document. */
export const documentLink = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/documents/:documentUuid',
  params: contractParamsSchema.extend({ documentUuid: uuidSchema }),
  response: documentLinkSchema,
  summary: 'Signed address of a document',
  tag: 'documents',
  errors: [],
})
