/**
 * Bulletin calls of staff: writing, scheduling and unpublishing bulletins (issue 14;
 * administrators, capability `bulletins`); the residents' are in `../bulletins.ts` (ADR 0033).
 * They answer 401 without a staff session, 403 STAFF_ROLE_REQUIRED for a role without the
 * capability and 401 IMPERSONATION_WRITE_ACCESS_DENIED for a write while impersonating.
 */
import { z } from 'zod'
import { isSafeLinkUrl, optionalText, requiredText } from '@asukas/domain'
import { defineEndpoint } from '../../endpoint.ts'
import {
  bodyArray,
  bodyObject,
  timestampSchema,
  uuidField,
  uuidSchema,
} from '../../entities/common.ts'
import { staffIdParamsSchema, staffRichTextSchema } from '../staff/shared.ts'

/** Text in the three languages; Finnish required, Swedish and English optional (fallback fi). */
export function trilingual(max: number) {
  return bodyObject({ fi: requiredText(max), sv: optionalText(max), en: optionalText(max) })
}

/** Audience of a bulletin: everyone, some real properties, or some buildings. */
export const bulletinAudienceSchema = z.discriminatedUnion('kind', [
  bodyObject({ kind: z.literal('all') }),
  bodyObject({
    kind: z.literal('properties'),
    ids: bodyArray(uuidField).min(1, { error: 'required' }),
  }),
  bodyObject({
    kind: z.literal('buildings'),
    ids: bodyArray(uuidField).min(1, { error: 'required' }),
  }),
])
/** An audience. */
export type BulletinAudience = z.infer<typeof bulletinAudienceSchema>

/**
 * An `https:` or same-origin URL (featured image, attachment): `isSafeLinkUrl` of
 * `@asukas/domain` (issue 23 item 6: parsed with `URL`; `//host`, `/\\host` and `http:` refused).
 */
const urlSchema = requiredText(2000).refine(isSafeLinkUrl, { error: 'invalid_string' })

/** Body of a bulletin (create or update). `publishAt` null = now. */
export const bulletinBodySchema = bodyObject({
  title: trilingual(200),
  excerpt: trilingual(500),
  bodyHtml: bodyObject({
    fi: staffRichTextSchema,
    sv: optionalText(20_000).default(''),
    en: optionalText(20_000).default(''),
  }),
  /**
   * The featured image: an uploaded image (`fileUuid`, from `/api/staff/file-init`, JPEG or PNG)
   * or an address (`url`); exactly one of the two.
   */
  featuredImage: bodyObject({
    fileUuid: uuidField.optional(),
    url: urlSchema.optional(),
    alt: requiredText(200),
  })
    .refine((image) => (image.fileUuid === undefined) !== (image.url === undefined), {
      error: 'required',
      path: ['fileUuid'],
    })
    .nullable(),
  /** Attachments: uploaded files (`fileUuid`) or addresses (`url`), exactly one each. */
  attachments: bodyArray(
    bodyObject({
      name: requiredText(200),
      fileUuid: uuidField.optional(),
      url: urlSchema.optional(),
    }).refine((file) => (file.fileUuid === undefined) !== (file.url === undefined), {
      error: 'required',
      path: ['fileUuid'],
    }),
  ).max(10),
  audience: bulletinAudienceSchema,
  publishAt: timestampSchema.nullable(),
})
/** A bulletin body. */
export type BulletinBody = z.input<typeof bulletinBodySchema>

/** Status of a bulletin. */
export const bulletinStatuses = ['scheduled', 'published', 'unpublished'] as const

/** A bulletin as staff edit it. */
export const staffBulletinSchema = z.object({
  id: uuidSchema,
  title: z.object({ fi: z.string(), sv: z.string(), en: z.string() }),
  excerpt: z.object({ fi: z.string(), sv: z.string(), en: z.string() }),
  bodyHtml: z.object({ fi: z.string(), sv: z.string(), en: z.string() }),
  /** `url` of an uploaded image is a signed staff address (see {@link staffAttachmentSchema}). */
  featuredImage: z
    .object({ url: z.string(), alt: z.string(), fileUuid: uuidSchema.nullable() })
    .nullable(),
  attachments: z.array(
    z.object({ name: z.string(), url: z.string(), fileUuid: uuidSchema.nullable() }),
  ),
  audience: z.object({
    kind: z.enum(['all', 'properties', 'buildings']),
    ids: z.array(uuidSchema),
  }),
  author: z.string(),
  publishedAt: timestampSchema,
  unpublishedAt: timestampSchema.nullable(),
  status: z.enum(bulletinStatuses),
})
/** A bulletin for staff. */
export type StaffBulletin = z.infer<typeof staffBulletinSchema>

/** GET /api/staff/bulletins: every bulletin, newest first (administrators). */
export const staffBulletins = defineEndpoint({
  method: 'GET',
  path: '/api/staff/bulletins',
  response: z.array(staffBulletinSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Bulletins',
  tag: 'bulletins',
})

/** GET /api/staff/bulletins/:id. */
export const staffBulletin = defineEndpoint({
  method: 'GET',
  path: '/api/staff/bulletins/:id',
  params: staffIdParamsSchema,
  response: staffBulletinSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'A bulletin',
  tag: 'bulletins',
})

/**
 * POST /api/staff/bulletins: write and publish (now or at `publishAt`). `NOT_FOUND`: a featured
 * image or attachment `fileUuid` that is not the member's own finished upload (files platform).
 */
export const staffCreateBulletin = defineEndpoint({
  method: 'POST',
  path: '/api/staff/bulletins',
  body: bulletinBodySchema,
  response: staffBulletinSchema,
  errors: ['STAFF_ROLE_REQUIRED', 'NOT_FOUND'],
  summary: 'Publish a bulletin',
  tag: 'bulletins',
})

/** PUT /api/staff/bulletins/:id: rewrite (publishing again if it was unpublished). */
export const staffUpdateBulletin = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/bulletins/:id',
  params: staffIdParamsSchema,
  body: bulletinBodySchema,
  response: staffBulletinSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Edit a bulletin',
  tag: 'bulletins',
})

/** POST /api/staff/bulletins/:id/unpublish: residents no longer see it. */
export const staffUnpublishBulletin = defineEndpoint({
  method: 'POST',
  path: '/api/staff/bulletins/:id/unpublish',
  params: staffIdParamsSchema,
  response: staffBulletinSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Unpublish a bulletin',
  tag: 'bulletins',
})
