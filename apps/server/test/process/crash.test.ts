/**
 * Crash safety (issue 8 "Prove it"): `kill -9` of the real server process while it writes, a
 * restart on the same database, and not one acknowledged write lost. The writes are logins: a
 * 200 answer means a new session row was committed; after the restart every acknowledged
 * session must still open `/api/user/metadata`. On PGlite in a DATA_DIR, and on PostgreSQL
 * when DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest'
import {
  httpLogin,
  processSchema,
  startServerProcess,
  tempDataDir,
  type ServerProcess,
} from '../helpers/server-process.ts'

const AINO = 'aino.virtanen@example.com'
const MIKKO = 'mikko.korhonen@example.com'
const PASSWORD = 'Asukas-demo-1'
const rounds = 3

/** The acknowledged sessions that no longer work on `server`. */
async function lostSessions(server: ServerProcess, cookies: string[]): Promise<string[]> {
  const lost: string[] = []
  for (const cookie of cookies) {
    const response = await fetch(`${server.url}/api/user/metadata`, { headers: { cookie } })
    if (response.status !== 200) lost.push(cookie)
  }
  return lost
}

/** Logs in over and over from 4 clients until `stop()`, collecting the acknowledged sessions. */
function writeUntilKilled(server: ServerProcess, acknowledged: string[]) {
  let stopped = false
  const clients = [AINO, MIKKO, AINO, MIKKO].map(async (email) => {
    while (!stopped) {
      try {
        const result = await httpLogin(server.url, email, PASSWORD)
        if (result.cookie !== null) acknowledged.push(result.cookie)
      } catch {
        return
      }
    }
  })
  return {
    async stop() {
      stopped = true
      await Promise.allSettled(clients)
    },
  }
}

async function crashRounds(env: Record<string, string>): Promise<void> {
  const acknowledged: string[] = []
  const lost: string[] = []
  for (let round = 0; round <= rounds; round++) {
    const server = await startServerProcess({ SEED_DEMO_DATA: 'true', ...env })
    try {
      lost.push(...(await lostSessions(server, acknowledged)))
      if (round === rounds) break
      const writers = writeUntilKilled(server, acknowledged)
      await new Promise((resolve) => setTimeout(resolve, 1_500 + Math.random() * 1_000))
      server.child.kill('SIGKILL')
      await server.exited
      await writers.stop()
    } finally {
      server.child.kill('SIGKILL')
      await server.exited
    }
  }
  console.info(
    `crash test: ${rounds} kills, ${acknowledged.length} acknowledged writes, ${lost.length} lost`,
  )
  expect(acknowledged.length).toBeGreaterThan(rounds)
  expect(lost).toEqual([])
}

describe('kill -9 during writes', () => {
  it('loses no acknowledged write on PGlite', async () => {
    await crashRounds({ DATA_DIR: tempDataDir() })
  }, 240_000)

  const databaseUrl = process.env.DATABASE_URL
  it.skipIf(databaseUrl === undefined || databaseUrl === '')(
    'loses no acknowledged write on PostgreSQL',
    async () => {
      const schema = await processSchema(databaseUrl ?? '')
      try {
        await crashRounds({ DATA_DIR: tempDataDir(), DATABASE_URL: schema.url })
      } finally {
        await schema.drop()
      }
    },
    240_000,
  )
})
