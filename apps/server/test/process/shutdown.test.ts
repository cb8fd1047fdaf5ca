/**
 * Graceful shutdown of the real server process (issue 8 item 10): SIGTERM stops listening,
 * lets the request in flight finish, closes the keep-alive connections, stops the mail worker
 * and exits 0 within 10 s; a second signal exits at once.
 */
import { describe, expect, it } from 'vitest'
import {
  rawConnection,
  startServerProcess,
  tempDataDir,
  type ServerProcess,
} from '../helpers/server-process.ts'

/** Runs on PGlite in a temporary DATA_DIR whatever DATABASE_URL says (one process per test). */
function start(): Promise<ServerProcess> {
  return startServerProcess({ DATA_DIR: tempDataDir() })
}

const body = JSON.stringify({ username: 'nobody@example.com', password: 'Wrong-password-1' })

/** Sends the headers and the first half of a login body: a request in flight. */
async function requestInFlight(port: number) {
  const connection = await rawConnection(port)
  connection.socket.write(
    'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
  )
  return connection
}

describe('SIGTERM', () => {
  it('drains the request in flight, closes keep-alive connections and exits 0 within 10 s', async () => {
    const server = await start()
    try {
      // An idle keep-alive connection that has had one answer.
      const idle = await rawConnection(server.port)
      idle.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
      await idle.waitFor('"status":"ok"')
      const inFlight = await requestInFlight(server.port)
      await new Promise((resolve) => setTimeout(resolve, 200))

      const signalledAt = Date.now()
      server.child.kill('SIGTERM')
      // The idle connection is closed at once.
      await idle.closed
      expect(Date.now() - signalledAt).toBeLessThan(2_000)
      // The server stops taking new connections... but the request in flight completes.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(server.child.exitCode).toBeNull()
      inFlight.socket.write(body.slice(20))
      await inFlight.waitFor('INVALID_CREDENTIALS')
      expect(inFlight.received()).toMatch(/^HTTP\/1\.1 401 /)
      expect(inFlight.received().toLowerCase()).toContain('connection: close')
      await inFlight.closed

      expect(await server.exited).toBe(0)
      expect(Date.now() - signalledAt).toBeLessThan(10_000)
    } finally {
      server.child.kill('SIGKILL')
    }
  }, 90_000)

  it('exits at once on a second signal, even with a request still in flight', async () => {
    const server = await start()
    try {
      const inFlight = await requestInFlight(server.port)
      await new Promise((resolve) => setTimeout(resolve, 200))
      server.child.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 300))
      // Still draining: the request has not finished.
      expect(server.child.exitCode).toBeNull()
      const secondAt = Date.now()
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(1)
      // "At once": well before the 10 s drain deadline, with room for a busy CI machine.
      expect(Date.now() - secondAt).toBeLessThan(5_000)
      await inFlight.closed
    } finally {
      server.child.kill('SIGKILL')
    }
  }, 90_000)
})
