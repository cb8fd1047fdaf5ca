/**
 * Issue 8 items 3, 7, 8 and 9: control characters refused, every error answer as
 * `{ error: CODE }` (404, 405 with Allow, 413, 415, 431, Fastify's own), declared errors in the
 * route table and the OpenAPI document, helmet's headers, the docs page's CSP and setting, and
 * CSRF against PUBLIC_URL. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { connect } from 'node:net'
import { apiErrorSchema, errorStatus, type ErrorCode } from '@asukas/contract'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { registerErrorHandling } from '../../src/platform/error-handler.ts'
import { ApiError } from '../../src/platform/errors.ts'
import { contentSecurityPolicy, permissionsPolicy } from '../../src/platform/security-headers.ts'
import { appOn, call, login, staffLogin, AINO } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()

afterAll(() => {
  // Nothing above answered a code its route does not declare.
  expect(t.app.undeclaredErrors).toEqual([])
})

describe('control characters (item 3)', () => {
  it('answers 400 VALIDATION_ERROR for a NUL in the staff search', async () => {
    const cookie = await staffLogin(t.app)
    const response = await call(t.app, { url: '/api/staff/residents?q=ab%00cd', cookie })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      details: { fieldErrors: { q: 'invalid_string' } },
    })
    const escape = await call(t.app, { url: '/api/staff/residents?q=ab%1Bcd', cookie })
    expect(escape.statusCode).toBe(400)
    const fine = await call(t.app, { url: '/api/staff/residents?q=ab%20cd', cookie })
    expect(fine.statusCode).toBe(200)
  })

  it('answers 400 VALIDATION_ERROR for a NUL in the dev mailbox filter', async () => {
    const response = await call(t.app, { url: '/api/dev/mailbox?to=%00' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' })
  })

  it('refuses a NUL in a JSON body field and in a path parameter', async () => {
    const body = await call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'aino\u0000@example.com', password: 'x' },
    })
    expect(body.statusCode).toBe(400)
    expect(body.json()).toMatchObject({ error: 'VALIDATION_ERROR' })
    const cookie = await login(t.app, AINO)
    const param = await call(t.app, { url: '/api/contracts/%00', cookie })
    expect(param.statusCode).toBe(404)
    expect(param.json()).toEqual({ error: 'NOT_FOUND' })
  })
})

describe('error answers (item 8)', () => {
  it('answers 405 METHOD_NOT_ALLOWED with Allow for a known path and a wrong method', async () => {
    const post = await call(t.app, { method: 'POST', url: '/api/contracts' })
    expect(post.statusCode).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
    expect(post.json()).toEqual({ error: 'METHOD_NOT_ALLOWED' })
    const del = await call(t.app, { method: 'DELETE', url: '/api/login' })
    expect(del.statusCode).toBe(405)
    expect(del.headers.allow).toBe('POST')
    const param = await call(t.app, {
      method: 'PUT',
      url: '/api/contracts/00000000-0000-4000-8000-000000000001',
    })
    expect(param.statusCode).toBe(405)
    expect(param.headers.allow).toBe('GET, HEAD')
  })

  it('answers 404 NOT_FOUND for an unknown path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(t.app, { method, url: '/api/no-such-thing' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    }
  })

  it('answers 413 PAYLOAD_TOO_LARGE for a body over 1 MB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'x' }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE' })
  })

  it('answers 415 UNSUPPORTED_MEDIA_TYPE for a body of another type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml', 'x-requested-with': 'fetch' },
      payload: '<login/>',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE' })
  })

  it('answers 400 BAD_REQUEST for a malformed URL and malformed JSON', async () => {
    const url = await call(t.app, { url: '/api/contracts/%zz' })
    expect(url.statusCode).toBe(400)
    expect(url.json()).toEqual({ error: 'BAD_REQUEST' })
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    })
    expect(json.statusCode).toBe(400)
    expect(json.json()).toEqual({ error: 'BAD_REQUEST' })
  })

  it('answers 431 REQUEST_HEADERS_TOO_LARGE over a real socket', async () => {
    const app = await appOn(t.db)
    try {
      await app.listen({ port: 0, host: '127.0.0.1' })
      const address = app.server.address()
      if (address === null || typeof address === 'string') throw new Error('no port')
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(address.port, '127.0.0.1')
        let text = ''
        socket.on('data', (chunk) => (text += chunk.toString()))
        socket.on('close', () => resolve(text))
        socket.on('error', reject)
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`)
      })
      expect(answer).toMatch(/^HTTP\/1\.1 431 /)
      expect(answer.endsWith('{"error":"REQUEST_HEADERS_TOO_LARGE"}')).toBe(true)
    } finally {
      await app.close()
    }
  })

  it('gives every contract route its declared errors, each with an HTTP status', () => {
    const api = t.app.routeTable.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    )
    const fromContract = api.filter((route) => route.errors.length > 0)
    expect(fromContract.length).toBeGreaterThan(30)
    for (const route of fromContract) {
      expect(route.errors, route.url).toContain('INTERNAL_SERVER_ERROR')
      if (route.access !== 'public') expect(route.errors, route.url).toContain('UNAUTHORIZED')
      if (route.impersonationGuarded) {
        expect(route.errors, route.url).toContain('IMPERSONATION_WRITE_ACCESS_DENIED')
      }
      for (const code of route.errors) expect(errorStatus[code]).toBeGreaterThanOrEqual(400)
    }
  })

  it('lists the declared errors per status in the OpenAPI document', async () => {
    const response = await call(t.app, { url: '/api/docs/json' })
    const document = response.json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    const login = document.paths['/api/login']?.post?.responses ?? {}
    expect(Object.keys(login)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '413', '415', '429', '500', '503']),
    )
    const text = JSON.stringify(login['429'])
    expect(text).toContain('TOO_MANY_FAILED_ATTEMPTS_EXCEPTION')
    const contract = document.paths['/api/contracts/{contractUuid}']?.get?.responses ?? {}
    expect(JSON.stringify(contract['404'])).toContain('NOT_FOUND')
    expect(JSON.stringify(contract['401'])).toContain('UNAUTHORIZED')
  })

  it('records an answer whose code the route does not declare (test mode)', async () => {
    const app = Fastify({ logger: false })
    registerErrorHandling(app, { mode: 'test' })
    app.get('/api/probe', { config: { declaredErrors: ['NOT_FOUND'] } }, async (request) => {
      if ((request.query as { code?: string }).code === 'overlap') {
        throw new ApiError(409, 'PARKING_RESERVATION_OVERLAP')
      }
      throw new ApiError(404, 'NOT_FOUND')
    })
    await app.ready()
    try {
      expect((await app.inject({ url: '/api/probe' })).statusCode).toBe(404)
      expect(app.undeclaredErrors).toEqual([])
      expect((await app.inject({ url: '/api/probe?code=overlap' })).statusCode).toBe(409)
      expect(app.undeclaredErrors).toEqual([
        { method: 'GET', url: '/api/probe', status: 409, code: 'PARKING_RESERVATION_OVERLAP' },
      ])
    } finally {
      await app.close()
    }
  })
})

describe('headers, docs and CSRF (items 7 and 9)', () => {
  it('sends helmet headers with the strict policy on API answers and refusals', async () => {
    for (const url of ['/api/health', '/api/contracts', '/api/no-such-thing']) {
      const response = await call(t.app, { url })
      expect(response.headers['content-security-policy'], url).toBe(contentSecurityPolicy)
      expect(response.headers['x-frame-options'], url).toBe('DENY')
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
      expect(response.headers['referrer-policy'], url).toBe('same-origin')
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin')
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin')
      expect(response.headers['permissions-policy'], url).toBe(permissionsPolicy)
      expect(response.headers['cache-control'], url).toBe('no-store')
      expect(response.headers['x-powered-by'], url).toBeUndefined()
    }
  })

  it('serves the docs with a same-origin CSP without https: sources', async () => {
    const response = await call(t.app, { url: '/api/docs/' })
    expect(response.statusCode).toBe(200)
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("style-src 'self'")
    expect(csp).not.toContain('https:')
    expect(csp).not.toContain('validator.swagger.io')
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('turns the docs off with API_DOCS=false', async () => {
    const app = await appOn(t.db, { API_DOCS: 'false' })
    try {
      const response = await call(app, { url: '/api/docs' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    } finally {
      await app.close()
    }
  })

  it('checks Origin against PUBLIC_URL, not the Host header', async () => {
    const credentials = { username: 'nobody@example.com', password: 'Wrong-password-1' }
    const forgedHost = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        'content-type': 'application/json',
        host: 'evil.example',
        origin: 'http://evil.example',
      },
      payload: credentials,
    })
    expect(forgedHost.statusCode).toBe(400)
    expect(forgedHost.json()).toEqual({ error: 'BAD_REQUEST' })
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
      payload: credentials,
    })
    expect(own.statusCode).toBe(401)
  })
})

describe('error bodies', () => {
  it('are all {error: CODE} with the status of the catalogue', async () => {
    const responses = await Promise.all([
      call(t.app, { url: '/api/contracts' }),
      call(t.app, { method: 'PATCH', url: '/api/login' }),
      call(t.app, { url: '/api/nothing' }),
    ])
    for (const response of responses) {
      const body = apiErrorSchema.parse(response.json())
      expect(errorStatus[body.error as ErrorCode]).toBe(response.statusCode)
    }
  })
})
