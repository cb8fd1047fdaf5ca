/**
 * File storage: where the bytes of uploaded files live (docs/architecture.md "Real parts": local disk
 * by default, S3-compatible object storage in production). The rest of the server only sees
 * {@link FileStorage}, keyed by the `files.storage_key` of a record, so an S3 implementation
 * (AWS SDK v3, presigned PUT and GET) can be added next to {@link createLocalDiskStorage}
 * without touching the features.
 */
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { link, mkdir, open, rm, stat } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** Raised by {@link FileStorage.put} when the stream is longer than its `maxBytes`. */
export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError'
}

/** Raised by {@link FileStorage.put} of the disk storage when `key` already holds bytes. */
export class StorageKeyTakenError extends Error {
  override name = 'StorageKeyTakenError'
}

/**
 * Storage of file bytes by key. Keys are opaque strings of `[a-z0-9/-]`, made by the server.
 * Keys are written once (docs/decisions/0025): the server makes a fresh key for every write
 * ({@link freshStorageKey}), so bytes a completed file serves are never replaced.
 */
export interface FileStorage {
  /** `local` for the disk storage, `s3` for object storage. */
  readonly kind: 'local' | 's3'
  /**
   * Stores the bytes of `body` under the fresh key `key`. Written to a temporary name first and
   * moved to `key` at the end, so a reader never sees half a file. The disk storage refuses a
   * key that already holds bytes ({@link StorageKeyTakenError}, nothing changed); S3 cannot
   * refuse everywhere, so callers never reuse a key.
   *
   * @param maxBytes the most bytes accepted; a longer stream is cut off, nothing is kept, and
   *   the promise rejects with {@link FileTooLargeError}.
   * @returns the number of bytes stored.
   */
  put(key: string, body: Readable, maxBytes: number): Promise<{ sizeBytes: number }>
  /** The size in bytes of the object at `key`, or null when there is none. */
  size(key: string): Promise<number | null>
  /** Up to `length` bytes from the start of the object (for content sniffing). */
  readStart(key: string, length: number): Promise<Buffer>
  /** A stream of the whole object; rejects when there is none. */
  read(key: string): Promise<Readable>
  /** Deletes the object; no error when there is none. */
  delete(key: string): Promise<void>
}

/**
 * Counts bytes through a stream; once more than `maxBytes` have passed it drops the rest (the
 * source is read to its end rather than destroyed, so the HTTP request stays answerable).
 */
function byteLimit(maxBytes: number, counter: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.bytes += chunk.length
      callback(null, counter.bytes > maxBytes ? undefined : chunk)
    },
  })
}

const keyPattern = /^[a-z0-9][a-z0-9/-]*$/

/**
 * File storage on local disk: the object `key` is the file `root/key`.
 *
 * @param root directory of the files, e.g. `DATA_DIR/files`; created when missing.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = resolve(root)
  /** The path of a key, refusing anything that could leave `base`. */
  function pathOf(key: string): string {
    if (!keyPattern.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`)
    const path = resolve(base, key)
    if (!path.startsWith(base + sep)) throw new Error(`bad storage key ${key}`)
    return path
  }
  return {
    kind: 'local',
    async put(key, body, maxBytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      const partial = `${path}.partial-${randomBytes(8).toString('hex')}`
      const counter = { bytes: 0 }
      try {
        await pipeline(body, byteLimit(maxBytes, counter), createWriteStream(partial))
        if (counter.bytes > maxBytes) throw new FileTooLargeError(`more than ${maxBytes} bytes`)
        // link() never replaces an existing file (EEXIST), unlike rename().
        await link(partial, path).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
            throw new StorageKeyTakenError(`storage key ${key} is taken`)
          }
          throw error
        })
      } finally {
        await rm(partial, { force: true })
      }
      return { sizeBytes: counter.bytes }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size
      } catch {
        return null
      }
    },
    async readStart(key, length) {
      const handle = await open(pathOf(key), 'r')
      try {
        const buffer = Buffer.alloc(length)
        const { bytesRead } = await handle.read(buffer, 0, length, 0)
        return buffer.subarray(0, bytesRead)
      } finally {
        await handle.close()
      }
    },
    async read(key) {
      const path = pathOf(key)
      await stat(path)
      return createReadStream(path)
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}

/**
 * A storage key never used before for the file `fileId`: `uploads/{fileId}-{16 random hex}`.
 * Every write of the files platform goes to such a key (docs/decisions/0025).
 */
export function freshStorageKey(fileId: string): string {
  return `uploads/${fileId.toLowerCase()}-${randomBytes(8).toString('hex')}`
}

/** The default storage of a server: local disk under `DATA_DIR/files`. */
export function defaultFileStorage(dataDir: string): FileStorage {
  return createLocalDiskStorage(join(dataDir, 'files'))
}
