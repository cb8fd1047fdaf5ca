/**
 * The relying party (`createIdentityService`) against the built-in test identity provider,
 * through `app.inject` only: the full flow, and each check that must refuse an answer (state,
 * nonce, acr, PKCE, encryption, single use, expiry, cancel).
 */
import {
  compactDecrypt,
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  type JWK,
} from 'jose'
import { describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { IdentityError } from '../../src/platform/identity/errors.ts'
import { findIdentityFlow } from '../../src/platform/identity/flows.ts'
import { identityFlowTtlMs } from '../../src/platform/identity/oidc-client.ts'
import { ftnAcr } from '../../src/platform/identity/providers.ts'
import { AINO_HETU, Browser, identifyAt, PUBLIC_URL, startIdentityTestApp } from './harness.ts'
import { useStarted } from '../helpers/lifecycle.ts'

const t = useStarted(startIdentityTestApp)

/** The IdentityError a promise rejects with (fails the test when it resolves). */
async function identityFailure(promise: Promise<unknown>): Promise<IdentityError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof IdentityError) return error
    throw error
  }
  throw new Error('expected an IdentityError')
}

/** The JSON body of the last token endpoint answer the relying party received. */
function lastTokenResponse(): { id_token: string; access_token: string } {
  const call = t.calls.filter((c) => c.url.endsWith('/idp/token')).at(-1)
  if (call === undefined) throw new Error('no token call')
  return JSON.parse(call.responseBody)
}

/** Decrypts an encrypted ID token with the relying party's key of the test provider. */
async function decryptIdToken(jwe: string): Promise<string> {
  const key = await importJWK(t.idp.providers.telia.encryptionJwk as JWK, 'RSA-OAEP-256')
  const { plaintext } = await compactDecrypt(jwe, key)
  return new TextDecoder().decode(plaintext)
}

async function registrationFlow(provider: 'telia' | 'candour' = 'telia') {
  const service = t.service()
  const started = await service.start({
    provider,
    kind: 'registration',
    locale: 'fi',
    returnTo: '/register/verify-email',
  })
  return { service, started }
}

describe('a full identification against the test provider', () => {
  it('returns the identity code, names, birth date and acr of the chosen person', async () => {
    const { service, started } = await registrationFlow()
    expect(started.expiresAt.getTime() - t.clock.now.getTime()).toBe(identityFlowTtlMs)
    const callback = await identifyAt(new Browser(t.app), started.url, { choose: AINO_HETU })
    expect(new URL(callback).searchParams.get('state')).toBe(started.state)

    const done = await service.complete(callback, started.state)

    expect(done).toMatchObject({
      flowId: started.flowId,
      kind: 'registration',
      provider: 'telia',
      identityProvider: 'ftn',
      locale: 'fi',
      returnTo: '/register/verify-email',
      identity: {
        personalIdentityCode: AINO_HETU,
        givenName: 'Aino',
        familyName: 'Virtanen',
        birthdate: '1994-05-02',
        acr: ftnAcr.substantial,
        provider: 'telia',
        identityProvider: 'ftn',
      },
    })
    const stored = await findIdentityFlow(t.db, started.flowId)
    expect(stored?.status).toBe('completed')
    expect(stored?.identity?.personalIdentityCode).toBe(AINO_HETU)
    expect(stored?.completedAt).toEqual(t.clock.now)
  })

  it('takes a typed identity, normalises its code, and reports the passport provider', async () => {
    const service = t.service()
    const started = await service.start({
      provider: 'candour',
      kind: 'registration',
      locale: 'sv',
      returnTo: '/register',
    })
    const callback = await identifyAt(new Browser(t.app), started.url, {
      type: { personalIdentityCode: ' 010101a900r ', givenName: ' Leena ', familyName: 'Mäkinen' },
    })
    // A relative callback (the request URL a route sees) resolves on the public URL.
    const relative = callback.slice(PUBLIC_URL.length)
    const done = await service.complete(relative, started.state)
    expect(done.identity).toEqual({
      personalIdentityCode: '010101A900R',
      givenName: 'Leena',
      familyName: 'Mäkinen',
      birthdate: '2001-01-01',
      acr: 'passport',
      provider: 'candour',
      identityProvider: 'passport',
    })
    expect(done.locale).toBe('sv')
  })

  it('carries a confirmation’s contract, operation and data through the flow', async () => {
    const service = t.service()
    const returnTo = `/asiointi/${demoIds.ainoRentalContract}/irtisano/vahvista?action=accept`
    const started = await service.start({
      provider: 'telia',
      kind: 'confirm_operation',
      locale: 'en',
      userId: demoIds.ainoUser,
      contractId: demoIds.ainoRentalContract,
      operationType: 'resident_app_accept_contract_termination',
      operationData: { terminationRequestId: demoIds.pendingTerminationRequest, note: 'ä' },
      returnTo,
    })
    const callback = await identifyAt(new Browser(t.app), started.url, { choose: AINO_HETU })
    const done = await service.complete(callback, started.state)
    expect(done).toMatchObject({
      kind: 'confirm_operation',
      userId: demoIds.ainoUser,
      contractId: demoIds.ainoRentalContract,
      operationType: 'resident_app_accept_contract_termination',
      operationData: { terminationRequestId: demoIds.pendingTerminationRequest, note: 'ä' },
      returnTo,
      locale: 'en',
    })
  })

  it('keys the person on the identity code, not on sub: sub changes between identifications', async () => {
    const subs: string[] = []
    for (let i = 0; i < 2; i += 1) {
      const { service, started } = await registrationFlow()
      const callback = await identifyAt(new Browser(t.app), started.url, { choose: AINO_HETU })
      const done = await service.complete(callback, started.state)
      expect(done.identity.personalIdentityCode).toBe(AINO_HETU)
      const inner = await decryptIdToken(lastTokenResponse().id_token)
      subs.push(String(decodeJwt(inner).sub))
    }
    expect(subs[0]).not.toBe(subs[1])
  })

  it('identifies a different person in the same browser: the new identity replaces the old', async () => {
    const browser = new Browser(t.app)
    const people = [
      { provider: 'telia', choice: { choose: AINO_HETU }, code: AINO_HETU },
      { provider: 'telia', choice: { choose: '030516D9026' }, code: '030516D9026' },
      {
        provider: 'candour',
        choice: {
          type: { personalIdentityCode: '010101A900R', givenName: 'Leena', familyName: 'Mäkinen' },
        },
        code: '010101A900R',
      },
      { provider: 'telia', choice: { choose: AINO_HETU }, code: AINO_HETU },
    ] as const
    for (const person of people) {
      const { service, started } = await registrationFlow(person.provider)
      // Each time the identity page (not a logout confirmation) is shown and answers the callback.
      const callback = await identifyAt(browser, started.url, person.choice)
      const done = await service.complete(callback, started.state)
      expect(done.identity.personalIdentityCode).toBe(person.code)
      expect(done.identity.provider).toBe(person.provider)
    }
  })
})

describe('FTN profile of the requests and answers', () => {
  it('sends the authorization request as a request object signed with the relying party key', async () => {
    const { started } = await registrationFlow()
    const url = new URL(started.url)
    expect([...url.searchParams.keys()].sort()).toEqual([
      'client_id',
      'request',
      'response_type',
      'scope',
    ])
    const request = url.searchParams.get('request') ?? ''
    const header = decodeProtectedHeader(request)
    const settings = t.idp.providers.telia
    expect(header).toMatchObject({ alg: 'RS256', kid: settings.privateJwk.kid })
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = settings.privateJwk
    const key = await importJWK(publicJwk as JWK, 'RS256')
    const { payload } = await jwtVerify(request, key, {
      issuer: settings.clientId,
      audience: t.idp.issuer,
    })
    expect(payload).toMatchObject({
      client_id: settings.clientId,
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/api/identity/callback`,
      state: started.state,
      code_challenge_method: 'S256',
      acr_values: `${ftnAcr.substantial} ${ftnAcr.high}`,
      ui_locales: 'fi',
      scope: 'openid profile personal_identity_code',
      claims: { id_token: { personal_identity_code: { essential: true } } },
    })
    expect(typeof payload.nonce).toBe('string')
    expect(String(payload.code_challenge)).toMatch(/^[\w-]{43}$/)
    expect(payload).not.toHaveProperty('code_verifier')
  })

  it('authenticates at the token endpoint with private_key_jwt and a PKCE verifier', async () => {
    const { service, started } = await registrationFlow()
    const callback = await identifyAt(new Browser(t.app), started.url, { choose: AINO_HETU })
    await service.complete(callback, started.state)
    const call = t.calls.filter((c) => c.url.endsWith('/idp/token')).at(-1)
    const body = new URLSearchParams(call?.requestBody)
    expect(body.get('client_assertion_type')).toBe(
      'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    )
    expect(body.has('client_secret')).toBe(false)
    expect(decodeProtectedHeader(body.get('client_assertion') ?? '')).toMatchObject({
      alg: 'RS256',
      kid: t.idp.providers.telia.privateJwk.kid,
    })
    expect(body.get('code_verifier')).toMatch(/^[\w-]{43,128}$/)
  })

  it('receives the ID token encrypted (RSA-OAEP-256, A256GCM) and signed by the provider', async () => {
    const { service, started } = await registrationFlow()
    const callback = await identifyAt(new Browser(t.app), started.url, { choose: AINO_HETU })
    await service.complete(callback, started.state)
    const { id_token: idToken } = lastTokenResponse()
    expect(idToken.split('.')).toHaveLength(5)
    expect(decodeProtectedHeader(idToken)).toMatchObject({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: t.idp.providers.telia.encryptionJwk.kid,
    })
    const inner = await decryptIdToken(idToken)
    const jwks = await t.app.inject({ url: '/idp/jwks', headers: { host: 'asukas.test' } })
    const { payload, protectedHeader } = await jwtVerify(inner, createLocalJWKSet(jwks.json()), {
      issuer: t.idp.issuer,
      audience: t.idp.providers.telia.clientId,
    })
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload).toMatchObject({
      personal_identity_code: AINO_HETU,
      given_name: 'Aino',
      family_name: 'Virtanen',
      birthdate: '1994-05-02',
      acr: ftnAcr.substantial,
    })
  })

  it('refuses an ID token that is only signed, not encrypted', async () => {
    const { service, started } = await registrationFlow()
    const callback = await identifyAt(new Browser(t.app), started.url, { choose: AINO_HETU })
    t.rewriteNextToken(async (body) => ({
      ...body,
      id_token: await decryptIdToken(String(body.id_token)),
    }))
    const error = await identityFailure(service.complete(callback, started.state))
    expect(error.reason).toBe('id_token_not_encrypted')
    expect(error.code).toBe('CONFIRM_OPERATION_NO_IDENTITY')
    expect((await findIdentityFlow(t.db, started.flowId))?.status).toBe('failed')
  })
})

describe('refused answers', () => {
  it('cancel at the provider is CONFIRM_OPERATION_CANCELLED and the flow is cancelled', async () => {
    const { service, started } = await registrationFlow()
    const callback = await identifyAt(new Browser(t.app), started.url, 'cancel')
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied')
    const error = await identityFailure(service.complete(callback, started.state))
    expect(error.reason).toBe('cancelled')
    expect(error.code).toBe('CONFIRM_OPERATION_CANCELLED')
    expect(error.flow?.returnTo).toBe('/register/verify-email')
    const stored = await findIdentityFlow(t.db, started.flowId)
    expect(stored).toMatchObject({ status: 'cancelled', errorCode: 'CONFIRM_OPERATION_CANCELLED' })
  })

  it('a callback whose state is not the browser’s is refused; the right browser still succeeds', async () => {
    const service = t.service()
    const input = { provider: 'telia', kind: 'registration', locale: 'fi', returnTo: '/' } as const
    const victim = await service.start(input)
    const attacker = await service.start(input)
    const attackerCallback = await identifyAt(new Browser(t.app), attacker.url, {
      choose: AINO_HETU,
    })

    // The victim's browser receives the attacker's callback (login CSRF).
    const error = await identityFailure(service.complete(attackerCallback, victim.state))
    expect(error.reason).toBe('state_mismatch')
    expect(error.code).toBe('CONFIRM_OPERATION_NONCE_DIFF_FAILED')
    expect((await findIdentityFlow(t.db, victim.flowId))?.status).toBe('failed')

    const done = await service.complete(attackerCallback, attacker.state)
    expect(done.flowId).toBe(attacker.flowId)
  })

  it('an ID token replayed into another flow fails the nonce check', async () => {
    const first = await registrationFlow()
    const firstCallback = await identifyAt(new Browser(t.app), first.started.url, {
      choose: AINO_HETU,
    })
    await first.service.complete(firstCallback, first.started.state)
    const replayed = lastTokenResponse().id_token

    const second = await registrationFlow()
    const secondCallback = await identifyAt(new Browser(t.app), second.started.url, {
      choose: AINO_HETU,
    })
    t.rewriteNextToken((body) => ({ ...body, id_token: replayed }))
    const error = await identityFailure(
      second.service.complete(secondCallback, second.started.state),
    )
    expect(error.reason).toBe('nonce_mismatch')
    expect(error.code).toBe('CONFIRM_OPERATION_NONCE_DIFF_FAILED')
  })

  it('an acr that is not accepted is refused', async () => {
    // The relying party accepts only "high"; the test bank ID reaches "substantial".
    const service = t.service({ telia: { ...t.idp.providers.telia, acrValues: [ftnAcr.high] } })
    const started = await service.start({
      provider: 'telia',
      kind: 'registration',
      locale: 'fi',
      returnTo: '/',
    })
    const request = new URL(started.url).searchParams.get('request') ?? ''
    expect(decodeJwt(request).acr_values).toBe(ftnAcr.high)
    const callback = await identifyAt(new Browser(t.app), started.url, { choose: AINO_HETU })
    const error = await identityFailure(service.complete(callback, started.state))
    expect(error.reason).toBe('acr_not_accepted')
    expect(error.code).toBe('CONFIRM_OPERATION_NO_IDENTITY')
  })

  it('a code exchanged without the flow’s PKCE verifier is refused by the provider', async () => {
    const { service, started } = await registrationFlow()
    const callback = await identifyAt(new Browser(t.app), started.url, { choose: AINO_HETU })
    await t.db.query('update identity_flows set code_verifier = $1 where id = $2', [
      'x'.repeat(43),
      started.flowId,
    ])
    const error = await identityFailure(service.complete(callback, started.state))
    expect(error.reason).toBe('token_error')
    expect(error.code).toBe('CONFIRM_OPERATION_NO_IDENTITY')
    const token = t.calls.filter((c) => c.url.endsWith('/idp/token')).at(-1)
    expect(token?.status).toBe(400)
    expect(JSON.parse(token?.responseBody ?? '{}').error).toBe('invalid_grant')
  })

  it('a flow works once: the same callback again is refused', async () => {
    const { service, started } = await registrationFlow()
    const callback = await identifyAt(new Browser(t.app), started.url, { choose: AINO_HETU })
    const [first, second] = await Promise.allSettled([
      service.complete(callback, started.state),
      service.complete(callback, started.state),
    ])
    const outcomes = [first, second].map((r) => r.status).sort()
    expect(outcomes).toEqual(['fulfilled', 'rejected'])
    const again = await identityFailure(service.complete(callback, started.state))
    expect(again.reason).toBe('flow_used')
    expect(again.code).toBe('CONFIRM_OPERATION_NONCE_DIFF_FAILED')
    expect(again.flow?.flowId).toBe(started.flowId)
    expect((await findIdentityFlow(t.db, started.flowId))?.status).toBe('completed')
  })

  it('an unknown or empty state is refused without touching any flow', async () => {
    const service = t.service()
    const unknown = await identityFailure(
      service.complete(`${PUBLIC_URL}/api/identity/callback?code=x&state=nope`, 'nope'),
    )
    expect(unknown.reason).toBe('unknown_flow')
    expect(unknown.flow).toBeUndefined()
    const empty = await identityFailure(service.complete('/api/identity/callback?code=x', ''))
    expect(empty.reason).toBe('unknown_flow')
  })

  it('a flow expires 10 minutes after its start', async () => {
    const { service, started } = await registrationFlow()
    const callback = await identifyAt(new Browser(t.app), started.url, { choose: AINO_HETU })
    const startedAt = t.clock.now
    t.clock.now = new Date(startedAt.getTime() + identityFlowTtlMs)
    try {
      const error = await identityFailure(service.complete(callback, started.state))
      expect(error.reason).toBe('flow_expired')
      expect(error.code).toBe('CONFIRM_OPERATION_GENERIC_ERROR')
      expect(await findIdentityFlow(t.db, started.flowId)).toMatchObject({
        status: 'failed',
        errorCode: 'CONFIRM_OPERATION_GENERIC_ERROR',
      })
    } finally {
      t.clock.now = startedAt
    }
  })

  it('a flow just under 10 minutes old still completes', async () => {
    const { service, started } = await registrationFlow()
    const callback = await identifyAt(new Browser(t.app), started.url, { choose: AINO_HETU })
    const startedAt = t.clock.now
    t.clock.now = new Date(startedAt.getTime() + identityFlowTtlMs - 1000)
    try {
      const done = await service.complete(callback, started.state)
      expect(done.identity.personalIdentityCode).toBe(AINO_HETU)
    } finally {
      t.clock.now = startedAt
    }
  })
})

describe('logging', () => {
  it('logs outcomes with reasons but without identity codes or names', async () => {
    const success = await registrationFlow()
    const identified = await identifyAt(new Browser(t.app), success.started.url, {
      choose: AINO_HETU,
    })
    await success.service.complete(identified, success.started.state)
    const { service, started } = await registrationFlow()
    const callback = await identifyAt(new Browser(t.app), started.url, 'cancel')
    await identityFailure(service.complete(callback, started.state))
    expect(t.logs).toContainEqual({
      level: 'info',
      message: 'strong identification completed',
      object: expect.objectContaining({ flowId: success.started.flowId, acr: ftnAcr.substantial }),
    })
    expect(t.logs).toContainEqual({
      level: 'warn',
      message: 'strong identification failed',
      object: expect.objectContaining({ flowId: started.flowId, reason: 'cancelled' }),
    })
    const logged = JSON.stringify(t.logs)
    expect(logged).not.toContain(AINO_HETU)
    expect(logged).not.toContain('Virtanen')
    expect(logged).not.toContain('010101A900R')
  })
})

describe('starting a flow', () => {
  it('an unconfigured provider is CONFIRM_OPERATION_NO_IDENTITY_VERIFIER', async () => {
    const service = t.service({ telia: t.idp.providers.telia })
    expect(service.providers).toEqual(['telia'])
    const error = await identityFailure(
      service.start({ provider: 'candour', kind: 'registration', locale: 'fi', returnTo: '/' }),
    )
    expect(error.reason).toBe('provider_not_configured')
    expect(error.code).toBe('CONFIRM_OPERATION_NO_IDENTITY_VERIFIER')
  })

  it('an unreachable provider is CONFIRM_OPERATION_NO_IDENTITY_VERIFIER, and no flow is stored', async () => {
    const service = t.service({
      telia: { ...t.idp.providers.telia, issuer: `${PUBLIC_URL}/no-such-provider` },
    })
    const before = await t.db.query<{ n: number }>('select count(*) as n from identity_flows')
    const error = await identityFailure(
      service.start({ provider: 'telia', kind: 'registration', locale: 'fi', returnTo: '/' }),
    )
    expect(error.reason).toBe('provider_unreachable')
    expect(error.code).toBe('CONFIRM_OPERATION_NO_IDENTITY_VERIFIER')
    const after = await t.db.query<{ n: number }>('select count(*) as n from identity_flows')
    expect(after[0]?.n).toBe(before[0]?.n)
  })

  it('refuses a return path that could leave the site, and a confirmation without contract', async () => {
    const service = t.service()
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '']) {
      await expect(
        service.start({ provider: 'telia', kind: 'registration', locale: 'fi', returnTo }),
      ).rejects.toThrow(TypeError)
    }
    await expect(
      service.start({ provider: 'telia', kind: 'confirm_operation', locale: 'fi', returnTo: '/' }),
    ).rejects.toThrow(TypeError)
  })

  it('purges flows older than a day (they hold identity codes)', async () => {
    const old = new Date(t.clock.now.getTime() - 25 * 60 * 60 * 1000)
    const rows = await t.db.query<{ id: string }>(
      `insert into identity_flows (kind, state, nonce, code_verifier, provider, created_at, expires_at)
       values ('registration', 'old-state', 'n', 'v', 'ftn', $1, $1) returning id`,
      [old],
    )
    await registrationFlow()
    expect(await findIdentityFlow(t.db, rows[0]?.id ?? '')).toBeNull()
  })
})
