/** Database access of message threads (spec 02 §1 "Messages"). */
import type { MessageEntryType } from '@asukas/contract'
import type { Queryable } from '../../platform/db/db.ts'

/** A thread row with its entries (oldest first) and their files, aggregated in one query. */
export interface ThreadRow {
  id: string
  contract_id: string
  subject: string
  entries: {
    type: MessageEntryType
    messageId: string
    createdAt: string
    title: string
    htmlContent: string
    files: { id: string; name: string }[]
  }[]
}

const threadColumns = `t.id, t.contract_id, t.subject,
  coalesce((SELECT json_agg(json_build_object(
      'type', e.entry_type, 'messageId', e.message_id, 'createdAt', e.created_at,
      'title', e.title, 'htmlContent', e.html_content,
      'files', coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.file_name)
                                ORDER BY f.created_at, f.id)
                           FROM message_entry_files ef JOIN files f ON f.id = ef.file_id
                          WHERE ef.message_entry_id = e.id), '[]'::json))
      ORDER BY e.created_at, e.id)
    FROM message_entries e WHERE e.thread_id = t.id), '[]'::json) AS entries`

/**
 * Which threads a resident sees: those on a contract they are a tenant of that they started,
 * or that the housing provider started with nobody (created_by_user_id null).
 */
const visible = `EXISTS (SELECT 1 FROM tenants tn WHERE tn.contract_id = t.contract_id
                                                 AND tn.user_id = $1)
                 AND (t.created_by_user_id = $1 OR t.created_by_user_id IS NULL)`

/** The resident's threads, newest activity first. */
export async function listThreads(db: Queryable, userId: string): Promise<ThreadRow[]> {
  return db.query<ThreadRow>(
    `SELECT ${threadColumns} FROM message_threads t WHERE ${visible}
      ORDER BY t.last_entry_at DESC, t.id`,
    [userId],
    { name: 'messages.threads' },
  )
}

/** One of the resident's threads, or null. */
export async function findThread(
  db: Queryable,
  userId: string,
  threadId: string,
): Promise<ThreadRow | null> {
  const rows = await db.query<ThreadRow>(
    `SELECT ${threadColumns} FROM message_threads t WHERE ${visible} AND t.id = $2`,
    [userId, threadId],
    { name: 'messages.thread' },
  )
  return rows[0] ?? null
}

/** A thread of the contract visible to the user, locked for a new entry; or null. */
export async function lockThread(
  tx: Queryable,
  userId: string,
  contractId: string,
  threadId: string,
): Promise<{ id: string } | null> {
  const rows = await tx.query<{ id: string }>(
    `SELECT t.id FROM message_threads t
      WHERE ${visible} AND t.id = $2 AND t.contract_id = $3 FOR UPDATE OF t`,
    [userId, threadId, contractId],
  )
  return rows[0] ?? null
}

/** Starts a thread; returns its id. */
export async function insertThread(
  tx: Queryable,
  input: { contractId: string; userId: string | null; subject: string; at: Date },
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO message_threads (contract_id, created_by_user_id, subject, created_at, last_entry_at)
     VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [input.contractId, input.userId, input.subject, input.at],
  )
  const row = rows[0]
  if (!row) throw new Error('thread insert returned nothing')
  return row.id
}

/** Adds an entry (with files) to a thread and moves the thread's last activity. */
export async function insertEntry(
  tx: Queryable,
  input: {
    threadId: string
    type: MessageEntryType
    messageId: string
    senderUserId: string | null
    title: string
    htmlContent: string
    fileIds: readonly string[]
    at: Date
  },
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO message_entries (thread_id, entry_type, message_id, sender_user_id, title,
       html_content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      input.threadId,
      input.type,
      input.messageId,
      input.senderUserId,
      input.title,
      input.htmlContent,
      input.at,
    ],
  )
  const row = rows[0]
  if (!row) throw new Error('entry insert returned nothing')
  if (input.fileIds.length > 0) {
    await tx.query(
      `INSERT INTO message_entry_files (message_entry_id, file_id) SELECT $1, unnest($2::uuid[])`,
      [row.id, input.fileIds],
    )
  }
  await tx.query(
    `UPDATE message_threads SET last_entry_at = greatest(last_entry_at, $2) WHERE id = $1`,
    [input.threadId, input.at],
  )
  return row.id
}
