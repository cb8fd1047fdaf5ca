/**
 * Two server processes on one PostgreSQL (issue 8 "Prove it"; docs/architecture.md "Scale-out":
 * nothing another instance needs is kept in process memory): the login throttle and the rate
 * limits are shared, a logout on one instance is honoured by the other at once, and each outbox
 * e-mail is sent exactly once although both run a delivery worker. Skipped without
 * DATABASE_URL (PGlite is one process's database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres } from '../../src/platform/db/postgres.ts'
import { insertOutboxMail } from '../../src/platform/mail/repository.ts'
import {
  httpLogin,
  processSchema,
  startServerProcess,
  tempDataDir,
  type ProcessSchema,
  type ServerProcess,
} from '../helpers/server-process.ts'
import { startSmtpTestServer, type SmtpTestServer } from '../mail/smtp-test-server.ts'

const databaseUrl = process.env.DATABASE_URL ?? ''
const PASSWORD = 'Asukas-demo-1'

describe.skipIf(databaseUrl === '')('two instances on one PostgreSQL', () => {
  let schema: ProcessSchema
  let smtp: SmtpTestServer
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    schema = await processSchema(databaseUrl)
    smtp = await startSmtpTestServer()
    const env = {
      DATABASE_URL: schema.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'asukas@example.com',
      SEED_DEMO_DATA: 'true',
    }
    a = await startServerProcess({ ...env, DATA_DIR: tempDataDir() })
    b = await startServerProcess({ ...env, DATA_DIR: tempDataDir() })
  }, 120_000)

  afterAll(async () => {
    for (const server of [a, b]) {
      server?.child.kill('SIGTERM')
      await server?.exited
    }
    await smtp?.close()
    await schema?.drop()
  })

  it('honours a logout on one instance at once on the other', async () => {
    const { cookie } = await httpLogin(a.url, 'aino.virtanen@example.com', PASSWORD)
    expect(cookie).not.toBeNull()
    const headers = { cookie: cookie ?? '' }
    expect((await fetch(`${b.url}/api/user/metadata`, { headers })).status).toBe(200)
    const logout = await fetch(`${a.url}/api/logout`, {
      method: 'POST',
      headers: { ...headers, 'x-requested-with': 'fetch' },
    })
    expect(logout.status).toBe(200)
    const after = await fetch(`${b.url}/api/user/metadata`, { headers })
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ error: 'UNAUTHORIZED' })
  })

  it('shares the login throttle: failures on one instance lock the account on the other', async () => {
    const email = 'antti.nieminen@example.com'
    const statuses: number[] = []
    // Five wrong passwords, alternating instances.
    for (let attempt = 0; attempt < 5; attempt++) {
      const server = attempt % 2 === 0 ? a : b
      statuses.push((await httpLogin(server.url, email, 'Wrong-password-1')).status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    // The next attempt, even with the right password, waits on both instances.
    for (const server of [a, b]) {
      const result = await httpLogin(server.url, email, PASSWORD)
      expect(result.status).toBe(429)
      const body = JSON.parse(result.body) as { error: string; details?: { retryAfter?: number } }
      expect(body.error).toBe('TOO_MANY_FAILED_ATTEMPTS_EXCEPTION')
      expect(body.details?.retryAfter).toBeGreaterThan(0)
    }
  })

  it('shares the rate limits: code mails to one address are counted across instances', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const server = attempt % 2 === 0 ? a : b
      const response = await fetch(`${server.url}/api/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'mikko.korhonen@example.com' }),
      })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({ error: 'LIMIT_EXCEEDED_EXCEPTION' })
      }
    }
    // Five code mails per address per hour (defaultAccountLimits), whichever instance.
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true)
    expect(statuses[5]).toBe(429)
  })

  it('sends each outbox e-mail exactly once', async () => {
    const db = await openPostgres(databaseUrl, { searchPath: schema.schema, max: 2 })
    const count = 40
    try {
      for (let n = 0; n < count; n++) {
        await insertOutboxMail(db, {
          to: `resident${n}@example.com`,
          subject: `exactly-once ${n}`,
          text: 'text',
          html: '<p>html</p>',
          template: 'account_deleted',
          lang: 'fi',
          userId: null,
          delivery: 'smtp',
        })
      }
      const subjectsOf = () =>
        smtp.received
          .map((mail) => mail.header('subject') ?? '')
          .filter((subject) => subject.startsWith('exactly-once '))
      const started = Date.now()
      while (subjectsOf().length < count && Date.now() - started < 30_000) {
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      // Longer than a poll interval more, so a duplicate would have arrived.
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      const subjects = subjectsOf()
      expect(subjects.length).toBe(count)
      expect(new Set(subjects).size).toBe(count)
      const rows = await db.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from mail_outbox where subject like 'exactly-once %' group by status`,
      )
      expect(rows).toEqual([{ status: 'sent', n: count }])
    } finally {
      await db.close()
    }
  }, 60_000)
})
