/**
 * The session cache of issue 9 (ADR 0008): a signed-in read needs no session query, and a logout,
 * a changed account or a lost revocation subscription takes effect on every instance sharing the
 * database. Two app instances run on one database (PGlite here, PostgreSQL with DATABASE_URL).
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../src/platform/db/db.ts'
import { AINO, appOn, call, login, MIKKO, userIdOf } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()

/** `db` with a count of the statements that read or write the sessions table. */
function counting(db: Db, listen: Db['listen'] = db.listen.bind(db)) {
  const counter = { sessionQueries: 0 }
  const wrapped: Db = {
    kind: db.kind,
    query: (text, params, options) => {
      if (/\bsessions\b/.test(text)) counter.sessionQueries += 1
      return db.query(text, params, options)
    },
    transaction: db.transaction.bind(db),
    listen,
    close: async () => undefined,
  }
  return { db: wrapped, counter }
}

async function contractsStatus(app: FastifyInstance, cookie: string): Promise<number> {
  return (await call(app, { url: '/api/contracts', cookie })).statusCode
}

describe('one app instance beside another on the same database', () => {
  let other: FastifyInstance
  let counter: { sessionQueries: number }
  beforeAll(async () => {
    const wrapped = counting(t.db)
    counter = wrapped.counter
    other = await appOn(wrapped.db)
  })
  afterAll(async () => {
    await other.close()
  })

  it('answers a repeated signed-in read without asking the database for the session', async () => {
    const cookie = await login(t.app, AINO)
    expect(await contractsStatus(other, cookie)).toBe(200)
    const afterFirst = counter.sessionQueries
    expect(afterFirst).toBeGreaterThan(0)
    for (let i = 0; i < 5; i += 1) expect(await contractsStatus(other, cookie)).toBe(200)
    expect(counter.sessionQueries).toBe(afterFirst)
  })

  it('refuses a session at once after a logout on the other instance', async () => {
    const cookie = await login(t.app, AINO)
    expect(await contractsStatus(other, cookie)).toBe(200)
    const logout = await call(t.app, { method: 'POST', url: '/api/logout', cookie })
    expect(logout.statusCode).toBe(200)
    // The revocation notice is delivered when the logout commits; allow it the time to arrive.
    await vi.waitFor(async () => expect(await contractsStatus(other, cookie)).toBe(401), {
      timeout: 2_000,
      interval: 5,
    })
  })

  it('reads the session again when the account changes', async () => {
    const cookie = await login(t.app, MIKKO)
    expect(await contractsStatus(other, cookie)).toBe(200)
    const before = counter.sessionQueries
    const userId = await userIdOf(t.db, MIKKO)
    await t.db.query(`UPDATE users SET email = 'mikko.k@example.com' WHERE id = $1`, [userId])
    try {
      await vi.waitFor(
        async () => {
          expect(await contractsStatus(other, cookie)).toBe(200)
          expect(counter.sessionQueries).toBeGreaterThan(before)
        },
        { timeout: 2_000, interval: 5 },
      )
    } finally {
      await t.db.query(`UPDATE users SET email = $2 WHERE id = $1`, [userId, MIKKO])
    }
  })

  it('always asks the database for a write', async () => {
    const cookie = await login(t.app, AINO)
    expect(await contractsStatus(other, cookie)).toBe(200)
    const before = counter.sessionQueries
    const logout = await call(other, { method: 'POST', url: '/api/logout', cookie })
    expect(logout.statusCode).toBe(200)
    expect(counter.sessionQueries).toBeGreaterThan(before)
  })
})

describe('without a revocation subscription', () => {
  it('never serves a session from memory', async () => {
    const { db, counter } = counting(t.db, async () => {
      throw new Error('LISTEN refused')
    })
    const app = await appOn(db)
    try {
      const cookie = await login(t.app, AINO)
      expect(await contractsStatus(app, cookie)).toBe(200)
      const afterFirst = counter.sessionQueries
      expect(await contractsStatus(app, cookie)).toBe(200)
      expect(counter.sessionQueries).toBe(afterFirst + 1)
    } finally {
      await app.close()
    }
  })
})
