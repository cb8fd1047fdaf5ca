/**
 * Bulletin calls of residents: the bulletin board (spec 02 §7 bulletins; spec 01 §2 bulletin
 * board). The staff's writing, scheduling and unpublishing are in `bulletins/staff.ts` (ADR 0033),
 * so a resident's page never carries them (a module lands in a chunk whole; ADR 0030).
 */
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { contractParamsSchema, uuidSchema } from '../entities/common.ts'
import { signedUrlSchema } from '../entities/file.ts'
import { bulletinPageSchema, bulletinSchema } from '../entities/bulletin.ts'

/** Query of the bulletin list: zero-based `page`, default 0 (page size `bulletinPageSize`). */
export const bulletinsQuerySchema = z.object({
  page: z.coerce.number<string | number>().int().nonnegative().default(0),
})

/** Path parameters of one bulletin. */
export const bulletinParamsSchema = contractParamsSchema.extend({ bulletinUuid: uuidSchema })

/**
 * GET /api/contracts/:contractUuid/bulletins?page=n: one page of bulletins, newest first;
 * `nextPage` absent on the last page.
 */
export const bulletins = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/bulletins',
  params: contractParamsSchema,
  query: bulletinsQuerySchema,
  response: bulletinPageSchema,
  summary: 'Bulletins of the property, paged',
  tag: 'bulletins',
  errors: [],
})

/** GET /api/contracts/:contractUuid/bulletins/:bulletinUuid: one bulletin; 404 BULLETIN_NOT_FOUND. */
export const bulletin = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/bulletins/:bulletinUuid',
  params: bulletinParamsSchema,
  response: bulletinSchema,
  summary: 'One bulletin',
  tag: 'bulletins',
  errors: ['BULLETIN_NOT_FOUND'],
})

/**
 * GET /api/contracts/:contractUuid/bulletins/:bulletinUuid/attachments/:attachmentUuid: a
 * signed, expiring address of the attachment.
 */
export const bulletinAttachment = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/bulletins/:bulletinUuid/attachments/:attachmentUuid',
  params: bulletinParamsSchema.extend({ attachmentUuid: uuidSchema }),
  response: signedUrlSchema,
  summary: 'Signed address of a bulletin attachment',
  tag: 'bulletins',
  errors: [],
})
