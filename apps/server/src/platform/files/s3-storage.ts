/**
 * File storage on S3-compatible object storage (AWS SDK v3), chosen when the `S3_*` settings are
 * given (docs/architecture.md "file storage: S3-compatible, presigned PUT"). Objects are kept under
 * `key` in one bucket. Besides the {@link FileStorage} operations it makes presigned PUT and GET
 * addresses ({@link S3FileStorage.presignUpload}, {@link S3FileStorage.presignDownload}) so bytes
 * can go between the browser and the bucket directly; the server still checks every upload on
 * `fileComplete` (size, magic bytes, metadata stripping) by reading the object back.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { Readable } from 'node:stream'
import { Transform } from 'node:stream'
import { buffer as readAll } from 'node:stream/consumers'
import { defaultFileStorage, FileTooLargeError, type FileStorage } from './storage.ts'

/** Settings of the S3 storage (`S3_ENDPOINT`, `S3_REGION`, `S3_BUCKET`, keys). */
export interface S3Settings {
  /** Endpoint URL of an S3-compatible service; null for AWS itself. */
  endpoint: string | null
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Path-style addressing (`endpoint/bucket/key`), needed by most non-AWS services. */
  forcePathStyle: boolean
}

/** The S3 storage with its presigning extras. */
export interface S3FileStorage extends FileStorage {
  readonly kind: 's3'
  /** A presigned PUT address of `key` with the headers the browser must send, valid `seconds`. */
  presignUpload(
    key: string,
    contentType: string,
    seconds: number,
  ): Promise<{ url: string; headers: Record<string, string> }>
  /** A presigned GET address of `key`, valid `seconds`. */
  presignDownload(key: string, seconds: number): Promise<string>
}

/** Creates the S3 storage over one bucket (which must exist). */
export function createS3Storage(settings: S3Settings): S3FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  })
  const Bucket = settings.bucket
  return {
    kind: 's3',
    async put(key, body, maxBytes) {
      // Collect at most maxBytes (+1 to notice more), then one PutObject with a known length.
      let bytes = 0
      let tooLarge = false
      const limited = body.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            bytes += chunk.length
            if (bytes > maxBytes) tooLarge = true
            callback(null, tooLarge ? undefined : chunk)
          },
        }),
      )
      const data = await readAll(limited)
      if (tooLarge) throw new FileTooLargeError(`more than ${maxBytes} bytes`)
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data }))
      return { sizeBytes: data.length }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return head.ContentLength ?? null
      } catch {
        return null
      }
    },
    async readStart(key, length) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${length - 1}` }),
      )
      return readAll(answer.Body as Readable)
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
      return answer.Body as Readable
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async presignUpload(key, contentType, seconds) {
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: key, ContentType: contentType }),
        { expiresIn: seconds },
      )
      return { url, headers: { 'Content-Type': contentType } }
    },
    async presignDownload(key, seconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: seconds,
      })
    },
  }
}

/** True for the S3 storage (it can presign). */
export function isS3Storage(storage: FileStorage): storage is S3FileStorage {
  return storage.kind === 's3'
}

/** The storage the settings name: S3 when `config.s3` is set, else local disk under DATA_DIR. */
export function fileStorageFor(config: { s3: S3Settings | null; dataDir: string }): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : defaultFileStorage(config.dataDir)
}
