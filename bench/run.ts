/**
 * `npm run bench`: prints figures, never passes or fails on timing.
 *
 * 1. API throughput and latency, for the embedded PGlite database and for PostgreSQL
 *    (127.0.0.1:5432, a scratch database `asukas_bench`): the server runs as its own process on a
 *    freshly seeded database; autocannon in this process measures an authenticated
 *    `GET /api/contracts` and `GET /api/user/notifications` beside the trivial unauthenticated
 *    `GET /api/app-settings` on the same server in the same run, then p50/p99 at a fixed 500 req/s.
 * 2. The gzip size of the JavaScript that the login page and the front page load, measured by
 *    loading them in the system Chromium and compressing every script response.
 * 3. The domain validators' throughput (identity codes and IBANs per second).
 *
 * Targets reported against (figures, not tests): authenticated reads ≥ 35 % of the trivial route's
 * throughput on PostgreSQL, p99 < 20 ms at 500 req/s; first page's JavaScript < 150 KB gzip.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import pg from 'pg'
import { chromium, type Response } from '@playwright/test'
import { benchDomain } from './domain.ts'

const root = path.resolve(import.meta.dirname, '..')
const demoUser = { username: 'aino.virtanen@example.com', password: 'Asukas-demo-1' }
const duration = Number(process.env.BENCH_SECONDS ?? 5)
const pgAdminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

interface Server {
  url: string
  stop(): Promise<void>
}

async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ASUKAS_MODE: 'demo', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 120 s')
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'asukas' },
    body: JSON.stringify(demoUser),
  })
  if (!res.ok) throw new Error(`login failed: ${res.status}`)
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0])
  return cookie.join('; ')
}

interface Figures {
  rps: number
  p50: number
  p99: number
  errors: number
}

async function load(url: string, headers: Record<string, string>, rate?: number): Promise<Figures> {
  const result = await autocannon({
    url,
    headers,
    connections: rate ? 20 : 10,
    duration,
    ...(rate ? { overallRate: rate } : {}),
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  }
}

function row(name: string, f: Figures, base?: Figures): string {
  const ratio = base ? `${((f.rps / base.rps) * 100).toFixed(0)} %` : '100 %'
  return `  ${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   ${ratio.padStart(5)} of trivial${f.errors ? `   (${f.errors} errors)` : ''}`
}

async function benchApi(label: string, port: number, env: Record<string, string>): Promise<void> {
  const server = await startServer(port, env)
  try {
    const cookie = await login(server.url)
    const auth = { cookie }
    const routes: [string, string, Record<string, string>][] = [
      ['GET /api/app-settings (trivial)', '/api/app-settings', {}],
      ['GET /api/contracts', '/api/contracts', auth],
      ['GET /api/user/notifications', '/api/user/notifications', auth],
    ]
    // warm-up
    for (const [, p, h] of routes)
      await autocannon({ url: server.url + p, headers: h, duration: 1 })
    console.log(`\n${label}: maximum throughput (10 connections, ${duration} s each)`)
    let base: Figures | undefined
    for (const [name, p, h] of routes) {
      const f = await load(server.url + p, h)
      console.log(row(name, f, base))
      base ??= f
    }
    console.log(`${label}: latency at a fixed 500 req/s`)
    for (const [name, p, h] of routes) {
      const f = await load(server.url + p, h, 500)
      console.log(row(name, f))
    }
  } finally {
    await server.stop()
  }
}

async function benchBundle(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'asukas-bench-web-'))
  const server = await startServer(3211, { DATA_DIR: dataDir })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const page = await browser.newPage()
    const measure = async (
      action: () => Promise<void>,
    ): Promise<{ files: number; gzip: number }> => {
      const scripts = new Map<string, number>()
      const listener = async (res: Response) => {
        if (res.request().resourceType() !== 'script') return
        try {
          scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length)
        } catch {
          // redirect or aborted
        }
      }
      page.on('response', listener)
      await action()
      await page.waitForLoadState('networkidle')
      page.off('response', listener)
      return { files: scripts.size, gzip: [...scripts.values()].reduce((a, b) => a + b, 0) }
    }
    const loginPage = await measure(async () => {
      await page.goto(`${server.url}/login`)
    })
    const frontPage = await measure(async () => {
      await page.locator('[data-qa="login-username"]').fill(demoUser.username)
      await page.locator('[data-qa="login-password"]').fill(demoUser.password)
      await page.locator('[data-qa="login-submit"]').click()
      await page.waitForURL(/\/asiointi\/[^/]+$/, { timeout: 30_000 })
    })
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
    console.log('\nJavaScript loaded (gzip, level 9); target for the first page: < 150 KB')
    console.log(
      `  login page                         ${kb(loginPage.gzip)} in ${loginPage.files} files`,
    )
    console.log(
      `  front page (after login)           +${kb(frontPage.gzip)} in ${frontPage.files} more files, ${kb(loginPage.gzip + frontPage.gzip)} in all`,
    )
  } finally {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function scratchPostgres(): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: pgAdminUrl })
  try {
    await admin.connect()
    await admin.query('DROP DATABASE IF EXISTS asukas_bench WITH (FORCE)')
    await admin.query('CREATE DATABASE asukas_bench')
    const url = new URL(pgAdminUrl)
    url.pathname = '/asukas_bench'
    return url.toString()
  } catch (error) {
    console.log(`\nPostgreSQL at ${pgAdminUrl} not reachable (${String(error)}): skipped`)
    return undefined
  } finally {
    await admin.end().catch(() => undefined)
  }
}

/** `BENCH_ONLY=api|bundle|domain` runs one part (default: all). */
const only = process.env.BENCH_ONLY
const pgliteDir = mkdtempSync(path.join(tmpdir(), 'asukas-bench-'))
try {
  console.log(`Asukas benchmark, Node ${process.version}, ${new Date().toISOString()}`)
  if (!only || only === 'api') {
    await benchApi('PGlite (embedded)', 3201, { DATA_DIR: pgliteDir })
    const pgUrl = await scratchPostgres()
    if (pgUrl) await benchApi('PostgreSQL', 3202, { DATABASE_URL: pgUrl })
  }
  if (!only || only === 'bundle') await benchBundle()
  if (!only || only === 'domain') {
    console.log('\nDomain validators')
    await benchDomain()
  }
} finally {
  rmSync(pgliteDir, { recursive: true, force: true })
}
