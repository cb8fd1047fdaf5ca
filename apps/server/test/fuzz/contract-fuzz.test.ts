/**
 * Fuzzing from the contract (issue 8 "Prove it"): requests generated from every registered
 * endpoint's params, query and body schemas with fast-check — valid, boundary and hostile (NUL
 * and other control characters, long strings, wrong types, unicode, missing and extra keys,
 * malformed JSON, wrong content types, bodies nested past the depth limit and thousands of keys
 * wide) — sent as anonymous, resident, impersonating staff and
 * staff. Every answer must be below 500, a 2xx must match the endpoint's response schema, and
 * an error must be `{ error: CODE }` with a code the route declares.
 *
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set. `FUZZ_REQUESTS` sets the budget
 * (default 6,000), `FUZZ_SEED` the seed (default: the time, printed for replaying a failure).
 */
import { api, apiErrorSchema, buildPath, type EndpointDef } from '@asukas/contract'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createSession } from '../../src/platform/auth/sessions.ts'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, impersonationCookie, login, staffLogin, STAFF, userIdOf } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'
import { arbitraryOfSchema } from './arbitraries.ts'

const t = useTestApp()

const budget = Number(process.env.FUZZ_REQUESTS ?? 6_000)
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647)

type Role = 'anonymous' | 'resident' | 'impersonator' | 'staff'
const roles: Role[] = ['anonymous', 'resident', 'impersonator', 'staff']

/** Calls that end or change the session they are sent with: each gets a fresh session. */
const sessionChanging = new Set(['logout', 'startImpersonation', 'endImpersonation'])
/** Calls never sent with Aino's own session: removing her account would end the fuzzing. */
const notAsResident = new Set(['removeUser'])

/** Known ids of the demo data, so some generated paths name real records. */
const knownIds = Object.values(demoIds).filter(
  (value): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value),
)

/** One generated request before it is sent. */
interface Sample {
  params: Record<string, unknown> | undefined
  query: Record<string, unknown> | undefined
  body: unknown
  /** 0: JSON body; 1: malformed JSON; 2: another content type; 3: no body. */
  bodyMode: number
  remote: string
}

function sampleArbitrary(endpoint: EndpointDef): fc.Arbitrary<Sample> {
  const hostility = fc.constantFrom(0, 0, 1)
  return hostility.chain((level) =>
    fc.record({
      params: endpoint.params
        ? fc.oneof(
            { weight: 3, arbitrary: paramsFromKnownIds(endpoint) },
            { weight: 2, arbitrary: arbitraryOfSchema(endpoint.params, level) },
          )
        : fc.constant(undefined),
      query: endpoint.query ? arbitraryOfSchema(endpoint.query, level) : fc.constant(undefined),
      body: endpoint.body ? arbitraryOfSchema(endpoint.body, level) : fc.constant(undefined),
      bodyMode: fc.constantFrom(0, 0, 0, 0, 0, 0, 1, 2, 3),
      remote: fc.ipV4(),
    }),
  ) as fc.Arbitrary<Sample>
}

function paramsFromKnownIds(endpoint: EndpointDef): fc.Arbitrary<Record<string, unknown>> {
  const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '')
  return fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        name === 'contractUuid'
          ? fc.constantFrom(
              demoIds.ainoRentalContract,
              demoIds.ainoRightOfOccupancyContract,
              demoIds.mikkoContract,
            )
          : fc.oneof(fc.constantFrom(...knownIds), fc.nat(50)),
      ]),
    ),
  )
}

/** The query string of a generated query object (values as text, arrays repeated). */
function queryString(query: Record<string, unknown> | undefined): string {
  if (query === undefined || query === null || typeof query !== 'object') return ''
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value]
    for (const item of values) {
      const text = typeof item === 'object' ? JSON.stringify(item) : String(item)
      parts.push(`${encodeURIComponent(wellFormed(key))}=${encodeURIComponent(wellFormed(text))}`)
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`
}

function pathOf(endpoint: EndpointDef, params: Record<string, unknown> | undefined): string {
  if (params === undefined) return endpoint.path
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(params ?? {})) {
    const text = wellFormed(typeof value === 'object' ? JSON.stringify(value) : String(value))
    // '.' and '..' are dot segments: the URL would name another path (RFC 3986 §5.2.4), not
    // this endpoint with a strange parameter; keep them strange but not segments.
    values[key] = /^\.+$/.test(text) ? `${text}x` : text
  }
  try {
    return buildPath(endpoint.path, values as never)
  } catch {
    // A missing parameter: an empty segment.
    return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => values[name] ?? '')
  }
}

describe('contract fuzzing', () => {
  it(`answers ${budget} generated requests without a 5xx and within the contract`, async () => {
    const { app, db } = t
    const registered = new Set(app.routeTable.map((route) => `${route.method} ${route.url}`))
    const declared = new Map(
      app.routeTable.map((route) => [`${route.method} ${route.url}`, route.errors]),
    )
    const endpoints = (Object.entries(api) as [string, EndpointDef][]).filter(([, endpoint]) =>
      registered.has(`${endpoint.method} ${endpoint.path}`),
    )
    const cookies: Record<Role, string | undefined> = {
      anonymous: undefined,
      resident: await login(app, AINO),
      impersonator: await impersonationCookie(db, STAFF, AINO),
      staff: await staffLogin(app),
    }
    const ids = { staff: await userIdOf(db, STAFF), resident: await userIdOf(db, AINO) }
    /** A fresh session of the role, for calls that end or change it. */
    async function freshCookie(role: Role): Promise<string | undefined> {
      if (role === 'anonymous') return undefined
      const token =
        role === 'resident'
          ? await createSession(db, ids.resident)
          : role === 'staff'
            ? await createSession(db, ids.staff)
            : await createSession(db, ids.staff, ids.resident)
      return `asukas_session=${token}`
    }

    const perCombination = Math.ceil(budget / (endpoints.length * roles.length))
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let sent = 0
    let tooDeep = 0
    let index = 0
    const started = Date.now()
    for (const [key, endpoint] of endpoints) {
      const samples = fc.sample(sampleArbitrary(endpoint), {
        numRuns: perCombination * roles.length,
        seed: seed + index++,
      })
      for (const [n, sample] of samples.entries()) {
        const role = roles[n % roles.length] as Role
        if (role === 'resident' && notAsResident.has(key)) continue
        const cookie = sessionChanging.has(key) ? await freshCookie(role) : cookies[role]
        const url = pathOf(endpoint, sample.params) + queryString(sample.query ?? undefined)
        const headers: Record<string, string> = {}
        if (cookie !== undefined) headers.cookie = cookie
        const request: InjectOptions = {
          method: endpoint.method,
          url,
          headers,
          remoteAddress: sample.remote,
        }
        if (endpoint.method !== 'GET') {
          if (sample.bodyMode === 2) {
            headers['content-type'] = 'text/html'
            headers['x-requested-with'] = 'fetch'
            request.payload = '<p>hello</p>'
          } else {
            headers['content-type'] = 'application/json'
            if (sample.bodyMode === 1) request.payload = '{"broken":'
            else if (sample.bodyMode === 3 || sample.body === undefined) request.payload = ''
            else request.payload = JSON.stringify(sample.body)
          }
        }
        const response = await app.inject(request)
        sent++
        if (response.body.includes('"JSON_TOO_DEEP"')) tooDeep++
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
        const where = `${role} ${endpoint.method} ${url.slice(0, 200)} → ${response.statusCode}`
        if (response.statusCode >= 500) {
          failures.push(`${where} ${response.body.slice(0, 200)}`)
          continue
        }
        if (response.statusCode >= 200 && response.statusCode < 300) {
          const isJson = String(response.headers['content-type']).includes('application/json')
          if (isJson && !endpoint.response.safeParse(response.json()).success) {
            failures.push(`${where} answer does not match the response schema`)
          }
          continue
        }
        if (response.statusCode >= 400) {
          const parsed = apiErrorSchema.safeParse(safeJson(response.body))
          const codes = declared.get(`${endpoint.method} ${endpoint.path}`) ?? []
          if (!parsed.success)
            failures.push(`${where} not {error: CODE}: ${response.body.slice(0, 200)}`)
          else if (!codes.includes(parsed.data.error)) {
            failures.push(`${where} undeclared ${parsed.data.error}`)
          }
        }
      }
    }
    const seconds = (Date.now() - started) / 1000
    console.info(
      `contract fuzzing: ${sent} requests over ${endpoints.length} endpoints × ${roles.length} roles ` +
        `in ${seconds.toFixed(1)} s on ${db.kind} (seed ${seed}); ${tooDeep} too deep; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    )
    expect(
      [...new Set(failures.map((failure) => failure.replace(/(\/api\/[a-z-]+)\S*/, '$1…')))].slice(
        0,
        20,
      ),
    ).toEqual([])
    expect(app.undeclaredErrors).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(5_000)
    // The deep bodies of the arbitraries were sent and refused at parsing (issue 23 item 1).
    expect(tooDeep).toBeGreaterThan(0)
  }, 300_000)
})

/** The text with lone surrogates replaced (a URL cannot carry them; a JSON body can). */
function wellFormed(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  )
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
