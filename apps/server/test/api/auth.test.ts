/**
 * Login, logout and sessions (spec 02 §7, §8; docs/specification.md "account lockout"; ADR 0002), and
 * the rule that every non-public route refuses anonymous calls.
 */
import { describe, expect, it } from 'vitest'
import { sessionIdOf } from '../../src/platform/auth/sessions.ts'
import { manualClock } from '../../src/platform/clock.ts'
import {
  tokenOf,
  AINO,
  appOn,
  call,
  cookieFrom,
  DEMO_PASSWORD,
  fillPath,
  login,
  MIKKO,
  userIdOf,
} from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()

describe('POST /api/login', () => {
  it('starts a session with an HttpOnly, SameSite=Lax, Path=/ cookie (no Secure on http)', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: AINO, password: DEMO_PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ locale: 'fi' })
    const header = String(response.headers['set-cookie'])
    expect(header).toMatch(/^asukas_session=[A-Za-z0-9_-]{43};/)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Lax')
    expect(header).toContain('Path=/')
    expect(header).not.toContain('Secure')
    const cookie = cookieFrom(response, 'asukas_session') ?? ''
    const rows = await t.db.query<{ user_id: string }>(
      'SELECT user_id FROM sessions WHERE id = $1',
      [sessionIdOf(tokenOf(cookie))],
    )
    expect(rows).toEqual([{ user_id: await userIdOf(t.db, AINO) }])
    const profile = await call(t.app, { url: '/api/user/profile', cookie })
    expect(profile.statusCode).toBe(200)
    expect(profile.json()).toMatchObject({ email: AINO })
  })

  it('answers the stored portal language, and logging in does not change it', async () => {
    const email = 'mikko.korhonen@example.com'
    await t.db.query(`UPDATE users SET locale = 'sv' WHERE email = $1`, [email])
    try {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/login',
        payload: { username: email, password: DEMO_PASSWORD },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ locale: 'sv' })
      const rows = await t.db.query<{ locale: string }>(
        'SELECT locale FROM users WHERE email = $1',
        [email],
      )
      expect(rows).toEqual([{ locale: 'sv' }])
    } finally {
      await t.db.query(`UPDATE users SET locale = 'fi' WHERE email = $1`, [email])
    }
  })

  it('accepts the e-mail in any letter case', async () => {
    const cookie = await login(t.app, 'Aino.Virtanen@Example.com')
    expect(cookie).toMatch(/^asukas_session=/)
  })

  it('uses __Host-asukas_session with Secure over https', async () => {
    const app = await appOn(t.db, { PUBLIC_URL: 'https://asukas.example.com' })
    try {
      const response = await call(app, {
        method: 'POST',
        url: '/api/login',
        payload: { username: MIKKO, password: DEMO_PASSWORD },
      })
      expect(response.statusCode).toBe(200)
      const header = String(response.headers['set-cookie'])
      expect(header).toMatch(/^__Host-asukas_session=/)
      expect(header).toContain('Secure')
      expect(header).toContain('HttpOnly')
      expect(header).toContain('Path=/')
      expect(header).not.toContain('Domain')
    } finally {
      await app.close()
    }
  })

  it('answers 401 INVALID_CREDENTIALS for a wrong password and for an unknown user alike', async () => {
    for (const payload of [
      { username: AINO, password: 'Wrong-password-1' },
      { username: 'no.such.user@example.com', password: DEMO_PASSWORD },
    ]) {
      const response = await call(t.app, { method: 'POST', url: '/api/login', payload })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: 'INVALID_CREDENTIALS' })
      expect(response.headers['set-cookie']).toBeUndefined()
    }
  })

  it('answers 403 USER_NOT_CONFIRMED for an unconfirmed account with the right password', async () => {
    const email = 'unconfirmed.resident@example.com'
    await t.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, confirmed)
       SELECT $1, password_hash, 'Ulla', 'Vahvistamaton', false FROM users WHERE email = $2`,
      [email, AINO],
    )
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password: DEMO_PASSWORD },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ error: 'USER_NOT_CONFIRMED' })
    // No session; only the registration cookie of continue mode (accounts-registration.test.ts).
    expect(cookieFrom(response, 'asukas_session')).toBeUndefined()
    expect(cookieFrom(response, 'asukas_registration')).toMatch(/^asukas_registration=/)
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password: 'Wrong-password-1' },
    })
    expect(wrong.json()).toEqual({ error: 'INVALID_CREDENTIALS' })
  })

  it('rotates the session: the old cookie stops working after a new login', async () => {
    const first = await login(t.app, MIKKO)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: first },
      payload: { username: MIKKO, password: DEMO_PASSWORD },
    })
    const second = cookieFrom(response, 'asukas_session')
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    expect((await call(t.app, { url: '/api/contracts', cookie: first })).statusCode).toBe(401)
    expect((await call(t.app, { url: '/api/contracts', cookie: second })).statusCode).toBe(200)
  })

  it('throttles an e-mail after 5 failures (429), without revealing whether it exists', async () => {
    const email = 'lockout.target@example.com'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/login',
        payload: { username: email, password: 'Wrong-password-1' },
      })
      expect(response.statusCode).toBe(401)
    }
    const locked = await call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password: 'Wrong-password-1' },
    })
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({
      error: 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
      details: { retryAfter: expect.any(Number) as number },
    })
    await t.db.query(
      `UPDATE login_attempts SET attempted_at = attempted_at - interval '2 seconds' WHERE email = $1`,
      [email],
    )
    const afterWait = await call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: email, password: 'Wrong-password-1' },
    })
    expect(afterWait.statusCode).toBe(401)
  })
})

describe('sessions', () => {
  it('ends after 30 minutes idle', async () => {
    const cookie = await login(t.app, MIKKO)
    await t.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE id = $1`,
      [sessionIdOf(tokenOf(cookie))],
    )
    const response = await call(t.app, { url: '/api/contracts', cookie })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'UNAUTHORIZED' })
  })

  it('ends 12 hours after login however busy', async () => {
    const cookie = await login(t.app, MIKKO)
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      sessionIdOf(tokenOf(cookie)),
    ])
    expect((await call(t.app, { url: '/api/contracts', cookie })).statusCode).toBe(401)
  })

  it('refreshes last_seen_at at most once a minute', async () => {
    const clock = manualClock()
    const app = await appOn(t.db, {}, { clock })
    try {
      const cookie = await login(app, MIKKO)
      const id = sessionIdOf(tokenOf(cookie))
      const seen = async () =>
        (
          await t.db.query<{ last_seen_at: Date }>(
            'SELECT last_seen_at FROM sessions WHERE id = $1',
            [id],
          )
        )[0]?.last_seen_at.getTime()
      await t.db.query(
        `UPDATE sessions SET last_seen_at = now() - interval '30 seconds' WHERE id = $1`,
        [id],
      )
      const before = await seen()
      await call(app, { url: '/api/contracts', cookie })
      clock.advance(20_000)
      await call(app, { url: '/api/contracts', cookie })
      expect(await seen()).toBe(before)
      clock.advance(35_000)
      await call(app, { url: '/api/contracts', cookie })
      expect(await seen()).toBeGreaterThan(before ?? 0)
    } finally {
      await app.close()
    }
  })

  it('ignores a forged cookie', async () => {
    const response = await call(t.app, {
      url: '/api/contracts',
      cookie: 'asukas_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('POST /api/logout', () => {
  it('deletes the session and clears the cookie', async () => {
    const cookie = await login(t.app, AINO)
    const response = await call(t.app, { method: 'POST', url: '/api/logout', cookie })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({})
    expect(String(response.headers['set-cookie'])).toMatch(/^asukas_session=;/)
    const rows = await t.db.query('SELECT 1 FROM sessions WHERE id = $1', [
      sessionIdOf(tokenOf(cookie)),
    ])
    expect(rows).toEqual([])
    expect((await call(t.app, { url: '/api/user/profile', cookie })).statusCode).toBe(401)
  })

  it('answers {} without a session too', async () => {
    const response = await call(t.app, { method: 'POST', url: '/api/logout' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({})
  })
})

describe('anonymous calls', () => {
  it('are refused with 401 UNAUTHORIZED on every non-public route', async () => {
    const table = t.app.routeTable.filter((route) => route.method !== 'HEAD')
    const publicRoutes = table.filter((route) => route.access === 'public').map((r) => r.url)
    expect(publicRoutes).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/logout',
        '/api/health',
        '/api/app-settings',
        '/api/feature-flags',
      ]),
    )
    // The integration API's calls need no session but a bearer token (every one of them is
    // refused without it: integration-auth.test.ts).
    const apiPublic = publicRoutes.filter(
      (url) =>
        url.startsWith('/api/') &&
        !url.startsWith('/api/docs') &&
        !url.startsWith('/api/integration/v1/'),
    )
    expect(apiPublic.sort()).toEqual(
      [
        '/api/app-settings',
        '/api/confirm-forgotten-password',
        '/api/dev/mailbox',
        '/api/feature-flags',
        '/api/forgot-password',
        '/api/health',
        '/api/identity/callback',
        // the integration API's token endpoint (issue 22): HTTP Basic client authentication
        '/api/integration/oauth/token',
        '/api/login',
        '/api/logout',
        '/api/passport-registration-entry-link',
        '/api/registration-entry-link',
        '/api/resend-verification-code',
        '/api/set-verification-code',
        '/api/staff/login',
        // The fixtures API exists in test mode only (test/api/test-fixtures.test.ts).
        '/api/test-fixtures/flow-contracts',
        '/api/test-fixtures/messages',
        '/api/test-fixtures/reset',
        '/api/test-fixtures/residents',
        // the staff login's second factor (issue 14): enrolment (GET and POST) and the code
        '/api/staff/login/enrolment',
        '/api/staff/login/enrolment',
        '/api/staff/login/second-factor',
        '/api/verify-email',
      ].sort(),
    )
    const guarded = table.filter((route) => route.access !== 'public')
    expect(guarded.map((route) => route.access)).toContain('staff')
    expect(guarded.length).toBeGreaterThanOrEqual(14)
    for (const route of guarded) {
      const url = fillPath(route.url, {}, '00000000-0000-4000-8000-000000000000')
      const response = await call(t.app, {
        method: route.method as 'GET' | 'POST',
        url,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      })
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
      expect(response.json(), `${route.method} ${route.url}`).toEqual({ error: 'UNAUTHORIZED' })
    }
  })

  it('get 401 UNAUTHORIZED also with a wrongly formed cookie name value', async () => {
    const response = await call(t.app, {
      url: '/api/user/notifications',
      cookie: 'asukas_session=',
    })
    expect(response.statusCode).toBe(401)
  })
})
