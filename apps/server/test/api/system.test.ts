/**
 * System routes and the app's platform behaviour: health, app settings, feature flags, the
 * error shapes of spec 02 §8, CSRF, security headers, OpenAPI, and the SPA fallback.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { api, apiErrorSchema, fieldErrorsSchema } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import type { Db } from '../../src/platform/db/db.ts'
import { contentSecurityPolicy } from '../../src/platform/security-headers.ts'
import { webAppMissingText } from '../../src/platform/web-app.ts'
import { appOn, call, testConfig } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()

describe('GET /api/health', () => {
  it('answers ok when the database is up', async () => {
    const response = await call(t.app, { url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  it('answers 503 degraded when the database is down', async () => {
    const brokenDb: Db = {
      kind: 'pglite',
      query: async () => {
        throw new Error('connection refused')
      },
      transaction: async () => {
        throw new Error('connection refused')
      },
      listen: async () => {
        throw new Error('connection refused')
      },
      close: async () => {},
    }
    const app = await buildApp({ config: testConfig(), db: brokenDb })
    try {
      const response = await call(app, { url: '/api/health' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ status: 'degraded', database: 'down' })
    } finally {
      await app.close()
    }
  })
})

describe('GET /api/app-settings and /api/feature-flags', () => {
  it('serves the spec defaults without a session', async () => {
    const response = await call(t.app, { url: '/api/app-settings' })
    expect(response.statusCode).toBe(200)
    expect(api.appSettings.response.parse(response.json())).toEqual({
      contractTerminationOnly: false,
      defectNotice: true,
      customDefectNoticeLinkUrl: null,
      messaging: false,
      legalLinks: {
        privacyStatement: null,
        accessibilityStatement: null,
        termsOfUse: null,
        cookiePolicy: null,
      },
      demoMode: false,
    })
  })

  it('serves configured settings and flags', async () => {
    const app = await appOn(t.db, {
      ASUKAS_MODE: 'demo',
      MESSAGING: '1',
      CONTRACT_TERMINATION_ONLY: 'true',
      CUSTOM_DEFECT_NOTICE_LINK_URL: 'https://vikailmoitus.example.com/',
      PRIVACY_STATEMENT_URL: 'https://example.com/tietosuoja',
      FEATURE_PASSPORT_AUTH: 'true',
      FEATURE_PAYMENT_INFO: '0',
    })
    try {
      const settings = (await call(app, { url: '/api/app-settings' })).json()
      expect(settings).toMatchObject({
        contractTerminationOnly: true,
        messaging: true,
        customDefectNoticeLinkUrl: 'https://vikailmoitus.example.com/',
        demoMode: true,
        legalLinks: { privacyStatement: 'https://example.com/tietosuoja', termsOfUse: null },
      })
      const flags = await call(app, { url: '/api/feature-flags' })
      expect(flags.statusCode).toBe(200)
      expect(api.featureFlags.response.parse(flags.json())).toEqual({
        removeUser: true,
        paymentInfo: false,
        passportAuth: true,
        contractModification: true,
        messages: true,
      })
    } finally {
      await app.close()
    }
  })
})

describe('error answers', () => {
  it('answers 404 NOT_FOUND for an unknown /api route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(t.app, { method, url: '/api/no-such-route' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    }
  })

  it('answers 400 VALIDATION_ERROR with message keys per field', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'not an e-mail' },
    })
    expect(response.statusCode).toBe(400)
    const body = fieldErrorsSchema.parse(response.json())
    expect(body.details.fieldErrors).toEqual({ username: 'invalid_email', password: 'required' })
  })

  it('answers 400 BAD_REQUEST for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'BAD_REQUEST' })
  })

  it('never sends a stack trace: an unexpected failure is a bare 500', async () => {
    const failingDb: Db = {
      kind: 'pglite',
      query: async () => {
        throw new Error('secret internal detail')
      },
      transaction: async () => {
        throw new Error('secret internal detail')
      },
      listen: async () => {
        throw new Error('connection refused')
      },
      close: async () => {},
    }
    const app = await buildApp({ config: testConfig(), db: failingDb })
    try {
      const response = await call(app, {
        method: 'POST',
        url: '/api/login',
        payload: { username: 'aino.virtanen@example.com', password: 'Whatever-1' },
      })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ error: 'INTERNAL_SERVER_ERROR' })
      expect(response.body).not.toContain('secret')
    } finally {
      await app.close()
    }
  })
})

describe('CSRF rule for writes', () => {
  const credentials = JSON.stringify({ username: 'nobody@example.com', password: 'Wrong-pass-1' })

  it('refuses a form-like content type without X-Requested-With', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: credentials,
    })
    expect(response.statusCode).toBe(400)
    expect(apiErrorSchema.parse(response.json()).error).toBe('BAD_REQUEST')
  })

  it('refuses a JSON write from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example.com' },
      payload: credentials,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'BAD_REQUEST' })
  })

  it('accepts a JSON write from its own origin (reaching the credential check)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
      payload: credentials,
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'INVALID_CREDENTIALS' })
  })

  it('accepts a bodiless write with X-Requested-With', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'x-requested-with': 'fetch' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({})
  })
})

describe('security headers', () => {
  it('sends a strict CSP and no-store on API answers', async () => {
    const response = await call(t.app, { url: '/api/app-settings' })
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy)
    expect(contentSecurityPolicy).toContain("default-src 'self'")
    expect(contentSecurityPolicy).toContain("img-src 'self' data:")
    expect(contentSecurityPolicy).not.toContain('unsafe-inline')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('adds HSTS when served over https', async () => {
    const app = await appOn(t.db, { PUBLIC_URL: 'https://asukas.example.com' })
    try {
      const response = await call(app, { url: '/api/health' })
      expect(response.headers['strict-transport-security']).toContain('max-age=')
    } finally {
      await app.close()
    }
  })
})

describe('OpenAPI document', () => {
  it('lists the contract routes at /api/docs/json', async () => {
    const response = await call(t.app, { url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json() as { paths: Record<string, Record<string, unknown>> }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/contracts', '/api/contracts/{contractUuid}']),
    )
    expect(document.paths['/api/contracts']?.get).toMatchObject({ tags: ['contracts'] })
  })

  it('serves swagger-ui at /api/docs', async () => {
    const response = await call(t.app, { url: '/api/docs/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
  })
})

describe('web app', () => {
  it('serves index.html for app routes (SPA fallback) and files as they are', async () => {
    for (const url of ['/', '/asiointi/123/vikailmoitus', '/login?error=login_expired']) {
      const response = await call(t.app, { url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.body).toContain('<div id="root">')
      expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy)
    }
    const asset = await call(t.app, { url: '/assets/app-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toContain('asukas')
    expect(asset.headers['cache-control']).toContain('immutable')
  })

  /** The consent cookie of an answer given `days` ago (spec 02 §9). */
  const answered = (days: number) =>
    `asukas_consent=${encodeURIComponent(new Date(Date.now() - days * 86_400_000).toISOString())}`

  it("names the app's and the route's code, only for a screen that can be shown", async () => {
    const cookie = answered(1)
    const login = await call(t.app, { url: '/login?error=login_expired', cookie })
    expect(login.statusCode).toBe(200)
    expect(login.headers['content-type']).toContain('text/html')
    expect(login.headers['cache-control']).toBe('no-cache')
    expect(login.headers.vary).toMatch(/cookie/i)
    expect(login.headers['content-security-policy']).toBe(contentSecurityPolicy)
    // In evaluation order: the app's chunks, the route's, the app's module; and for the boot.
    const inOrder =
      '/assets/vendor-abc123.js /assets/i18n-abc123.js /assets/LoginScreen-abc123.js ' +
      '/assets/main-abc123.js'
    const link = (file: string) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${file}">`
        : `<link rel="modulepreload" crossorigin href="${file}">`
    expect(login.body).toContain(
      [...inOrder.split(' ').slice(0, 3), '/assets/Field-abc123.css', '/assets/main-abc123.js']
        .map(link)
        .join('') + `<meta name="asukas-preload" content="${inOrder}"></head>`,
    )
    // Answered: nothing is painted before the app.
    expect(login.body).toContain('<div id="root"></div>')
    const front = await call(t.app, {
      url: '/asiointi/a5a50000-0005-4000-8000-000000000001/',
      cookie,
    })
    expect(front.body).toContain('href="/assets/FrontPageRoute-abc123.js"')
    expect(front.body).toContain('href="/assets/AuthenticatedLayout-abc123.js"')
    expect(front.body).not.toContain('LoginScreen')
    // Messaging is off in this deployment: its screen leads to /404, so only the app's code.
    const messages = await call(t.app, { url: '/asiointi/a5a50000/viestit', cookie })
    expect(messages.statusCode).toBe(200)
    expect(messages.body).toContain('href="/assets/main-abc123.js"')
    expect(messages.body).not.toContain('MessagesScreen')
    // Only the build's asset names reach the page.
    const documents = await call(t.app, { url: '/asiointi/a5a50000/dokumentit', cookie })
    expect(documents.body).toContain('href="/assets/Documents-abc123.js"')
    expect(documents.body).not.toContain('<script>')
    // Routes without a list (the staff console, unknown paths) get the app's code.
    for (const url of ['/henkilosto/saapuneet', '/no/such/page']) {
      const response = await call(t.app, { url, cookie })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain('href="/assets/main-abc123.js"')
      expect(response.body, url).not.toContain('abc123.css')
    }
  })

  it('paints the consent banner first on a first visit and names the code for after it', async () => {
    for (const cookie of [undefined, answered(365), answered(-1), 'asukas_consent=not-a-date']) {
      const login = await call(t.app, { url: '/login', ...(cookie ? { cookie } : {}) })
      expect(login.statusCode, cookie).toBe(200)
      expect(login.body, cookie).toContain(
        '<div id="root"><section data-qa="consent-banner">Evästeet ja seuranta</section></div>',
      )
      // No script is fetched before the paint: the boot entry preloads these after it.
      expect(login.body, cookie).not.toContain('modulepreload')
      expect(login.body, cookie).toContain(
        '<meta name="asukas-preload" content="/assets/vendor-abc123.js /assets/i18n-abc123.js ' +
          '/assets/LoginScreen-abc123.js /assets/main-abc123.js">' +
          '<link rel="preload" as="style" crossorigin href="/assets/Field-abc123.css"></head>',
      )
    }
    // Within 365 days of the answer the banner is not painted (spec 02 §9).
    const answeredPage = await call(t.app, { url: '/login', cookie: answered(364) })
    expect(answeredPage.body).not.toContain('consent-banner')
  })

  it('names the reads of opening the route, for the boot entry to start with the code', async () => {
    const reads = (body: string) => /asukas-reads" content="([^"]*)"/.exec(body)?.[1]
    const building = await call(t.app, { url: '/asiointi/a5a50000/kiinteiston-tiedot' })
    expect(reads(building.body)).toBe(
      '/asiointi/:contractId/kiinteiston-tiedot /api/contracts /api/app-settings ' +
        '/api/feature-flags /api/user/metadata /api/user/permissions /api/user/profile ' +
        '/api/contracts/:contractId/contacts /api/contracts/:contractId/building-info',
    )
    const login = await call(t.app, { url: '/login?lang=sv' })
    expect(reads(login.body)).toBe('/login /api/app-settings')
    // A screen this deployment does not show (messaging off), the staff console, an unknown path.
    for (const url of ['/asiointi/a5a50000/viestit', '/henkilosto/saapuneet', '/no/such/page']) {
      expect((await call(t.app, { url })).body, url).not.toContain('asukas-reads')
    }
  })

  it("names the translations of the page's language with the code that loads them", async () => {
    const cookie = answered(1)
    const meta = (body: string) => /asukas-preload" content="([^"]*)"/.exec(body)?.[1]
    const documents = '/asiointi/a5a50000/dokumentit'
    const sv = await call(t.app, { url: `${documents}?lang=sv`, cookie })
    // The app's texts after the app's chunks, the screen's after the screen's, the module last.
    expect(meta(sv.body)).toBe(
      '/assets/vendor-abc123.js /assets/i18n-abc123.js /assets/sv-abc123.js ' +
        '/assets/Documents-abc123.js /assets/sv-property-abc123.js /assets/main-abc123.js',
    )
    expect(sv.body).toContain('<link rel="modulepreload" crossorigin href="/assets/sv-abc123.js">')
    const fi = await call(t.app, { url: documents, cookie })
    expect(meta(fi.body)).toContain('/assets/Documents-abc123.js /assets/fi-property-abc123.js')
    expect(fi.body).not.toMatch(/sv-|de-abc123/)
    // Another screen loads no property texts; the language's own still come with the app.
    const login = await call(t.app, { url: '/login?lang=sv', cookie })
    expect(meta(login.body)).toContain('/assets/sv-abc123.js')
    expect(login.body).not.toContain('property')
  })

  it('paints in the language of the lang query parameter, else cookie, else Finnish', async () => {
    const cases = [
      { url: '/login?lang=sv', cookie: undefined, lang: 'sv', text: 'Kakor och spårning' },
      { url: '/login', cookie: 'lang=en', lang: 'en', text: 'Cookies and tracking' },
      { url: '/login?lang=SV-fi', cookie: 'lang=en', lang: 'sv', text: 'Kakor och spårning' },
      { url: '/login?lang=de', cookie: 'lang=xx', lang: 'fi', text: 'Evästeet ja seuranta' },
    ]
    for (const { url, cookie, lang, text } of cases) {
      const page = await call(t.app, { url, ...(cookie ? { cookie } : {}) })
      expect(page.body, url).toContain(`<html lang="${lang}">`)
      expect(page.body, url).toContain(text)
      expect(page.body, url).not.toContain('Kekse')
    }
  })

  it('sends the page brotli or gzip compressed to a browser that accepts it', async () => {
    const plain = await t.app.inject({ url: '/login?lang=en' })
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
    ]
    for (const { accept, encoding, decode } of cases) {
      const page = await t.app.inject({
        url: '/login?lang=en',
        headers: { 'accept-encoding': accept },
      })
      expect(page.headers['content-encoding']).toBe(encoding)
      expect(page.headers.vary).toMatch(/accept-encoding/i)
      expect(decode(page.rawPayload).toString()).toBe(plain.body)
    }
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('Cookies and tracking')
  })

  it('preloads the messages screen where messaging is on', async () => {
    const app = await appOn(t.db, { MESSAGING: 'true' })
    try {
      const response = await call(app, { url: '/asiointi/a5a50000/viestit' })
      expect(response.body).toMatch(/asukas-preload" content="[^"]*MessagesScreen-abc123\.js/)
    } finally {
      await app.close()
    }
  })

  it('sends the precompressed brotli or gzip file to a browser that accepts it', async () => {
    const url = '/assets/app-abc123.js'
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
    ]
    for (const { accept, encoding, decode } of cases) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': accept } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(response.headers.vary).toMatch(/accept-encoding/i)
      expect(response.headers['content-type']).toContain('javascript')
      expect(response.headers['cache-control']).toContain('immutable')
      expect(decode(response.rawPayload).toString()).toBe('console.log("asukas")')
    }
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('console.log("asukas")')
  })

  it('answers 404 for other methods outside /api', async () => {
    const response = await call(t.app, { method: 'POST', url: '/asiointi' })
    expect(response.statusCode).toBe(404)
  })

  it('answers 503 with a hint when the web app is not built', async () => {
    const emptyDir = join(mkdtempSync(join(tmpdir(), 'asukas-empty-')), 'dist')
    const app = await appOn(t.db, { WEB_DIST_DIR: emptyDir })
    try {
      const response = await call(app, { url: '/asiointi/123' })
      expect(response.statusCode).toBe(503)
      expect(response.body).toBe(webAppMissingText)
      expect(response.body).toContain('npm run build')
      const apiResponse = await call(app, { url: '/api/health' })
      expect(apiResponse.statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})
