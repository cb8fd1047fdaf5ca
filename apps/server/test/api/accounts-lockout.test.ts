/**
 * Login lockout timing (docs/specification.md "account lockout": after 5 failed logins for an e-mail the
 * wait doubles from 1 s up to 15 min; at most 20 failed logins per e-mail per hour; answers
 * never reveal whether an account exists) and the login audit, with a manual clock instead of
 * sleeping.
 */
import { describe, expect, it } from 'vitest'
import { manualClock } from '../../src/platform/clock.ts'
import {
  MAX_WAIT_MS,
  remainingWaitMs,
  waitAfterFailures,
} from '../../src/platform/auth/login-throttle.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { auditRows, call, DEMO_PASSWORD } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const clock = manualClock(new Date('2026-11-21T08:00:00Z'))
const SECOND = 1000
const MINUTE = 60 * SECOND
const t = useTestApp({}, { clock })

/** A confirmed resident with the demo password. */
async function newResident(email: string): Promise<void> {
  await t.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, confirmed)
     SELECT $1, password_hash, 'Lukko', 'Testinen', true FROM users WHERE id = $2`,
    [email, demoIds.mikkoUser],
  )
}

async function attempt(email: string, password = 'Wrong-password-1') {
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/login',
    payload: { username: email, password },
  })
  return { status: response.statusCode, body: response.json() as unknown }
}

const locked = {
  status: 429,
  body: {
    error: 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    details: { retryAfter: expect.any(Number) as number },
  },
}
const refused = { status: 401, body: { error: 'INVALID_CREDENTIALS' } }

describe('the lockout schedule', () => {
  it('waits 0 before 5 failures, then 1 s doubling to 15 min, and stops at 20 an hour', () => {
    expect([0, 4, 5, 6, 7, 14].map(waitAfterFailures)).toEqual([0, 0, 1000, 2000, 4000, 512_000])
    expect(waitAfterFailures(15)).toBe(MAX_WAIT_MS)
    expect(waitAfterFailures(19)).toBe(MAX_WAIT_MS)
    expect(waitAfterFailures(20)).toBe(Number.POSITIVE_INFINITY)
    expect(remainingWaitMs(6, 500)).toBe(1500)
    expect(remainingWaitMs(6, 5000)).toBe(0)
  })
})

describe('login lockout', () => {
  it('locks an e-mail after 5 failures and doubles the wait from 1 s', async () => {
    const email = 'lukko@example.com'
    await newResident(email)
    for (let i = 0; i < 5; i += 1) expect(await attempt(email)).toEqual(refused)
    expect(await attempt(email, DEMO_PASSWORD)).toEqual(locked)
    clock.advance(999)
    expect(await attempt(email, DEMO_PASSWORD)).toEqual(locked)
    clock.advance(1)
    expect(await attempt(email)).toEqual(refused)
    clock.advance(1999)
    expect(await attempt(email)).toEqual(locked)
    clock.advance(1)
    expect(await attempt(email)).toEqual(refused)
    clock.advance(4 * SECOND)
    expect((await attempt(email, DEMO_PASSWORD)).status).toBe(200)
    // A success starts the count again.
    for (let i = 0; i < 5; i += 1) expect(await attempt(email)).toEqual(refused)
    expect(await attempt(email)).toEqual(locked)
  })

  it('caps the wait at 15 minutes', async () => {
    const email = 'sitkea@example.com'
    await newResident(email)
    for (let failures = 1; failures <= 15; failures += 1) {
      expect(await attempt(email), `failure ${failures}`).toEqual(refused)
      clock.advance(waitAfterFailures(failures))
    }
    // 15 failures: 2^10 s would be over 17 minutes; the wait is 15 minutes.
    expect(await attempt(email)).toEqual(refused)
    clock.advance(15 * MINUTE - 1)
    expect(await attempt(email, DEMO_PASSWORD)).toEqual(locked)
    clock.advance(1)
    expect((await attempt(email, DEMO_PASSWORD)).status).toBe(200)
  })

  it('allows at most 20 failures an hour, however long the wait has been', async () => {
    const email = 'tulva@example.com'
    await newResident(email)
    const start = clock.now().getTime()
    for (let i = 0; i < 20; i += 1) {
      await t.db.query(
        `INSERT INTO login_attempts (email, ip_address, succeeded, attempted_at)
         VALUES ($1, '203.0.113.7', false, $2)`,
        [email, new Date(start - 30 * MINUTE + i * SECOND)],
      )
    }
    expect(await attempt(email, DEMO_PASSWORD)).toEqual(locked)
    clock.advance(29 * MINUTE)
    expect(await attempt(email, DEMO_PASSWORD)).toEqual(locked)
    clock.advance(2 * MINUTE)
    expect((await attempt(email, DEMO_PASSWORD)).status).toBe(200)
  })

  it('refuses an IP address after 100 failed logins in an hour, whatever the e-mails', async () => {
    const sprayer = '198.51.100.9'
    const now = clock.now().getTime()
    for (let i = 0; i < 100; i += 1) {
      await t.db.query(
        `INSERT INTO login_attempts (email, ip_address, succeeded, attempted_at)
         VALUES ($1, $2, false, $3)`,
        [`spray${i}@example.com`, sprayer, new Date(now - 30 * MINUTE)],
      )
    }
    const email = 'spray.target@example.com'
    await newResident(email)
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
      })
    const blocked = await from(sprayer)
    expect(blocked.statusCode).toBe(429)
    // The oldest of the 100 failures leaves the hour in 30 minutes.
    expect(blocked.json()).toEqual({
      error: 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
      details: { retryAfter: 30 * 60 },
    })
    expect(blocked.headers['retry-after']).toBe(String(30 * 60))
    expect((await from('198.51.100.10')).statusCode).toBe(200)
    clock.advance(31 * MINUTE)
    expect((await from(sprayer)).statusCode).toBe(200)
  })

  it('treats an unknown e-mail exactly like a known one', async () => {
    const known = 'tunnettu@example.com'
    await newResident(known)
    const unknown = 'tuntematon@example.com'
    const answers = async (email: string) => {
      const seen = []
      for (let i = 0; i < 6; i += 1) seen.push(await attempt(email))
      clock.advance(SECOND)
      seen.push(await attempt(email))
      seen.push(await attempt(email))
      return seen
    }
    expect(await answers(unknown)).toEqual(await answers(known))
  })

  it('audits failures, the start of a wait and successes', async () => {
    const email = 'valvottu@example.com'
    await newResident(email)
    clock.advance(MINUTE)
    for (let i = 0; i < 5; i += 1) await attempt(email)
    const failed = (await auditRows(t.db, 'login_failed')).filter(
      (row) => row.details.email === email,
    )
    expect(failed).toHaveLength(5)
    expect(failed[0]).toMatchObject({
      ip_address: '127.0.0.1',
      details: { email, door: 'resident', reason: 'invalid_credentials' },
    })
    const lockouts = (await auditRows(t.db, 'login_locked_out')).filter(
      (row) => row.details.email === email,
    )
    expect(lockouts).toEqual([
      expect.objectContaining({ details: { email, door: 'resident', failures: 5, waitMs: 1000 } }),
    ])
    clock.advance(SECOND)
    expect((await attempt(email, DEMO_PASSWORD)).status).toBe(200)
    const succeeded = await auditRows(t.db, 'login_succeeded')
    expect(succeeded.at(-1)).toMatchObject({ details: { door: 'resident' } })
    expect(succeeded.at(-1)?.actor_user_id).toBe(
      (await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id,
    )
  })

  it('shares the count between instances: it lives in the database', async () => {
    const email = 'jaettu@example.com'
    await newResident(email)
    const { appOn } = await import('../helpers/app.ts')
    const second = await appOn(t.db, {}, { clock })
    try {
      for (let i = 0; i < 5; i += 1) {
        const app = i % 2 === 0 ? t.app : second
        const response = await call(app, {
          method: 'POST',
          url: '/api/login',
          payload: { username: email, password: 'Wrong-password-1' },
        })
        expect(response.statusCode).toBe(401)
      }
      const response = await call(second, {
        method: 'POST',
        url: '/api/login',
        payload: { username: email, password: DEMO_PASSWORD },
      })
      expect(response.statusCode).toBe(429)
    } finally {
      await second.close()
    }
  })
})
