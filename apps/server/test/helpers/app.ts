/**
 * Test harness of the API tests: a seeded database (PGlite, or PostgreSQL with DATABASE_URL), the
 * app built on it, and helpers to log in and call routes through `app.inject`.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { generate } from 'otplib'
import { buildApp, type BuildAppOptions } from '../../src/app.ts'
import { createSession } from '../../src/platform/auth/sessions.ts'
import { loadConfig, type Config, type RawSettings } from '../../src/platform/config.ts'
import { openTotpSecret } from '../../src/features/staff/totp-secrets.ts'
import type { Db } from '../../src/platform/db/db.ts'
import { insertRows, personTenant } from '../../src/seed/builders/index.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { openTestDatabase } from './db.ts'

/** Password of every demo user (seed). */
export const DEMO_PASSWORD = 'Asukas-demo-1'
/** Demo residents and staff (seed). */
export const AINO = 'aino.virtanen@example.com'
export const MIKKO = 'mikko.korhonen@example.com'
export const STAFF = 'staff@example.com'

/**
 * A built web app stand-in: `index.html`, the route preloads and first paint, and one hashed
 * asset, with the brotli and gzip siblings the real build writes (apps/web/vite.config.ts).
 */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'asukas-web-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="fi"><head><title>Asukas</title></head><body><div id="root"></div></body></html>',
  )
  // What the web build lists per route (apps/web build/route-preloads.ts); one bad entry.
  const routes = {
    login: ['/assets/LoginScreen-abc123.js', '/assets/Field-abc123.css'],
    frontPage: ['/assets/AuthenticatedLayout-abc123.js', '/assets/FrontPageRoute-abc123.js'],
    messages: ['/assets/AuthenticatedLayout-abc123.js', '/assets/MessagesScreen-abc123.js'],
    documents: ['/assets/Documents-abc123.js', '/assets/"><script>alert(1)</script>.js'],
  }
  const app = ['/assets/vendor-abc123.js', '/assets/i18n-abc123.js']
  const main = '/assets/main-abc123.js'
  // The translations loaded on demand, by language; one unknown language.
  const texts = {
    fi: { app: [], routes: { documents: ['/assets/fi-property-abc123.js'] } },
    sv: { app: ['/assets/sv-abc123.js'], routes: { documents: ['/assets/sv-property-abc123.js'] } },
    de: { app: ['/assets/de-abc123.js'], routes: {} },
  }
  writeFileSync(
    join(dir, 'route-preloads.json'),
    JSON.stringify({ version: 1, app, main, routes, texts }),
  )
  // The consent banner by language (apps/web build/first-paint.ts); one bad entry.
  const consent = {
    fi: '<section data-qa="consent-banner">Evästeet ja seuranta</section>',
    sv: '<section data-qa="consent-banner">Kakor och spårning</section>',
    en: '<section data-qa="consent-banner">Cookies and tracking</section>',
    de: '<section>Kekse</section>',
  }
  writeFileSync(join(dir, 'first-paint.json'), JSON.stringify({ version: 1, consent }))
  const asset = join(dir, 'assets', 'app-abc123.js')
  const source = 'console.log("asukas")'
  writeFileSync(asset, source)
  writeFileSync(`${asset}.br`, brotliCompressSync(source))
  writeFileSync(`${asset}.gz`, gzipSync(source))
  return dir
}

/** A test config: test mode, silent logs, a fake web build; `overrides` as environment values. */
export function testConfig(overrides: RawSettings = {}): Config {
  return loadConfig(
    { ASUKAS_MODE: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: fakeWebDist(), ...overrides },
    {},
  )
}

/** A running test app on a fresh, seeded database. */
export interface TestApp {
  app: FastifyInstance
  db: Db
  config: Config
  close(): Promise<void>
}

/** Options of the app under test beyond settings: the clock and the account limits. */
export type TestAppOptions = Pick<BuildAppOptions, 'clock' | 'limits'>

/**
 * Opens a seeded test database and builds the app on it. Call once per test file (seeding hashes
 * the demo password, which is slow) and `close()` in `afterAll`.
 */
export async function startTestApp(
  overrides: RawSettings = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const db = await openTestDatabase({ seed: true })
  const config = testConfig(overrides)
  const app = await buildApp({ config, db, ...options })
  databaseOfApp.set(app, db)
  return {
    app,
    db,
    config,
    async close() {
      await app.close()
      await db.close()
    },
  }
}

/** Builds another app (other settings) on an existing database. */
export async function appOn(
  db: Db,
  overrides: RawSettings = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), db, ...options })
  databaseOfApp.set(app, db)
  return app
}

/** The database each test app was built on (the staff login helper reads TOTP secrets there). */
const databaseOfApp = new WeakMap<FastifyInstance, Db>()

/**
 * Adds a person tenant with the identity code `hetu` to the demo neighbour contract (a tenant
 * without a portal account, who may register).
 *
 * @returns the tenant id.
 */
export async function addTenant(
  db: Db,
  hetu: string,
  name: { firstName: string; lastName: string },
): Promise<string> {
  const tenant = personTenant({
    contract_id: demoIds.neighbourContract,
    first_name: name.firstName,
    last_name: name.lastName,
    is_contract_party: false,
    personal_identity_code: hetu,
    birth_date: '1990-01-01',
    start_date: '2023-02-01',
  })
  await insertRows(db, 'tenants', [tenant])
  return tenant.id
}

/** The audit rows of `action`, oldest first. */
export async function auditRows(
  db: Db,
  action: string,
): Promise<
  {
    actor_user_id: string | null
    impersonator_user_id: string | null
    entity_id: string | null
    ip_address: string | null
    details: Record<string, unknown>
  }[]
> {
  return db.query(
    `SELECT actor_user_id, impersonator_user_id, entity_id, ip_address, details
       FROM audit_log WHERE action = $1 ORDER BY occurred_at, id`,
    [action],
  )
}

/** The `name=value` pair of a response's Set-Cookie header named `name`, or undefined. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie']
  const all = header === undefined ? [] : Array.isArray(header) ? header : [header]
  const found = all.find((cookie) => cookie.startsWith(`${name}=`))
  return found?.split(';')[0]
}

/**
 * Logs in through `POST /api/login` and returns the `Cookie` header value for later calls.
 *
 * @throws Error when the login does not answer 200.
 */
export function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  return loginAt(app, '/api/login', email, password)
}

/**
 * Logs a staff user in with password and second factor (issue 14) and returns the `Cookie`
 * header value: `POST /api/staff/login`, then on the first login the enrolment (the secret from
 * `GET /api/staff/login/enrolment`), else a TOTP code of the stored secret. The last accepted time
 * step is cleared first, so a test may log in again within the same 30 s.
 *
 * @throws Error when a step does not answer 200.
 */
export async function staffLogin(
  app: FastifyInstance,
  email = STAFF,
  password = DEMO_PASSWORD,
): Promise<string> {
  const first = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { username: email, password },
  })
  if (first.statusCode !== 200) {
    throw new Error(`/api/staff/login ${email} answered ${first.statusCode} ${first.body}`)
  }
  const challenge = cookieFrom(first, 'asukas_staff_login')
  if (!challenge) throw new Error('/api/staff/login set no challenge cookie')
  const { next } = first.json<{ next: 'enrolment' | 'second_factor' }>()
  let response: LightMyRequestResponse
  if (next === 'enrolment') {
    const enrolment = await app.inject({
      url: '/api/staff/login/enrolment',
      headers: { cookie: challenge },
    })
    const { secret } = enrolment.json<{ secret: string }>()
    response = await call(app, {
      method: 'POST',
      url: '/api/staff/login/enrolment',
      cookie: challenge,
      payload: { code: await generate({ secret }) },
    })
  } else {
    const db = databaseOfApp.get(app)
    if (!db) throw new Error('staffLogin: the app was not built by startTestApp or appOn')
    const rows = await db.query<{ totp_secret: string }>(
      `UPDATE staff_accounts SET totp_last_step = NULL
        WHERE user_id = (SELECT id FROM users WHERE email = $1) RETURNING totp_secret`,
      [email],
    )
    const stored = rows[0]?.totp_secret
    if (!stored) throw new Error(`staffLogin: ${email} has no authenticator`)
    const [owner] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
    const secret = openTotpSecret(testConfig().totpEncryptionKey, owner?.id ?? '', stored)
    response = await call(app, {
      method: 'POST',
      url: '/api/staff/login/second-factor',
      cookie: challenge,
      payload: { code: await generate({ secret }) },
    })
  }
  if (response.statusCode !== 200) {
    throw new Error(`staff second factor ${email} answered ${response.statusCode} ${response.body}`)
  }
  const cookie = cookieFrom(response, 'asukas_session')
  if (!cookie) throw new Error('staff second factor set no session cookie')
  return cookie
}

async function loginAt(
  app: FastifyInstance,
  url: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: { username: email, password },
  })
  if (response.statusCode !== 200) {
    throw new Error(`${url} ${email} answered ${response.statusCode} ${response.body}`)
  }
  const cookie = cookieFrom(response, 'asukas_session')
  if (!cookie) throw new Error(`${url} set no session cookie`)
  return cookie
}

/** The session token of a `asukas_session=<token>` cookie pair. */
export function tokenOf(cookie: string): string {
  return cookie.slice(cookie.indexOf('=') + 1)
}

/** The id of the user with e-mail `email`. */
export async function userIdOf(db: Db, email: string): Promise<string> {
  const rows = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
  const id = rows[0]?.id
  if (!id) throw new Error(`no user ${email}`)
  return id
}

/** The id of an open, closeable notification of `userId`. */
export async function closeableNotificationOf(db: Db, userId: string): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM notifications WHERE user_id = $1 AND is_closeable AND closed_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    [userId],
  )
  const id = rows[0]?.id
  if (!id) throw new Error(`no closeable notification of ${userId}`)
  return id
}

/**
 * A session cookie of `staffEmail` impersonating `residentEmail`, made directly in the database
 * (starting an impersonation belongs to the staff console).
 */
export async function impersonationCookie(
  db: Db,
  staffEmail: string,
  residentEmail: string,
): Promise<string> {
  const token = await createSession(
    db,
    await userIdOf(db, staffEmail),
    await userIdOf(db, residentEmail),
  )
  return `asukas_session=${token}`
}

/** `app.inject` with a session cookie and, for writes, the JSON content type the CSRF check wants. */
export function call(
  app: FastifyInstance,
  options: { method?: InjectOptions['method']; url: string; cookie?: string; payload?: object },
): Promise<LightMyRequestResponse> {
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = {}
  if (options.cookie) headers.cookie = options.cookie
  if (method !== 'GET' && method !== 'HEAD') headers['content-type'] = 'application/json'
  return app.inject({
    method,
    url: options.url,
    headers,
    ...(options.payload === undefined
      ? method !== 'GET' && method !== 'HEAD'
        ? { payload: '' }
        : {}
      : { payload: JSON.stringify(options.payload) }),
  })
}

/** Replaces every `:param` of a route pattern with `value` (enumeration tests). */
export function fillPath(
  pattern: string,
  values: Record<string, string>,
  fallback: string,
): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => values[name] ?? fallback)
}
