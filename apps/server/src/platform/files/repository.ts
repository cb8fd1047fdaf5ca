/**
 * The statements on `files` (0001_init.sql, 0018) and `signing_keys` (0008): the SQL of
 * `service.ts` and `signing.ts` (ADR 0033: SQL only in repository files). The upload's steps and
 * checks stay in `service.ts`; each statement here is one of its conditional updates.
 */
import type { FileContentType, FileRecord } from '@asukas/contract'
import type { Queryable } from '../db/db.ts'

/** Steps of an upload (migration 0018; see `service.ts`). */
export type UploadState =
  'waiting' | 'receiving' | 'received' | 'checking' | 'refused' | 'completed'

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
  upload_state: UploadState
  temporary: boolean
  created_by_user_id: string | null
  created_at: Date
}

const fileColumns = `id, file_name, original_file_name, file_type, content_type, size_bytes,
  storage_key, uploaded, upload_state, temporary, created_by_user_id, created_at`

/** One file row by its (lower-case) id, or null. */
export async function selectFile(db: Queryable, id: string): Promise<FileRow | null> {
  const rows = await db.query<FileRow>(`SELECT ${fileColumns} FROM files WHERE id = $1`, [id])
  return rows[0] ?? null
}

/**
 * Makes the files `ids` created by `userId` and uploaded non-temporary.
 *
 * @returns how many rows matched.
 */
export async function markFilesKept(
  tx: Queryable,
  ids: readonly string[],
  userId: string,
): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE files SET temporary = false
      WHERE id = ANY($1::uuid[]) AND created_by_user_id = $2 AND uploaded
      RETURNING id`,
    [ids, userId],
  )
  return rows.length
}

/** At most 1,000 temporary files created before `olderThan`. */
export function temporaryFilesBefore(
  db: Queryable,
  olderThan: Date,
): Promise<{ id: string; storage_key: string }[]> {
  return db.query<{ id: string; storage_key: string }>(
    `SELECT id, storage_key FROM files WHERE temporary AND created_at < $1 LIMIT 1000`,
    [olderThan],
  )
}

/** Deletes the file row `id` when it is still temporary. */
export async function deleteTemporaryFile(db: Queryable, id: string): Promise<void> {
  await db.query(`DELETE FROM files WHERE id = $1 AND temporary`, [id])
}

/** What a new `files` row holds. */
export interface NewFileRow {
  id: string
  fileName: string
  originalFileName: string
  fileType: FileRecord['fileType']
  contentType: FileContentType
  storageKey: string
  createdByUserId: string
  createdAt: Date
}

/** Stores a new temporary, not uploaded file row; returns it. */
export async function insertFile(db: Queryable, file: NewFileRow): Promise<FileRow> {
  const rows = await db.query<FileRow>(
    `INSERT INTO files (id, file_name, original_file_name, file_type, content_type,
                        storage_key, created_by_user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING ${fileColumns}`,
    [
      file.id,
      file.fileName,
      file.originalFileName,
      file.fileType,
      file.contentType,
      file.storageKey,
      file.createdByUserId,
      file.createdAt,
    ],
  )
  const row = rows[0]
  if (!row) throw new Error('file insert returned nothing')
  return row
}

/**
 * Takes the upload address of the file `id` of `userId`: `waiting` to `receiving` with the
 * storage key `key`, in one conditional update; false when it was not waiting (or not theirs).
 */
export async function takeUpload(
  db: Queryable,
  id: string,
  userId: string,
  key: string,
): Promise<boolean> {
  const taken = await db.query<{ id: string }>(
    `UPDATE files SET upload_state = 'receiving', storage_key = $3
      WHERE id = $1 AND created_by_user_id = $2 AND upload_state = 'waiting'
      RETURNING id`,
    [id, userId, key],
  )
  return taken.length > 0
}

/** Moves the file `id` from the upload state `from` to `to` (nothing when it is not in `from`). */
export async function moveUploadState(
  db: Queryable,
  id: string,
  from: UploadState,
  to: UploadState,
): Promise<void> {
  await db.query(`UPDATE files SET upload_state = $3 WHERE id = $1 AND upload_state = $2`, [
    id,
    from,
    to,
  ])
}

/**
 * Takes the file `id` of `userId` from one of the states `from` to `checking`; returns the row, or
 * null when it was in none of them (or not theirs).
 */
export async function claimForCheck(
  db: Queryable,
  id: string,
  userId: string,
  from: readonly UploadState[],
): Promise<FileRow | null> {
  const claimed = await db.query<FileRow>(
    `UPDATE files SET upload_state = 'checking'
      WHERE id = $1 AND created_by_user_id = $2 AND upload_state = ANY($3::text[])
      RETURNING ${fileColumns}`,
    [id, userId, from],
  )
  return claimed[0] ?? null
}

/**
 * Completes the checked file `id`: uploaded, stored under `key` with `sizeBytes` bytes at
 * `uploadedAt`; returns the row, or null when it was no longer `checking`.
 */
export async function completeFile(
  db: Queryable,
  id: string,
  key: string,
  sizeBytes: number,
  uploadedAt: Date,
): Promise<FileRow | null> {
  const updated = await db.query<FileRow>(
    `UPDATE files SET uploaded = true, upload_state = 'completed', storage_key = $2,
                      size_bytes = $3, uploaded_at = $4
      WHERE id = $1 AND upload_state = 'checking' RETURNING ${fileColumns}`,
    [id, key, sizeBytes, uploadedAt],
  )
  return updated[0] ?? null
}

/**
 * The hex key named `name`, stored first as `candidateHex` when there is none: two instances
 * starting at once agree (the insert does nothing when the row exists; both read the one row).
 */
export async function signingKeyHex(
  db: Queryable,
  name: string,
  candidateHex: string,
): Promise<string | null> {
  await db.query(
    `INSERT INTO signing_keys (name, key_hex) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
    [name, candidateHex],
  )
  const rows = await db.query<{ key_hex: string }>(
    `SELECT key_hex FROM signing_keys WHERE name = $1`,
    [name],
  )
  return rows[0]?.key_hex ?? null
}
