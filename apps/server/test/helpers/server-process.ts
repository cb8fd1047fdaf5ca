/**
 * The real server as a child process (`node apps/server/src/main.ts`), for the tests of what only
 * a process shows: signals, restarts after `kill -9`, two instances on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const mainFile = fileURLToPath(new URL('../../src/main.ts', import.meta.url))

/** A running server process. */
export interface ServerProcess {
  child: ChildProcess
  port: number
  url: string
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  /** Resolves with the exit code (or the signal name) when the process has ended. */
  exited: Promise<number | string>
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** A new empty directory for a server's DATA_DIR. */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'asukas-process-'))
}

/**
 * Starts `node apps/server/src/main.ts` in test mode (PGlite in `env.DATA_DIR` unless
 * `env.DATABASE_URL` is given) and waits until it listens.
 *
 * @throws Error when the process ends or does not listen within `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = env.PORT === undefined ? await freePort() : Number(env.PORT)
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ASUKAS_MODE: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...env,
    PORT: String(port),
  }
  const child = spawn(process.execPath, [mainFile], { env: childEnv, stdio: 'pipe' })
  let text = ''
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  )
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  let ended = false
  void exited.then(() => (ended = true))
  while (!text.includes('Asukas is running')) {
    if (ended) throw new Error(`server process ended before listening:\n${text}`)
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`server process did not listen within ${timeoutMs} ms:\n${text}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { child, port, url, output: () => text, exited }
}

/** A raw HTTP/1.1 connection to `port`, collecting what the server sends. */
export interface RawConnection {
  socket: Socket
  /** Everything received so far. */
  received(): string
  /** Resolves when the server (or the client) has closed the connection. */
  closed: Promise<void>
  /** Resolves when `text` has been received (polls every 20 ms, fails after `timeoutMs`). */
  waitFor(text: string, timeoutMs?: number): Promise<void>
}

/** Opens a raw connection. */
export async function rawConnection(port: number): Promise<RawConnection> {
  const socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  let text = ''
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
  socket.on('error', () => {})
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  return {
    socket,
    received: () => text,
    closed,
    async waitFor(expected, timeoutMs = 10_000) {
      const started = Date.now()
      while (!text.includes(expected)) {
        if (Date.now() - started > timeoutMs) {
          throw new Error(
            `did not receive ${JSON.stringify(expected)}; got ${JSON.stringify(text)}`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
  }
}

/** A throw-away schema on the PostgreSQL at `DATABASE_URL`, for server processes. */
export interface ProcessSchema {
  /** `DATABASE_URL` for the processes: the server URL with the schema as `search_path`. */
  url: string
  schema: string
  drop(): Promise<void>
}

/**
 * Creates a schema `proc_<hex>` on the PostgreSQL at `baseUrl` and the URL that selects it (the
 * server's pool sends `options=-c search_path=…`).
 */
export async function processSchema(baseUrl: string): Promise<ProcessSchema> {
  const { default: pg } = await import('pg')
  const { randomBytes } = await import('node:crypto')
  const schema = `proc_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    await admin.query(`create schema ${schema}`)
  } finally {
    await admin.end()
  }
  const separator = baseUrl.includes('?') ? '&' : '?'
  return {
    url: `${baseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    schema,
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl })
      await cleanup.connect()
      try {
        await cleanup.query(`drop schema if exists ${schema} cascade`)
      } finally {
        await cleanup.end()
      }
    },
  }
}

/** Logs in over HTTP and returns the `Cookie` value, or null when the answer is not 200. */
export async function httpLogin(
  url: string,
  email: string,
  password: string,
  path = '/api/login',
): Promise<{ status: number; cookie: string | null; body: string }> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  })
  const cookie =
    response.headers
      .getSetCookie()
      .find((value) => value.startsWith('asukas_session='))
      ?.split(';')[0] ?? null
  return {
    status: response.status,
    cookie: response.status === 200 ? cookie : null,
    body: await response.text(),
  }
}
