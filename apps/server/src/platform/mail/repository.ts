/**
 * The `mail_outbox` table and all its SQL (ADR 0033; migrations 0001_init.sql and 0004_mail.sql):
 * every mail is a row first, written in the caller's transaction, and delivered afterwards
 * (transactional outbox).
 *
 * Row life cycle of SMTP mail: `pending` → `sending` (claimed by one worker with
 * `FOR UPDATE SKIP LOCKED`; `next_attempt_at` is then the end of the claim's lease, after which
 * another worker may take the row over) → `sent`, or `pending` again with a later
 * `next_attempt_at`, or `failed`. Mail kept for the dev mailbox (no SMTP_URL) is written as
 * `sent` with `delivery = 'dev_mailbox'` and never delivered.
 *
 * Times are the database's `now()`, so several server instances agree on them.
 */
import type { Lang } from '@asukas/domain'
import type { Queryable } from '../db/db.ts'
import type { MailTemplate } from './templates.ts'

/** How a row is delivered: through SMTP, or only shown on the dev mailbox. */
export type MailDelivery = 'smtp' | 'dev_mailbox'

/** Status of a row (`mail_outbox.status`). */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed'

/** What is stored for one mail. */
export interface NewOutboxMail {
  to: string
  subject: string
  text: string
  html: string
  template: MailTemplate
  lang: Lang
  userId: string | null
  delivery: MailDelivery
}

/**
 * Inserts one mail: `pending` for SMTP delivery, or `sent` at once for the dev mailbox.
 *
 * @param q the caller's transaction (so the mail commits or rolls back with its data) or the db.
 * @returns the new row's id (uuid).
 */
export async function insertOutboxMail(q: Queryable, mail: NewOutboxMail): Promise<string> {
  const kept = mail.delivery === 'dev_mailbox'
  const rows = await q.query<{ id: string }>(
    `INSERT INTO mail_outbox
       (to_address, subject, text_body, html_body, template, locale, user_id, delivery, status,
        sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $10::boolean THEN now() END)
     RETURNING id`,
    [
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      mail.template,
      mail.lang,
      mail.userId,
      mail.delivery,
      kept ? 'sent' : 'pending',
      kept,
    ],
  )
  const id = rows[0]?.id
  if (id === undefined) throw new Error('mail_outbox insert returned no id')
  return id
}

/** A stored mail's address and content, as every read of `mail_outbox` answers it. */
export interface StoredMail {
  id: string
  to: string
  subject: string
  text: string
  html: string | null
  template: string | null
  lang: Lang | null
}

/** The `mail_outbox` columns behind {@link StoredMail}. */
interface StoredMailRow {
  id: string
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  template: string | null
  locale: Lang | null
}

/** A `mail_outbox` row's address and content under their wire names. */
function storedMail(row: StoredMailRow): StoredMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    template: row.template,
    lang: row.locale,
  }
}

/** A claimed row, ready to send. */
export interface ClaimedMail extends StoredMail {
  /** Attempts including the one this claim starts (1 on the first try). */
  attempts: number
}

interface ClaimedRow extends StoredMailRow {
  attempts: number
}

/**
 * Claims up to `limit` due SMTP rows for this worker, oldest due first: `pending` rows whose
 * `next_attempt_at` has come, and `sending` rows whose lease has run out (their worker died).
 * One statement: the rows are locked with `FOR UPDATE SKIP LOCKED`, so concurrent workers on one
 * PostgreSQL never claim the same row, and set to `sending` with `attempts + 1` and a lease of
 * `leaseMs` milliseconds.
 */
export async function claimDueMails(
  q: Queryable,
  options: { limit: number; leaseMs: number },
): Promise<ClaimedMail[]> {
  const rows = await q.query<ClaimedRow>(
    `UPDATE mail_outbox AS m
        SET status = 'sending',
            attempts = m.attempts + 1,
            next_attempt_at = now() + $2::double precision * interval '1 millisecond'
      WHERE m.id IN (
              SELECT id FROM mail_outbox
               WHERE delivery = 'smtp'
                 AND status IN ('pending', 'sending')
                 AND next_attempt_at <= now()
               ORDER BY next_attempt_at, seq
               LIMIT $1
                 FOR UPDATE SKIP LOCKED)
      RETURNING m.id, m.to_address, m.subject, m.text_body, m.html_body, m.template, m.locale,
                m.attempts`,
    [options.limit, options.leaseMs],
  )
  return rows.map((row) => ({ ...storedMail(row), attempts: Number(row.attempts) }))
}

/** Marks a claimed row delivered. A row no longer `sending` (taken over) is left alone. */
export async function markMailSent(q: Queryable, id: string, messageId: string | null) {
  await q.query(
    `UPDATE mail_outbox
        SET status = 'sent', sent_at = now(), last_error = NULL, message_id = $2
      WHERE id = $1 AND status = 'sending'`,
    [id, messageId],
  )
}

/** Puts a claimed row back to `pending`, due again after `delayMs` milliseconds. */
export async function markMailRetry(q: Queryable, id: string, error: string, delayMs: number) {
  await q.query(
    `UPDATE mail_outbox
        SET status = 'pending', last_error = $2,
            next_attempt_at = now() + $3::double precision * interval '1 millisecond'
      WHERE id = $1 AND status = 'sending'`,
    [id, error, delayMs],
  )
}

/** Marks a claimed row failed for good. */
export async function markMailFailed(q: Queryable, id: string, error: string) {
  await q.query(
    `UPDATE mail_outbox SET status = 'failed', last_error = $2
      WHERE id = $1 AND status = 'sending'`,
    [id, error],
  )
}

/**
 * Fails the due rows that must not be sent any more: code mails older than their code's validity
 * (a late code only confuses), and rows whose lease ran out after their last allowed attempt.
 *
 * @param options.codeTemplates templates whose mail expires; `codeValidityMs` its lifetime in ms;
 *   `maxAttempts` the attempt limit.
 * @returns how many rows were failed.
 */
export async function failUndeliverableMails(
  q: Queryable,
  options: { codeTemplates: readonly string[]; codeValidityMs: number; maxAttempts: number },
): Promise<number> {
  const rows = await q.query<{ id: string }>(
    `UPDATE mail_outbox
        SET status = 'failed',
            last_error = CASE WHEN status = 'sending' AND attempts >= $3
                              THEN 'delivery interrupted after the last attempt'
                              ELSE 'code expired before delivery' END
      WHERE delivery = 'smtp'
        AND status IN ('pending', 'sending')
        AND next_attempt_at <= now()
        AND ((template = ANY($1::text[])
              AND created_at < now() - $2::double precision * interval '1 millisecond')
          OR (status = 'sending' AND attempts >= $3))
      RETURNING id`,
    [options.codeTemplates, options.codeValidityMs, options.maxAttempts],
  )
  return rows.length
}

/**
 * Deletes delivered and failed mail older than `days` days (data minimisation: the bodies hold
 * codes and personal data).
 *
 * @returns how many rows were deleted.
 */
export async function deleteOldMails(q: Queryable, days: number): Promise<number> {
  const rows = await q.query<{ id: string }>(
    `DELETE FROM mail_outbox
      WHERE status IN ('sent', 'failed')
        AND created_at < now() - $1::double precision * interval '1 day'
      RETURNING id`,
    [days],
  )
  return rows.length
}

/** One mail as the dev mailbox shows it. */
export interface MailboxEntry extends StoredMail {
  status: MailStatus
  createdAt: Date
}

interface MailboxRow extends StoredMailRow {
  status: MailStatus
  created_at: Date
}

/**
 * The newest mails, newest first, optionally only those to one address.
 *
 * @param options.to recipient address (compared lower-case), or null for all.
 * @param options.limit at most this many rows.
 */
export async function listMailbox(
  q: Queryable,
  options: { to: string | null; limit: number },
): Promise<MailboxEntry[]> {
  const rows = await q.query<MailboxRow>(
    `SELECT id, to_address, subject, text_body, html_body, template, locale, status, created_at
       FROM mail_outbox
      WHERE $1::text IS NULL OR to_address = $1::text
      ORDER BY created_at DESC, seq DESC
      LIMIT $2`,
    [options.to, options.limit],
  )
  return rows.map((row) => ({ ...storedMail(row), status: row.status, createdAt: row.created_at }))
}
