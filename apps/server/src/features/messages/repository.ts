/**
 * Database access of message threads (spec 02 §1 "Messages"): the resident's side (threads they
 * see, read marks, unread counts, sending) and the staff's (a thread with where it came from, its
 * entries with senders, the contract's first resident account). Every statement of the feature.
 */
import type { MessageEntryType } from '@asukas/contract'
import type { ContractId, MessageThreadId } from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'
import { originColumns, originJoins, type OriginRow } from '../staff/index.ts'

/** A thread row with its entries (oldest first) and their files, aggregated in one query. */
export interface ThreadRow {
  id: MessageThreadId
  contract_id: ContractId
  subject: string
  /** Entries by someone else than the reader, created after the reader's read mark. */
  unread_count: number
  entries: {
    type: MessageEntryType
    messageId: string
    createdAt: string
    title: string
    htmlContent: string
    files: { id: string; name: string }[]
  }[]
}

/**
 * The columns of a thread row for reader `$1`: `unread_count` counts the entries someone else
 * wrote after the reader's mark in `message_thread_reads` (migration 0024).
 */
const threadColumns = `t.id, t.contract_id, t.subject,
  (SELECT count(*)::int FROM message_entries e
     WHERE e.thread_id = t.id AND e.sender_user_id IS DISTINCT FROM $1
       AND e.created_at > coalesce((SELECT r.read_at FROM message_thread_reads r
                                      WHERE r.user_id = $1 AND r.thread_id = t.id),
                                   '-infinity'::timestamptz)) AS unread_count,
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
  threadId: MessageThreadId,
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
  contractId: ContractId,
  threadId: MessageThreadId,
): Promise<{ id: MessageThreadId } | null> {
  const rows = await tx.query<{ id: MessageThreadId }>(
    `SELECT t.id FROM message_threads t
      WHERE ${visible} AND t.id = $2 AND t.contract_id = $3 FOR UPDATE OF t`,
    [userId, threadId, contractId],
  )
  return rows[0] ?? null
}

/** Starts a thread; returns its id. */
export async function insertThread(
  tx: Queryable,
  input: { contractId: ContractId; userId: string | null; subject: string; at: Date },
): Promise<MessageThreadId> {
  const rows = await tx.query<{ id: MessageThreadId }>(
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
    threadId: MessageThreadId
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

/**
 * The number of unread entries (see {@link ThreadRow.unread_count}) of the threads of
 * `contractId` that `userId` sees: the badge of the navigation and the front page.
 */
export async function countUnread(
  db: Queryable,
  userId: string,
  contractId: ContractId,
): Promise<number> {
  const rows = await db.query<{ unread: number }>(
    `SELECT count(*)::int AS unread
       FROM message_threads t
       JOIN message_entries e ON e.thread_id = t.id
       LEFT JOIN message_thread_reads r ON r.user_id = $1 AND r.thread_id = t.id
      WHERE ${visible} AND t.contract_id = $2
        AND e.sender_user_id IS DISTINCT FROM $1
        AND e.created_at > coalesce(r.read_at, '-infinity'::timestamptz)`,
    [userId, contractId],
    { name: 'messages.unread_count' },
  )
  return rows[0]?.unread ?? 0
}

/**
 * Marks thread `threadId`, if `userId` sees it, read by them up to its newest entry now; a mark only moves
 * forward. Run before the thread is read, so an entry that arrives in between is shown and still
 * counted unread, never the other way round.
 */
export async function markRead(
  db: Queryable,
  userId: string,
  threadId: MessageThreadId,
): Promise<void> {
  await db.query(
    `INSERT INTO message_thread_reads (user_id, thread_id, read_at)
     SELECT $1, $2, max(e.created_at)
       FROM message_threads t JOIN message_entries e ON e.thread_id = t.id
      WHERE t.id = $2 AND ${visible}
     HAVING max(e.created_at) IS NOT NULL
     ON CONFLICT (user_id, thread_id)
     DO UPDATE SET read_at = greatest(message_thread_reads.read_at, excluded.read_at)`,
    [userId, threadId],
  )
}

/**
 * Closes the user's open, closeable message notifications raised by thread `threadId`
 * (issue 26 item 5).
 */
export async function closeThreadNotifications(
  db: Queryable,
  userId: string,
  threadId: MessageThreadId,
): Promise<void> {
  await db.query(
    `UPDATE notifications SET closed_at = now()
      WHERE user_id = $1 AND message_thread_id = $2 AND category = 'message'
        AND is_closeable AND closed_at IS NULL`,
    [userId, threadId],
  )
}

/**
 * Closes the user's open, closeable message notifications that name no thread (raised before
 * migration 0024): viewing the messages list closes them (spec 02 §1 Messages).
 */
export async function closeThreadlessNotifications(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE notifications SET closed_at = now()
      WHERE user_id = $1 AND message_thread_id IS NULL AND category = 'message'
        AND is_closeable AND closed_at IS NULL`,
    [userId],
  )
}

/**
 * Adds an open, closeable `message` notification for `userId` on the contract, naming the thread
 * that raised it (closed when the resident is shown that thread; migration 0024).
 */
export async function insertMessageNotification(
  tx: Queryable,
  input: { userId: string; contractId: ContractId; threadId: MessageThreadId; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO notifications (user_id, contract_id, category, is_closeable, created_at,
       message_thread_id)
     VALUES ($1, $2, 'message', true, $3, $4)`,
    [input.userId, input.contractId, input.at, input.threadId],
  )
}

// ------------------------------------------------------------------------------------------------
// Staff's side (the staff console's thread view, reply and notes; ADR 0033)
// ------------------------------------------------------------------------------------------------

/** A thread as staff read it: its subject, who started it and where it came from. */
export interface StaffThreadRow extends OriginRow {
  id: MessageThreadId
  subject: string
  created_by_user_id: string | null
}

/** Thread `id` with its origin (any contract: staff rights are checked by the route), or null. */
export async function findStaffThread(
  q: Queryable,
  id: MessageThreadId,
  lock = false,
): Promise<StaffThreadRow | null> {
  const rows = await q.query<StaffThreadRow>(
    `SELECT t.id, t.subject, t.created_by_user_id, ${originColumns('t.created_by_user_id')}
       FROM message_threads t
       JOIN contracts c ON c.id = t.contract_id
       ${originJoins}
      WHERE t.id = $1${lock ? ' FOR UPDATE OF t' : ''}`,
    [id],
  )
  return rows[0] ?? null
}

/** An entry of a thread as staff read it, with its sender and files. */
export interface StaffEntryRow {
  id: string
  message_id: string
  entry_type: 'OutgoingEmailMessage' | 'IncomingEmailMessage' | 'ManualEmailConversation'
  sender: string | null
  sender_role: string | null
  created_at: Date
  title: string
  html_content: string
  files: { name: string; uuid: string }[]
}

/** The entries of thread `threadId`, oldest first, each with its sender's name and role. */
export async function listStaffEntries(
  q: Queryable,
  threadId: MessageThreadId,
): Promise<StaffEntryRow[]> {
  return q.query<StaffEntryRow>(
    `SELECT e.id, e.message_id, e.entry_type, u.first_name || ' ' || u.last_name AS sender,
            u.role AS sender_role, e.created_at, e.title, e.html_content,
            coalesce((SELECT json_agg(json_build_object('name', f.original_file_name, 'uuid', f.id)
                                      ORDER BY f.created_at)
                        FROM message_entry_files mf JOIN files f ON f.id = mf.file_id
                       WHERE mf.message_entry_id = e.id), '[]'::json) AS files
       FROM message_entries e LEFT JOIN users u ON u.id = e.sender_user_id
      WHERE e.thread_id = $1 ORDER BY e.created_at, e.id`,
    [threadId],
  )
}

/** The contract of thread `threadId`, or null for an unknown thread. */
export async function threadContractId(
  q: Queryable,
  threadId: MessageThreadId,
): Promise<ContractId | null> {
  const rows = await q.query<{ contract_id: ContractId }>(
    'SELECT contract_id FROM message_threads WHERE id = $1',
    [threadId],
  )
  return rows[0]?.contract_id ?? null
}

/**
 * The first resident account on contract `contractId` (by e-mail): who a staff reply reaches
 * when the thread's starter has no account any more; null when no tenant has one.
 */
export async function firstContractResident(
  q: Queryable,
  contractId: ContractId,
): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    `SELECT u.id FROM tenants t JOIN users u ON u.id = t.user_id
      WHERE t.contract_id = $1 AND u.role = 'resident'
      ORDER BY u.email LIMIT 1`,
    [contractId],
  )
  return rows[0]?.id ?? null
}
