/**
 * File upload calls (spec 02 §4 file upload, §7 file init / complete): `fileInit` answers a
 * signed upload address; the client PUTs the bytes there with the returned headers (that
 * address is the server's, not a call of this contract); `fileComplete` checks the stored bytes
 * (magic bytes, at most 10 MB) and answers the file record. The uuid is then sent as one of the
 * `fileUuids` of a notice, termination or message.
 */
import type { z } from 'zod'
import { enumField, requiredText } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import { bodyObject, uuidField } from '../entities/common.ts'
import { fileContentTypes, fileMetadataSchema, fileRecordSchema } from '../entities/file.ts'

/** Longest accepted file name. */
export const fileNameMaxLength = 255

/** Body of `fileInit`: the file's name and one of the accepted content types. */
export const fileInitBodySchema = bodyObject({
  file: bodyObject({
    fileName: requiredText(fileNameMaxLength),
    contentType: enumField(fileContentTypes),
  }),
})
/** Body of `fileInit`. */
export type FileInitBody = z.input<typeof fileInitBodySchema>

/** Answer of `fileInit`: a temporary file record whose metadata has the upload address. */
export const fileInitResponseSchema = fileRecordSchema.extend({
  metadata: fileMetadataSchema.required({ uploadUrl: true, uploadHeaders: true }),
})
/** Answer of `fileInit`. */
export type FileInitResponse = z.infer<typeof fileInitResponseSchema>

/** Body of `fileComplete`. */
export const fileCompleteBodySchema = bodyObject({ file: bodyObject({ uuid: uuidField }) })
/** Body of `fileComplete`. */
export type FileCompleteBody = z.input<typeof fileCompleteBodySchema>

/** POST /api/file-init: reserve a file record and get a signed upload address. */
export const fileInit = defineEndpoint({
  method: 'POST',
  path: '/api/file-init',
  body: fileInitBodySchema,
  response: fileInitResponseSchema,
  summary: 'Start a file upload',
  tag: 'files',
  errors: ['FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'],
})

/**
 * POST /api/file-complete: finish an upload. 404 NOT_FOUND for an unknown or foreign file;
 * 413 FILE_TOO_LARGE; 415 UNSUPPORTED_FILE_TYPE when the bytes are not the declared type;
 * 409 FILE_UPLOAD_CONFLICT while the upload's PUT is still running or another completion checks it.
 */
export const fileComplete = defineEndpoint({
  method: 'POST',
  path: '/api/file-complete',
  body: fileCompleteBodySchema,
  response: fileRecordSchema,
  summary: 'Finish a file upload',
  tag: 'files',
  errors: ['NOT_FOUND', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'FILE_UPLOAD_CONFLICT'],
})
