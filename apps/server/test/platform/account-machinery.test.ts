/**
 * The building blocks of the account machinery on a real database (PGlite, or PostgreSQL with
 * DATABASE_URL): shared rate limits, e-mailed codes, the housekeeping purge, and the request
 * language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkCode,
  codeHashOf,
  CODE_TTL_MS,
  issueCode,
  MAX_CODE_ATTEMPTS,
  newCode,
  type CodeScope,
} from '../../src/platform/auth/codes.ts'
import type { Db } from '../../src/platform/db/db.ts'
import { purgeAccountData } from '../../src/platform/maintenance.ts'
import { consumeRateLimit, HOUR_MS } from '../../src/platform/rate-limit.ts'
import { langOfHeader } from '../../src/platform/request-lang.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { openTestDatabase } from '../helpers/db.ts'

let db: Db
const start = new Date('2026-11-21T10:00:00Z')

beforeAll(async () => {
  db = await openTestDatabase({ seed: true })
})
afterAll(async () => {
  await db.close()
})

const at = (ms: number) => new Date(start.getTime() + ms)

describe('consumeRateLimit', () => {
  const rule = { limit: 3, windowMs: HOUR_MS }

  it('allows `limit` events per window and counts only allowed ones', async () => {
    const key = 'test:fixed'
    const results = []
    for (let i = 0; i < 5; i += 1) results.push(await consumeRateLimit(db, key, rule, at(i)))
    expect(results).toEqual([true, true, true, false, false])
    const rows = await db.query<{ count: number }>(
      'SELECT count FROM rate_limit_counters WHERE key = $1',
      [key],
    )
    expect(rows).toEqual([{ count: 3 }])
  })

  it('carries the previous window over as a sliding window', async () => {
    const key = 'test:sliding'
    // Three events late in one window…
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(db, key, rule, at(HOUR_MS - 10 - i))
    // …still count just after the window turns (weight ~1), less and less as it slides on.
    expect(await consumeRateLimit(db, key, rule, at(HOUR_MS + 1))).toBe(false)
    expect(await consumeRateLimit(db, key, rule, at(HOUR_MS + HOUR_MS / 2))).toBe(true)
    expect(await consumeRateLimit(db, key, rule, at(2 * HOUR_MS - 1))).toBe(true)
    expect(await consumeRateLimit(db, key, rule, at(2 * HOUR_MS - 1))).toBe(false)
  })

  it('never lets concurrent callers past the limit', async () => {
    const key = 'test:concurrent'
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit(db, key, rule, at(5))),
    )
    expect(results.filter(Boolean)).toHaveLength(3)
  })
})

describe('e-mailed codes', () => {
  const scope = (email: string): CodeScope & { email: string } => ({
    purpose: 'reset_password',
    email,
    registrationId: null,
    userId: demoIds.mikkoUser,
  })

  it('are 6 random digits, stored only as a hash', async () => {
    const codes = new Set(Array.from({ length: 200 }, newCode))
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(codes.size).toBeGreaterThan(190)
    const issued = await issueCode(db, scope('hash@example.com'), start)
    const [row] = await db.query<{ code_hash: string; expires_at: Date }>(
      'SELECT code_hash, expires_at FROM verification_codes WHERE id = $1',
      [issued.id],
    )
    expect(row?.code_hash).toBe(codeHashOf(issued.id, issued.code))
    expect(row?.code_hash).not.toContain(issued.code)
    expect(row?.expires_at.getTime()).toBe(start.getTime() + CODE_TTL_MS)
  })

  it('work once, and only the newest of a scope works', async () => {
    const email = 'once@example.com'
    const first = await issueCode(db, scope(email), start)
    const second = await issueCode(db, scope(email), at(1000))
    expect(await checkCode(db, scope(email), first.code, at(2000))).toBe(
      first.code === second.code ? 'ok' : 'mismatch',
    )
    const third = await issueCode(db, scope(email), at(3000))
    expect(await checkCode(db, scope(email), third.code, at(4000))).toBe('ok')
    expect(await checkCode(db, scope(email), third.code, at(5000))).toBe('mismatch')
  })

  it('expire after 10 minutes', async () => {
    const email = 'late@example.com'
    const issued = await issueCode(db, scope(email), start)
    expect(await checkCode(db, scope(email), issued.code, at(CODE_TTL_MS))).toBe('expired')
  })

  it('allow 5 wrong tries, also when they come at once', async () => {
    const email = 'burst@example.com'
    const issued = await issueCode(db, scope(email), start)
    const wrong = issued.code === '000000' ? '111111' : '000000'
    const results = await Promise.all(
      Array.from({ length: 8 }, () => checkCode(db, scope(email), wrong, at(1000))),
    )
    expect(results.filter((result) => result === 'mismatch')).toHaveLength(MAX_CODE_ATTEMPTS)
    expect(results.filter((result) => result === 'too_many')).toHaveLength(3)
    expect(await checkCode(db, scope(email), issued.code, at(2000))).toBe('too_many')
  })

  it('belong to their scope', async () => {
    const email = 'scoped@example.com'
    const issued = await issueCode(db, scope(email), start)
    const otherUser = { ...scope(email), userId: demoIds.ainoUser }
    expect(await checkCode(db, otherUser, issued.code, at(1000))).toBe('mismatch')
    const otherPurpose = { ...scope(email), purpose: 'change_password' as const }
    expect(await checkCode(db, otherPurpose, issued.code, at(1000))).toBe('mismatch')
    expect(await checkCode(db, scope(email), issued.code, at(1000))).toBe('ok')
  })
})

describe('purgeAccountData', () => {
  it('deletes old counters, attempts and codes, and expired registrations', async () => {
    const now = at(30 * 24 * HOUR_MS)
    await db.query(
      `INSERT INTO login_attempts (email, succeeded, attempted_at) VALUES ('old@example.com', false, $1)`,
      [start],
    )
    await db.query(
      `INSERT INTO registrations (token_hash, personal_identity_code, first_name, last_name,
         identity_provider, created_at, expires_at)
       VALUES (repeat('a', 64), '010190-901N', 'A', 'B', 'ftn', $1, $2)`,
      [start, at(HOUR_MS)],
    )
    const report = await purgeAccountData(db, now)
    expect(report.rateLimitCounters).toBeGreaterThan(0)
    expect(report.loginAttempts).toBeGreaterThan(0)
    expect(report.verificationCodes).toBeGreaterThan(0)
    expect(report.registrations).toBe(1)
    expect(await purgeAccountData(db, now)).toEqual({
      rateLimitCounters: 0,
      loginAttempts: 0,
      verificationCodes: 0,
      registrations: 0,
      temporaryFiles: 0,
    })
  })
})

describe('langOfHeader', () => {
  it('picks the preferred supported language by q value', () => {
    expect(langOfHeader('sv-FI,sv;q=0.9,en;q=0.8')).toBe('sv')
    expect(langOfHeader('de-DE,en;q=0.5,fi;q=0.7')).toBe('fi')
    expect(langOfHeader('en;q=0, fi')).toBe('fi')
    expect(langOfHeader('de, fr')).toBeNull()
    expect(langOfHeader(undefined)).toBeNull()
  })
})
