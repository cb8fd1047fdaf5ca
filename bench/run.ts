/**
 * `npm run bench`: prints figures, never passes or fails on timing.
 *
 * 1. API throughput and latency, for the embedded PGlite database and for PostgreSQL
 *    (127.0.0.1:5432, a scratch database `asukas_bench`): the server runs as its own process on a
 *    freshly seeded database; autocannon in this process measures an authenticated
 *    `GET /api/contracts` and `GET /api/user/notifications` beside the trivial unauthenticated
 *    `GET /api/app-settings` on the same server in the same run, then p50/p99 at a steady 500 req/s
 *    (an evenly paced open-loop load timed from each request's scheduled instant, see `paced`).
 * 2. The gzip size of the JavaScript that the login page and the front page load, measured by
 *    loading them in the system Chromium and compressing every script they request.
 * 3. Lighthouse (mobile preset) on the login page, the front page and every resident page: the
 *    median, min and max of `BENCH_LIGHTHOUSE_RUNS` runs (default 5) per page for each goal, and
 *    a warning where the runs fall on both sides of a goal; the whole median run is picked by
 *    Lighthouse's own `computeMedianRun` (for the JSON report). Each is a first
 *    visit (empty storage and cache: the server paints the consent banner first, ADR 0019); the
 *    login and front page are also measured "(answered)": a returning visitor whose consent
 *    answer is stored, with an empty HTTP cache and no service worker all the same; and the front page
 *    "(return visit)": the same visitor with the cache warm, the service worker installed and its
 *    precache filled by an earlier visit (issue 25 item 3), printed beside the cold figures. Every page is measured over HTTP/2
 *    through a TLS proxy, the shape of a deployment (`bench/h2-proxy.ts`, docs/decisions/0022),
 *    and with `BENCH_LIGHTHOUSE_PROTOCOLS=h1,h2` also over HTTP/1.1 straight to the server. Then
 *    one traced load per page prints its main-thread long tasks and what filled them
 *    (`bench/trace.ts`).
 * 4. The domain validators' throughput (identity codes and IBANs per second).
 * 5. Webhook throughput: events created per second through the outbox and delivered per second
 *    to a local receiver, on PGlite and PostgreSQL (`webhooks.ts`).
 *
 * Targets reported against (figures, not tests): authenticated reads ≥ 20 % of the trivial route's
 * throughput on PostgreSQL and ≥ 10 % on PGlite (issue 9 item 5), p99 < 20 ms at 500 req/s; JavaScript of the login page <= 160 KB gzip and of the front page <= 170
 * KB in all (issue 25, ADR 0030); Lighthouse performance >= 95, TBT <= 200 ms,
 * LCP <= 2.0 s and CLS <= 0.02 on every page (issue 25).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { chromium, type Page, type Request } from '@playwright/test'
import { launch as launchChrome } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { chromiumPath, measuredChromiumFlags } from './chromium.ts'
import { benchDomain } from './domain.ts'
import { startServer } from './server.ts'
import { startH2Proxy } from './h2-proxy.ts'
import { tracePages } from './trace.ts'
import { paced as pacedLoad, type Figures } from './load.ts'
import { benchImport } from './import.ts'
import { median } from './stats.ts'
import { benchScale } from './scale.ts'
import { recreateDatabase } from './scratch-database.ts'
import { benchWebhooks } from './webhooks.ts'

const demoUser = { username: 'aino.virtanen@example.com', password: 'Asukas-demo-1' }
const duration = Number(process.env.BENCH_SECONDS ?? 5)
const pgAdminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
/** `BENCH_PG_DB`: the scratch database of the API part (dropped and made again); default asukas_bench. */
const pgBenchDb = process.env.BENCH_PG_DB ?? 'asukas_bench'

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

/** Maximum throughput: autocannon, 10 keep-alive connections, each sending as fast as it can. */
async function load(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: 10, duration })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  }
}

/** A latency in ms: autocannon's whole milliseconds as they are, the paced loader's to 0.1 ms. */
function ms(value: number): string {
  return (Number.isInteger(value) ? String(value) : value.toFixed(1)).padStart(4)
}

function row(name: string, f: Figures, base?: Figures | 'none', goalPercent?: number): string {
  const percent = base && base !== 'none' ? (f.rps / base.rps) * 100 : 100
  const goal =
    base && base !== 'none' && goalPercent !== undefined
      ? ` (goal >= ${goalPercent} %: ${percent >= goalPercent ? 'met' : 'not met'})`
      : ''
  const ratio =
    base === 'none' ? '' : `   ${`${percent.toFixed(0)} %`.padStart(5)} of trivial${goal}`
  return `  ${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${ms(f.p50)} ms   p99 ${ms(f.p99)} ms${ratio}${f.errors ? `   (${f.errors} errors)` : ''}`
}

/**
 * The API part on one database. `goalPercent`: issue 9 item 5's goal for the authenticated reads'
 * share of the trivial route's throughput, printed beside each figure (PostgreSQL 20 %, PGlite
 * 10 %), with the load average of the machine (other work on it skews the figures).
 */
async function benchApi(
  label: string,
  port: number,
  env: Record<string, string>,
  goalPercent: number,
): Promise<void> {
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
    console.log(
      `\n${label}: maximum throughput (10 connections, ${duration} s each); load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    )
    let base: Figures | undefined
    for (const [name, p, h] of routes) {
      const f = await load(server.url + p, h)
      console.log(row(name, f, base, goalPercent))
      base ??= f
    }
    console.log(`${label}: latency at a steady 500 req/s (paced, up to 20 connections)`)
    for (const [name, p, h] of routes) {
      const f = await pacedLoad(server.url + p, h, 500, duration)
      console.log(row(name, f, 'none'))
    }
  } finally {
    await server.stop()
  }
}

/** Budgets for the JavaScript (gzip) that each page loads, in KB (issue 25; ADR 0030). */
const loginBudgetKb = 160
const frontPageBudgetKb = 170

/**
 * The JavaScript the login page and the front page load: every `.js` request (module scripts,
 * `modulepreload` links and lazy chunks; Chromium reports preloads as `other`, so the URL decides)
 * is read once from the server afterwards and compressed with gzip level 9. The front page is
 * reached by signing in on the login page, so its figure is the files it adds to the login
 * page's, and "in all" is what a first visit to the front page costs (issue 9's measure). The
 * front page is also opened directly by a returning resident (signed in, consent answered, no
 * service worker), as the issue 25 table measures a page: all JavaScript that page requests.
 * Both are printed beside the front page's budget (ADR 0030).
 */
/** `BENCH_FILES=1` lists each JavaScript file the bundle part counts, with its gzip size. */
const listFiles = process.env.BENCH_FILES === '1'

async function benchBundle(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'asukas-bench-web-'))
  const server = await startServer(Number(process.env.BENCH_BUNDLE_PORT ?? 3311), {
    DATA_DIR: dataDir,
  })
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const page = await browser.newPage()
    /**
     * The JavaScript files `target` requests during `action` (until the network is idle) that
     * are not in `seen` yet, added to it, with their gzip size.
     */
    const measure = async (
      action: () => Promise<void>,
      target: Page = page,
      seen = new Set<string>(),
    ): Promise<{ files: number; gzip: number }> => {
      const scripts = new Set<string>()
      const listener = (request: Request) => {
        const url = request.url().split('?')[0] ?? ''
        if (url.endsWith('.js') && !seen.has(url)) scripts.add(url)
      }
      target.on('request', listener)
      await action()
      await target.waitForLoadState('networkidle')
      target.off('request', listener)
      let gzip = 0
      for (const url of scripts) {
        seen.add(url)
        const body = Buffer.from(await (await fetch(url)).arrayBuffer())
        const size = gzipSync(body, { level: 9 }).length
        gzip += size
        if (listFiles)
          console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB  ${url.split('/').pop()}`)
      }
      return { files: scripts.size, gzip }
    }
    // The front page after login counts only the files the login page had not loaded.
    const firstVisit = new Set<string>()
    const loginPage = await measure(
      async () => {
        await page.goto(`${server.url}/login`)
        await page.locator('[data-qa="login-submit"]').waitFor()
      },
      page,
      firstVisit,
    )
    const frontPage = await measure(
      async () => {
        await page.locator('[data-qa="login-username"]').fill(demoUser.username)
        await page.locator('[data-qa="login-password"]').fill(demoUser.password)
        await page.locator('[data-qa="login-submit"]').click()
        await page.waitForURL(/\/asiointi\/[^/]+$/, { timeout: 30_000 })
        await page.locator('[data-qa="greeting"]').waitFor({ timeout: 30_000 })
      },
      page,
      firstVisit,
    )
    // A returning resident opening the front page straight away (signed in, consent answered):
    // what the issue's Lighthouse table measures for "the page". A fresh context without the
    // service worker, so every file is requested again and counted.
    const frontUrl = page.url()
    const returning = await browser.newContext({
      serviceWorkers: 'block',
      storageState: await page.context().storageState(),
    })
    const directPage = await returning.newPage()
    const direct = await measure(async () => {
      await directPage.goto(frontUrl)
      await directPage.locator('[data-qa="greeting"]').waitFor({ timeout: 30_000 })
    }, directPage)
    await returning.close()
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
    const verdict = (n: number, budget: number) => (n / 1024 <= budget ? 'met' : 'NOT met')
    const all = loginPage.gzip + frontPage.gzip
    console.log('\nJavaScript loaded (gzip, level 9)')
    console.log(
      `  login page                         ${kb(loginPage.gzip).padStart(9)} in ${loginPage.files} files   goal <= ${loginBudgetKb} KB: ${verdict(loginPage.gzip, loginBudgetKb)}`,
    )
    console.log(
      `  front page (after login)           ${kb(all).padStart(9)} in all (+${kb(frontPage.gzip)} in ${frontPage.files} more files)   goal <= ${frontPageBudgetKb} KB: ${verdict(all, frontPageBudgetKb)}`,
    )
    console.log(
      `  front page (returning resident)    ${kb(direct.gzip).padStart(9)} in ${direct.files} files   goal <= ${frontPageBudgetKb} KB: ${verdict(direct.gzip, frontPageBudgetKb)}`,
    )
  } finally {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function scratchPostgres(): Promise<string | undefined> {
  try {
    return await recreateDatabase(pgAdminUrl, pgBenchDb)
  } catch (error) {
    console.log(`\nPostgreSQL at ${pgAdminUrl} not reachable (${String(error)}): skipped`)
    return undefined
  }
}

/**
 * Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) in the system Chromium on
 * the login page, the front page and every resident page of spec 01 §2 reachable without an id,
 * signed in as the demo resident. Prints performance score, LCP, CLS and TBT per page beside the
 * goals of issue 9 (performance >= 95, LCP <= 2.0 s, CLS <= 0.05).
 */
/** `BENCH_LIGHTHOUSE_RUNS`: runs per page, of which the median, min and max are printed (default 5). */
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5))
/** How the browser reaches the server: directly over HTTP/1.1, or over HTTP/2 through a TLS proxy. */
type Protocol = 'h1' | 'h2'

const protocolNames: Record<Protocol, string> = {
  h1: 'HTTP/1.1 straight to the server',
  h2: "HTTP/2 through a TLS proxy (a deployment's shape)",
}

/**
 * `BENCH_LIGHTHOUSE_PROTOCOLS`: `h1`, `h2` or both (default `h2`; `h1,h2` measures both, in that
 * order). HTTP/2 is how residents reach a deployment (TLS ends at its reverse proxy) and what the
 * goals are measured on (issue 25); HTTP/1.1 is the server alone.
 */
const lighthouseProtocols = (process.env.BENCH_LIGHTHOUSE_PROTOCOLS ?? 'h2')
  .split(',')
  .filter((p): p is Protocol => p === 'h1' || p === 'h2')

/** `BENCH_LIGHTHOUSE_JSON=dir`: also writes each page's whole (median) Lighthouse report there (made if missing). */
const lighthouseJsonDir = process.env.BENCH_LIGHTHOUSE_JSON

/**
 * The browser state of a Lighthouse run in the Chrome at `port`, set before each run because
 * Lighthouse's own reset keeps cookies: exactly the cookies `cookies` (`name=value; …`: a session
 * for the resident pages, and a returning visitor's consent cookie) for `origin`. For a returning
 * visitor (`record`, a run with `disableStorageReset`) also the tracking-consent answer in
 * localStorage (as the web app's `writeConsent` stores it) and an empty HTTP cache; a first visit
 * gets empty storage and cache from Lighthouse.
 */
/**
 * Who loads a page: a first visitor (no entry), a returning one with the consent answered but the
 * caches empty (`answered`), or a returning one with the caches warm (`warm`).
 */
type Visitor = 'answered' | 'warm'

async function visitorState(
  port: number,
  origin: string,
  record: { trackingConsent: boolean; lastConsentDate: string } | null,
  cookies: string,
  warmPath?: string,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    await context.clearCookies()
    const pairs = cookies.split('; ').filter(Boolean)
    if (pairs.length > 0)
      await context.addCookies(
        pairs.map((pair) => {
          const at = pair.indexOf('=')
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin }
        }),
      )
    if (!record) return
    const page = await context.newPage()
    await page.goto(`${origin}/favicon.svg`)
    await page.evaluate(
      (value) =>
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem('asukas.trackingConsent', value),
      JSON.stringify(record),
    )
    const cdp = await context.newCDPSession(page)
    if (warmPath) {
      // An earlier visit: the page, its assets in the HTTP cache, the service worker active with
      // its precache filled (ADR 0032), the early reads' answers in its cache.
      await page.goto(`${origin}${warmPath}`, { waitUntil: 'networkidle' })
      await page.evaluate(async () => {
        const container = (
          globalThis as unknown as {
            navigator: { serviceWorker?: { ready: Promise<unknown> } }
          }
        ).navigator.serviceWorker
        if (container) await container.ready
      })
      await page.waitForLoadState('networkidle')
    } else {
      await cdp.send('Network.clearBrowserCache')
      // A service worker and its caches from an earlier run would serve this one warm.
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'service_workers,cache_storage',
      })
    }
    await page.close()
  } finally {
    await browser.close()
  }
}

/**
 * The largest contentful paint Lighthouse observed in the unthrottled page load it simulates from
 * (ms): not a goal, but unlike the simulation it counts time the page spends waiting on timers
 * (e.g. React's 300 ms throttle of a Suspense fallback's reveal), so it shows such waterfalls.
 */
function observedLcp(lhr: Result): number {
  const items = (
    lhr.audits.metrics?.details as
      { items?: { observedLargestContentfulPaint?: number }[] } | undefined
  )?.items
  return items?.[0]?.observedLargestContentfulPaint ?? Number.NaN
}

/**
 * The goals of every page (issue 25 item 2), Lighthouse mobile preset over HTTP/2: performance
 * >= 95, total blocking time <= 200 ms, largest contentful paint <= 2.0 s, layout shift <= 0.02.
 */
const goals = [
  { key: 'perf', label: 'perf', goal: 95, atLeast: true, digits: 0, unit: '' },
  { key: 'tbt', label: 'TBT', goal: 200, atLeast: false, digits: 0, unit: ' ms' },
  { key: 'lcp', label: 'LCP', goal: 2.0, atLeast: false, digits: 2, unit: ' s' },
  { key: 'cls', label: 'CLS', goal: 0.02, atLeast: false, digits: 3, unit: '' },
] as const

/** One run's figures for the goals. */
type Figures4 = Record<(typeof goals)[number]['key'], number>

function figuresOf(lhr: Result): Figures4 {
  const audit = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint') / 1000,
    cls: audit('cumulative-layout-shift'),
  }
}

/**
 * One page's line: each goal's median with min–max, met or not, and the goals whose runs fall on
 * both sides of the goal (the spread is wider than the median's margin: the verdict is noise).
 */
function goalLine(name: string, runs: Figures4[]): { line: string; noisy: string[] } {
  const cells: string[] = []
  const missed: string[] = []
  const noisy: string[] = []
  for (const g of goals) {
    const values = runs.map((run) => run[g.key])
    const mid = median(values)
    const min = Math.min(...values)
    const max = Math.max(...values)
    const met = g.atLeast ? mid >= g.goal : mid <= g.goal
    if (!met) missed.push(g.label)
    const passes = values.filter((v) => (g.atLeast ? v >= g.goal : v <= g.goal)).length
    if (passes > 0 && passes < values.length) noisy.push(g.label)
    cells.push(
      `${g.label} ${mid.toFixed(g.digits)}${g.unit} (${min.toFixed(g.digits)}–${max.toFixed(g.digits)})`.padEnd(
        g.key === 'perf' ? 17 : 25,
      ),
    )
  }
  const verdict = missed.length === 0 ? 'met' : `NOT met: ${missed.join(', ')}`
  return { line: `  ${name.padEnd(24)} ${cells.join(' ')} ${verdict}`, noisy }
}

/**
 * The browser steps on one server: Lighthouse (`part` 'lighthouse'), the main-thread trace
 * ('trace'), or both (undefined).
 */
async function benchLighthouse(part?: 'lighthouse' | 'trace'): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'asukas-bench-lh-'))
  // Messaging is a deployment setting, off by default: on here, so its screen is measured.
  const server = await startServer(Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3312), {
    DATA_DIR: dataDir,
    MESSAGING: 'true',
  })
  const chrome = await launchChrome({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...measuredChromiumFlags],
  })
  try {
    const cookie = await login(server.url)
    const contracts = (await (
      await fetch(`${server.url}/api/contracts`, { headers: { cookie } })
    ).json()) as { uuid: string }[]
    const id = contracts[0]?.uuid ?? ''
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
    if (part !== 'trace') {
      for (const protocol of lighthouseProtocols) {
        const proxy = protocol === 'h2' ? await startH2Proxy(server.url) : undefined
        try {
          await lighthousePages(chrome.port, proxy?.url ?? server.url, protocol, id, cookie, only)
        } finally {
          await proxy?.stop()
        }
      }
    }
    if (part !== 'lighthouse') {
      // The trace step over HTTP/2, as residents load the pages (issue 25 item 1).
      const proxy = await startH2Proxy(server.url)
      try {
        const consentCookie = {
          name: 'asukas_consent',
          value: encodeURIComponent(new Date().toISOString()),
        }
        const session = cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=')
          return { name: pair.slice(0, at), value: pair.slice(at + 1) }
        })
        await tracePages(
          proxy.url,
          benchPages(id)
            .filter(([name]) => !only || only.includes(name))
            .map(([name, pagePath, visitor]) => ({
              name,
              path: pagePath,
              cookies: [
                ...(pagePath === '/login' ? [] : session),
                ...(visitor ? [consentCookie] : []),
              ],
            })),
        )
      } finally {
        await proxy.stop()
      }
    }
  } finally {
    chrome.kill()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The pages the Lighthouse and trace steps measure: the login page, the front page and every
 * resident page of spec 01 §2 reachable without an id, for the contract `id`. "answered": a
 * returning visitor, whose tracking-consent answer is stored (localStorage and cookie), so that
 * the server paints no banner and the page's own content is the largest; "warm": that visitor
 * with the cache warm from an earlier visit of the same page.
 */
function benchPages(id: string): [name: string, path: string, visitor?: Visitor][] {
  return [
    ['login', '/login'],
    ['login (answered)', '/login', 'answered'],
    ['front page', `/asiointi/${id}`],
    ['front page (answered)', `/asiointi/${id}`, 'answered'],
    ['front page (return visit)', `/asiointi/${id}`, 'warm'],
    ['bulletin board', `/asiointi/${id}/ilmoitustaulu`],
    ['own information', `/omat-tiedot/${id}`],
    ['fault report', `/asiointi/${id}/vikailmoitus`],
    ['question', `/asiointi/${id}/kysymys`],
    ['feedback', `/asiointi/${id}/palaute`],
    ['messages', `/asiointi/${id}/viestit`],
    ['payment information', `/asiointi/${id}/maksut/tiedot`],
    ['payment history', `/asiointi/${id}/maksut/historia`],
    ['documents', `/asiointi/${id}/dokumentit`],
    ['building', `/asiointi/${id}/kiinteiston-tiedot`],
    ['contacts', `/asiointi/${id}/yhteystiedot`],
    ['parking', `/asiointi/${id}/pysakointi`],
    ['terminate contract', `/asiointi/${id}/irtisano`],
    ['add tenant', `/asiointi/${id}/lisaa-asukas`],
  ]
}

/**
 * Lighthouse on every page at `origin` (the server itself over HTTP/1.1, or the HTTP/2 proxy in
 * front of it), signed in with `cookie` where a page needs it; `only` limits the pages by name.
 */
async function lighthousePages(
  chromePort: number,
  origin: string,
  protocol: Protocol,
  id: string,
  cookie: string,
  only: string[] | undefined,
): Promise<void> {
  const pages = benchPages(id)
  // Lighthouse simulates a slow phone from what it observes: a loaded machine skews its figures.
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
  console.log(
    `\nLighthouse, mobile preset, ${protocolNames[protocol]}, median (min–max) of ${lighthouseRuns} runs; goals: ${goals.map((g) => `${g.label} ${g.atLeast ? '>=' : '<='} ${g.goal}${g.unit}`).join(', ')}; load average ${load}`,
  )
  const consent = { trackingConsent: false, lastConsentDate: new Date().toISOString() }
  const consentCookie = `asukas_consent=${encodeURIComponent(consent.lastConsentDate)}`
  for (const [name, pagePath, visitor] of pages) {
    if (only && !only.includes(name)) continue
    const cookies = [
      ...(pagePath === '/login' ? [] : [cookie]),
      ...(visitor ? [consentCookie] : []),
    ]
    // Lighthouse's own advice: the median of several runs, picked by its computeMedianRun.
    const runs: Result[] = []
    for (let i = 0; i < lighthouseRuns; i++) {
      // The session (and a returning visitor's consent) in the browser's cookie jar, not as an
      // extra header: a cookie the page writes (the language) would replace that header.
      await visitorState(
        chromePort,
        origin,
        visitor ? consent : null,
        cookies.join('; '),
        visitor === 'warm' ? pagePath : undefined,
      )
      const result = await lighthouse(`${origin}${pagePath}`, {
        port: chromePort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: visitor !== undefined,
      })
      // A run that ended elsewhere (e.g. the login page) measured another page: left out.
      const ended = result?.lhr.finalDisplayedUrl ?? ''
      if (result?.lhr && new URL(ended).pathname === pagePath) runs.push(result.lhr)
      else console.log(`  ${name}: a run ended at ${ended}, left out`)
    }
    const valid = filterToValidRuns(runs)
    const lhr = valid.length > 0 ? computeMedianRun(valid) : undefined
    if (lhr && lighthouseJsonDir) {
      mkdirSync(lighthouseJsonDir, { recursive: true })
      writeFileSync(
        path.join(lighthouseJsonDir, `${protocol}-${name.replaceAll(' ', '-')}.json`),
        JSON.stringify(lhr),
      )
    }
    if (!lhr) {
      console.log(`  ${name.padEnd(24)} no result`)
      continue
    }
    const { line, noisy } = goalLine(name, valid.map(figuresOf))
    const pageLoad = loadavg()[0]?.toFixed(2) ?? '?'
    console.log(
      `${line}  (LCP observed ${(observedLcp(lhr) / 1000).toFixed(2)} s; load ${pageLoad})`,
    )
    if (noisy.length > 0) {
      console.log(
        `    warning: the runs fall on both sides of the ${noisy.join(', ')} goal: the spread is wider than the margin`,
      )
    }
  }
}

/**
 * `BENCH_ONLY=api|bundle|lighthouse|trace|domain|webhooks` runs one part (default: all);
 * `BENCH_DB=pglite|postgres` runs the API part on one database only;
 * `npm run bench -- --scale [--scale-residents=N …]`: the scale benchmark only (`scale.ts`);
 * `npm run bench -- --import [--import-residents=N] [--import-runs=N]`: the first-load benchmark
 *   only (`import.ts`);
 * `npm run bench -- --webhooks`: the webhook throughput only (`webhooks.ts`).
 */
const only = process.argv.includes('--scale')
  ? 'scale'
  : process.argv.includes('--import')
    ? 'import'
    : process.argv.includes('--webhooks')
      ? 'webhooks'
      : process.env.BENCH_ONLY
const onlyDb = process.env.BENCH_DB
/** `BENCH_PORT`: the port of the PGlite server (PostgreSQL's is the next one); default 3301. */
const port = Number(process.env.BENCH_PORT ?? 3301)
const pgliteDir = mkdtempSync(path.join(tmpdir(), 'asukas-bench-'))
try {
  console.log(`Asukas benchmark, Node ${process.version}, ${new Date().toISOString()}`)
  if (only === 'scale') await benchScale(process.argv.slice(2), pgAdminUrl, port)
  if (only === 'import') await benchImport(process.argv.slice(2), pgAdminUrl, port)
  if (!only || only === 'api') {
    if (!onlyDb || onlyDb === 'pglite') {
      await benchApi('PGlite (embedded)', port, { DATA_DIR: pgliteDir }, 10)
    }
    const pgUrl = !onlyDb || onlyDb === 'postgres' ? await scratchPostgres() : undefined
    if (pgUrl) await benchApi('PostgreSQL', port + 1, { DATABASE_URL: pgUrl }, 20)
  }
  if (!only || only === 'bundle') await benchBundle()
  if (!only || only === 'lighthouse' || only === 'trace') {
    await benchLighthouse(only === 'lighthouse' || only === 'trace' ? only : undefined)
  }
  if (!only || only === 'domain') {
    console.log('\nDomain validators')
    await benchDomain()
  }
  if (!only || only === 'webhooks') await benchWebhooks(pgAdminUrl)
} finally {
  rmSync(pgliteDir, { recursive: true, force: true })
}
