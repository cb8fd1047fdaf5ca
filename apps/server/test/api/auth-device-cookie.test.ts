/**
 * Lockout without denial of service (issue 8 item 2; OWASP device cookies; ADR 0008): a browser
 * that has logged in holds a signed device cookie and is throttled on its own counter, so a
 * stranger's failures on the same e-mail do not lock the owner out; the back-off itself stays.
 * Lockout answers tell how long to wait (issue 10 finding 19), and every public POST has a
 * per-IP limit with Retry-After shared through the database (issue 8 item 11).
 */
import { describe, expect, it } from 'vitest'
import { issueDeviceToken, readDeviceToken } from '../../src/features/accounts/device-cookie.ts'
import { manualClock } from '../../src/platform/clock.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { appOn, cookieFrom, DEMO_PASSWORD } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const clock = manualClock(new Date('2026-11-21T08:00:00Z'))
const t = useTestApp({}, { clock })
const WRONG = 'Wrong-password-1'
const SECRET = 'asukas-development-device-cookie-key-not-secret'

async function newResident(email: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, confirmed)
     SELECT $1, password_hash, 'Laite', 'Testinen', true FROM users WHERE id = $2 RETURNING id`,
    [email, demoIds.mikkoUser],
  )
  return rows[0]?.id ?? ''
}

function login(email: string, password: string, options: { device?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: options.ip ?? '203.0.113.60',
    headers: {
      'content-type': 'application/json',
      ...(options.device ? { cookie: options.device } : {}),
    },
    payload: JSON.stringify({ username: email, password }),
  })
}

describe('the device cookie', () => {
  it('is set at a successful login, signed, HttpOnly, for that account', async () => {
    const email = 'laite.uusi@example.com'
    const userId = await newResident(email)
    const response = await login(email, DEMO_PASSWORD)
    expect(response.statusCode).toBe(200)
    const header = [response.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('asukas_device='))
    expect(header).toMatch(/HttpOnly/)
    expect(header).toMatch(/SameSite=Lax/)
    const value = cookieFrom(response, 'asukas_device')?.split('=')[1]
    expect(readDeviceToken(SECRET, value, clock.now())).toMatchObject({ userId })
    expect(readDeviceToken('another-secret-of-at-least-32-characters', value, clock.now())).toBe(
      null,
    )
    const forged = value?.replace(/^[0-9a-f]/, (c) => (c === 'a' ? 'b' : 'a'))
    expect(readDeviceToken(SECRET, forged, clock.now())).toBe(null)
  })

  it("keeps the owner's browser in while a stranger is locked out", async () => {
    const email = 'laite.omistaja@example.com'
    await newResident(email)
    const first = await login(email, DEMO_PASSWORD)
    const device = cookieFrom(first, 'asukas_device') ?? ''
    expect(device).not.toBe('')

    // A stranger keeps failing: the e-mail's shared counter is closed.
    for (let i = 0; i < 10; i += 1) {
      const answer = await login(email, WRONG, { ip: '198.51.100.200' })
      expect(answer.statusCode).toBe(i < 5 ? 401 : 429)
    }
    const stranger = await login(email, DEMO_PASSWORD, { ip: '198.51.100.201' })
    expect(stranger.statusCode).toBe(429)

    // The owner's browser, with its device cookie, still logs in.
    const owner = await login(email, DEMO_PASSWORD, { device })
    expect(owner.statusCode).toBe(200)
  })

  it('gives a trusted browser its own back-off', async () => {
    const email = 'laite.oma@example.com'
    await newResident(email)
    const device = cookieFrom(await login(email, DEMO_PASSWORD), 'asukas_device') ?? ''
    for (let i = 0; i < 5; i += 1) {
      expect((await login(email, WRONG, { device })).statusCode).toBe(401)
    }
    const locked = await login(email, DEMO_PASSWORD, { device })
    expect(locked.statusCode).toBe(429)
    // ...while a browser without the cookie is on the e-mail's counter, still open.
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200)
  })

  it("does not count for another account's e-mail", async () => {
    const owner = 'laite.a@example.com'
    const other = 'laite.b@example.com'
    await newResident(owner)
    await newResident(other)
    const device = cookieFrom(await login(owner, DEMO_PASSWORD), 'asukas_device') ?? ''
    for (let i = 0; i < 5; i += 1) await login(other, WRONG)
    // The cookie belongs to `owner`: for `other` the shared counter applies, which is closed.
    expect((await login(other, DEMO_PASSWORD, { device })).statusCode).toBe(429)
  })

  it('is not accepted once expired', () => {
    const token = issueDeviceToken(SECRET, demoIds.mikkoUser, clock.now())
    expect(readDeviceToken(SECRET, token, clock.now())).not.toBe(null)
    const later = new Date(clock.now().getTime() + 181 * 24 * 60 * 60 * 1000)
    expect(readDeviceToken(SECRET, token, later)).toBe(null)
  })
})

describe('a lockout answer', () => {
  it('tells how long to wait, in seconds, in the body and the Retry-After header', async () => {
    const email = 'laite.odota@example.com'
    await newResident(email)
    for (let i = 0; i < 5; i += 1) expect((await login(email, WRONG)).statusCode).toBe(401)
    // 5 failures: 1 s to wait; a refused attempt does not count.
    expect((await login(email, WRONG)).json()).toEqual({
      error: 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
      details: { retryAfter: 1 },
    })
    clock.advance(1000)
    expect((await login(email, WRONG)).statusCode).toBe(401)
    const locked = await login(email, DEMO_PASSWORD)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({
      error: 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
      details: { retryAfter: 2 },
    })
    expect(locked.headers['retry-after']).toBe('2')
  })
})

describe('the per-IP limit of public POSTs', () => {
  it('answers 429 with Retry-After past the limit, shared by two instances', async () => {
    const limits = { publicPostsPerIp: { limit: 3, windowMs: 60_000 } }
    const first = await appOn(t.db, {}, { clock, limits })
    const second = await appOn(t.db, {}, { clock, limits })
    try {
      clock.set(new Date('2026-11-22T10:00:00Z'))
      const post = (app: typeof first, url: string, payload: object) =>
        app.inject({
          method: 'POST',
          url,
          remoteAddress: '192.0.2.33',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        })
      expect(
        (await post(first, '/api/forgot-password', { email: 'x@example.com' })).statusCode,
      ).toBe(200)
      expect(
        (await post(second, '/api/forgot-password', { email: 'y@example.com' })).statusCode,
      ).toBe(200)
      expect(
        (await post(first, '/api/login', { username: 'z@example.com', password: WRONG }))
          .statusCode,
      ).toBe(401)
      clock.advance(15_000)
      const refused = await post(second, '/api/forgot-password', { email: 'w@example.com' })
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({
        error: 'TOO_MANY_REQUESTS_EXCEPTION',
        details: { retryAfter: 65 },
      })
      // 3 in this minute: the window must end and a third of the next pass (3 · 2/3 < 3).
      expect(refused.headers['retry-after']).toBe('65')
      const registration = await post(first, '/api/resend-verification-code', {
        email: 'w@example.com',
      })
      expect(registration.statusCode).toBe(429)
      // Another address is not affected.
      const elsewhere = await first.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: '192.0.2.34',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'v@example.com' }),
      })
      expect(elsewhere.statusCode).toBe(200)
      // After the wait the sliding window has room again.
      clock.advance(65_000)
      expect(
        (await post(first, '/api/forgot-password', { email: 'u@example.com' })).statusCode,
      ).toBe(200)
    } finally {
      await first.close()
      await second.close()
    }
  })
})
