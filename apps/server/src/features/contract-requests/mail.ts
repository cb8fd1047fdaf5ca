/**
 * E-mail about termination and modification requests, one per notification (spec 01 §3
 * notification categories; issue 13 "notifications and e-mails through the outbox in each
 * recipient's language"). Finnish is the master text; Swedish and English are typed against it.
 * Written to the outbox in the transition's transaction, so mail and status commit together.
 */
import type { Lang } from '@asukas/domain'
import type { Queryable } from '../../platform/db/db.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { insertOutboxMail } from '../../platform/mail/repository.ts'
import { escapeHtml, mailSenderName, type MailTemplate } from '../../platform/mail/templates.ts'
import type { RequestKind } from './machine.ts'
import type { NotificationPlan } from './machine.ts'

/** A notification suffix (`created`, `approval_needed`, …). */
export type NotificationSuffix = NotificationPlan[number]['suffix']

const fi = {
  greeting: (name: string | null) => (name ? `Hei ${name},` : 'Hei,'),
  signature: ['Ystävällisin terveisin', mailSenderName],
  noReply: 'Tämä on automaattinen viesti. Siihen ei voi vastata.',
  openLink: 'Avaa pyyntö',
  reason: 'Perustelu',
  moreInfo: 'Saat lisätietoja sähköpostitse asiakaspalvelusta.',
  kind: { termination: 'irtisanomis', modification: 'sopimusmuutos' } as Record<
    RequestKind,
    string
  >,
  subject: {
    created: (k: string) => `Asukas: ${k}pyyntösi on vastaanotettu`,
    approval_needed: (k: string) => `Asukas: ${k}pyyntö odottaa hyväksyntääsi`,
    tenant_accepted: (k: string) => `Asukas: sopijaosapuoli hyväksyi ${k}pyynnön`,
    tenant_rejected: (k: string) => `Asukas: sopijaosapuoli hylkäsi ${k}pyynnön`,
    kenno_accepted: (k: string) => `Asukas: ${k}pyyntö on hyväksytty`,
    kenno_rejected: (k: string) => `Asukas: ${k}pyyntö on hylätty`,
  } satisfies Record<NotificationSuffix, (k: string) => string>,
  body: {
    created: (address: string) =>
      `Olemme vastaanottaneet pyyntösi, joka koskee sopimusta osoitteessa ${address}. Saat tiedon, kun pyyntö on käsitelty.`,
    approval_needed: (address: string) =>
      `Toinen sopijaosapuoli on tehnyt pyynnön, joka koskee sopimusta osoitteessa ${address}. Kirjaudu Asukas-palveluun ja hyväksy tai hylkää pyyntö vahvalla tunnistautumisella.`,
    tenant_accepted: (address: string) =>
      `Sopijaosapuoli on hyväksynyt pyynnön, joka koskee sopimusta osoitteessa ${address}.`,
    tenant_rejected: (address: string) =>
      `Sopijaosapuoli on hylännyt pyynnön, joka koskee sopimusta osoitteessa ${address}. Pyyntö on peruttu.`,
    kenno_accepted: (address: string) =>
      `Vuokranantaja on hyväksynyt pyynnön, joka koskee sopimusta osoitteessa ${address}.`,
    kenno_rejected: (address: string) =>
      `Vuokranantaja on hylännyt pyynnön, joka koskee sopimusta osoitteessa ${address}.`,
  } satisfies Record<NotificationSuffix, (address: string) => string>,
}

type Texts = typeof fi

const sv: Texts = {
  greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
  signature: ['Med vänliga hälsningar', mailSenderName],
  noReply: 'Detta är ett automatiskt meddelande. Det går inte att svara på det.',
  openLink: 'Öppna begäran',
  reason: 'Motivering',
  moreInfo: 'Kundtjänsten skickar mer information per e-post.',
  kind: { termination: 'uppsägnings', modification: 'avtalsändrings' },
  subject: {
    created: (k) => `Asukas: din ${k}begäran har tagits emot`,
    approval_needed: (k) => `Asukas: en ${k}begäran väntar på ditt godkännande`,
    tenant_accepted: (k) => `Asukas: en avtalspart har godkänt ${k}begäran`,
    tenant_rejected: (k) => `Asukas: en avtalspart har avslagit ${k}begäran`,
    kenno_accepted: (k) => `Asukas: ${k}begäran har godkänts`,
    kenno_rejected: (k) => `Asukas: ${k}begäran har avslagits`,
  },
  body: {
    created: (address) =>
      `Vi har tagit emot din begäran om avtalet på adressen ${address}. Du får besked när begäran har behandlats.`,
    approval_needed: (address) =>
      `En annan avtalspart har gjort en begäran om avtalet på adressen ${address}. Logga in i Asukas och godkänn eller avslå begäran med stark autentisering.`,
    tenant_accepted: (address) =>
      `En avtalspart har godkänt begäran om avtalet på adressen ${address}.`,
    tenant_rejected: (address) =>
      `En avtalspart har avslagit begäran om avtalet på adressen ${address}. Begäran har återkallats.`,
    kenno_accepted: (address) =>
      `Hyresvärden har godkänt begäran om avtalet på adressen ${address}.`,
    kenno_rejected: (address) =>
      `Hyresvärden har avslagit begäran om avtalet på adressen ${address}.`,
  },
}

const en: Texts = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  signature: ['Kind regards', mailSenderName],
  noReply: 'This is an automatic message. Replies are not read.',
  openLink: 'Open the request',
  reason: 'Reason',
  moreInfo: 'Customer service will send more information by e-mail.',
  kind: { termination: 'termination', modification: 'contract change' },
  subject: {
    created: (k) => `Asukas: your ${k} request was received`,
    approval_needed: (k) => `Asukas: a ${k} request awaits your approval`,
    tenant_accepted: (k) => `Asukas: a contract party accepted the ${k} request`,
    tenant_rejected: (k) => `Asukas: a contract party rejected the ${k} request`,
    kenno_accepted: (k) => `Asukas: the ${k} request was approved`,
    kenno_rejected: (k) => `Asukas: the ${k} request was rejected`,
  },
  body: {
    created: (address) =>
      `We have received your request about the contract at ${address}. You will hear from us once it has been processed.`,
    approval_needed: (address) =>
      `Another contract party has made a request about the contract at ${address}. Log in to Asukas and accept or reject it with strong identification.`,
    tenant_accepted: (address) =>
      `A contract party has accepted the request about the contract at ${address}.`,
    tenant_rejected: (address) =>
      `A contract party has rejected the request about the contract at ${address}. The request is cancelled.`,
    kenno_accepted: (address) =>
      `The housing provider has approved the request about the contract at ${address}.`,
    kenno_rejected: (address) =>
      `The housing provider has rejected the request about the contract at ${address}.`,
  },
}

const texts: Record<Lang, Texts> = { fi, sv, en }

/** A rendered request mail. */
export interface RequestMail {
  subject: string
  text: string
  html: string
}

/**
 * Renders the mail of one notification in `lang`; every parameter is HTML-escaped in `html`.
 * `link` (absolute, e.g. the confirm page with `?lang=sv`) is added as the call to action.
 * `reason`, the housing provider's reason for its decision, follows the text of a
 * `kenno_accepted` or `kenno_rejected` mail; a rejection without one says that customer service
 * will send more information (spec 01 §3: "more information is sent by email").
 */
export function renderRequestMail(
  lang: Lang,
  kind: RequestKind,
  suffix: NotificationSuffix,
  params: {
    firstName: string | null
    address: string
    link?: string | undefined
    reason?: string | null | undefined
  },
): RequestMail {
  const t = texts[lang]
  const decided = suffix === 'kenno_accepted' || suffix === 'kenno_rejected'
  const reason = decided ? params.reason?.trim() || null : null
  const paragraphs = [
    t.greeting(params.firstName),
    t.body[suffix](params.address),
    ...(reason !== null ? [`${t.reason}: ${reason}`] : []),
    ...(reason === null && suffix === 'kenno_rejected' ? [t.moreInfo] : []),
    ...(params.link === undefined ? [] : [`${t.openLink}: ${params.link}`]),
    t.signature.join('\n'),
    t.noReply,
  ]
  const subject = t.subject[suffix](t.kind[kind])
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(
    subject,
  )}</title></head><body>${paragraphs
    .map((p) =>
      params.link !== undefined && p === `${t.openLink}: ${params.link}`
        ? `<p><a href="${escapeHtml(params.link)}">${escapeHtml(t.openLink)}</a></p>`
        : `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`,
    )
    .join('')}</body></html>`
  return { subject, text: paragraphs.join('\n\n'), html }
}

/**
 * The outbox `template` value of request mail. Not one of the code templates of
 * `platform/mail/templates.ts` (those render codes); the outbox only needs a name.
 */
const requestMailTemplate = 'contract_request' as MailTemplate

/** Writes one request mail to the outbox in the caller's transaction (`userId` null for a person without an account). */
export async function queueRequestMail(
  tx: Queryable,
  mailer: Pick<Mailer, 'delivery'>,
  mail: { to: string; lang: Lang; userId: string | null; rendered: RequestMail },
): Promise<void> {
  await insertOutboxMail(tx, {
    to: mail.to,
    subject: mail.rendered.subject,
    text: mail.rendered.text,
    html: mail.rendered.html,
    template: requestMailTemplate,
    lang: mail.lang,
    userId: mail.userId,
    delivery: mailer.delivery,
  })
}
