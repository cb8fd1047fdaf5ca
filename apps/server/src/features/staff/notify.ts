/**
 * What reaches the resident when staff act (issue 14): portal notifications and e-mail in the
 * resident's language (`users.locale`), written in the caller's transaction so they commit or
 * roll back with the change.
 *
 * Mail goes to the outbox like every other mail (`platform/mail/repository.ts`): delivered over SMTP
 * when SMTP_URL is set, else kept for the dev mailbox. A resident gets the fault-report and
 * answer mails only when `communication_by_email` is on (spec 01 §3 User profile); message and
 * contract-decision mails follow the same setting.
 *
 * The texts are the platform's mail templates (`staff_*` in `platform/mail/templates.ts`), so one
 * place renders every resident mail in fi, sv and en.
 */
import type { Lang } from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import {
  mailLangOf,
  type MailParamsByTemplate,
  type MailTemplate,
} from '../../platform/mail/templates.ts'
import { findRecipient, insertNotification, type RecipientRow } from './repository.ts'

/** A resident who may be told. */
export interface Recipient {
  userId: string
  email: string
  firstName: string
  lang: Lang
  byEmail: boolean
}

/** A recipient of a `users` row. */
export function toRecipient(row: RecipientRow): Recipient {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lang: mailLangOf(row.locale),
    byEmail: row.communication_by_email,
  }
}

/** The resident account `userId` (null when deleted or not a resident). */
export async function recipientOf(q: Queryable, userId: string | null): Promise<Recipient | null> {
  if (userId === null) return null
  const row = await findRecipient(q, userId)
  return row ? toRecipient(row) : null
}

/** The staff console's mails (templates of `platform/mail/templates.ts`). */
export type StaffMailTemplate = Extract<MailTemplate, `staff_${string}`>

/**
 * Queues one mail of `template` to `recipient` in their portal language (`users.locale`), when
 * they receive mail by e-mail, through the platform mailer (outbox, in the caller's
 * transaction). The greeting uses the recipient's first name.
 *
 * @returns the outbox row id, or null when the resident has e-mail off.
 */
export async function mailResident<T extends StaffMailTemplate>(
  q: Queryable,
  mailer: Mailer,
  recipient: Recipient,
  template: T,
  params: Omit<MailParamsByTemplate[T], 'firstName'>,
): Promise<string | null> {
  if (!recipient.byEmail) return null
  const queued = await mailer.send(
    {
      to: recipient.email,
      lang: recipient.lang,
      template,
      params: { ...params, firstName: recipient.firstName } as MailParamsByTemplate[T],
      userId: recipient.userId,
    },
    q,
  )
  return queued.id
}

/** Notification categories the console raises (spec 01 §3 Notification). */
export type StaffNotificationCategory =
  | 'message'
  | 'contract_termination_request_kenno_accepted'
  | 'contract_termination_request_kenno_rejected'
  | 'contract_modification_request_kenno_accepted'
  | 'contract_modification_request_kenno_rejected'

/** Adds an open, closeable notification for the resident on the contract. */
export async function notifyResident(
  q: Queryable,
  input: {
    userId: string
    contractId: string
    category: StaffNotificationCategory
    terminationRequestId?: string | null
    modificationRequestId?: string | null
    important?: boolean
  },
): Promise<void> {
  await insertNotification(q, {
    userId: input.userId,
    contractId: input.contractId,
    priority: input.important ? 'important' : 'normal',
    category: input.category,
    terminationRequestId: input.terminationRequestId ?? null,
    modificationRequestId: input.modificationRequestId ?? null,
  })
}
