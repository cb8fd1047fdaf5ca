/**
 * What reaches the resident when staff act (issue 14): portal notifications and e-mail in the
 * resident's language (`users.locale`), written in the caller's transaction so they commit or
 * roll back with the change.
 *
 * Mail goes to the outbox like every other mail (`platform/mail/outbox.ts`): delivered over SMTP
 * when SMTP_URL is set, else kept for the dev mailbox. A resident gets the fault-report and
 * answer mails only when `communication_by_email` is on (spec 01 §3 User profile); message and
 * contract-decision mails follow the same setting.
 *
 * Merge note: the resident-side service-requests and contract-flows features send mails of their
 * own; the templates here (`staff_*`) should move into `platform/mail/templates.ts` when those
 * land, so one place renders every resident mail.
 */
import type { Lang } from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'
import type { MailDelivery } from '../../platform/mail/outbox.ts'
import { escapeHtml, mailLangOf } from '../../platform/mail/templates.ts'

/** A resident who may be told. */
export interface Recipient {
  userId: string
  email: string
  firstName: string
  lang: Lang
  byEmail: boolean
}

interface RecipientRow {
  id: string
  email: string
  first_name: string
  locale: string
  communication_by_email: boolean
}

function toRecipient(row: RecipientRow): Recipient {
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
  const rows = await q.query<RecipientRow>(
    `SELECT id, email, first_name, locale, communication_by_email FROM users
      WHERE id = $1 AND role = 'resident'`,
    [userId],
  )
  return rows[0] ? toRecipient(rows[0]) : null
}

/** Every resident account on the contract (tenants with a portal account). */
export async function contractRecipients(q: Queryable, contractId: string): Promise<Recipient[]> {
  const rows = await q.query<RecipientRow>(
    `SELECT DISTINCT u.id, u.email, u.first_name, u.locale, u.communication_by_email
       FROM tenants t JOIN users u ON u.id = t.user_id
      WHERE t.contract_id = $1 AND u.role = 'resident'
      ORDER BY u.email`,
    [contractId],
  )
  return rows.map(toRecipient)
}

/** The staff console's mails and what each needs. */
export interface StaffMailParams {
  staff_defect_notice_event: {
    noticeNumber: number
    title: string
    event: 'work_order_linked' | 'work_order_started' | 'work_note_created' | 'completed'
    note: string | null
  }
  staff_notice_answered: { noticeType: 'feedback' | 'question'; title: string; answerText: string }
  staff_message_reply: { subject: string; text: string }
  staff_contract_request_decided: {
    kind: 'termination' | 'modification'
    decision: 'accept' | 'reject'
    reason: string
  }
}
/** A staff mail template. */
export type StaffMailTemplate = keyof StaffMailParams

type Texts = {
  greeting: (name: string) => string
  signature: string
  footer: string
  defectSubject: (n: number) => string
  defectEvents: Record<StaffMailParams['staff_defect_notice_event']['event'], string>
  defectIntro: (n: number, title: string) => string
  noticeSubject: Record<'feedback' | 'question', string>
  noticeIntro: (title: string) => string
  messageSubject: (subject: string) => string
  messageIntro: string
  decisionSubject: Record<'termination' | 'modification', Record<'accept' | 'reject', string>>
  decisionReason: string
}

const texts: Record<Lang, Texts> = {
  fi: {
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    signature: 'Ystävällisin terveisin\nAsukas-palvelu',
    footer: 'Näet asian tiedot kirjautumalla Asukas-palveluun.',
    defectSubject: (n) => `Vikailmoituksesi ${n} on päivitetty`,
    defectEvents: {
      work_order_linked: 'Vikailmoituksestasi on tehty työtilaus.',
      work_order_started: 'Työ on aloitettu.',
      work_note_created: 'Työhön on lisätty merkintä:',
      completed: 'Työ on valmis ja vikailmoitus on käsitelty.',
    },
    defectIntro: (n, title) => `Vikailmoitus ${n}${title ? `: ${title}` : ''}`,
    noticeSubject: { feedback: 'Vastaus palautteeseesi', question: 'Vastaus kysymykseesi' },
    noticeIntro: (title) => `Olemme vastanneet viestiisi "${title}":`,
    messageSubject: (subject) => `Uusi viesti: ${subject}`,
    messageIntro: 'Sinulle on uusi viesti Asukas-palvelussa:',
    decisionSubject: {
      termination: {
        accept: 'Irtisanomisesi on hyväksytty',
        reject: 'Irtisanomistasi ei hyväksytty',
      },
      modification: {
        accept: 'Sopimusmuutoksesi on hyväksytty',
        reject: 'Sopimusmuutostasi ei hyväksytty',
      },
    },
    decisionReason: 'Perustelu:',
  },
  sv: {
    greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
    signature: 'Med vänliga hälsningar\nAsukas-tjänsten',
    footer: 'Du ser uppgifterna genom att logga in i Asukas-tjänsten.',
    defectSubject: (n) => `Din felanmälan ${n} har uppdaterats`,
    defectEvents: {
      work_order_linked: 'En arbetsorder har gjorts av din felanmälan.',
      work_order_started: 'Arbetet har påbörjats.',
      work_note_created: 'En anteckning har lagts till arbetet:',
      completed: 'Arbetet är klart och felanmälan har behandlats.',
    },
    defectIntro: (n, title) => `Felanmälan ${n}${title ? `: ${title}` : ''}`,
    noticeSubject: { feedback: 'Svar på din respons', question: 'Svar på din fråga' },
    noticeIntro: (title) => `Vi har svarat på ditt meddelande "${title}":`,
    messageSubject: (subject) => `Nytt meddelande: ${subject}`,
    messageIntro: 'Du har ett nytt meddelande i Asukas-tjänsten:',
    decisionSubject: {
      termination: {
        accept: 'Din uppsägning har godkänts',
        reject: 'Din uppsägning godkändes inte',
      },
      modification: {
        accept: 'Din avtalsändring har godkänts',
        reject: 'Din avtalsändring godkändes inte',
      },
    },
    decisionReason: 'Motivering:',
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    signature: 'Kind regards\nAsukas service',
    footer: 'Log in to the Asukas service to see the details.',
    defectSubject: (n) => `Your fault report ${n} has been updated`,
    defectEvents: {
      work_order_linked: 'A work order has been made of your fault report.',
      work_order_started: 'The work has started.',
      work_note_created: 'A note was added to the work:',
      completed: 'The work is done and your fault report is completed.',
    },
    defectIntro: (n, title) => `Fault report ${n}${title ? `: ${title}` : ''}`,
    noticeSubject: { feedback: 'Answer to your feedback', question: 'Answer to your question' },
    noticeIntro: (title) => `We have answered your message "${title}":`,
    messageSubject: (subject) => `New message: ${subject}`,
    messageIntro: 'You have a new message in the Asukas service:',
    decisionSubject: {
      termination: {
        accept: 'Your termination has been accepted',
        reject: 'Your termination was not accepted',
      },
      modification: {
        accept: 'Your contract change has been accepted',
        reject: 'Your contract change was not accepted',
      },
    },
    decisionReason: 'Reason:',
  },
}

/** Subject and paragraphs of a staff mail. */
function compose<T extends StaffMailTemplate>(
  template: T,
  params: StaffMailParams[T],
  t: Texts,
): { subject: string; paragraphs: string[] } {
  switch (template) {
    case 'staff_defect_notice_event': {
      const p = params as StaffMailParams['staff_defect_notice_event']
      return {
        subject: t.defectSubject(p.noticeNumber),
        paragraphs: [
          t.defectIntro(p.noticeNumber, p.title),
          t.defectEvents[p.event],
          ...(p.note ? [p.note] : []),
        ],
      }
    }
    case 'staff_notice_answered': {
      const p = params as StaffMailParams['staff_notice_answered']
      return {
        subject: t.noticeSubject[p.noticeType],
        paragraphs: [t.noticeIntro(p.title), p.answerText],
      }
    }
    case 'staff_message_reply': {
      const p = params as StaffMailParams['staff_message_reply']
      return { subject: t.messageSubject(p.subject), paragraphs: [t.messageIntro, p.text] }
    }
    default: {
      const p = params as StaffMailParams['staff_contract_request_decided']
      return {
        subject: t.decisionSubject[p.kind][p.decision],
        paragraphs: p.reason ? [t.decisionReason, p.reason] : [],
      }
    }
  }
}

/**
 * Writes one mail of `template` to `recipient` in their language, when they receive mail by
 * e-mail. Every text is escaped in the HTML part.
 *
 * @returns the outbox row id, or null when the resident has e-mail off.
 */
export async function mailResident<T extends StaffMailTemplate>(
  q: Queryable,
  delivery: MailDelivery,
  recipient: Recipient,
  template: T,
  params: StaffMailParams[T],
): Promise<string | null> {
  if (!recipient.byEmail) return null
  const t = texts[recipient.lang]
  const { subject, paragraphs } = compose(template, params, t)
  const all = [t.greeting(recipient.firstName), ...paragraphs, t.footer, t.signature]
  const text = all.join('\n\n')
  const html = `<!doctype html><html lang="${recipient.lang}"><head><meta charset="utf-8"><title>${escapeHtml(
    subject,
  )}</title></head><body>${all
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`
  const kept = delivery === 'dev_mailbox'
  const rows = await q.query<{ id: string }>(
    `INSERT INTO mail_outbox
       (to_address, subject, text_body, html_body, template, locale, user_id, delivery, status,
        sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $10::boolean THEN now() END)
     RETURNING id`,
    [
      recipient.email,
      subject,
      text,
      html,
      template,
      recipient.lang,
      recipient.userId,
      delivery,
      kept ? 'sent' : 'pending',
      kept,
    ],
  )
  return rows[0]?.id ?? null
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
  await q.query(
    `INSERT INTO notifications (user_id, contract_id, priority, category, termination_request_id,
       modification_request_id, is_closeable)
     VALUES ($1, $2, $3, $4, $5, $6, true)`,
    [
      input.userId,
      input.contractId,
      input.important ? 'important' : 'normal',
      input.category,
      input.terminationRequestId ?? null,
      input.modificationRequestId ?? null,
    ],
  )
}

/** Plain text of sanitised rich text, for mails (tags dropped, entities of `<`, `&` decoded). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/h[2-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
