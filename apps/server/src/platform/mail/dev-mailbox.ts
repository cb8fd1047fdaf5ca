/**
 * The dev mailbox (issue 4 "E-mail": "demo mode keeps sent mail in the database and shows it on a
 * dev-only mailbox page, so a newcomer can finish registration locally"). Demo and test mode
 * only; in production every route of it answers 404, so neither the page nor the web app's
 * fallback ever shows there.
 *
 * - `GET /dev/mailbox[?to=address]`: server-rendered, accessible HTML list of the newest 50 mails
 *   (recipient, subject, time in Europe/Helsinki, language, text body). No script at all, only
 *   the same-origin style sheet `GET /dev/mailbox.css`, so the strict CSP of
 *   `security-headers.ts` holds.
 * - `GET /api/dev/mailbox[?to=address]`: the same as JSON for browser tests reading codes, newest
 *   first, at most 50: `[{ id, to, subject, text, html, createdAt, lang, template, status }]`.
 *   Public (no session), like the page.
 */
import { normalizeEmail } from '@asukas/domain'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { Mode } from '../config-error.ts'
import type { Queryable } from '../db/db.ts'
import { listMailbox, type MailboxEntry } from './repository.ts'
import { escapeHtml } from './templates.ts'

/** Paths of the dev mailbox. */
export const devMailboxPaths = {
  page: '/dev/mailbox',
  styles: '/dev/mailbox.css',
  api: '/api/dev/mailbox',
} as const

/** How many mails the page and the JSON list show. */
export const devMailboxLimit = 50

/** Options of {@link registerDevMailbox}. */
export interface DevMailboxOptions {
  db: Queryable
  mode: Mode
}

/** One mail of `GET /api/dev/mailbox`. */
export const devMailboxEntrySchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** ISO 8601 time the mail was written. */
  createdAt: z.iso.datetime(),
  lang: z.enum(['fi', 'sv', 'en']).nullable(),
  template: z.string().nullable(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
})

/** The answer of `GET /api/dev/mailbox`, newest first. */
export type DevMailboxEntry = z.infer<typeof devMailboxEntrySchema>

/** The query of both routes: an optional recipient filter. */
const mailboxQuerySchema = z.object({ to: z.string().max(254).optional() })

/** The recipient filter of a request: normalised, or null for "everyone". */
function recipientOf(query: unknown): string | null {
  const parsed = mailboxQuerySchema.safeParse(query)
  const to = parsed.success ? (parsed.data.to ?? '') : ''
  const normalised = normalizeEmail(to)
  return normalised === '' ? null : normalised
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  dateStyle: 'medium',
  timeStyle: 'medium',
})

/** The style sheet of the page (served as a file: the CSP allows no inline style). */
const styles = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5;color:#1a1a1a;background:#f6f7f9}
header,main{max-width:60rem;margin:0 auto;padding:1rem 1.5rem}
header{border-bottom:1px solid #c9ced6}
h1{margin:0 0 .25rem;font-size:1.75rem}
h2{margin:0 0 .5rem;font-size:1.2rem}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:1rem 0}
input{font:inherit;padding:.35rem .5rem;border:1px solid #5b6470;border-radius:4px;min-width:18rem}
button{font:inherit;padding:.35rem .9rem;border:1px solid #0b4f8a;border-radius:4px;background:#0b4f8a;color:#fff;cursor:pointer}
a{color:#0b4f8a}
:focus-visible{outline:3px solid #e08a00;outline-offset:2px}
ol{list-style:none;margin:0;padding:0}
article{background:#fff;border:1px solid #c9ced6;border-radius:6px;padding:1rem 1.25rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0 0 .75rem}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f7f9;border-radius:4px;padding:.75rem;margin:0;font-size:.95rem}
`

/** One mail as an `<article>` of the list. */
function renderEntry(mail: MailboxEntry): string {
  const headingId = `mail-${mail.id}`
  const lang = mail.lang === null ? '' : ` lang="${mail.lang}"`
  return `<li>
<article aria-labelledby="${headingId}">
<h2 id="${headingId}"${lang}>${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Time</dt><dd><time datetime="${mail.createdAt.toISOString()}">${escapeHtml(timeFormat.format(mail.createdAt))}</time></dd>
<dt>Language</dt><dd>${escapeHtml(mail.lang ?? 'unknown')}</dd>
<dt>Status</dt><dd>${escapeHtml(mail.status)}</dd>
</dl>
<pre${lang}>${escapeHtml(mail.text)}</pre>
</article>
</li>`
}

/** The whole page. */
function renderPage(mails: MailboxEntry[], to: string | null): string {
  const filter = to === null ? '' : ` to ${escapeHtml(to)}`
  const count =
    mails.length === 0
      ? `<p role="status">No mail${filter} yet.</p>`
      : `<p role="status">${mails.length} newest mail${mails.length === 1 ? '' : 's'}${filter}, newest first.</p>`
  const list = mails.length === 0 ? '' : `<ol>\n${mails.map(renderEntry).join('\n')}\n</ol>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox – Asukas</title>
<link rel="stylesheet" href="${devMailboxPaths.styles}">
</head>
<body>
<header>
<h1>Dev mailbox</h1>
<p>Mail the portal has written, kept here in demo and test mode instead of being sent. Production has no such page.</p>
<p><a href="/login">Back to login</a></p>
</header>
<main>
<form method="get" action="${devMailboxPaths.page}" role="search" aria-label="Filter by recipient">
<label for="to">Recipient e-mail</label>
<input id="to" name="to" type="email" autocomplete="off" value="${escapeHtml(to ?? '')}">
<button type="submit">Show</button>
<a href="${devMailboxPaths.page}">Show all</a>
</form>
${count}
${list}
</main>
</body>
</html>
`
}

/** The wire shape of one mail. */
function toEntry(mail: MailboxEntry): DevMailboxEntry {
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    createdAt: mail.createdAt.toISOString(),
    lang: mail.lang,
    template: mail.template,
    status: mail.status,
  }
}

/** The 404 of every dev mailbox route in production (spec 02 §8 shape). */
function notFound(reply: FastifyReply) {
  return reply.code(404).type('application/json; charset=utf-8').send({ error: 'NOT_FOUND' })
}

/**
 * Registers the dev mailbox routes. Call it before the web app's not-found handler.
 *
 * @param app the Fastify app; the API route is marked `access: 'public'` for the session hooks.
 * @param options `db` to read `mail_outbox`, and the server `mode`: in `production` the three
 *   routes answer 404 `{ error: 'NOT_FOUND' }` and read nothing.
 */
export async function registerDevMailbox(
  app: FastifyInstance,
  options: DevMailboxOptions,
): Promise<void> {
  const { db, mode } = options
  const enabled = mode !== 'production'
  const routeConfig = { access: 'public' } as const
  const schema = { hide: true }

  app.get(devMailboxPaths.page, { config: routeConfig, schema }, async (request, reply) => {
    if (!enabled) return notFound(reply)
    const to = recipientOf(request.query)
    const mails = await listMailbox(db, { to, limit: devMailboxLimit })
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(mails, to))
  })

  app.get(devMailboxPaths.styles, { config: routeConfig, schema }, async (_request, reply) => {
    if (!enabled) return notFound(reply)
    return reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(styles)
  })

  app.get(devMailboxPaths.api, { config: routeConfig, schema }, async (request, reply) => {
    if (!enabled) return notFound(reply)
    const mails = await listMailbox(db, { to: recipientOf(request.query), limit: devMailboxLimit })
    return reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(mails.map(toEntry)))
  })
}
