/**
 * The login throttle under a parallel burst (issue 8 item 1): the attempt is counted before the
 * password is verified, in one locked step per e-mail and per IP address, so a burst of 80 wrong
 * passwords gets at most 5 Argon2 verifications and the right password sent while they are being
 * verified is refused. The verifier is wrapped by a spy that counts the verifications per
 * password and holds each one until the whole burst has arrived.
 *
 * Figures (PGlite): before the fix 80 of 80 wrong guesses were verified and the right password
 * got in; after it, 5 and 429.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as Passwords from '../../src/platform/auth/passwords.ts'
import { manualClock } from '../../src/platform/clock.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const spy = vi.hoisted(() => ({
  verified: [] as string[],
  /** Resolves when the burst has been sent; verifications wait for it. */
  gate: Promise.resolve() as Promise<void>,
}))

vi.mock('../../src/platform/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>()
  return {
    ...original,
    async verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
      spy.verified.push(password)
      await spy.gate
      return original.verifyPassword(storedHash, password)
    },
  }
})

const clock = manualClock(new Date('2026-11-21T08:00:00Z'))
const t = useTestApp(
  {},
  { clock, limits: { publicPostsPerIp: { limit: 10_000, windowMs: 60_000 } } },
)
const WRONG = 'Wrong-password-1'

async function newResident(email: string): Promise<void> {
  await t.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, confirmed)
     SELECT $1, password_hash, 'Ryntäys', 'Testinen', true FROM users WHERE id = $2`,
    [email, demoIds.mikkoUser],
  )
}

function attempt(email: string, password: string, remoteAddress = '203.0.113.50') {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username: email, password }),
  })
}

/** Sends `count` wrong passwords at once and the right one while they are verified. */
async function burst(email: string, count: number, from: (i: number) => string) {
  let release = () => {}
  spy.gate = new Promise<void>((resolve) => {
    release = resolve
  })
  spy.verified = []
  const wrong = Array.from({ length: count }, (_, i) => attempt(email, WRONG, from(i)))
  // The right password comes after the wrong ones have started.
  await new Promise((resolve) => setTimeout(resolve, 50))
  const right = attempt(email, DEMO_PASSWORD, from(count))
  await new Promise((resolve) => setTimeout(resolve, 200))
  release()
  const answers = await Promise.all(wrong)
  const rightAnswer = await right
  return {
    wrongVerified: spy.verified.filter((password) => password === WRONG).length,
    rightVerified: spy.verified.includes(DEMO_PASSWORD),
    statuses: answers.map((answer) => answer.statusCode),
    right: rightAnswer,
  }
}

afterEach(() => {
  spy.gate = Promise.resolve()
})

describe('a parallel burst of wrong passwords', () => {
  it('verifies at most 5 of 80 and refuses the right password sent during the burst', async () => {
    const email = 'ryntays@example.com'
    await newResident(email)
    const result = await burst(email, 80, () => '203.0.113.50')
    console.info(
      `burst of 80: ${result.wrongVerified} verified, right password ${result.right.statusCode}`,
    )
    expect(result.wrongVerified).toBeLessThanOrEqual(5)
    expect(result.statuses.filter((status) => status === 401)).toHaveLength(result.wrongVerified)
    expect(result.statuses.filter((status) => status === 429)).toHaveLength(
      80 - result.wrongVerified,
    )
    expect(result.right.statusCode).toBe(429)
    expect(result.rightVerified).toBe(false)
  })

  it('counts the per-IP limit before verifying too', async () => {
    // 100 failures an hour from one address: a spray over 120 e-mails at once verifies 100.
    spy.verified = []
    let release = () => {}
    spy.gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const sprayer = '198.51.100.77'
    const answers = Array.from({ length: 120 }, (_, i) =>
      attempt(`ruisku${i}@example.com`, WRONG, sprayer),
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    release()
    const statuses = (await Promise.all(answers)).map((answer) => answer.statusCode)
    expect(spy.verified.length).toBeLessThanOrEqual(100)
    expect(statuses.filter((status) => status === 429)).toHaveLength(120 - spy.verified.length)
  })
})

describe('parallel correct logins of one account (issue 23 item 10)', () => {
  it('admits 12 at once: a right password is no failure, so tabs and a shared login get in', async () => {
    const email = 'perhe@example.com'
    await newResident(email)
    spy.verified = []
    let release = () => {}
    spy.gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const answers = Array.from({ length: 12 }, () => attempt(email, DEMO_PASSWORD, '203.0.113.60'))
    await new Promise((resolve) => setTimeout(resolve, 200))
    release()
    const statuses = (await Promise.all(answers)).map((answer) => answer.statusCode)
    console.info(`12 parallel right passwords: ${statuses.join(' ')}`)
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200))
  })
})

it('answers only the error codes its calls declare (issue 8 item 8)', () => {
  expect(t.app.undeclaredErrors).toEqual([])
})
