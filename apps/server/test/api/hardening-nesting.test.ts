/**
 * Issue 23 item 1: a deeply nested JSON body is refused when it is parsed (400 `JSON_TOO_DEEP`),
 * before any walk of it, on a public route and a signed-in one; the control-character guard walks
 * wide and deep (allowed) bodies without recursion; an overloaded instance answers 503 at once.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { MAX_JSON_DEPTH } from '@asukas/contract'
import { afterAll, describe, expect, it } from 'vitest'
import { controlCharacterPath, jsonDepthExceeds } from '../../src/platform/error-handler.ts'
import { call, login, AINO } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()

afterAll(() => {
  expect(t.app.undeclaredErrors).toEqual([])
})

/** POSTs `body` as it is, as JSON. */
function postRaw(url: string, body: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: body,
  })
}

/** `{"z":[[[...]]]}` with `depth` levels of arrays inside the object. */
function nested(depth: number, inner = '0'): string {
  return `{"z":${'['.repeat(depth)}${inner}${']'.repeat(depth)}}`
}

describe('nesting depth (issue 23 item 1)', () => {
  it('answers 400 JSON_TOO_DEEP to a 10,000-level body on the public logout', async () => {
    const response = await postRaw('/api/logout', nested(10_000))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'JSON_TOO_DEEP' })
  })

  it('answers 400 JSON_TOO_DEEP to a signed-in resident, and the server still answers', async () => {
    const cookie = await login(t.app, AINO)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postRaw('/api/user/update', nested(10_000), cookie)),
    )
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toEqual({ error: 'JSON_TOO_DEEP' })
    }
    const health = await call(t.app, { url: '/api/health' })
    expect(health.statusCode).toBe(200)
  })

  it('refuses one level past the limit and reads a body at the limit as usual', async () => {
    const over = await postRaw('/api/login', nested(MAX_JSON_DEPTH))
    expect(over.json()).toEqual({ error: 'JSON_TOO_DEEP' })
    const at = await postRaw('/api/login', nested(MAX_JSON_DEPTH - 1))
    // Reaches validation: the login body has no `z` and misses its fields.
    expect(at.statusCode).toBe(400)
    expect(at.json()).toMatchObject({ error: 'VALIDATION_ERROR' })
  })

  it('counts brackets inside strings as text', async () => {
    const text = '['.repeat(5_000) + '{'.repeat(5_000)
    expect(jsonDepthExceeds(JSON.stringify({ username: text, password: 'x' }), 4)).toBe(false)
    expect(jsonDepthExceeds(JSON.stringify({ a: '\\"[[[', b: [[[1]]] }), 4)).toBe(false)
    expect(jsonDepthExceeds(JSON.stringify({ a: '\\"[[[', b: [[[[1]]]] }), 4)).toBe(true)
  })
})

describe('control-character walk (issue 23 item 1)', () => {
  it('walks a deep value without recursion and names the path', () => {
    let value: unknown = 'bad\u0000'
    for (let level = 0; level < 50_000; level += 1) value = { k: value }
    const path = controlCharacterPath(value, true)
    expect(path?.split('.').length).toBe(50_000)
    expect(path?.startsWith('k.k.k')).toBe(true)
  })

  it('walks a wide value and finds the one bad string', () => {
    const wide: Record<string, unknown> = {}
    for (let index = 0; index < 100_000; index += 1) wide[`f${index}`] = ['ok', { x: 'fine' }]
    wide.f99999 = ['ok', { x: 'tab\u0007' }]
    expect(controlCharacterPath(wide, true)).toBe('f99999.1.x')
    expect(controlCharacterPath({ a: 'line\nbreak' }, true)).toBeNull()
    expect(controlCharacterPath({ a: 'line\nbreak' }, false)).toBe('a')
    expect(controlCharacterPath('x\u0000', false)).toBe('_')
  })
})

/** A built web app of one page and one module script, for the overload test. */
function tinyWebApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'asukas-overload-web-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Asukas</title>')
  writeFileSync(path.join(dir, 'assets', 'FrontPageRoute-test.js'), 'export const x = 1\n')
  return dir
}

describe('overload protection (issue 23 item 1)', () => {
  const loaded = useTestApp({ MAX_EVENT_LOOP_DELAY_MS: 50, WEB_DIST_DIR: tinyWebApp() })

  /** Keeps the event loop busy for `ms` milliseconds, as a CPU-heavy request would. */
  function block(ms: number): void {
    const until = Date.now() + ms
    while (Date.now() < until) {
      // busy: nothing else runs on the event loop meanwhile
    }
  }

  it('answers API calls 503 SERVICE_UNAVAILABLE with Retry-After while the event loop lags, serves the web app’s files, then recovers', async () => {
    const before = await call(loaded.app, { url: '/api/health' })
    expect(before.statusCode).toBe(200)
    // A loaded instance: CPU-heavy work keeps the event loop busy between requests.
    let during = before
    let script = before
    for (let round = 0; round < 10 && during.statusCode !== 503; round += 1) {
      block(400)
      await new Promise((resolve) => setTimeout(resolve, 20))
      // an API call and a file of the web app, asked at the same moment
      ;[during, script] = await Promise.all([
        call(loaded.app, { url: '/api/health' }),
        call(loaded.app, { url: '/assets/FrontPageRoute-test.js' }),
      ])
    }
    expect(during.statusCode).toBe(503)
    expect(during.headers['retry-after']).toBe('5')
    expect(during.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' })
    // the web app's file is served all the same: a page whose script answered 503 is broken
    expect(script.statusCode).toBe(200)
    expect(script.body).toContain('export const x')
    await expect
      .poll(async () => (await call(loaded.app, { url: '/api/health' })).statusCode, {
        timeout: 5_000,
        interval: 100,
      })
      .toBe(200)
  })
})
