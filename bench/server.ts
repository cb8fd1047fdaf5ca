/**
 * The server of a bench step: `apps/server/src/main.ts` as its own process in demo mode with
 * warnings only, on `port`, with `env` on top of this process's environment, ready once
 * `/api/health` answers. A busy 2-core machine may need minutes to migrate and seed PGlite:
 * `BENCH_START_SECONDS` (default 300) bounds the wait.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** A started server: its address, and a stop that resolves when the process has ended. */
export interface Server {
  url: string
  /** The server process's id (for its CPU time in `/proc`). */
  pid: number | undefined
  stop(): Promise<void>
}

/** Starts the server; throws when it exits or does not answer in time. */
export async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ASUKAS_MODE: 'demo', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://localhost:${port}`
  // A busy 2-core machine may need minutes to migrate and seed PGlite: `BENCH_START_SECONDS`.
  const startSeconds = Number(process.env.BENCH_START_SECONDS ?? 300)
  const deadline = Date.now() + startSeconds * 1000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`server did not start in ${startSeconds} s`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
