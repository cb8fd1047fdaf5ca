/**
 * The files platform (spec 02 §4 "file upload is init, then a binary PUT to the returned upload
 * address with the returned headers, then complete"; spec 02 §5 Attachments; spec 02 §9 limits).
 *
 * Life of a file:
 * 1. `fileInit` ({@link FilesService.initUpload}) writes a `files` row (temporary, not uploaded)
 *    and answers an upload address `PUT /api/file-upload/{uuid}?expires&signature`, signed for
 *    that file and that user, valid {@link uploadUrlTtlSeconds}, and the headers to send with it.
 * 2. The browser PUTs the bytes ({@link FilesService.receiveUpload}); at most
 *    {@link maxFileSizeBytes} are stored (more: 413 FILE_TOO_LARGE, nothing kept).
 * 3. `fileComplete` ({@link FilesService.completeUpload}) checks the stored bytes: the size again,
 *    and the content type by magic bytes (`file-type`) against the declared one (else 415
 *    UNSUPPORTED_FILE_TYPE and the bytes are deleted); the record becomes `uploaded`.
 * 4. A feature attaches the file to a notice or message in its own transaction with
 *    {@link claimFiles}: the file must be the user's and uploaded; it stops being `temporary`.
 * 5. Temporary files never attached are removed after 24 hours ({@link purgeTemporaryFiles},
 *    run by the maintenance worker).
 *
 * Downloads: features hand out {@link FilesService.signedFileUrl} addresses
 * `GET /api/contracts/{contractUuid}/files/{fileUuid}?expires&signature`, valid 15 minutes. The
 * path is contract-scoped, so the one membership check runs first (another resident gets 404),
 * and the signature binds the file to that contract, so an address cannot be re-pointed at
 * another contract's file. A feature signs only files it has read through the contract.
 */
import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  fileTypeOfContentType,
  maxFileSizeBytes,
  type AttachedFile,
  type FileContentType,
  type FileInitBody,
  type FileInitResponse,
  type FileRecord,
} from '@asukas/contract'
import { fileTypeFromBuffer } from 'file-type'
import type { Clock } from '../clock.ts'
import type { Queryable } from '../db/db.ts'
import { ApiError, badRequest, notFound } from '../errors.ts'
import { isUuid } from '../ids.ts'
import { loadUrlSigner, type UrlSigner } from './signing.ts'
import { FileTooLargeError, type FileStorage } from './storage.ts'

/** Validity of an upload address, seconds (15 minutes). */
export const uploadUrlTtlSeconds = 15 * 60
/** Validity of a download address, seconds (15 minutes; issue 11 "signed URLs that expire"). */
export const downloadUrlTtlSeconds = 15 * 60
/** Age after which a temporary, never attached file is removed, milliseconds (24 hours). */
export const temporaryFileMaxAgeMs = 24 * 60 * 60 * 1000
/** Bytes read from the start of a file to recognise its type (enough for every accepted type). */
const sniffBytes = 4100

/** A `files` row. */
export interface FileRow {
  id: string
  file_name: string
  original_file_name: string
  file_type: FileRecord['fileType']
  content_type: FileContentType
  size_bytes: string | number | null
  storage_key: string
  uploaded: boolean
  temporary: boolean
  created_by_user_id: string | null
  created_at: Date
}

const fileColumns = `id, file_name, original_file_name, file_type, content_type, size_bytes,
  storage_key, uploaded, temporary, created_by_user_id, created_at`

/** Detected types accepted for each declared type (phones label QuickTime and MP4 loosely). */
const acceptedDetections: Record<FileContentType, readonly string[]> = {
  'image/jpeg': ['image/jpeg'],
  'image/png': ['image/png'],
  'image/gif': ['image/gif'],
  'application/pdf': ['application/pdf'],
  'video/mp4': ['video/mp4', 'video/x-m4v', 'video/quicktime'],
  'video/quicktime': ['video/quicktime', 'video/mp4', 'video/x-m4v'],
}

/** 413 FILE_TOO_LARGE (spec 02 §5: max 10 MB). */
export function fileTooLarge(): ApiError {
  return new ApiError(413, 'FILE_TOO_LARGE')
}

/** 415 UNSUPPORTED_FILE_TYPE (the bytes are not the declared, accepted type). */
export function unsupportedFileType(): ApiError {
  return new ApiError(415, 'UNSUPPORTED_FILE_TYPE')
}

/**
 * A safe display name: the last path segment, without control characters, at most 255
 * characters; `file` when nothing is left.
 */
export function safeFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).at(-1) ?? ''
  // eslint-disable-next-line no-control-regex
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f"]/g, '').trim()
  return (cleaned === '' ? 'file' : cleaned).slice(0, 255)
}

/** Maps a row to the wire's file record. */
export function toFileRecord(row: FileRow): FileRecord {
  return {
    id: row.id,
    uuid: row.id,
    fileName: row.file_name,
    fileType: row.file_type,
    contentType: row.content_type,
    createdByUserId: row.created_by_user_id ?? row.id,
    createdAt: row.created_at.toISOString(),
    metadata: {
      uploaded: row.uploaded,
      temporary: row.temporary,
      originalFileName: row.original_file_name,
    },
  }
}

/** One file row by id, or null. */
export async function findFile(db: Queryable, fileUuid: string): Promise<FileRow | null> {
  if (!isUuid(fileUuid)) return null
  const rows = await db.query<FileRow>(`SELECT ${fileColumns} FROM files WHERE id = $1`, [
    fileUuid.toLowerCase(),
  ])
  return rows[0] ?? null
}

/**
 * Attaches uploaded files to something a feature is writing, inside the feature's transaction:
 * each file must exist, have been created by `userId` and be uploaded (completed); it stops
 * being temporary, so the purge leaves it alone. Duplicates are ignored.
 *
 * @param tx the feature's transaction.
 * @param userId the resident writing (`SessionUser.residentUserId`).
 * @param fileUuids the `fileUuids` / `fileIds` of the request.
 * @returns the distinct file ids, lower case, in the order given.
 * @throws ApiError 404 NOT_FOUND when a file is unknown, another user's or not uploaded.
 */
export async function claimFiles(
  tx: Queryable,
  userId: string,
  fileUuids: readonly string[],
): Promise<string[]> {
  const ids = [...new Set(fileUuids.map((id) => id.toLowerCase()))]
  if (ids.length === 0) return []
  if (!ids.every(isUuid)) throw notFound()
  const rows = await tx.query<{ id: string }>(
    `UPDATE files SET temporary = false
      WHERE id = ANY($1::uuid[]) AND created_by_user_id = $2 AND uploaded
      RETURNING id`,
    [ids, userId],
  )
  if (rows.length !== ids.length) throw notFound()
  return ids
}

/**
 * Builds a signed download address (see the module comment).
 *
 * @param signer the server's signer.
 * @param input the file, the contract it is read through, the current time, and the validity in
 *   seconds (default {@link downloadUrlTtlSeconds}).
 * @returns a path `/api/contracts/{contractUuid}/files/{fileUuid}?expires=…&signature=…`.
 */
export function signedFileUrl(
  signer: UrlSigner,
  input: { fileUuid: string; contractUuid: string; now: Date; ttlSeconds?: number },
): string {
  const fileUuid = input.fileUuid.toLowerCase()
  const contractUuid = input.contractUuid.toLowerCase()
  const expires =
    Math.floor(input.now.getTime() / 1000) + (input.ttlSeconds ?? downloadUrlTtlSeconds)
  const signature = signer.sign('file_download', [contractUuid, fileUuid], expires)
  return `/api/contracts/${contractUuid}/files/${fileUuid}?expires=${expires}&signature=${signature}`
}

/** A file ready to be streamed to the client. */
export interface FileDownload {
  body: Readable
  contentType: FileContentType
  fileName: string
  sizeBytes: number | null
}

/** Removes temporary files older than `olderThan`: their bytes, then their rows. */
export async function purgeTemporaryFiles(
  db: Queryable,
  storage: FileStorage,
  olderThan: Date,
): Promise<number> {
  const rows = await db.query<{ id: string; storage_key: string }>(
    `SELECT id, storage_key FROM files WHERE temporary AND created_at < $1 LIMIT 1000`,
    [olderThan],
  )
  for (const row of rows) {
    await storage.delete(row.storage_key)
    await db.query(`DELETE FROM files WHERE id = $1 AND temporary`, [row.id])
  }
  return rows.length
}

/** The files platform of one app: storage, signer and clock bound together. */
export interface FilesService {
  readonly storage: FileStorage
  /** `fileInit`: a temporary record and its signed upload address and headers. */
  initUpload(userId: string, body: FileInitBody): Promise<FileInitResponse>
  /**
   * The upload PUT: checks the signature for `fileUuid` and `userId` and stores the bytes.
   *
   * @throws ApiError 404 NOT_FOUND for a bad or expired signature, an unknown or foreign file;
   *   400 BAD_REQUEST when the file was already completed; 413 FILE_TOO_LARGE over 10 MB.
   */
  receiveUpload(
    userId: string,
    fileUuid: string,
    query: { expires?: string; signature?: string },
    body: Readable,
  ): Promise<void>
  /**
   * `fileComplete`: checks size and magic bytes, marks the record uploaded.
   *
   * @throws ApiError 404 NOT_FOUND for an unknown or foreign file; 400 BAD_REQUEST when no
   *   bytes were uploaded; 413 FILE_TOO_LARGE; 415 UNSUPPORTED_FILE_TYPE.
   */
  completeUpload(userId: string, fileUuid: string): Promise<FileRecord>
  /** A signed download address of `fileUuid` read through `contractUuid` (15 minutes). */
  signedFileUrl(input: { fileUuid: string; contractUuid: string }): Promise<string>
  /** Attached files of a feature's rows with their signed addresses, in the order given. */
  attachedFiles(
    contractUuid: string,
    files: readonly Pick<FileRow, 'id' | 'file_name' | 'file_type' | 'content_type'>[],
  ): Promise<AttachedFile[]>
  /**
   * The download route: checks the signature against the contract and streams the file.
   *
   * @throws ApiError 404 NOT_FOUND for a bad or expired signature or a missing file.
   */
  openDownload(
    contractUuid: string,
    fileUuid: string,
    query: { expires?: string; signature?: string },
  ): Promise<FileDownload>
}

/**
 * Creates the files platform.
 *
 * @param options database, storage (default chosen by `app.ts`) and clock (signature times).
 */
export function createFilesService(options: {
  db: Queryable
  storage: FileStorage
  clock: Clock
  signer?: UrlSigner
}): FilesService {
  const { db, storage, clock } = options
  let signerPromise: Promise<UrlSigner> | null = options.signer
    ? Promise.resolve(options.signer)
    : null
  const signer = () => {
    signerPromise ??= loadUrlSigner(db).catch((error: unknown) => {
      signerPromise = null
      throw error
    })
    return signerPromise
  }

  const ownFile = async (userId: string, fileUuid: string) => {
    const row = await findFile(db, fileUuid)
    if (!row || row.created_by_user_id !== userId) throw notFound()
    return row
  }

  const service: FilesService = {
    storage,
    async initUpload(userId, body) {
      const id = randomUUID()
      const name = safeFileName(body.file.fileName)
      const contentType = body.file.contentType as FileContentType
      const rows = await db.query<FileRow>(
        `INSERT INTO files (id, file_name, original_file_name, file_type, content_type,
                            storage_key, created_by_user_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         RETURNING ${fileColumns}`,
        [
          id,
          name,
          body.file.fileName,
          fileTypeOfContentType[contentType],
          contentType,
          `uploads/${id}`,
          userId,
          clock.now(),
        ],
      )
      const row = rows[0]
      if (!row) throw new Error('file insert returned nothing')
      const expires = Math.floor(clock.now().getTime() / 1000) + uploadUrlTtlSeconds
      const signature = (await signer()).sign('file_upload', [id, userId], expires)
      const record = toFileRecord(row)
      return {
        ...record,
        metadata: {
          ...record.metadata,
          uploadUrl: `/api/file-upload/${id}?expires=${expires}&signature=${signature}`,
          uploadHeaders: { 'Content-Type': contentType, 'X-Requested-With': 'XMLHttpRequest' },
        },
      }
    },

    async receiveUpload(userId, fileUuid, query, body) {
      const expires = Number(query.expires)
      const ok = (await signer()).verify(
        'file_upload',
        [fileUuid.toLowerCase(), userId],
        expires,
        query.signature ?? '',
        clock.now(),
      )
      if (!ok) throw notFound()
      const row = await ownFile(userId, fileUuid)
      if (row.uploaded) throw badRequest()
      try {
        await storage.put(row.storage_key, body, maxFileSizeBytes)
      } catch (error) {
        if (error instanceof FileTooLargeError) throw fileTooLarge()
        throw error
      }
    },

    async completeUpload(userId, fileUuid) {
      const row = await ownFile(userId, fileUuid)
      if (row.uploaded) return toFileRecord(row)
      const size = await storage.size(row.storage_key)
      if (size === null) throw badRequest()
      if (size > maxFileSizeBytes) {
        await storage.delete(row.storage_key)
        throw fileTooLarge()
      }
      const detected = await fileTypeFromBuffer(
        await storage.readStart(row.storage_key, sniffBytes),
      )
      if (!detected || !acceptedDetections[row.content_type].includes(detected.mime)) {
        await storage.delete(row.storage_key)
        throw unsupportedFileType()
      }
      const updated = await db.query<FileRow>(
        `UPDATE files SET uploaded = true, size_bytes = $2, uploaded_at = $3
          WHERE id = $1 RETURNING ${fileColumns}`,
        [row.id, size, clock.now()],
      )
      const done = updated[0]
      if (!done) throw notFound()
      return toFileRecord(done)
    },

    async signedFileUrl(input) {
      return signedFileUrl(await signer(), { ...input, now: clock.now() })
    },

    async attachedFiles(contractUuid, files) {
      const s = await signer()
      const now = clock.now()
      return files.map((file) => ({
        uuid: file.id,
        fileName: file.file_name,
        fileType: file.file_type,
        contentType: file.content_type,
        url: signedFileUrl(s, { fileUuid: file.id, contractUuid, now }),
      }))
    },

    async openDownload(contractUuid, fileUuid, query) {
      if (!isUuid(fileUuid)) throw notFound()
      const ok = (await signer()).verify(
        'file_download',
        [contractUuid.toLowerCase(), fileUuid.toLowerCase()],
        Number(query.expires),
        query.signature ?? '',
        clock.now(),
      )
      if (!ok) throw notFound()
      const row = await findFile(db, fileUuid)
      if (!row?.uploaded) throw notFound()
      let body: Readable
      try {
        body = await storage.read(row.storage_key)
      } catch {
        throw notFound()
      }
      return {
        body,
        contentType: row.content_type,
        fileName: row.file_name,
        sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
      }
    },
  }
  return service
}
