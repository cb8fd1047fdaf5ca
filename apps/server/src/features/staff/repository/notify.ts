/**
 * The statements behind telling a resident what staff did (`../notify.ts`): the resident's mail
 * settings and the portal notification.
 */
import type { Queryable } from '../../../platform/db/db.ts'

/** A resident's address, name, language and mail setting. */
export interface RecipientRow {
  id: string
  email: string
  first_name: string
  locale: string
  communication_by_email: boolean
}

/** The resident account `userId`, or null (deleted, or not a resident). */
export async function findRecipient(q: Queryable, userId: string): Promise<RecipientRow | null> {
  const rows = await q.query<RecipientRow>(
    `SELECT id, email, first_name, locale, communication_by_email FROM users
      WHERE id = $1 AND role = 'resident'`,
    [userId],
  )
  return rows[0] ?? null
}

/** A new open, closeable notification. */
export interface NewNotification {
  userId: string
  contractId: string
  priority: 'important' | 'normal'
  category: string
  terminationRequestId: string | null
  modificationRequestId: string | null
}

/** Stores an open, closeable notification. */
export async function insertNotification(q: Queryable, n: NewNotification): Promise<void> {
  await q.query(
    `INSERT INTO notifications (user_id, contract_id, priority, category, termination_request_id,
       modification_request_id, is_closeable)
     VALUES ($1, $2, $3, $4, $5, $6, true)`,
    [
      n.userId,
      n.contractId,
      n.priority,
      n.category,
      n.terminationRequestId,
      n.modificationRequestId,
    ],
  )
}
