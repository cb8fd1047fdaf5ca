/**
 * The built-in test identity provider: enabled only outside production, configured the FTN way
 * (signed request objects, private_key_jwt, encrypted ID tokens, PKCE), and its interaction page
 * (languages, offered identities, validation, accessibility basics, CSP).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { importJWK, SignJWT, type JWK } from 'jose'
import { calculatePKCECodeChallenge, randomNonce, randomState } from 'openid-client'
import { describe, expect, it } from 'vitest'
import { injectFetch } from '../../src/platform/identity/inject-fetch.ts'
import { generateRsaJwk } from '../../src/platform/identity/keys.ts'
import { createIdentityService } from '../../src/platform/identity/oidc-client.ts'
import {
  registerTestIdentityProvider,
  tenantTestIdentities,
  testIdpClientIds,
} from '../../src/platform/identity/test-idp.ts'
import { escapeHtml, pageLanguageOf } from '../../src/platform/identity/test-idp-page.ts'
import {
  AINO_HETU,
  Browser,
  formAction,
  identifyAt,
  PUBLIC_URL,
  startIdentityTestApp,
} from './harness.ts'
import { useStarted } from '../helpers/lifecycle.ts'

const t = useStarted(startIdentityTestApp)

const callbackUrl = `${PUBLIC_URL}/api/identity/callback`

/** Authorization parameters a well-behaved client would sign. */
async function authorizationParameters(overrides: Record<string, unknown> = {}) {
  return {
    client_id: testIdpClientIds.telia,
    response_type: 'code',
    scope: 'openid profile personal_identity_code',
    redirect_uri: callbackUrl,
    state: randomState(),
    nonce: randomNonce(),
    code_challenge: await calculatePKCECodeChallenge('v'.repeat(43)),
    code_challenge_method: 'S256',
    ...overrides,
  }
}

/** A request object signed with `jwk` (default: the relying party's registered key). */
async function signedRequest(
  claims: Record<string, unknown>,
  jwk: Record<string, unknown> = t.idp.providers.telia.privateJwk,
) {
  const key = await importJWK(jwk as JWK, 'RS256')
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: String(jwk.kid), typ: 'oauth-authz-req+jwt' })
    .setIssuer(testIdpClientIds.telia)
    .setAudience(t.idp.issuer)
    .setIssuedAt()
    .setExpirationTime('1m')
    .sign(key)
}

/** Where the provider sends the browser for an authorization URL (error redirect or page). */
async function authorize(query: URLSearchParams) {
  const browser = new Browser(t.app)
  return browser.follow('GET', `/idp/auth?${query}`)
}

/** Opens the interaction page of a flow started in `locale`. */
async function openPage(locale: 'fi' | 'sv' | 'en', provider: 'telia' | 'candour' = 'telia') {
  const started = await t
    .service()
    .start({ provider, kind: 'registration', locale, returnTo: '/register' })
  const browser = new Browser(t.app)
  const { response } = await browser.follow('GET', started.url)
  return { browser, response, html: response.body, started }
}

describe('enabled only outside production', () => {
  it('refuses to start in production mode and registers no route', async () => {
    const app = Fastify({ logger: false })
    await expect(
      registerTestIdentityProvider(app, {
        publicUrl: PUBLIC_URL,
        identities: [],
        mode: 'production',
      }),
    ).rejects.toThrow(/never enabled in production/)
    await app.ready()
    expect(app.hasRoute({ method: 'GET', url: '/idp/*' })).toBe(false)
    await app.close()
  })

  it('starts in demo mode with a static list, escaping what it shows', async () => {
    const app = Fastify({ logger: false })
    const idp = await registerTestIdentityProvider(app, {
      publicUrl: 'http://localhost:3000/',
      identities: [
        { personalIdentityCode: AINO_HETU, givenName: '<script>x</script>', familyName: 'A&B' },
      ],
      mode: 'demo',
    })
    await app.ready()
    expect(idp.issuer).toBe('http://localhost:3000/idp')
    expect(idp.providers.telia.redirectUri).toBe('http://localhost:3000/api/identity/callback')
    const service = createIdentityService({
      db: t.db,
      providers: idp.providers,
      publicUrl: 'http://localhost:3000',
    })
    const started = await service.start({
      provider: 'telia',
      kind: 'registration',
      locale: 'en',
      returnTo: '/',
    })
    const page = await new Browser(app).follow('GET', started.url)
    expect(page.response.statusCode).toBe(200)
    expect(page.response.body).toContain('&lt;script&gt;x&lt;/script&gt; A&amp;B')
    expect(page.response.body).not.toContain('<script')
    await app.close()
  })
})

/** A TCP port that was free a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('over real HTTP', () => {
  it('completes a flow with the global fetch when the server listens', async () => {
    const port = await freePort()
    const publicUrl = `http://127.0.0.1:${port}`
    const app = Fastify({ logger: false })
    const idp = await registerTestIdentityProvider(app, {
      publicUrl,
      identities: [{ personalIdentityCode: AINO_HETU, givenName: 'Aino', familyName: 'Virtanen' }],
      mode: 'test',
    })
    await app.listen({ port, host: '127.0.0.1' })
    try {
      const { fetch: _inProcess, ...telia } = idp.providers.telia
      const service = createIdentityService({ db: t.db, providers: { telia }, publicUrl })
      const started = await service.start({
        provider: 'telia',
        kind: 'registration',
        locale: 'fi',
        returnTo: '/',
      })
      const callback = await identifyAt(new Browser(app, publicUrl), started.url, {
        choose: AINO_HETU,
      })
      const done = await service.complete(callback, started.state)
      expect(done.identity.personalIdentityCode).toBe(AINO_HETU)
    } finally {
      await app.close()
    }
  })
})

describe('FTN configuration', () => {
  it('publishes what the FTN profile needs in its discovery document', async () => {
    const response = await t.app.inject({
      url: '/idp/.well-known/openid-configuration',
      headers: { host: 'attacker.example' },
    })
    const metadata = response.json()
    expect(metadata).toMatchObject({
      issuer: `${PUBLIC_URL}/idp`,
      authorization_endpoint: `${PUBLIC_URL}/idp/auth`,
      token_endpoint: `${PUBLIC_URL}/idp/token`,
      jwks_uri: `${PUBLIC_URL}/idp/jwks`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      require_signed_request_object: true,
      request_parameter_supported: true,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      id_token_encryption_alg_values_supported: ['RSA-OAEP-256'],
      id_token_encryption_enc_values_supported: ['A256GCM'],
      claims_parameter_supported: true,
    })
    expect(metadata.request_object_signing_alg_values_supported).toContain('RS256')
    expect(metadata.request_object_signing_alg_values_supported).not.toContain('none')
    expect(metadata.claims_supported).toEqual(
      expect.arrayContaining([
        'personal_identity_code',
        'given_name',
        'family_name',
        'birthdate',
        'acr',
      ]),
    )
    expect(metadata.acr_values_supported).toEqual(['http://ftn.ficora.fi/2017/loa2', 'passport'])
    expect(metadata).not.toHaveProperty('pushed_authorization_request_endpoint')
  })

  it('rejects an authorization request without a request object', async () => {
    const parameters = await authorizationParameters()
    const { location } = await authorize(new URLSearchParams(parameters))
    const answer = new URL(location ?? '')
    expect(answer.searchParams.get('error')).toBe('invalid_request')
    expect(answer.searchParams.get('error_description')).toMatch(/Request Object must be used/)
  })

  it('rejects an unsigned request object (alg none)', async () => {
    const parameters = await authorizationParameters()
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const unsigned = `${encode({ alg: 'none', typ: 'oauth-authz-req+jwt' })}.${encode({
      ...parameters,
      iss: testIdpClientIds.telia,
      aud: t.idp.issuer,
    })}.`
    const { location } = await authorize(
      new URLSearchParams({ client_id: testIdpClientIds.telia, request: unsigned }),
    )
    expect(new URL(location ?? '').searchParams.get('error')).toBe('invalid_request_object')
  })

  it('rejects a request object signed with a key the client did not register', async () => {
    const parameters = await authorizationParameters()
    const foreign = await generateRsaJwk('RS256')
    const request = await signedRequest(parameters, foreign)
    const { location } = await authorize(
      new URLSearchParams({ client_id: testIdpClientIds.telia, request }),
    )
    expect(new URL(location ?? '').searchParams.get('error')).toBe('invalid_request_object')
  })

  it('requires PKCE', async () => {
    const {
      code_challenge: _c,
      code_challenge_method: _m,
      ...parameters
    } = await authorizationParameters()
    const request = await signedRequest(parameters)
    const { location } = await authorize(
      new URLSearchParams({ client_id: testIdpClientIds.telia, request }),
    )
    const answer = new URL(location ?? '')
    expect(answer.searchParams.get('error')).toBe('invalid_request')
    expect(answer.searchParams.get('error_description')).toMatch(/PKCE/)
  })

  it('accepts a properly signed request and shows the interaction page', async () => {
    const request = await signedRequest(await authorizationParameters())
    const { response, location } = await authorize(
      new URLSearchParams({ client_id: testIdpClientIds.telia, request }),
    )
    expect(location).toBeUndefined()
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<h1>Testitunnistus</h1>')
  })

  it('refuses token requests without a private_key_jwt client assertion', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { host: 'asukas.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'made-up',
        client_id: testIdpClientIds.telia,
        redirect_uri: callbackUrl,
        code_verifier: 'v'.repeat(43),
      }).toString(),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json().error).toBe('invalid_client')
  })
})

describe('the interaction page', () => {
  it('speaks Finnish, Swedish or English after ui_locales', async () => {
    const expected = {
      fi: ['<html lang="fi">', '<h1>Testitunnistus</h1>', 'Pankkitunnukset tai mobiilivarmenne'],
      sv: ['<html lang="sv">', '<h1>Testidentifiering</h1>', 'Bankkoder eller mobilcertifikat'],
      en: ['<html lang="en">', '<h1>Test identification</h1>', 'Bank ID or mobile ID'],
    } as const
    for (const locale of ['fi', 'sv', 'en'] as const) {
      const { html, response } = await openPage(locale)
      expect(response.statusCode).toBe(200)
      for (const text of expected[locale]) expect(html).toContain(text)
    }
    const { html } = await openPage('en', 'candour')
    expect(html).toContain('Passport or identity card')
  })

  it('offers the tenants of the database, including those without an account', async () => {
    const { html } = await openPage('fi')
    const people = await tenantTestIdentities(t.db)
    expect(people.map((p) => `${p.givenName} ${p.familyName}`)).toEqual(
      expect.arrayContaining(['Aino Virtanen', 'Emilia Nieminen', 'Leena Mäkinen']),
    )
    for (const person of people) {
      expect(html).toContain(`value="${person.personalIdentityCode}"`)
      expect(html).toContain(escapeHtml(`${person.givenName} ${person.familyName}`))
    }
  })

  it('is CSP-friendly and labels every field', async () => {
    const { html, response } = await openPage('fi')
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i)
    expect(html).toContain('<link rel="stylesheet" href="/idp/static/test-idp.css">')
    const ids = [...html.matchAll(/<input[^>]* id="([^"]+)"/g)].map((m) => m[1])
    expect(ids.length).toBeGreaterThan(3)
    for (const id of ids) expect(html).toContain(`<label for="${id}">`)
    expect(html).toContain('<fieldset>')
    expect(html).toContain('<legend>Testihenkilöt</legend>')
    expect(html.match(/<h1>/g)).toHaveLength(1)
    expect(html).toContain('<main>')
  })

  it('shows a typed identity’s errors next to the fields and in a summary', async () => {
    const { browser, html } = await openPage('fi')
    const response = await browser.request('POST', formAction(html, '/login'), {
      form: 'type',
      personalIdentityCode: '020594X902A',
      givenName: '"><b>',
      familyName: '',
    })
    expect(response.statusCode).toBe(400)
    expect(response.headers.location).toBeUndefined()
    const page = response.body
    expect(page).toContain('role="alert"')
    expect(page).toContain('<a href="#personalIdentityCode">')
    expect(page).toContain('aria-describedby="personalIdentityCode-error"')
    expect(page).toContain('Henkilötunnus ei ole kelvollinen')
    expect(page).toContain('<a href="#familyName">Sukunimi: Pakollinen tieto</a>')
    expect(page).toContain('value="020594X902A"')
    expect(page).toContain('value="&quot;&gt;&lt;b&gt;"')
    expect(page).not.toContain('aria-describedby="givenName-error"')
  })

  it('asks to choose when the list form is sent without a known person', async () => {
    const { browser, html } = await openPage('sv')
    const response = await browser.request('POST', formAction(html, '/login'), {
      form: 'choose',
      identity: '010101A999X',
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('<p class="error" id="identity-error">Välj en testperson</p>')
  })

  it('answers a failure page for an unknown interaction or a missing cookie', async () => {
    const browser = new Browser(t.app)
    const unknown = await browser.request('GET', '/idp/interaction/unknown-uid')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.body).toContain('<h1>Tunnistus epäonnistui</h1>')

    const { html } = await openPage('fi')
    const cookieless = await new Browser(t.app).request('POST', formAction(html, '/login'), {
      form: 'choose',
      identity: AINO_HETU,
    })
    expect(cookieless.statusCode).toBe(400)
  })

  it('serves its stylesheet', async () => {
    const response = await t.app.inject({ url: '/idp/static/test-idp.css' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/css/)
    expect(response.body).toContain(':focus-visible')
  })
})

describe('helpers', () => {
  it('picks the page language from ui_locales', () => {
    expect(pageLanguageOf('sv-FI en')).toBe('sv')
    expect(pageLanguageOf('de en-GB')).toBe('en')
    expect(pageLanguageOf('de')).toBe('fi')
    expect(pageLanguageOf(undefined)).toBe('fi')
  })

  it('injectFetch answers the app’s own URLs in-process and others with fetch', async () => {
    const fetchVia = injectFetch(t.app, PUBLIC_URL)
    const own = await fetchVia(`${PUBLIC_URL}/idp/jwks`, {
      method: 'GET',
      headers: {},
      body: undefined,
      redirect: 'manual',
    })
    expect(own.status).toBe(200)
    const jwks = (await own.json()) as { keys: { kty: string }[] }
    expect(jwks.keys[0]?.kty).toBe('RSA')
    const other = await fetchVia('data:text/plain,elsewhere', {
      method: 'GET',
      headers: {},
      body: undefined,
      redirect: 'manual',
    })
    expect(await other.text()).toBe('elsewhere')
  })
})
