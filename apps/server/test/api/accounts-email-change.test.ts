/**
 * Changing the login e-mail needs proof (issue 8 item 6): the current password, then a code
 * mailed to the new address; the old address is told. "In use" reveals nothing: the answer is
 * the same, and the owner of the address gets a notice. Impersonators cannot start a change.
 */
import { describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { auditRows, call, cookieFrom, DEMO_PASSWORD, login, staffLogin } from '../helpers/app.ts'
import { latestCode, mailTo } from '../helpers/browser.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()

async function newResident(email: string): Promise<void> {
  await t.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, confirmed, locale)
     SELECT $1, password_hash, 'Vaihto', 'Testinen', true, 'en' FROM users WHERE id = $2`,
    [email, demoIds.mikkoUser],
  )
}

function start(cookie: string, newEmail: string, password = DEMO_PASSWORD) {
  return call(t.app, {
    method: 'POST',
    url: '/api/user/email-change',
    cookie,
    payload: { newEmail, password },
  })
}

function confirm(cookie: string, code: string) {
  return call(t.app, {
    method: 'POST',
    url: '/api/user/email-change/confirm',
    cookie,
    payload: { code },
  })
}

describe('changing the login e-mail', () => {
  it('takes effect only with the password and the code sent to the new address', async () => {
    const old = 'vaihto.vanha@example.com'
    const next = 'vaihto.uusi@example.com'
    await newResident(old)
    const cookie = await login(t.app, old)
    const other = await login(t.app, old)

    const started = await start(cookie, ' Vaihto.Uusi@Example.com ')
    expect(started.statusCode, started.body).toBe(200)
    expect(started.json()).toEqual({ sentAt: expect.any(String) as string })
    // Nothing has changed yet: the old address still logs in.
    expect((await call(t.app, { url: '/api/user/profile', cookie })).json()).toMatchObject({
      email: old,
    })
    const [codeMail] = await mailTo(t.app, next)
    expect(codeMail?.subject).toBe('Asukas: verification code for your new e-mail address')

    expect((await confirm(cookie, '000000')).json()).toEqual({ error: 'CODE_MISMATCH_EXCEPTION' })
    const confirmed = await confirm(cookie, await latestCode(t.app, next))
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toEqual({ email: next })

    expect((await call(t.app, { url: '/api/user/profile', cookie })).json()).toMatchObject({
      email: next,
    })
    // The old address is told; the other session ended; the new address is the login.
    const [notice] = await mailTo(t.app, old)
    expect(notice?.subject).toBe('Asukas: the login e-mail of your account has been changed')
    expect((await call(t.app, { url: '/api/user/profile', cookie: other })).statusCode).toBe(401)
    await login(t.app, next)
    const audited = (await auditRows(t.db, 'user_updated')).at(-1)
    expect(audited?.details).toEqual({ fields: ['email'], previousEmail: old })
    // A code works once.
    expect((await confirm(cookie, await latestCode(t.app, next))).statusCode).toBe(400)
  })

  it('refuses a wrong password without mailing anything', async () => {
    const email = 'vaihto.salasana@example.com'
    await newResident(email)
    const cookie = await login(t.app, email)
    const refused = await start(cookie, 'vaihto.kaappaaja@example.com', 'Wrong-password-1')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ error: 'INVALID_CREDENTIALS' })
    expect(await mailTo(t.app, 'vaihto.kaappaaja@example.com')).toEqual([])
    const audited = (await auditRows(t.db, 'email_change_refused')).at(-1)
    expect(audited?.details).toEqual({
      newEmail: 'vaihto.kaappaaja@example.com',
      reason: 'wrong_password',
    })
  })

  it('answers the same for an address in use, and tells its owner instead', async () => {
    const email = 'vaihto.kolmas@example.com'
    const taken = 'vaihto.varattu@example.com'
    await newResident(email)
    await newResident(taken)
    const cookie = await login(t.app, email)
    const free = await start(cookie, 'vaihto.vapaa@example.com')
    const inUse = await start(cookie, taken)
    expect(inUse.statusCode).toBe(free.statusCode)
    expect(Object.keys(inUse.json() as object)).toEqual(Object.keys(free.json() as object))
    const [notice] = await mailTo(t.app, taken)
    expect(notice?.subject).toBe('Asukas: someone tried to use your e-mail address')
    expect(notice?.text).not.toMatch(/^\d{6}$/m)
    // No code exists for the taken address, so the change can never be confirmed.
    const rows = await t.db.query(
      `SELECT 1 FROM verification_codes WHERE purpose = 'change_email' AND email = $1`,
      [taken],
    )
    expect(rows).toEqual([])
    expect((await call(t.app, { url: '/api/user/profile', cookie })).json()).toMatchObject({
      email,
    })
  })

  it('limits starts to 10 an hour, counted before the password is checked', async () => {
    const email = 'vaihto.raja@example.com'
    await newResident(email)
    const cookie = await login(t.app, email)
    for (let i = 0; i < 10; i += 1) {
      expect((await start(cookie, `raja${i}@example.com`, 'Wrong-password-1')).statusCode).toBe(400)
    }
    const limited = await start(cookie, 'raja@example.com')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({
      error: 'LIMIT_EXCEEDED_EXCEPTION',
      details: { retryAfter: expect.any(Number) as number },
    })
    expect(limited.headers['retry-after']).toBeDefined()
  })

  it('is refused for an impersonating staff member', async () => {
    const staff = await staffLogin(t.app)
    const impersonating = await call(t.app, {
      method: 'POST',
      url: '/api/staff/impersonation',
      cookie: staff,
      payload: { userId: demoIds.ainoUser },
    })
    expect(impersonating.statusCode, impersonating.body).toBe(200)
    const session = cookieFrom(impersonating, 'asukas_session') ?? staff
    const refused = await start(session, 'kaappaus@example.com')
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
  })
})
