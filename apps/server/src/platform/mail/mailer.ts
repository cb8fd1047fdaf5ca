/**
 * The mailer (issue 4 "E-mail"; docs/architecture.md "Real parts, each with a built-in default"):
 *
 * - `send()` renders a template in the resident's language and writes it to `mail_outbox`, in
 *   the caller's transaction when one is given, so the mail exists exactly when the data that
 *   caused it was committed (transactional outbox).
 * - With `SMTP_URL`, `deliverPending()` (run by the worker of `worker.ts`) sends due rows through
 *   nodemailer with retries and exponential backoff. Rows are claimed with
 *   `FOR UPDATE SKIP LOCKED`, so several server instances share one queue. Delivery is at least
 *   once: a worker that dies after the SMTP server accepted a mail but before marking it sent
 *   leaves it to be sent again after the lease; the Message-ID is derived from the row id so that
 *   mail systems can recognise the duplicate.
 * - Without `SMTP_URL` (demo and test mode only) the mail is stored as sent for the dev mailbox
 *   (`dev-mailbox.ts`) and never leaves the server.
 */
import { isLang, isValidEmail, normalizeEmail, type Lang } from '@asukas/domain'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Mode } from '../config-error.ts'
import type { Db, Queryable } from '../db/db.ts'
import {
  claimDueMails,
  deleteOldMails,
  failUndeliverableMails,
  insertOutboxMail,
  markMailFailed,
  markMailRetry,
  markMailSent,
  type ClaimedMail,
  type MailDelivery,
} from './repository.ts'
import { checkMailSettings } from './settings.ts'
import {
  codeMailTemplates,
  codeValidityMinutes,
  mailSenderName,
  renderMail,
  type MailParamsByTemplate,
  type MailTemplate,
} from './templates.ts'

/** The logger methods the mailer uses (a pino or Fastify logger). */
export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>

/** One mail to send: recipient, language, template and its parameters. */
export interface OutgoingMail<T extends MailTemplate = MailTemplate> {
  /** Recipient address; trimmed and lower-cased (spec 02 §5 General). */
  to: string
  /** The resident's language, fi, sv or en. */
  lang: Lang
  template: T
  params: MailParamsByTemplate[T]
  /** The account the mail concerns, if it exists (null before registration completes). */
  userId?: string | null
}

/** What `send` stored. */
export interface QueuedMail {
  /** `mail_outbox.id` */
  id: string
  /** `smtp`: the worker delivers it; `dev_mailbox`: only kept for the dev mailbox. */
  delivery: MailDelivery
}

/** Outcome of one `deliverPending` run, in rows. */
export interface DeliveryReport {
  /** Accepted by the SMTP server. */
  sent: number
  /** Failed this time, due again later. */
  retried: number
  /** Given up: permanent rejection, last attempt, or a code mail that expired undelivered. */
  failed: number
}

/** When to try again and when to give up. All times in milliseconds. */
export interface RetryPolicy {
  /** Attempts before a mail is failed (default 10). */
  maxAttempts: number
  /** Wait after the first failed attempt; doubles after each further one (default 10 s). */
  baseDelayMs: number
  /** Longest wait between attempts (default 1 h). */
  maxDelayMs: number
  /** How long a claimed row belongs to its worker before another may take it (default 2 min). */
  leaseMs: number
  /** Rows claimed at a time (default 10). */
  batchSize: number
  /** Most rows one `deliverPending` run handles, so a run ends (default 200). */
  maxPerRun: number
}

/** The default {@link RetryPolicy}: about 85 minutes from the first to the tenth attempt. */
export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 10_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  batchSize: 10,
  maxPerRun: 200,
}

/**
 * Wait before the next attempt after `attempts` failed ones (exponential backoff).
 *
 * @param attempts failed attempts so far, at least 1.
 * @returns `baseDelayMs · 2^(attempts − 1)`, at most `maxDelayMs`, in milliseconds.
 */
export function retryDelayMs(
  attempts: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'> = defaultRetryPolicy,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30)
  return Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs)
}

/** Options of {@link createMailer}. */
export interface MailerOptions {
  /** The open, migrated database. */
  db: Db
  /** Server mode: production refuses to run without `smtpUrl`. */
  mode: Mode
  /** `SMTP_URL`; unset or null keeps mail for the dev mailbox (not allowed in production). */
  smtpUrl?: string | null
  /** `MAIL_FROM`, the sender address; shown as "Asukas" <from>. */
  from: string
  logger: MailLogger
  /** Overrides of {@link defaultRetryPolicy}. */
  retry?: Partial<RetryPolicy>
}

/** The mailer of {@link createMailer}. */
export interface Mailer {
  /** `smtp` with SMTP_URL, else `dev_mailbox`. */
  readonly delivery: MailDelivery
  /**
   * Renders `message` and writes it to the outbox.
   *
   * @param message recipient, language, template and parameters.
   * @param tx the caller's transaction: the mail then commits or rolls back with it. Without it the
   *   row is written at once (calling without `tx` inside `db.transaction` throws
   *   `TransactionReentrancyError`).
   * @returns the row id and how it will be delivered.
   * @throws Error for an invalid address or language; RangeError for a code that is not 6 digits.
   */
  send<T extends MailTemplate>(message: OutgoingMail<T>, tx?: Queryable): Promise<QueuedMail>
  /**
   * Delivers due outbox rows through SMTP until none is due (at most `maxPerRun`). Does nothing
   * without SMTP_URL. Failed attempts are retried with backoff; SMTP 5xx rejections of the
   * recipient or message, the last attempt, and expired code mails end as `failed`.
   *
   * @throws the database error when the outbox cannot be read or updated (SMTP errors are not thrown).
   */
  deliverPending(): Promise<DeliveryReport>
  /** Deletes sent and failed mail older than `days` days; returns how many rows went. */
  deleteOldMail(days: number): Promise<number>
  /** Calls `listener` after each `send` of SMTP mail (the worker wakes up); returns an unsubscribe. */
  onQueued(listener: () => void): () => void
  /** Closes the SMTP transport. */
  close(): Promise<void>
}

/** Nodemailer error fields the delivery looks at. */
interface SmtpError {
  code?: string
  responseCode?: number
  permanent?: boolean
  message?: string
}

/**
 * A short description of a delivery error for `last_error` (the SMTP reply may name the
 * recipient, so it stays in the database next to the address and is not logged).
 */
function describeError(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SmtpError
  const parts = [e.code ?? 'ERROR', e.responseCode === undefined ? '' : String(e.responseCode)]
  const message = typeof e.message === 'string' ? e.message : String(error)
  return `${parts.filter((part) => part !== '').join(' ')}: ${message}`.slice(0, 1000)
}

/** The error's Nodemailer code and SMTP reply code, for the log (no addresses, no content). */
function errorSummary(error: unknown): { errorCode: string; responseCode: number | null } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SmtpError
  return { errorCode: e.code ?? 'ERROR', responseCode: e.responseCode ?? null }
}

/**
 * True when retrying cannot help: the SMTP server refused the recipient or the message with a
 * permanent (5xx) reply (RFC 5321 §4.2.1). Authentication and connection problems stay
 * retryable, since they are fixed by configuration, not by the message.
 */
function isPermanentRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const e = error as SmtpError
  return e.permanent === true && (e.code === 'EENVELOPE' || e.code === 'EMESSAGE')
}

/**
 * Creates the mailer.
 *
 * @param options database, mode, `SMTP_URL`, `MAIL_FROM`, logger, retry policy overrides.
 * @returns a {@link Mailer}; with `smtpUrl` it owns an SMTP transport (no connection is opened until
 *   the first delivery), so call `close()` at shutdown.
 * @throws ConfigError in production without `smtpUrl` or with a malformed URL or sender (see
 *   `checkMailSettings`).
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, logger } = options
  const settings = checkMailSettings(options.mode, {
    SMTP_URL: options.smtpUrl ?? null,
    MAIL_FROM: options.from,
  })
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry }
  const delivery: MailDelivery = settings.smtpUrl === null ? 'dev_mailbox' : 'smtp'
  const transport =
    settings.smtpUrl === null
      ? null
      : nodemailer.createTransport({
          url: settings.smtpUrl,
          // Fail fast so an attempt ends well within the lease; the URL may override these.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
  const fromDomain = settings.from.split('@')[1] ?? 'asukas.invalid'
  const listeners = new Set<() => void>()

  async function deliverOne(mail: ClaimedMail, report: DeliveryReport): Promise<void> {
    if (transport === null) return
    const context = { mailId: mail.id, template: mail.template, attempt: mail.attempts }
    try {
      const info = await transport.sendMail({
        from: { name: mailSenderName, address: settings.from },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === null ? {} : { html: mail.html }),
        messageId: `<${mail.id}@${fromDomain}>`,
        headers: {
          ...(mail.lang === null ? {} : { 'Content-Language': mail.lang }),
          // RFC 3834: no out-of-office or other automatic replies to automatic mail.
          'Auto-Submitted': 'auto-generated',
          'X-Auto-Response-Suppress': 'All',
        },
      })
      await markMailSent(db, mail.id, info.messageId)
      report.sent += 1
      logger.info(context, 'mail sent')
    } catch (error) {
      const description = describeError(error)
      if (isPermanentRejection(error) || mail.attempts >= policy.maxAttempts) {
        await markMailFailed(db, mail.id, description)
        report.failed += 1
        logger.error({ ...context, ...errorSummary(error) }, 'mail delivery failed for good')
      } else {
        const delayMs = retryDelayMs(mail.attempts, policy)
        await markMailRetry(db, mail.id, description, delayMs)
        report.retried += 1
        logger.warn(
          { ...context, ...errorSummary(error), retryInMs: delayMs },
          'mail delivery failed, will retry',
        )
      }
    }
  }

  return {
    delivery,

    async send<T extends MailTemplate>(message: OutgoingMail<T>, tx?: Queryable) {
      const to = normalizeEmail(message.to)
      if (!isValidEmail(to)) throw new Error('Mail recipient is not a valid e-mail address')
      if (!isLang(message.lang)) throw new Error('Mail language must be fi, sv or en')
      const rendered = renderMail(message.template, message.lang, message.params)
      const id = await insertOutboxMail(tx ?? db, {
        to,
        ...rendered,
        template: message.template,
        lang: message.lang,
        userId: message.userId ?? null,
        delivery,
      })
      if (delivery === 'smtp') for (const listener of listeners) listener()
      return { id, delivery }
    },

    async deliverPending() {
      const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 }
      if (transport === null) return report
      report.failed += await failUndeliverableMails(db, {
        codeTemplates: codeMailTemplates,
        codeValidityMs: codeValidityMinutes * 60_000,
        maxAttempts: policy.maxAttempts,
      })
      let handled = 0
      while (handled < policy.maxPerRun) {
        const batch = await claimDueMails(db, {
          limit: Math.min(policy.batchSize, policy.maxPerRun - handled),
          leaseMs: policy.leaseMs,
        })
        for (const mail of batch) await deliverOne(mail, report)
        handled += batch.length
        if (batch.length < policy.batchSize) break
      }
      return report
    },

    async deleteOldMail(days: number) {
      return deleteOldMails(db, days)
    },

    onQueued(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    async close() {
      transport?.close()
    },
  }
}
