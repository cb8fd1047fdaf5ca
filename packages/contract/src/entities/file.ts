/** Uploaded files (spec 01 §3 File, spec 02 §4 file upload). */
import { z } from 'zod'
import { fileContentTypes as fileTypesOfContentTypes, MAX_FILE_SIZE_BYTES } from '@asukas/domain'
import { timestampSchema, uuidSchema } from './common.ts'

/** File types (spec 01 §3 File.fileType). */
export const fileTypes = ['image', 'document', 'video'] as const
/** Schema of a file type. */
export const fileTypeSchema = z.enum(fileTypes)
/** A file type. */
export type FileType = z.infer<typeof fileTypeSchema>

/** Accepted content types (spec 01 §3 File.contentType). */
export const fileContentTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/pdf',
  'video/mp4',
  'video/quicktime',
] as const
/** Schema of an accepted content type. */
export const fileContentTypeSchema = z.enum(fileContentTypes)
/** An accepted content type. */
export type FileContentType = z.infer<typeof fileContentTypeSchema>

/** The file type each content type belongs to (`fileContentTypes` of `@asukas/domain`). */
export const fileTypeOfContentType: Record<FileContentType, FileType> = fileTypesOfContentTypes

/** Largest accepted upload in bytes: 10 MB (spec 02 §5 Attachments, §9; `MAX_FILE_SIZE_BYTES`). */
export const maxFileSizeBytes = MAX_FILE_SIZE_BYTES

/**
 * Metadata of a file record. `uploadUrl` and `uploadHeaders` are present only in the answer of
 * `fileInit`: the client PUTs the bytes there with exactly those headers (spec 02 §4).
 */
export const fileMetadataSchema = z.object({
  uploaded: z.boolean(),
  temporary: z.boolean(),
  originalFileName: z.string(),
  uploadUrl: z.string().optional(),
  uploadHeaders: z.record(z.string(), z.string()).optional(),
})
/** Metadata of a file record. */
export type FileMetadata = z.infer<typeof fileMetadataSchema>

/**
 * A file record (spec 01 §3 File). `id` and `uuid` are both UUIDs (the spec lists both; the
 * server keys records by UUID and may give the same value).
 */
export const fileRecordSchema = z.object({
  id: uuidSchema,
  uuid: uuidSchema,
  fileName: z.string(),
  fileType: fileTypeSchema,
  contentType: fileContentTypeSchema,
  createdByUserId: uuidSchema,
  createdAt: timestampSchema,
  metadata: fileMetadataSchema,
})
/** A file record. */
export type FileRecord = z.infer<typeof fileRecordSchema>

/**
 * A file attached to a notice or request, with a signed, expiring address to fetch it
 * (spec 01 §3 Defect notice "files (with url)").
 */
export const attachedFileSchema = z.object({
  uuid: uuidSchema,
  fileName: z.string(),
  fileType: fileTypeSchema,
  contentType: fileContentTypeSchema,
  url: z.string(),
})
/** An attached file with its signed address. */
export type AttachedFile = z.infer<typeof attachedFileSchema>

/** A signed, expiring address of a stored file (bulletin attachment, document). */
export const signedUrlSchema = z.object({ url: z.string() })
/** A signed file address. */
export type SignedUrl = z.infer<typeof signedUrlSchema>
