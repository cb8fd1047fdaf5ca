/**
 * The staff login's second factor (issue 14 "Staff log in with a password and a second factor
 * (TOTP …, with recovery codes); enrolment on first login"): no session before the second factor,
 * enrolment with the first code, TOTP codes that work once, recovery codes that work once, and
 * five wrong codes end the attempt.
 */
import { randomUUID } from 'node:crypto'
import { generate } from 'otplib'
import { api } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import { staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { openTotpSecret } from '../../src/features/staff/totp-secrets.ts'
import { auditRows, call, cookieFrom, DEMO_PASSWORD, testConfig } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()

async function passwordStep(email: string) {
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/staff/login',
    payload: { username: email, password: DEMO_PASSWORD },
  })
  expect(response.statusCode, response.body).toBe(200)
  expect(cookieFrom(response, 'asukas_session')).toBeUndefined()
  const challenge = cookieFrom(response, 'asukas_staff_login')
  expect(challenge).toBeDefined()
  return { next: api.staffLogin.response.parse(response.json()).next, challenge: challenge ?? '' }
}

async function enrol(email: string) {
  const { next, challenge } = await passwordStep(email)
  expect(next).toBe('enrolment')
  const offered = await call(t.app, { url: '/api/staff/login/enrolment', cookie: challenge })
  expect(offered.statusCode).toBe(200)
  const enrolment = api.staffEnrolment.response.parse(offered.json())
  expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//)
  expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`)
  const confirmed = await call(t.app, {
    method: 'POST',
    url: '/api/staff/login/enrolment',
    cookie: challenge,
    payload: { code: await generate({ secret: enrolment.secret }) },
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  const { recoveryCodes } = api.staffConfirmEnrolment.response.parse(confirmed.json())
  const session = cookieFrom(confirmed, 'asukas_session')
  expect(session).toBeDefined()
  return { secret: enrolment.secret, recoveryCodes, session: session ?? '' }
}

describe('staff login with a second factor', () => {
  it('gives no session after the password alone', async () => {
    const { challenge } = await passwordStep(staffConsoleDemoLogins.customerService)
    const me = await call(t.app, { url: '/api/staff/me', cookie: challenge })
    expect(me.statusCode).toBe(401)
  })

  it('enrols on the first login, then asks for a code; a code works once', async () => {
    const email = staffConsoleDemoLogins.maintenance
    const { secret, recoveryCodes, session } = await enrol(email)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    const me = await call(t.app, { url: '/api/staff/me', cookie: session })
    expect(api.staffMe.response.parse(me.json())).toMatchObject({
      email,
      roles: ['maintenance'],
      capabilities: ['inbox', 'defect_notices'],
    })
    expect(await auditRows(t.db, 'second_factor_enrolled')).toHaveLength(1)

    // The enrolment's code step is used: the next login needs a later code.
    const second = await passwordStep(email)
    expect(second.next).toBe('second_factor')
    const enrolAgain = await call(t.app, {
      url: '/api/staff/login/enrolment',
      cookie: second.challenge,
    })
    expect(enrolAgain.statusCode).toBe(401)
    const now = Math.floor(Date.now() / 1000)
    const reused = await call(t.app, {
      method: 'POST',
      url: '/api/staff/login/second-factor',
      cookie: second.challenge,
      payload: { code: await generate({ secret, epoch: now }) },
    })
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toEqual({ error: 'CODE_MISMATCH_EXCEPTION' })
    const next = await call(t.app, {
      method: 'POST',
      url: '/api/staff/login/second-factor',
      cookie: second.challenge,
      payload: { code: await generate({ secret, epoch: now + 30 }) },
    })
    expect(next.statusCode, next.body).toBe(200)
    expect(cookieFrom(next, 'asukas_session')).toBeDefined()
    const succeeded = await auditRows(t.db, 'login_succeeded')
    expect(succeeded.at(-1)?.details).toEqual({ door: 'staff', secondFactor: 'totp' })
  })

  it('accepts a recovery code once', async () => {
    const email = staffConsoleDemoLogins.administrator
    const { recoveryCodes } = await enrol(email)
    const code = recoveryCodes[0] ?? ''
    const first = await passwordStep(email)
    const used = await call(t.app, {
      method: 'POST',
      url: '/api/staff/login/second-factor',
      cookie: first.challenge,
      payload: { recoveryCode: code.toUpperCase() },
    })
    expect(used.statusCode, used.body).toBe(200)
    expect(await auditRows(t.db, 'recovery_code_used')).toHaveLength(1)
    const again = await passwordStep(email)
    const reused = await call(t.app, {
      method: 'POST',
      url: '/api/staff/login/second-factor',
      cookie: again.challenge,
      payload: { recoveryCode: code },
    })
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toEqual({ error: 'CODE_MISMATCH_EXCEPTION' })
  })

  it('ends the attempt after five wrong codes and validates the code', async () => {
    const email = staffConsoleDemoLogins.propertyManager
    await enrol(email)
    const { challenge } = await passwordStep(email)
    const malformed = await call(t.app, {
      method: 'POST',
      url: '/api/staff/login/second-factor',
      cookie: challenge,
      payload: { code: '12' },
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ error: 'VALIDATION_ERROR' })
    const answers: number[] = []
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call(t.app, {
        method: 'POST',
        url: '/api/staff/login/second-factor',
        cookie: challenge,
        payload: { code: '000000' },
      })
      answers.push(wrong.statusCode)
    }
    expect(answers).toEqual([400, 400, 400, 400, 429])
    const after = await call(t.app, {
      method: 'POST',
      url: '/api/staff/login/second-factor',
      cookie: challenge,
      payload: { code: '000000' },
    })
    expect(after.statusCode).toBe(401)
  })

  it('keeps TOTP secrets encrypted at rest and seals a legacy plain secret at the next login', async () => {
    const email = staffConsoleDemoLogins.all
    const { secret } = await enrol(email)
    const stored = async () =>
      (
        await t.db.query<{ totp_secret: string; id: string }>(
          `SELECT sa.totp_secret, u.id FROM staff_accounts sa JOIN users u ON u.id = sa.user_id
            WHERE u.email = $1`,
          [email],
        )
      )[0]
    const sealed = await stored()
    expect(sealed?.totp_secret).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/)
    expect(sealed?.totp_secret).not.toContain(secret)
    const key = testConfig().totpEncryptionKey
    expect(openTotpSecret(key, sealed?.id ?? '', sealed?.totp_secret ?? '')).toBe(secret)
    // Another account's row does not open with this one's sealed value (user id is the AAD).
    expect(() => openTotpSecret(key, randomUUID(), sealed?.totp_secret ?? '')).toThrow()

    // A row from before encryption: the bare base32 secret still logs in, and is sealed then.
    await t.db.query(
      `UPDATE staff_accounts SET totp_secret = $2, totp_last_step = NULL WHERE user_id = $1`,
      [sealed?.id, secret],
    )
    const { challenge } = await passwordStep(email)
    const now = Math.floor(Date.now() / 1000)
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/staff/login/second-factor',
      cookie: challenge,
      payload: { code: await generate({ secret, epoch: now }) },
    })
    expect(login.statusCode, login.body).toBe(200)
    const upgraded = await stored()
    expect(upgraded?.totp_secret).toMatch(/^v1:/)
    expect(openTotpSecret(key, upgraded?.id ?? '', upgraded?.totp_secret ?? '')).toBe(secret)
  })

  it('answers 401 without a challenge', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/staff/login/second-factor',
      payload: { code: '123456' },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'UNAUTHORIZED' })
  })
})
