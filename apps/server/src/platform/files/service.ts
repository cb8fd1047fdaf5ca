/**
 * The files platform (spec 02 §4 "file upload is init, then a binary PUT to the returned upload
 * address with the returned headers, then complete"; spec 02 §5 Attachments; spec 02 §9 limits).
 *
 * Life of a file:
 * 1. `fileInit` ({@link FilesService.initUpload}) writes a `files` row (temporary, not uploaded)
 *    and answers an upload address `PUT /api/file-upload/{uuid}?expires&signature`, signed for
 *    that file and that user, valid {@link uploadUrlTtlSeconds}, and the headers to send with it.
 *    With S3 storage the address is a presigned PUT of the object in the bucket instead (the
 *    bucket needs a CORS rule allowing PUT from PUBLIC_URL; the CSP allows its origin).
 * 2. The browser PUTs the bytes ({@link FilesService.receiveUpload}); at most
 *    {@link maxFileSizeBytes} are stored (more: 413 FILE_TOO_LARGE, nothing kept). The address
 *    takes ONE PUT (issue 23 item 2): the PUT first takes the row's `upload_state` from `waiting`
 *    to `receiving` in one conditional update, so a second PUT, at once or later, is refused 409
 *    FILE_UPLOAD_CONFLICT before it reaches storage; its bytes go to a key fresh for that PUT.
 * 3. `fileComplete` ({@link FilesService.completeUpload}) takes the row from `received` to
 *    `checking` the same way (a completion during the PUT, or a second one, is refused 409),
 *    reads the stored bytes once and checks exactly them: the size, and the content type by magic
 *    bytes (`file-type`) against the declared one (else 415 UNSUPPORTED_FILE_TYPE and the bytes
 *    are deleted). JPEG and PNG photos are then re-encoded with `sharp`
 *    ({@link stripImageMetadata}): turned upright by their EXIF orientation and written without
 *    EXIF, so a phone photo's location never leaves the server; an image that cannot be decoded
 *    is refused like a wrong type. MP4 and QuickTime videos lose their metadata boxes (the `©xyz`
 *    location among them) and non-audio/video tracks in place ({@link stripVideoMetadata}). Changed bytes (and, with S3, every upload, since the presigned
 *    address stays writable) are written to a fresh key, and the row records the key, the size of
 *    those very bytes, and `completed` (docs/decisions/0025).
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
import { Readable } from 'node:stream'
import {
  fileTypeOfContentType,
  maxFileSizeBytes,
  type AttachedFile,
  type FileContentType,
  type FileInitBody,
  type FileInitResponse,
  type FileRecord,
} from '@asukas/contract'
import { safeFileName, withoutInvisibleCharacters } from '@asukas/domain'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import type { Clock } from '../clock.ts'
import type { Queryable } from '../db/db.ts'
import { ApiError, badRequest, notFound } from '../errors.ts'
import { isUuid } from '../ids.ts'
import {
  claimForCheck,
  completeFile,
  deleteTemporaryFile,
  insertFile,
  markFilesKept,
  moveUploadState,
  selectFile,
  takeUpload,
  temporaryFilesBefore,
  type FileRow,
  type UploadState,
} from './repository.ts'
import { loadUrlSigner, type UrlSigner } from './signing.ts'
import { isS3Storage } from './s3-storage.ts'
import { FileTooLargeError, freshStorageKey, type FileStorage } from './storage.ts'
import { stripVideoMetadata } from './video-metadata.ts'

/** Validity of an upload address, seconds (15 minutes). */
export const uploadUrlTtlSeconds = 15 * 60
/** Validity of a download address, seconds (15 minutes; issue 11 "signed URLs that expire"). */
export const downloadUrlTtlSeconds = 15 * 60
/** Age after which a temporary, never attached file is removed, milliseconds (24 hours). */
export const temporaryFileMaxAgeMs = 24 * 60 * 60 * 1000
/** Bytes read from the start of a file to recognise its type (enough for every accepted type). */
const sniffBytes = 4100

export type { FileRow, UploadState } from './repository.ts'

/** Detected types accepted for each declared type (phones label QuickTime and MP4 loosely). */
const acceptedDetections: Record<FileContentType, readonly string[]> = {
  'image/jpeg': ['image/jpeg'],
  'image/png': ['image/png'],
  'image/gif': ['image/gif'],
  'application/pdf': ['application/pdf'],
  'video/mp4': ['video/mp4', 'video/x-m4v', 'video/quicktime'],
  'video/quicktime': ['video/quicktime', 'video/mp4', 'video/x-m4v'],
}

/**
 * Re-encodes a JPEG or PNG without its metadata (EXIF, GPS location, XMP, ICC comments): the
 * pixels are rotated by the EXIF orientation first, so the photo still shows upright. GIF and
 * PDF are returned as they are. HEIC photos cannot be converted: the prebuilt `sharp` has no
 * HEVC decoder (patents), so they stay refused by the accepted-types list.
 *
 * @throws Error when the image cannot be decoded.
 */
export async function stripImageMetadata(
  bytes: Buffer,
  contentType: FileContentType,
): Promise<Buffer> {
  if (contentType === 'image/jpeg') {
    return sharp(bytes).rotate().jpeg({ quality: 90 }).toBuffer()
  }
  if (contentType === 'image/png') return sharp(bytes).rotate().png().toBuffer()
  return bytes
}

/**
 * The bytes stored under `key`, read once: `missing` when there are none, `too_large` when
 * there are more than `maxBytes` (the read stops there).
 */
async function readStored(
  storage: FileStorage,
  key: string,
  maxBytes: number,
): Promise<Buffer | 'missing' | 'too_large'> {
  let stream: Readable
  try {
    stream = await storage.read(key)
  } catch {
    return 'missing'
  }
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array)
    length += buffer.length
    if (length > maxBytes) {
      stream.destroy()
      return 'too_large'
    }
    chunks.push(buffer)
  }
  return Buffer.concat(chunks, length)
}

/**
 * The bytes to serve for checked `bytes` of `contentType`: photos and videos without their
 * metadata ({@link stripImageMetadata}, {@link stripVideoMetadata}); GIF and PDF as they are
 * (the same buffer).
 *
 * @throws Error when the file cannot be decoded or walked.
 */
async function stripMetadata(bytes: Buffer, contentType: FileContentType): Promise<Buffer> {
  if (contentType === 'image/jpeg' || contentType === 'image/png') {
    return stripImageMetadata(bytes, contentType)
  }
  if (contentType === 'video/mp4' || contentType === 'video/quicktime') {
    return stripVideoMetadata(bytes)
  }
  return bytes
}

/** 413 FILE_TOO_LARGE (spec 02 §5: max 10 MB). */
export function fileTooLarge(): ApiError {
  return new ApiError(413, 'FILE_TOO_LARGE')
}

/**
 * 409 FILE_UPLOAD_CONFLICT: the upload address has had its one PUT (or one is running), or the
 * file is being checked or is completed (issue 23 item 2).
 */
export function uploadConflict(): ApiError {
  return new ApiError(409, 'FILE_UPLOAD_CONFLICT')
}

/** 415 UNSUPPORTED_FILE_TYPE (the bytes are not the declared, accepted type). */
export function unsupportedFileType(): ApiError {
  return new ApiError(415, 'UNSUPPORTED_FILE_TYPE')
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
  return selectFile(db, fileUuid.toLowerCase())
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
  if ((await markFilesKept(tx, ids, userId)) !== ids.length) throw notFound()
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
  const rows = await temporaryFilesBefore(db, olderThan)
  for (const row of rows) {
    await storage.delete(row.storage_key)
    // With S3 the browser wrote to the init's key, which may differ from the stored one.
    const initKey = `uploads/${row.id}`
    if (initKey !== row.storage_key) await storage.delete(initKey)
    await deleteTemporaryFile(db, row.id)
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
   *   409 FILE_UPLOAD_CONFLICT when the address has had its PUT (running, stored, checked or
   *   completed; nothing reaches storage); 413 FILE_TOO_LARGE over 10 MB (nothing kept, the
   *   address may be used again).
   */
  receiveUpload(
    userId: string,
    fileUuid: string,
    query: { expires?: string; signature?: string },
    body: Readable,
  ): Promise<void>
  /**
   * `fileComplete`: checks size and magic bytes of the stored bytes, strips metadata, marks the
   * record uploaded. Completing a completed file answers its record again.
   *
   * @throws ApiError 404 NOT_FOUND for an unknown or foreign file; 400 BAD_REQUEST when no
   *   bytes were uploaded (or they were refused); 409 FILE_UPLOAD_CONFLICT while the PUT runs or
   *   another completion checks the file; 413 FILE_TOO_LARGE; 415 UNSUPPORTED_FILE_TYPE.
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

/** What the steps of the files service share: database, storage, clock and the URL signer. */
interface FilesContext {
  db: Queryable
  storage: FileStorage
  clock: Clock
  signer: () => Promise<UrlSigner>
}

/** The file `fileUuid` of `userId`; 404 NOT_FOUND for an unknown or foreign one. */
async function ownFile(db: Queryable, userId: string, fileUuid: string): Promise<FileRow> {
  const row = await findFile(db, fileUuid)
  if (!row || row.created_by_user_id !== userId) throw notFound()
  return row
}

/** `fileInit`: see {@link FilesService.initUpload}. */
async function initUpload(
  ctx: FilesContext,
  userId: string,
  body: FileInitBody,
): Promise<FileInitResponse> {
  const { db, storage, clock } = ctx
  const id = randomUUID()
  const name = safeFileName(body.file.fileName)
  const contentType = body.file.contentType as FileContentType
  const row = await insertFile(db, {
    id,
    fileName: name,
    // The name as given (path and all), less what no stored name keeps (issue 23 item 7).
    originalFileName: withoutInvisibleCharacters(body.file.fileName),
    fileType: fileTypeOfContentType[contentType],
    contentType,
    storageKey: `uploads/${id}`,
    createdByUserId: userId,
    createdAt: clock.now(),
  })
  const record = toFileRecord(row)
  if (isS3Storage(storage)) {
    // Straight to the bucket: a presigned PUT of this object, same validity.
    const presigned = await storage.presignUpload(row.storage_key, contentType, uploadUrlTtlSeconds)
    return {
      ...record,
      metadata: {
        ...record.metadata,
        uploadUrl: presigned.url,
        uploadHeaders: presigned.headers,
      },
    }
  }
  const expires = Math.floor(clock.now().getTime() / 1000) + uploadUrlTtlSeconds
  const signature = (await ctx.signer()).sign('file_upload', [id, userId], expires)
  return {
    ...record,
    metadata: {
      ...record.metadata,
      uploadUrl: `/api/file-upload/${id}?expires=${expires}&signature=${signature}`,
      uploadHeaders: { 'Content-Type': contentType, 'X-Requested-With': 'XMLHttpRequest' },
    },
  }
}

/** The upload PUT: see {@link FilesService.receiveUpload}. */
async function receiveUpload(
  ctx: FilesContext,
  userId: string,
  fileUuid: string,
  query: { expires?: string; signature?: string },
  body: Readable,
): Promise<void> {
  const { db, storage, clock } = ctx
  const expires = Number(query.expires)
  const ok = (await ctx.signer()).verify(
    'file_upload',
    [fileUuid.toLowerCase(), userId],
    expires,
    query.signature ?? '',
    clock.now(),
  )
  if (!ok || !isUuid(fileUuid)) throw notFound()
  const id = fileUuid.toLowerCase()
  // Take the address: only one request can move the row out of `waiting`.
  const key = freshStorageKey(id)
  if (!(await takeUpload(db, id, userId, key))) {
    await ownFile(db, userId, id)
    throw uploadConflict()
  }
  try {
    await storage.put(key, body, maxFileSizeBytes)
  } catch (error) {
    // Nothing was kept: the address may take a PUT again.
    await moveUploadState(db, id, 'receiving', 'waiting')
    if (error instanceof FileTooLargeError) throw fileTooLarge()
    throw error
  }
  await moveUploadState(db, id, 'receiving', 'received')
}

/**
 * The checks of a completion on the stored bytes of `row` (claimed as `checking`): size, magic
 * bytes, metadata stripped. Refused bytes are deleted and the row `refused`; missing bytes put the
 * row back to `before`.
 *
 * @returns where the checked bytes are served from (a key of their own when they changed or
 *   the browser could still overwrite the original).
 */
async function checkStoredUpload(
  ctx: FilesContext,
  row: FileRow,
  before: UploadState,
): Promise<{ key: string; bytes: Buffer }> {
  const { db, storage } = ctx
  const s3 = isS3Storage(storage)
  const setState = (state: UploadState) => moveUploadState(db, row.id, 'checking', state)
  const refuse = async (error: ApiError) => {
    await storage.delete(row.storage_key)
    await setState('refused')
    return error
  }
  try {
    const stored = await readStored(storage, row.storage_key, maxFileSizeBytes)
    if (stored === 'missing') {
      await setState(before)
      throw badRequest()
    }
    if (stored === 'too_large') throw await refuse(fileTooLarge())
    const detected = await fileTypeFromBuffer(stored.subarray(0, sniffBytes))
    if (!detected || !acceptedDetections[row.content_type].includes(detected.mime)) {
      throw await refuse(unsupportedFileType())
    }
    let clean: Buffer
    try {
      clean = await stripMetadata(stored, row.content_type)
    } catch {
      throw await refuse(unsupportedFileType())
    }
    const served = { key: row.storage_key, bytes: clean }
    if (clean !== stored || s3) {
      // Changed bytes, or an object the presigned address could still overwrite: the bytes
      // checked here go to a key of their own, written once.
      served.key = freshStorageKey(row.id)
      // The re-encoded photo may come out a little larger than the accepted original.
      await storage.put(served.key, Readable.from([clean]), 2 * maxFileSizeBytes)
    }
    return served
  } catch (error) {
    if (!(error instanceof ApiError)) await setState(before)
    throw error
  }
}

/** `fileComplete`: see {@link FilesService.completeUpload}. */
async function completeUpload(
  ctx: FilesContext,
  userId: string,
  fileUuid: string,
): Promise<FileRecord> {
  const { db, storage, clock } = ctx
  if (!isUuid(fileUuid)) throw notFound()
  const id = fileUuid.toLowerCase()
  // With S3 the server never sees the PUT: the row waits until completion reads the object.
  const s3 = isS3Storage(storage)
  const before: UploadState = s3 ? 'waiting' : 'received'
  const row = await claimForCheck(db, id, userId, s3 ? ['waiting', 'received'] : ['received'])
  if (!row) {
    const current = await ownFile(db, userId, id)
    if (current.uploaded) return toFileRecord(current)
    if (current.upload_state === 'receiving' || current.upload_state === 'checking') {
      throw uploadConflict()
    }
    throw badRequest()
  }
  const served = await checkStoredUpload(ctx, row, before)
  const done = await completeFile(db, id, served.key, served.bytes.length, clock.now())
  if (!done) throw notFound()
  if (served.key !== row.storage_key) await storage.delete(row.storage_key)
  return toFileRecord(done)
}

/** The download route: see {@link FilesService.openDownload}. */
async function openDownload(
  ctx: FilesContext,
  contractUuid: string,
  fileUuid: string,
  query: { expires?: string; signature?: string },
): Promise<FileDownload> {
  const { db, storage, clock } = ctx
  if (!isUuid(fileUuid)) throw notFound()
  const ok = (await ctx.signer()).verify(
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
  const ctx: FilesContext = { db, storage, clock, signer }

  return {
    storage,
    initUpload: (userId, body) => initUpload(ctx, userId, body),
    receiveUpload: (userId, fileUuid, query, body) =>
      receiveUpload(ctx, userId, fileUuid, query, body),
    completeUpload: (userId, fileUuid) => completeUpload(ctx, userId, fileUuid),
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
    openDownload: (contractUuid, fileUuid, query) =>
      openDownload(ctx, contractUuid, fileUuid, query),
  }
}
