/**
 * Settings of the real providers (environment), the relying party's public keys, the reading of
 * the identity from ID token claims, and the error code table.
 */
import { confirmErrorCodes } from '@asukas/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../../src/platform/config.ts'
import { identityFailureCodes, IdentityError } from '../../src/platform/identity/errors.ts'
import { generateRsaJwk, relyingPartyJwks } from '../../src/platform/identity/keys.ts'
import { identityFromClaims } from '../../src/platform/identity/oidc-client.ts'
import {
  defaultAcrValues,
  ftnAcr,
  identityProviderOf,
  providerNameOf,
  providerSettingNameList,
  readProviderSettings,
  type SettingsJwk,
} from '../../src/platform/identity/providers.ts'
import type { IdentityFlowSummary } from '../../src/platform/identity/flows.ts'

const PUBLIC = 'https://asukas.example.fi'
let signing: SettingsJwk
let encryption: SettingsJwk

beforeAll(async () => {
  ;[signing, encryption] = await Promise.all([
    generateRsaJwk('RS256'),
    generateRsaJwk('RSA-OAEP-256'),
  ])
})

function teliaEnv(overrides: Record<string, string | undefined> = {}) {
  return {
    OIDC_TELIA_ISSUER: 'https://tunnistus.example.fi/oidc',
    OIDC_TELIA_CLIENT_ID: 'asukas-prod',
    OIDC_TELIA_PRIVATE_JWK: JSON.stringify(signing),
    OIDC_TELIA_ENCRYPTION_JWK: JSON.stringify(encryption),
    ...overrides,
  }
}

function configError(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof ConfigError) return error.message
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('readProviderSettings', () => {
  it('configures no provider when no variable is set', () => {
    expect(readProviderSettings({}, PUBLIC)).toEqual({})
    expect(readProviderSettings({ OIDC_CANDOUR_ISSUER: '' }, PUBLIC)).toEqual({})
  })

  it('reads a provider, with the default acr values and the callback on the public URL', () => {
    const providers = readProviderSettings(teliaEnv(), PUBLIC)
    expect(Object.keys(providers)).toEqual(['telia'])
    expect(providers.telia).toEqual({
      issuer: 'https://tunnistus.example.fi/oidc',
      clientId: 'asukas-prod',
      privateJwk: signing,
      encryptionJwk: encryption,
      redirectUri: 'https://asukas.example.fi/api/identity/callback',
      acrValues: [...defaultAcrValues.telia],
    })
  })

  it('reads acr values separated by spaces or commas, and a scope', () => {
    const providers = readProviderSettings(
      teliaEnv({
        OIDC_TELIA_ACR_VALUES: `${ftnAcr.high}, ${ftnAcr.substantial}`,
        OIDC_TELIA_SCOPE: 'openid profile ssn',
      }),
      PUBLIC,
    )
    expect(providers.telia?.acrValues).toEqual([ftnAcr.high, ftnAcr.substantial])
    expect(providers.telia?.scope).toBe('openid profile ssn')
  })

  it('names every missing or malformed variable', () => {
    const { d: _d, ...publicJwk } = signing
    const message = configError(() =>
      readProviderSettings(
        {
          ...teliaEnv({
            OIDC_TELIA_ISSUER: 'http://tunnistus.example.fi',
            OIDC_TELIA_PRIVATE_JWK: JSON.stringify(publicJwk),
            OIDC_TELIA_ENCRYPTION_JWK: 'not json',
            OIDC_TELIA_SCOPE: 'profile',
          }),
          OIDC_CANDOUR_CLIENT_ID: 'x',
        },
        PUBLIC,
      ),
    )
    expect(message).toContain('OIDC_TELIA_ISSUER must be an absolute https:// URL')
    expect(message).toContain('OIDC_TELIA_PRIVATE_JWK must be a private key')
    expect(message).toContain('OIDC_TELIA_ENCRYPTION_JWK must be a JSON Web Key (JSON)')
    expect(message).toContain("OIDC_TELIA_SCOPE must include 'openid'")
    expect(message).toContain('OIDC_CANDOUR_ISSUER is required')
    expect(message).toContain('OIDC_CANDOUR_PRIVATE_JWK is required')
    expect(message).not.toContain(String(signing.n))
  })

  it('refuses keys of the wrong kind or algorithm', () => {
    const message = configError(() =>
      readProviderSettings(
        teliaEnv({
          OIDC_TELIA_PRIVATE_JWK: JSON.stringify({ ...signing, alg: 'HS256' }),
          OIDC_TELIA_ENCRYPTION_JWK: JSON.stringify({ kty: 'oct', k: 'abc' }),
        }),
        PUBLIC,
      ),
    )
    expect(message).toContain('OIDC_TELIA_PRIVATE_JWK alg must be RS256 or PS256')
    expect(message).toContain('OIDC_TELIA_ENCRYPTION_JWK must be an RSA key')
  })

  it('lists the variables it reads', () => {
    expect(providerSettingNameList).toEqual(
      expect.arrayContaining([
        'OIDC_TELIA_ISSUER',
        'OIDC_TELIA_CLIENT_ID',
        'OIDC_TELIA_PRIVATE_JWK',
        'OIDC_TELIA_ENCRYPTION_JWK',
        'OIDC_TELIA_ACR_VALUES',
        'OIDC_CANDOUR_ISSUER',
        'OIDC_CANDOUR_ENCRYPTION_JWK',
      ]),
    )
  })
})

describe('relyingPartyJwks', () => {
  it('publishes only the public halves, marked for signing and encryption', async () => {
    const providers = readProviderSettings(teliaEnv(), PUBLIC)
    const { keys } = await relyingPartyJwks(providers)
    expect(keys).toHaveLength(2)
    expect(keys.map((k) => [k.use, k.alg, k.kid])).toEqual([
      ['sig', 'RS256', signing.kid],
      ['enc', 'RSA-OAEP-256', encryption.kid],
    ])
    for (const key of keys) {
      for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(member)
      expect(key.n).toBeTypeOf('string')
    }
  })

  it('gives a key without kid its thumbprint', async () => {
    const { kid: _kid, ...noKid } = signing
    const telia = readProviderSettings(teliaEnv(), PUBLIC).telia
    if (telia === undefined) throw new Error('telia not configured')
    const { keys } = await relyingPartyJwks({
      telia: { ...telia, privateJwk: noKid as SettingsJwk },
    })
    expect(keys[0]?.kid).toBe(signing.kid)
  })
})

describe('identityFromClaims', () => {
  const flow: IdentityFlowSummary = {
    flowId: 'f',
    kind: 'registration',
    provider: 'telia',
    identityProvider: 'ftn',
    locale: 'fi',
    userId: null,
    contractId: null,
    operationType: null,
    operationData: null,
    returnTo: '/',
  }
  const claims = {
    sub: 'pairwise-123',
    personal_identity_code: '100190-999p',
    given_name: 'Mikko',
    family_name: 'Korhonen',
  }

  it('reads the normalised code, names and the birth date from the code', () => {
    expect(identityFromClaims(claims, 'telia', ftnAcr.substantial, flow)).toEqual({
      personalIdentityCode: '100190-999P',
      givenName: 'Mikko',
      familyName: 'Korhonen',
      birthdate: '1990-01-10',
      acr: ftnAcr.substantial,
      provider: 'telia',
      identityProvider: 'ftn',
    })
  })

  function reasonOf(input: Record<string, unknown>) {
    try {
      identityFromClaims(input, 'telia', ftnAcr.substantial, flow)
    } catch (error) {
      if (error instanceof IdentityError) return [error.reason, error.code, error.flow?.flowId]
      throw error
    }
    return undefined
  }

  it('refuses missing attributes, an invalid code, and a birth date that disagrees', () => {
    const noAttributes = ['missing_attributes', 'CONFIRM_OPERATION_NO_ATTRIBUTES', 'f']
    expect(reasonOf({ ...claims, personal_identity_code: undefined })).toEqual(noAttributes)
    expect(reasonOf({ ...claims, given_name: '  ' })).toEqual(noAttributes)
    expect(reasonOf({ ...claims, family_name: 42 })).toEqual(noAttributes)
    expect(reasonOf({ ...claims, personal_identity_code: '100190-999A' })).toEqual([
      'invalid_identity_code',
      'CONFIRM_OPERATION_NO_ATTRIBUTES',
      'f',
    ])
    expect(reasonOf({ ...claims, birthdate: '1990-01-11' })).toEqual([
      'inconsistent_attributes',
      'CONFIRM_OPERATION_NO_ATTRIBUTES',
      'f',
    ])
    expect(reasonOf({ ...claims, birthdate: '1990-01-10' })).toBeUndefined()
  })
})

describe('codes and provider names', () => {
  it('maps every failure reason to a confirmation error code of the contract', () => {
    for (const code of Object.values(identityFailureCodes)) {
      expect(confirmErrorCodes).toContain(code)
    }
    expect(new IdentityError('cancelled').code).toBe('CONFIRM_OPERATION_CANCELLED')
  })

  it('translates provider names and identity providers both ways', () => {
    expect(identityProviderOf('telia')).toBe('ftn')
    expect(identityProviderOf('candour')).toBe('passport')
    expect(providerNameOf('ftn')).toBe('telia')
    expect(providerNameOf('passport')).toBe('candour')
  })
})
