/**
 * Internal notes staff keep on a resident's request (`staff_internal_notes`, never shown to
 * residents): what only staff have, shared by every feature's staff views (ADR 0033).
 */
import type { Queryable } from '../../../platform/db/db.ts'
import { iso } from '../origin.ts'

/** What a note is about. */
export type NoteEntity =
  | 'defect_notice'
  | 'feedback_question_notice'
  | 'message_thread'
  | 'termination_request'
  | 'modification_request'

/** The notes on one record, oldest first, with the author's name. */
export async function listNotes(q: Queryable, entityType: NoteEntity, entityId: string) {
  const rows = await q.query<{ id: string; body: string; author: string | null; created_at: Date }>(
    `SELECT n.id, n.body, u.first_name || ' ' || u.last_name AS author, n.created_at
       FROM staff_internal_notes n LEFT JOIN users u ON u.id = n.author_user_id
      WHERE n.entity_type = $1 AND n.entity_id = $2
      ORDER BY n.created_at, n.id`,
    [entityType, entityId],
  )
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    authorName: row.author,
    createdAt: iso(row.created_at),
  }))
}

/** Adds a note by `authorUserId`. */
export async function addNote(
  q: Queryable,
  entityType: NoteEntity,
  entityId: string,
  authorUserId: string,
  body: string,
): Promise<void> {
  await q.query(
    `INSERT INTO staff_internal_notes (entity_type, entity_id, author_user_id, body)
     VALUES ($1, $2, $3, $4)`,
    [entityType, entityId, authorUserId, body],
  )
}
