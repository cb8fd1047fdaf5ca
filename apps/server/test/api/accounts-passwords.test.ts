/**
 * Forgot password and change password by code (spec 01 §4 "Password reset or change", spec 02
 * §7, §8 "Password change by code": every cause its own code; issue 4 "Codes", "never reveal
 * whether an account exists"), with the dev mailbox and a manual clock.
 */
import { describe, expect, it } from 'vitest'
import { manualClock } from '../../src/platform/clock.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, auditRows, DEMO_PASSWORD, login, STAFF } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'
import { Browser, latestCode, mailTo, otherCode } from '../helpers/browser.ts'

const clock = manualClock(new Date('2026-11-21T10:00:00Z'))
const HOUR = 60 * 60 * 1000
const NEW_PASSWORD = 'Uusi-Salainen-42'
const t = useTestApp({}, { clock })

/** A confirmed resident with the demo password and no contracts. */
async function newResident(email: string, locale = 'fi'): Promise<void> {
  await t.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, confirmed, locale)
     SELECT $1, password_hash, 'Salla', 'Sanaton', true, $2 FROM users WHERE id = $3`,
    [email, locale, demoIds.mikkoUser],
  )
}

function post(browser: Browser, url: string, json?: object) {
  return browser.post(url, json)
}

describe('forgot password', () => {
  it('mails a reset code in the resident’s language and sets the new password with it', async () => {
    const email = 'unohtaja@example.com'
    await newResident(email, 'en')
    const elsewhere = await login(t.app, email)
    const browser = new Browser(t.app)
    const asked = await post(browser, '/api/forgot-password', { email: 'Unohtaja@Example.com' })
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual({})
    const [mail] = await mailTo(t.app, email)
    expect(mail).toMatchObject({ template: 'password_reset_code', lang: 'en' })
    const code = await latestCode(t.app, email)

    const confirmed = await post(browser, '/api/confirm-forgotten-password', {
      email,
      resetCode: code,
      newPassword: NEW_PASSWORD,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toEqual({})
    await login(t.app, email, NEW_PASSWORD)
    const old = await browser.post('/api/login', { username: email, password: DEMO_PASSWORD })
    expect(old.json()).toEqual({ error: 'INVALID_CREDENTIALS' })
    const ended = await t.app.inject({ url: '/api/user/profile', headers: { cookie: elsewhere } })
    expect(ended.statusCode).toBe(401)
    const changed = await auditRows(t.db, 'password_changed')
    expect(changed.at(-1)?.details).toEqual({ via: 'reset' })
    const sent = await auditRows(t.db, 'code_sent')
    expect(sent.at(-1)?.details).toEqual({ purpose: 'reset_password', email })
  })

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const browser = new Browser(t.app)
    const unknown = 'ei.ole@example.com'
    const response = await post(browser, '/api/forgot-password', { email: unknown })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({})
    expect(await mailTo(t.app, unknown)).toEqual([])
    const confirm = await post(browser, '/api/confirm-forgotten-password', {
      email: unknown,
      resetCode: '123456',
      newPassword: NEW_PASSWORD,
    })
    expect(confirm.statusCode).toBe(400)
    expect(confirm.json()).toEqual({ error: 'CODE_MISMATCH_EXCEPTION' })
  })

  it('mails nothing for an unconfirmed account (its address was never proven)', async () => {
    const email = 'vahvistamaton@example.com'
    await newResident(email)
    await t.db.query('UPDATE users SET confirmed = false WHERE email = $1', [email])
    const response = await post(new Browser(t.app), '/api/forgot-password', { email })
    expect(response.json()).toEqual({})
    expect(await mailTo(t.app, email)).toEqual([])
  })

  it('gives each failure its own code: wrong, expired, too many tries, invalid password', async () => {
    const email = 'virheet@example.com'
    await newResident(email)
    const browser = new Browser(t.app)
    await post(browser, '/api/forgot-password', { email })
    const code = await latestCode(t.app, email)
    const attempt = (resetCode: string, newPassword = NEW_PASSWORD) =>
      post(browser, '/api/confirm-forgotten-password', { email, resetCode, newPassword })

    const invalid = await attempt(code, 'lyhyt')
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toMatchObject({
      error: 'INVALID_PASSWORD_EXCEPTION',
      details: { passwordRules: expect.arrayContaining(['min_length', 'uppercase']) },
    })
    const malformed = await attempt('12a456')
    expect(malformed.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { resetCode: 'invalid_pin' } },
    })
    expect((await attempt(otherCode(code))).json()).toEqual({ error: 'CODE_MISMATCH_EXCEPTION' })

    clock.advance(11 * 60 * 1000)
    const expired = await attempt(code)
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toEqual({ error: 'EXPIRED_CODE_EXCEPTION' })

    await post(browser, '/api/forgot-password', { email })
    const fresh = await latestCode(t.app, email)
    for (let i = 0; i < 5; i += 1) await attempt(otherCode(fresh))
    const locked = await attempt(fresh)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({ error: 'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION' })
    await login(t.app, email)
  })

  it('limits reset mails per address, the same for unknown addresses (LIMIT_EXCEEDED_EXCEPTION)', async () => {
    const known = 'rajoitettu@example.com'
    await newResident(known)
    for (const email of [known, 'rajoitettu.tuntematon@example.com']) {
      const browser = new Browser(t.app)
      for (let i = 0; i < 5; i += 1) {
        expect((await post(browser, '/api/forgot-password', { email })).statusCode).toBe(200)
      }
      const limited = await post(browser, '/api/forgot-password', { email })
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toEqual({
        error: 'LIMIT_EXCEEDED_EXCEPTION',
        details: { retryAfter: expect.any(Number) as number },
      })
      expect(limited.headers['retry-after']).toBe(
        String((limited.json() as { details: { retryAfter: number } }).details.retryAfter),
      )
    }
    expect(await mailTo(t.app, known)).toHaveLength(5)
    clock.advance(2 * HOUR)
    expect(
      (await post(new Browser(t.app), '/api/forgot-password', { email: known })).statusCode,
    ).toBe(200)
  })

  it('limits code checks per address (TOO_MANY_REQUESTS_EXCEPTION)', async () => {
    const browser = new Browser(t.app)
    const email = 'tarkistaja@example.com'
    const attempt = () =>
      post(browser, '/api/confirm-forgotten-password', {
        email,
        resetCode: '123456',
        newPassword: NEW_PASSWORD,
      })
    for (let i = 0; i < 20; i += 1) expect((await attempt()).statusCode).toBe(400)
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      error: 'TOO_MANY_REQUESTS_EXCEPTION',
      details: { retryAfter: expect.any(Number) as number },
    })
    expect(limited.headers['retry-after']).toBe(
      String((limited.json() as { details: { retryAfter: number } }).details.retryAfter),
    )
    clock.advance(2 * HOUR)
    expect((await attempt()).statusCode).toBe(400)
  })

  it('mails staff members a reset code too (same password rules)', async () => {
    await post(new Browser(t.app), '/api/forgot-password', { email: STAFF })
    expect(await latestCode(t.app, STAFF)).toMatch(/^\d{6}$/)
  })
})

describe('change password by code when logged in', () => {
  it('mails a code and changes the password; other sessions end, this one stays', async () => {
    const email = 'vaihtaja@example.com'
    await newResident(email, 'sv')
    const other = await login(t.app, email)
    const browser = new Browser(t.app)
    await browser.post('/api/login', { username: email, password: DEMO_PASSWORD })

    const sent = await browser.post('/api/send-password-reset-code')
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({})
    const [mail] = await mailTo(t.app, email)
    expect(mail).toMatchObject({ template: 'password_change_code', lang: 'sv' })
    const code = await latestCode(t.app, email)

    const wrong = await browser.post('/api/confirm-reset-password', {
      resetCode: otherCode(code),
      newPassword: NEW_PASSWORD,
    })
    expect(wrong.json()).toEqual({ error: 'CODE_MISMATCH_EXCEPTION' })
    const weak = await browser.post('/api/confirm-reset-password', {
      resetCode: code,
      newPassword: 'Password1!',
    })
    expect(weak.json()).toMatchObject({
      error: 'INVALID_PASSWORD_EXCEPTION',
      details: { passwordRules: ['common'] },
    })
    const done = await browser.post('/api/confirm-reset-password', {
      resetCode: code,
      newPassword: NEW_PASSWORD,
    })
    expect(done.statusCode, done.body).toBe(200)
    expect((await browser.get('/api/user/profile')).statusCode).toBe(200)
    expect(
      (await t.app.inject({ url: '/api/user/profile', headers: { cookie: other } })).statusCode,
    ).toBe(401)
    await login(t.app, email, NEW_PASSWORD)
    const changed = await auditRows(t.db, 'password_changed')
    expect(changed.at(-1)?.details).toEqual({ via: 'change' })
  })

  it('mails in the resident’s portal language, not the language of the browser (finding 3)', async () => {
    const email = 'svenska@example.com'
    await newResident(email, 'sv')
    const browser = new Browser(t.app)
    browser.headers['accept-language'] = 'en-GB,en;q=0.9,fi;q=0.8'
    await browser.post('/api/login', { username: email, password: DEMO_PASSWORD })
    expect((await browser.post('/api/send-password-reset-code')).statusCode).toBe(200)
    const [mail] = await mailTo(t.app, email)
    expect(mail).toMatchObject({ template: 'password_change_code', lang: 'sv' })
    expect(mail?.subject).toBe('Asukas: kod för byte av lösenordet')

    // Choosing English in the portal's language switcher makes English the mail language.
    const chosen = await browser.post('/api/user/locale', { locale: 'en' })
    expect(chosen.json()).toEqual({ locale: 'en' })
    clock.advance(HOUR)
    expect((await browser.post('/api/send-password-reset-code')).statusCode).toBe(200)
    const [after] = await mailTo(t.app, email)
    expect(after).toMatchObject({
      template: 'password_change_code',
      lang: 'en',
      subject: 'Asukas: code for changing your password',
    })
  })

  it('answers USER_NOT_CONFIRMED_EXCEPTION for an account that lost its confirmation', async () => {
    const email = 'epavarma@example.com'
    await newResident(email)
    const browser = new Browser(t.app)
    await browser.post('/api/login', { username: email, password: DEMO_PASSWORD })
    await t.db.query('UPDATE users SET confirmed = false WHERE email = $1', [email])
    const response = await browser.post('/api/send-password-reset-code')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ error: 'USER_NOT_CONFIRMED_EXCEPTION' })
  })

  it('needs a signed-in resident (401 UNAUTHORIZED)', async () => {
    const anonymous = await new Browser(t.app).post('/api/send-password-reset-code')
    expect(anonymous.json()).toEqual({ error: 'UNAUTHORIZED' })
  })

  it('limits change codes too (LIMIT_EXCEEDED_EXCEPTION)', async () => {
    const browser = new Browser(t.app)
    await browser.post('/api/login', { username: AINO, password: DEMO_PASSWORD })
    for (let i = 0; i < 5; i += 1) {
      expect((await browser.post('/api/send-password-reset-code')).statusCode).toBe(200)
    }
    const limited = await browser.post('/api/send-password-reset-code')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      error: 'LIMIT_EXCEEDED_EXCEPTION',
      details: { retryAfter: expect.any(Number) as number },
    })
    expect(limited.headers['retry-after']).toBe(
      String((limited.json() as { details: { retryAfter: number } }).details.retryAfter),
    )
  })
})
