/**
 * Attachments of staff replies (issue 14): the files platform's upload, as a staff member.
 * Downloads of residents' attachments use the signed addresses of `staffAttachmentSchema`.
 */
import { defineEndpoint } from '../../endpoint.ts'
import { fileRecordSchema } from '../../entities/file.ts'
import { fileCompleteBodySchema, fileInitBodySchema, fileInitResponseSchema } from '../files.ts'

/**
 * POST /api/staff/file-init: as `fileInit`, for a staff member (customer service); the upload
 * address is `PUT /api/staff/file-upload/:fileUuid?expires&signature`.
 */
export const staffFileInit = defineEndpoint({
  method: 'POST',
  path: '/api/staff/file-init',
  body: fileInitBodySchema,
  response: fileInitResponseSchema,
  errors: ['STAFF_ROLE_REQUIRED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'],
  summary: 'Start a file upload (staff)',
  tag: 'staff',
})

/** POST /api/staff/file-complete: as `fileComplete`, for a staff member. */
export const staffFileComplete = defineEndpoint({
  method: 'POST',
  path: '/api/staff/file-complete',
  body: fileCompleteBodySchema,
  response: fileRecordSchema,
  errors: [
    'STAFF_ROLE_REQUIRED',
    'NOT_FOUND',
    'FILE_TOO_LARGE',
    'UNSUPPORTED_FILE_TYPE',
    'FILE_UPLOAD_CONFLICT',
  ],
  summary: 'Finish a file upload (staff)',
  tag: 'staff',
})
