/**
 * The mailer against a real SMTP server (`smtp-server` on a random localhost port): delivery,
 * retries with backoff, permanent failures, the shared queue, expiry and the worker.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../../src/platform/db/db.ts'
import {
  createMailer,
  retryDelayMs,
  type Mailer,
  type MailerOptions,
} from '../../src/platform/mail/mailer.ts'
import { startMailWorker } from '../../src/platform/mail/worker.ts'
import { openTestDatabase } from '../helpers/db.ts'
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.ts'

/** A logger that keeps what was logged. */
function recordingLogger() {
  const entries: { level: string; data: unknown; message: unknown }[] = []
  const at =
    (level: string) =>
    (data: unknown, message?: unknown): void => {
      entries.push({ level, data, message })
    }
  return { entries, logger: { info: at('info'), warn: at('warn'), error: at('error') } }
}

interface OutboxRow {
  id: string
  status: string
  attempts: number
  last_error: string | null
  sent_at: Date | null
  message_id: string | null
  due_in_ms: number
}

let db: Db
let smtp: SmtpTestServer
const mailers: Mailer[] = []

/** A mailer on the test database and SMTP server; closed after the test. */
function mailerFor(overrides: Partial<MailerOptions> = {}): Mailer {
  const mailer = createMailer({
    db,
    mode: 'test',
    smtpUrl: smtp.url,
    from: 'no-reply@asukas.example',
    logger: recordingLogger().logger,
    ...overrides,
  })
  mailers.push(mailer)
  return mailer
}

async function rowOf(id: string): Promise<OutboxRow> {
  const rows = await db.query<OutboxRow>(
    `SELECT id, status, attempts, last_error, sent_at, message_id,
            extract(epoch FROM next_attempt_at - now()) * 1000 AS due_in_ms
       FROM mail_outbox WHERE id = $1`,
    [id],
  )
  const row = rows[0]
  if (!row) throw new Error(`no outbox row ${id}`)
  return { ...row, attempts: Number(row.attempts), due_in_ms: Number(row.due_in_ms) }
}

/** Makes every waiting row due now (instead of waiting for the backoff). */
async function makeDueNow(): Promise<void> {
  await db.query(`UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second'`)
}

beforeAll(async () => {
  db = await openTestDatabase()
})

afterAll(async () => {
  await db.close()
})

beforeEach(async () => {
  smtp = await startSmtpTestServer()
  await db.query('DELETE FROM mail_outbox')
})

afterEach(async () => {
  for (const mailer of mailers.splice(0)) await mailer.close()
  await smtp.close()
})

describe('delivery over SMTP', () => {
  it('delivers a code mail in the resident language with the code, to and from', async () => {
    const mailer = mailerFor()
    expect(mailer.delivery).toBe('smtp')
    const { id, delivery } = await mailer.send({
      to: '  Aino.Virtanen@Example.com ',
      lang: 'sv',
      template: 'registration_code',
      params: { code: '318204', firstName: 'Aino' },
    })
    expect(delivery).toBe('smtp')
    expect((await rowOf(id)).status).toBe('pending')
    expect(smtp.received).toHaveLength(0)

    expect(await mailer.deliverPending()).toEqual({ sent: 1, retried: 0, failed: 0 })

    const [mail] = await smtp.waitFor(1)
    expect(mail?.envelopeTo).toEqual(['aino.virtanen@example.com'])
    expect(mail?.envelopeFrom).toBe('no-reply@asukas.example')
    expect(mail?.header('to')).toBe('aino.virtanen@example.com')
    expect(mail?.header('from')).toBe('Asukas <no-reply@asukas.example>')
    expect(mail?.header('subject')).toBe('Asukas: verifieringskod för e-postadressen')
    expect(mail?.header('content-language')).toBe('sv')
    expect(mail?.header('auto-submitted')).toBe('auto-generated')
    expect(mail?.header('message-id')).toBe(`<${id}@asukas.example>`)
    const text = mail?.bodyOf('text/plain') ?? ''
    expect(text).toContain('Hej Aino,')
    expect(text).toContain('318204')
    expect(text).toContain('Koden är giltig i 10 minuter.')
    const html = mail?.bodyOf('text/html') ?? ''
    expect(html).toContain('<html lang="sv">')
    expect(html).toContain('318204')

    const row = await rowOf(id)
    expect(row.status).toBe('sent')
    expect(row.attempts).toBe(1)
    expect(row.sent_at).toBeInstanceOf(Date)
    expect(row.last_error).toBeNull()
    expect(row.message_id).toBe(`<${id}@asukas.example>`)

    expect(await mailer.deliverPending()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(smtp.received).toHaveLength(1)
  })

  it('delivers each language and template with its own subject', async () => {
    const mailer = mailerFor()
    await mailer.send({
      to: 'a@example.com',
      lang: 'fi',
      template: 'password_reset_code',
      params: { code: '100001' },
    })
    await mailer.send({
      to: 'b@example.com',
      lang: 'en',
      template: 'password_change_code',
      params: { code: '100002' },
    })
    await mailer.send({ to: 'c@example.com', lang: 'fi', template: 'account_deleted', params: {} })
    expect(await mailer.deliverPending()).toEqual({ sent: 3, retried: 0, failed: 0 })
    const mails = await smtp.waitFor(3)
    const byRecipient = new Map(mails.map((mail) => [mail.envelopeTo[0], mail]))
    expect(byRecipient.get('a@example.com')?.header('subject')).toBe(
      'Asukas: salasanan palautuskoodi',
    )
    expect(byRecipient.get('a@example.com')?.bodyOf('text/plain')).toContain('100001')
    expect(byRecipient.get('b@example.com')?.header('subject')).toBe(
      'Asukas: code for changing your password',
    )
    expect(byRecipient.get('b@example.com')?.header('content-language')).toBe('en')
    expect(byRecipient.get('c@example.com')?.header('subject')).toBe(
      'Asukas: käyttäjätilisi on poistettu',
    )
  })

  it('retries with backoff when the server rejects for now, then delivers', async () => {
    const mailer = mailerFor({ retry: { baseDelayMs: 60_000 } })
    smtp.answers.push({ reject: 'data', code: 451 })
    const { id } = await mailer.send({
      to: 'mikko@example.com',
      lang: 'fi',
      template: 'password_reset_code',
      params: { code: '555123' },
    })

    expect(await mailer.deliverPending()).toEqual({ sent: 0, retried: 1, failed: 0 })
    let row = await rowOf(id)
    expect(row.status).toBe('pending')
    expect(row.attempts).toBe(1)
    expect(row.last_error).toMatch(/451/)
    expect(row.due_in_ms).toBeGreaterThan(50_000)
    expect(row.due_in_ms).toBeLessThanOrEqual(60_000)

    // Not due yet: nothing is tried.
    expect(await mailer.deliverPending()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(smtp.received).toHaveLength(0)

    await makeDueNow()
    expect(await mailer.deliverPending()).toEqual({ sent: 1, retried: 0, failed: 0 })
    const [mail] = await smtp.waitFor(1)
    expect(mail?.bodyOf('text/plain')).toContain('555123')
    row = await rowOf(id)
    expect(row.status).toBe('sent')
    expect(row.attempts).toBe(2)
    expect(row.last_error).toBeNull()
  })

  it('waits twice as long after each failed attempt, up to the maximum', () => {
    const policy = { baseDelayMs: 10_000, maxDelayMs: 60_000 }
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, policy))).toEqual([
      10_000, 20_000, 40_000, 60_000, 60_000,
    ])
    expect(retryDelayMs(1000)).toBe(60 * 60_000)
  })

  it('gives up after the last attempt', async () => {
    const mailer = mailerFor({ retry: { maxAttempts: 2 } })
    smtp.answers.push({ reject: 'data', code: 421 }, { reject: 'data', code: 452 })
    const { id } = await mailer.send({
      to: 'mikko@example.com',
      lang: 'en',
      template: 'account_deleted',
      params: {},
    })
    expect(await mailer.deliverPending()).toEqual({ sent: 0, retried: 1, failed: 0 })
    await makeDueNow()
    expect(await mailer.deliverPending()).toEqual({ sent: 0, retried: 0, failed: 1 })
    const row = await rowOf(id)
    expect(row.status).toBe('failed')
    expect(row.attempts).toBe(2)
    expect(row.last_error).toMatch(/452/)
    await makeDueNow()
    expect(await mailer.deliverPending()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(smtp.received).toHaveLength(0)
  })

  it('fails at once when the server refuses the recipient for good (5xx)', async () => {
    const mailer = mailerFor()
    smtp.answers.push({ reject: 'rcpt', code: 550 })
    const { id } = await mailer.send({
      to: 'nobody@example.com',
      lang: 'fi',
      template: 'registration_code',
      params: { code: '123456' },
    })
    expect(await mailer.deliverPending()).toEqual({ sent: 0, retried: 0, failed: 1 })
    const row = await rowOf(id)
    expect(row.status).toBe('failed')
    expect(row.attempts).toBe(1)
    expect(row.last_error).toMatch(/EENVELOPE 550/)
  })

  it('retries when the SMTP server cannot be reached', async () => {
    const mailer = mailerFor({ smtpUrl: 'smtp://127.0.0.1:1' })
    const { id } = await mailer.send({
      to: 'aino@example.com',
      lang: 'fi',
      template: 'account_deleted',
      params: {},
    })
    expect(await mailer.deliverPending()).toEqual({ sent: 0, retried: 1, failed: 0 })
    const row = await rowOf(id)
    expect(row.status).toBe('pending')
    expect(row.last_error).toMatch(/ECONNECTION|ESOCKET|ECONNREFUSED/)
  })

  it('does not send a code mail after its code expired, but still sends other old mail', async () => {
    const mailer = mailerFor()
    const code = await mailer.send({
      to: 'late@example.com',
      lang: 'fi',
      template: 'password_reset_code',
      params: { code: '777777' },
    })
    const notice = await mailer.send({
      to: 'late@example.com',
      lang: 'fi',
      template: 'account_deleted',
      params: {},
    })
    await db.query(`UPDATE mail_outbox SET created_at = now() - interval '11 minutes'`)
    expect(await mailer.deliverPending()).toEqual({ sent: 1, retried: 0, failed: 1 })
    expect((await rowOf(code.id)).status).toBe('failed')
    expect((await rowOf(code.id)).last_error).toBe('code expired before delivery')
    expect((await rowOf(notice.id)).status).toBe('sent')
    const mails = await smtp.waitFor(1)
    expect(mails[0]?.bodyOf('text/plain')).not.toContain('777777')
  })

  it('takes over a row whose worker died while sending (lease ran out)', async () => {
    const mailer = mailerFor()
    const { id } = await mailer.send({
      to: 'aino@example.com',
      lang: 'en',
      template: 'password_change_code',
      params: { code: '246810' },
    })
    await db.query(
      `UPDATE mail_outbox SET status = 'sending', attempts = 1,
              next_attempt_at = now() + interval '2 minutes' WHERE id = $1`,
      [id],
    )
    // Still leased by the other worker.
    expect(await mailer.deliverPending()).toEqual({ sent: 0, retried: 0, failed: 0 })
    await makeDueNow()
    expect(await mailer.deliverPending()).toEqual({ sent: 1, retried: 0, failed: 0 })
    const row = await rowOf(id)
    expect(row.status).toBe('sent')
    expect(row.attempts).toBe(2)
  })

  it('lets several instances share the queue without sending a mail twice', async () => {
    const first = mailerFor({ retry: { batchSize: 2 } })
    const second = mailerFor({ retry: { batchSize: 2 } })
    const ids: string[] = []
    for (let i = 0; i < 7; i += 1) {
      const { id } = await first.send({
        to: `resident${i}@example.com`,
        lang: 'fi',
        template: 'registration_code',
        params: { code: `10000${i}` },
      })
      ids.push(id)
    }
    const reports = await Promise.all([first.deliverPending(), second.deliverPending()])
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(7)
    const mails = await smtp.waitFor(7)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(smtp.received).toHaveLength(7)
    expect(new Set(mails.map((mail) => mail.envelopeTo[0])).size).toBe(7)
    for (const id of ids) expect((await rowOf(id)).attempts).toBe(1)
  })
})

describe('the outbox and transactions', () => {
  it('rolls the mail back with the transaction that wrote it', async () => {
    const mailer = mailerFor()
    await expect(
      db.transaction(async (tx) => {
        await mailer.send(
          {
            to: 'aino@example.com',
            lang: 'fi',
            template: 'registration_code',
            params: { code: '111111' },
          },
          tx,
        )
        expect(await tx.query('SELECT id FROM mail_outbox')).toHaveLength(1)
        throw new Error('registration failed')
      }),
    ).rejects.toThrow('registration failed')
    expect(await db.query('SELECT id FROM mail_outbox')).toHaveLength(0)
    expect(await mailer.deliverPending()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(smtp.received).toHaveLength(0)
  })

  it('commits the mail with the transaction that wrote it', async () => {
    const mailer = mailerFor()
    const { id } = await db.transaction(async (tx) =>
      mailer.send(
        {
          to: 'aino@example.com',
          lang: 'fi',
          template: 'registration_code',
          params: { code: '222222' },
        },
        tx,
      ),
    )
    expect((await rowOf(id)).status).toBe('pending')
    expect(await mailer.deliverPending()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect((await smtp.waitFor(1))[0]?.bodyOf('text/plain')).toContain('222222')
  })

  it('refuses a bad recipient, language or code before writing anything', async () => {
    const mailer = mailerFor()
    await expect(
      mailer.send({ to: 'not-an-address', lang: 'fi', template: 'account_deleted', params: {} }),
    ).rejects.toThrow('valid e-mail')
    await expect(
      mailer.send({
        to: 'a@example.com\r\nBcc: x@example.com',
        lang: 'fi',
        template: 'account_deleted',
        params: {},
      }),
    ).rejects.toThrow('valid e-mail')
    await expect(
      mailer.send({
        to: 'a@example.com',
        lang: 'de' as 'fi',
        template: 'account_deleted',
        params: {},
      }),
    ).rejects.toThrow('fi, sv or en')
    await expect(
      mailer.send({
        to: 'a@example.com',
        lang: 'fi',
        template: 'registration_code',
        params: { code: '12' },
      }),
    ).rejects.toThrow(RangeError)
    expect(await db.query('SELECT id FROM mail_outbox')).toHaveLength(0)
  })
})

describe('the delivery worker', () => {
  it('delivers soon after a send, without waiting for the next poll', async () => {
    const { logger, entries } = recordingLogger()
    const mailer = mailerFor({ logger })
    const worker = startMailWorker(mailer, { logger, pollIntervalMs: 60_000 })
    try {
      // Let the first (start-up) run finish, so only the wake-up can deliver.
      await new Promise((resolve) => setTimeout(resolve, 200))
      await mailer.send({
        to: 'aino@example.com',
        lang: 'en',
        template: 'registration_code',
        params: { code: '909090' },
      })
      const [mail] = await smtp.waitFor(1, 3000)
      expect(mail?.bodyOf('text/plain')).toContain('909090')
    } finally {
      await worker.stop()
    }
    expect(entries.filter((entry) => entry.level === 'error')).toEqual([])
  })

  it('delivers mail written in a transaction only after the commit, and outside it', async () => {
    const { logger, entries } = recordingLogger()
    const mailer = mailerFor({ logger })
    const worker = startMailWorker(mailer, { logger, pollIntervalMs: 500 })
    try {
      // After the start-up run, the wake-up of the send below comes before the next poll, so it
      // is the run that would break if it ran in the transaction's asynchronous context.
      await new Promise((resolve) => setTimeout(resolve, 200))
      await db.transaction(async (tx) => {
        await mailer.send(
          {
            to: 'aino@example.com',
            lang: 'fi',
            template: 'password_change_code',
            params: { code: '313131' },
          },
          tx,
        )
        await new Promise((resolve) => setTimeout(resolve, 300))
        expect(smtp.received).toHaveLength(0)
      })
      const [mail] = await smtp.waitFor(1, 3000)
      expect(mail?.bodyOf('text/plain')).toContain('313131')
    } finally {
      await worker.stop()
    }
    expect(entries.filter((entry) => entry.level === 'error')).toEqual([])
  })

  it('keeps polling, so mail queued by another instance goes out too', async () => {
    const { logger } = recordingLogger()
    const worker = startMailWorker(mailerFor({ logger }), { logger, pollIntervalMs: 100 })
    try {
      await new Promise((resolve) => setTimeout(resolve, 150))
      await mailerFor().send({
        to: 'other@example.com',
        lang: 'sv',
        template: 'account_deleted',
        params: {},
      })
      const [mail] = await smtp.waitFor(1, 3000)
      expect(mail?.header('subject')).toBe('Asukas: ditt användarkonto har raderats')
    } finally {
      await worker.stop()
    }
  })

  it('deletes sent and failed mail after the retention time, keeps pending mail', async () => {
    const mailer = mailerFor()
    const old = await mailer.send({
      to: 'a@example.com',
      lang: 'fi',
      template: 'account_deleted',
      params: {},
    })
    const waiting = await mailer.send({
      to: 'b@example.com',
      lang: 'fi',
      template: 'account_deleted',
      params: {},
    })
    await db.query(`UPDATE mail_outbox SET status = 'sent' WHERE id = $1`, [old.id])
    await db.query(`UPDATE mail_outbox SET created_at = now() - interval '31 days'`)
    expect(await mailer.deleteOldMail(30)).toBe(1)
    const left = await db.query<{ id: string }>('SELECT id FROM mail_outbox')
    expect(left.map((row) => row.id)).toEqual([waiting.id])
  })
})
