/**
 * The dev mailbox and the dev-mailbox mode of the mailer, on a minimal Fastify app with the real
 * session hooks (the JSON list must be readable without a session, as browser tests read it).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fastifyCookie from '@fastify/cookie'
import axe from 'axe-core'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { registerSecurityHooks } from '../../src/platform/auth/guards.ts'
import { loadConfig, type Mode } from '../../src/platform/config.ts'
import type { Db } from '../../src/platform/db/db.ts'
import { devMailboxEntrySchema, registerDevMailbox } from '../../src/platform/mail/dev-mailbox.ts'
import { createMailer, type Mailer } from '../../src/platform/mail/mailer.ts'
import {
  contentSecurityPolicy,
  registerSecurityHeaders,
} from '../../src/platform/security-headers.ts'
import { openTestDatabase } from '../helpers/db.ts'

const silent = { info: () => {}, warn: () => {}, error: () => {} }

/** A minimal app: cookies, the real session hooks, the dev mailbox, an SPA-like fallback. */
async function appFor(db: Db, mode: Mode): Promise<FastifyInstance> {
  // The hooks only need the session and origin settings; `mode` matters to the mailbox alone
  // (a full production config would also need SMTP and identity provider settings).
  const config = loadConfig(
    { ASUKAS_MODE: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'web-')) },
    {},
  )
  const app = Fastify({ logger: false })
  await registerSecurityHeaders(app, config)
  registerSecurityHooks(app, { config, db })
  await app.register(fastifyCookie)
  await registerDevMailbox(app, { db, mode })
  // Like the web app's fallback: any unknown page would be answered 200 with index.html.
  app.setNotFoundHandler(async (_request, reply) => reply.code(200).type('text/html').send('spa'))
  await app.ready()
  return app
}

let db: Db
let app: FastifyInstance
let mailer: Mailer

beforeAll(async () => {
  db = await openTestDatabase()
  app = await appFor(db, 'test')
  mailer = createMailer({ db, mode: 'test', from: 'no-reply@asukas.example', logger: silent })
})

afterAll(async () => {
  await app.close()
  await mailer.close()
  await db.close()
})

beforeEach(async () => {
  await db.query('DELETE FROM mail_outbox')
})

describe('the mailer without SMTP_URL', () => {
  it('keeps mail in the outbox as sent for the dev mailbox and never delivers it', async () => {
    expect(mailer.delivery).toBe('dev_mailbox')
    const { id, delivery } = await mailer.send({
      to: 'Aino@Example.com',
      lang: 'fi',
      template: 'registration_code',
      params: { code: '481516' },
    })
    expect(delivery).toBe('dev_mailbox')
    const rows = await db.query<{ status: string; delivery: string; sent_at: Date | null }>(
      'SELECT status, delivery, sent_at FROM mail_outbox WHERE id = $1',
      [id],
    )
    expect(rows[0]?.status).toBe('sent')
    expect(rows[0]?.delivery).toBe('dev_mailbox')
    expect(rows[0]?.sent_at).toBeInstanceOf(Date)
    expect(await mailer.deliverPending()).toEqual({ sent: 0, retried: 0, failed: 0 })
  })

  it('rolls the mail back with its transaction in dev mailbox mode too', async () => {
    await expect(
      db.transaction(async (tx) => {
        await mailer.send(
          { to: 'a@example.com', lang: 'fi', template: 'account_deleted', params: {} },
          tx,
        )
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    const list = await app.inject({ method: 'GET', url: '/api/dev/mailbox' })
    expect(list.json()).toEqual([])
  })
})

describe('GET /api/dev/mailbox', () => {
  it('lists the mail newest first without a session, filtered by recipient', async () => {
    await db.transaction(async (tx) => {
      await mailer.send(
        {
          to: 'aino@example.com',
          lang: 'fi',
          template: 'registration_code',
          params: { code: '111111' },
        },
        tx,
      )
      await mailer.send(
        {
          to: 'mikko@example.com',
          lang: 'sv',
          template: 'password_reset_code',
          params: { code: '222222' },
        },
        tx,
      )
      await mailer.send(
        {
          to: 'aino@example.com',
          lang: 'fi',
          template: 'password_change_code',
          params: { code: '333333' },
        },
        tx,
      )
    })

    const all = await app.inject({ method: 'GET', url: '/api/dev/mailbox' })
    expect(all.statusCode).toBe(200)
    expect(all.headers['content-type']).toMatch(/^application\/json/)
    expect(all.headers['cache-control']).toBe('no-store')
    const entries = devMailboxEntrySchema.array().parse(all.json())
    expect(entries.map((entry) => entry.text.match(/\d{6}/)?.[0])).toEqual([
      '333333',
      '222222',
      '111111',
    ])

    const aino = await app.inject({
      method: 'GET',
      url: '/api/dev/mailbox?to=%20AINO%40example.com',
    })
    const mails = devMailboxEntrySchema.array().parse(aino.json())
    expect(mails).toHaveLength(2)
    expect(mails[0]).toMatchObject({
      to: 'aino@example.com',
      subject: 'Asukas: salasanan vaihtamisen koodi',
      lang: 'fi',
      template: 'password_change_code',
      status: 'sent',
    })
    expect(mails[0]?.text).toContain('333333')
    expect(mails[0]?.html).toContain('<html lang="fi">')
    expect(Date.parse(mails[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000)

    const nobody = await app.inject({
      method: 'GET',
      url: '/api/dev/mailbox?to=nobody@example.com',
    })
    expect(nobody.json()).toEqual([])
  })

  it('shows at most the newest 50', async () => {
    for (let i = 0; i < 52; i += 1) {
      await mailer.send({
        to: 'many@example.com',
        lang: 'en',
        template: 'registration_code',
        params: { code: String(100000 + i) },
      })
    }
    const entries = devMailboxEntrySchema
      .array()
      .parse((await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json())
    expect(entries).toHaveLength(50)
    expect(entries[0]?.text).toContain('100051')
    expect(entries[49]?.text).toContain('100002')
  })
})

describe('GET /dev/mailbox', () => {
  it('renders the mail as escaped, script-free HTML with the style sheet', async () => {
    await mailer.send({
      to: 'aino@example.com',
      lang: 'sv',
      template: 'registration_code',
      params: { code: '424242', firstName: '<img src=x onerror=alert(1)>' },
    })
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    // The strict policy of the whole app, no exception: the page has no inline script or style.
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toContain('<html lang="en">')
    expect(page.body).toContain('Asukas: verifieringskod för e-postadressen')
    expect(page.body).toContain('aino@example.com')
    expect(page.body).toContain('424242')
    expect(page.body).toContain('<pre lang="sv">Hej &lt;img src=x onerror=alert(1)&gt;,')
    expect(page.body).not.toContain('<img')
    expect(page.body).not.toMatch(/<script|<style|<[^>]*\s(style|on[a-z]+)=/i)
    expect(page.body).toContain('<link rel="stylesheet" href="/dev/mailbox.css">')

    const css = await app.inject({ method: 'GET', url: '/dev/mailbox.css' })
    expect(css.statusCode).toBe(200)
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
  })

  it('filters by recipient and says when there is no mail', async () => {
    await mailer.send({
      to: 'aino@example.com',
      lang: 'fi',
      template: 'account_deleted',
      params: {},
    })
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox?to=mikko%40example.com' })
    expect(page.body).toContain('No mail to mikko@example.com yet.')
    expect(page.body).toContain('value="mikko@example.com"')
    expect(page.body).not.toContain('aino@example.com')
  })

  it('has no accessibility violations (axe-core)', async () => {
    await mailer.send({
      to: 'aino@example.com',
      lang: 'en',
      template: 'password_reset_code',
      params: { code: '123456' },
    })
    await mailer.send({
      to: 'mikko@example.com',
      lang: 'fi',
      template: 'account_deleted',
      params: {},
    })
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' })
    // jsdom ships no types and the server has no DOM types: describe the little used here.
    const jsdomModule = 'jsdom'
    const { JSDOM } = (await import(jsdomModule)) as {
      JSDOM: new (
        html: string,
        options: { runScripts: 'outside-only' },
      ) => {
        window: {
          document: unknown
          eval(code: string): void
          axe: { run(context: unknown, options: axe.RunOptions): Promise<axe.AxeResults> }
        }
      }
    }
    const { window } = new JSDOM(page.body, { runScripts: 'outside-only' })
    window.eval(axe.source)
    const results = await window.axe.run(window.document, {
      // jsdom does not lay out or paint: contrast cannot be measured there.
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
    expect(results.passes.length).toBeGreaterThan(10)
  })
})

describe('in production', () => {
  it('answers 404 on every dev mailbox route and shows no mail', async () => {
    await mailer.send({
      to: 'aino@example.com',
      lang: 'fi',
      template: 'registration_code',
      params: { code: '654321' },
    })
    const production = await appFor(db, 'production')
    try {
      for (const url of [
        '/dev/mailbox',
        '/dev/mailbox.css',
        '/api/dev/mailbox',
        '/api/dev/mailbox?to=aino@example.com',
      ]) {
        const response = await production.inject({ method: 'GET', url })
        expect(response.statusCode, url).toBe(404)
        expect(response.json(), url).toEqual({ error: 'NOT_FOUND' })
        expect(response.body).not.toContain('654321')
      }
    } finally {
      await production.close()
    }
  })
})
