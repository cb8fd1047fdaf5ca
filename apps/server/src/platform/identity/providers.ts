/**
 * The strong identification providers and their relying-party settings.
 *
 * Two brokers, each an OpenID Connect provider of the Finnish Trust Network (FTN) kind
 * (Traficom regulation 72 / the FTN OIDC profile: signed request objects, `private_key_jwt`
 * client authentication, encrypted ID tokens):
 *
 * | name      | what the resident uses          | `identityProvider` (spec 01 §3 User metadata) |
 * |-----------|---------------------------------|------------------------------------------------|
 * | `telia`   | bank ID or mobile ID            | `ftn`                                          |
 * | `candour` | passport or identity card       | `passport`                                     |
 *
 * Registration names the provider `telia` or `candour` (spec 02 §5 Registration); confirmations
 * name it `ftn` or `passport` (spec 02 §7); {@link identityProviderOf} and
 * {@link providerNameOf} translate.
 */
import type { IdentityProvider } from '@asukas/contract'
import { z } from 'zod'
import type { CustomFetch } from 'openid-client'
import { ConfigError } from '../config-error.ts'

/** Provider names, as the registration query parameter `provider` spells them (spec 02 §5). */
export const providerNames = ['telia', 'candour'] as const
/** A provider name, see {@link providerNames}. */
export type ProviderName = (typeof providerNames)[number]

/** Tells whether `value` is a {@link ProviderName}. */
export function isProviderName(value: unknown): value is ProviderName {
  return (providerNames as readonly unknown[]).includes(value)
}

const identityProviders: Record<ProviderName, IdentityProvider> = {
  telia: 'ftn',
  candour: 'passport',
}

/** `telia` → `ftn` (bank ID, mobile ID), `candour` → `passport` (passport, identity card). */
export function identityProviderOf(name: ProviderName): IdentityProvider {
  return identityProviders[name]
}

/** `ftn` → `telia`, `passport` → `candour`: the inverse of {@link identityProviderOf}. */
export function providerNameOf(identityProvider: IdentityProvider): ProviderName {
  return identityProvider === 'ftn' ? 'telia' : 'candour'
}

/**
 * FTN levels of assurance as `acr` values (Traficom, FTN OIDC profile): `loa2` is
 * "substantial" (bank IDs), `loa3` is "high" (mobile ID and certificate cards at that level).
 */
export const ftnAcr = {
  substantial: 'http://ftn.ficora.fi/2017/loa2',
  high: 'http://ftn.ficora.fi/2017/loa3',
} as const

/** The `acr` the built-in test provider gives for passport or identity card identification. */
export const passportAcr = 'passport'

/** Default accepted `acr` values per provider, used when the settings name none. */
export const defaultAcrValues: Record<ProviderName, readonly string[]> = {
  telia: [ftnAcr.substantial, ftnAcr.high],
  candour: [passportAcr],
}

/**
 * The scope asked of every provider unless the settings name another: the OIDC `profile`
 * (names, birth date) and the brokers' `personal_identity_code` scope.
 */
export const defaultScope = 'openid profile personal_identity_code'

/** Path of the relying party's callback (the `redirect_uri`), below the public URL. */
export const identityCallbackPath = '/api/identity/callback'

/** A JSON Web Key as the settings hold it (an object parsed from JSON). */
export type SettingsJwk = Record<string, unknown> & { kty: string }

/**
 * How the server acts as a relying party of one provider.
 *
 * Keys are RSA private JWKs. `privateJwk` signs the request objects (JAR, RFC 9101) and the
 * `private_key_jwt` client assertions (its `alg`: RS256 default, or PS256); `encryptionJwk`
 * decrypts the ID tokens (its `alg`: RSA-OAEP-256 default, or RSA-OAEP). Their public halves
 * are registered at the provider (see `relyingPartyJwks`). A key without `kid` gets its RFC 7638
 * thumbprint.
 */
export interface ProviderSettings {
  /** Issuer identifier of the provider, e.g. `https://tunnistus.example.fi/oidc`. */
  issuer: string
  /** Client identifier the provider gave the housing provider. */
  clientId: string
  /** RSA private JWK for signing. */
  privateJwk: SettingsJwk
  /** RSA private JWK for decrypting ID tokens. */
  encryptionJwk: SettingsJwk
  /** The registered redirect URI: `PUBLIC_URL` + {@link identityCallbackPath}. */
  redirectUri: string
  /** Accepted `acr` values, at least one; also sent as `acr_values`. */
  acrValues: string[]
  /** Scope of the authorization request (default {@link defaultScope}). */
  scope?: string
  /**
   * HTTP client for discovery, token and key requests (default: the global `fetch`). The test
   * identity provider sets one that answers in-process (`injectFetch`).
   */
  fetch?: CustomFetch
}

/** Settings of the configured providers; a missing provider is not offered. */
export type ProviderSettingsMap = Partial<Record<ProviderName, ProviderSettings>>

/** Environment variable names of one provider, e.g. `OIDC_TELIA_ISSUER`. */
export function providerSettingNames(name: ProviderName) {
  const prefix = `OIDC_${name.toUpperCase()}`
  return {
    issuer: `${prefix}_ISSUER`,
    clientId: `${prefix}_CLIENT_ID`,
    privateJwk: `${prefix}_PRIVATE_JWK`,
    encryptionJwk: `${prefix}_ENCRYPTION_JWK`,
    acrValues: `${prefix}_ACR_VALUES`,
    scope: `${prefix}_SCOPE`,
  } as const
}

/** Every environment variable {@link readProviderSettings} reads. */
export const providerSettingNameList: readonly string[] = providerNames.flatMap((name) =>
  Object.values(providerSettingNames(name)),
)

const rsaPrivateJwk = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON Web Key (JSON)' })
      return z.NEVER
    }
  })
  .pipe(
    z.looseObject(
      {
        kty: z.literal('RSA', { error: 'must be an RSA key (kty "RSA")' }),
        n: z.string(),
        e: z.string(),
        d: z.string({ error: 'must be a private key (with "d")' }),
        kid: z.string().min(1).optional(),
        alg: z.string().optional(),
      },
      { error: 'must be a JSON Web Key object' },
    ),
  )

const signingJwk = rsaPrivateJwk.refine(
  (jwk) => jwk.alg === undefined || jwk.alg === 'RS256' || jwk.alg === 'PS256',
  'alg must be RS256 or PS256',
)
const encryptionJwk = rsaPrivateJwk.refine(
  (jwk) => jwk.alg === undefined || jwk.alg === 'RSA-OAEP-256' || jwk.alg === 'RSA-OAEP',
  'alg must be RSA-OAEP-256 or RSA-OAEP',
)

const httpsUrl = z.string().refine((value) => {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}, 'must be an absolute https:// URL')

const oneProviderSchema = z.object({
  issuer: httpsUrl,
  clientId: z.string().trim().min(1, 'must not be empty'),
  privateJwk: signingJwk,
  encryptionJwk: encryptionJwk,
  acrValues: z
    .string()
    .optional()
    .transform((value) => value?.split(/[\s,]+/).filter((acr) => acr !== '')),
  scope: z
    .string()
    .optional()
    .refine((value) => value === undefined || value.split(/\s+/).includes('openid'), {
      message: "must include 'openid'",
    }),
})

/**
 * Reads the real providers' settings from the environment (or the `ASUKAS_CONFIG` file values).
 *
 * Per provider (`TELIA`, `CANDOUR`): `OIDC_<NAME>_ISSUER` (https URL), `OIDC_<NAME>_CLIENT_ID`,
 * `OIDC_<NAME>_PRIVATE_JWK` and `OIDC_<NAME>_ENCRYPTION_JWK` (RSA private JWKs as JSON),
 * optional `OIDC_<NAME>_ACR_VALUES` (space or comma separated; default {@link defaultAcrValues})
 * and `OIDC_<NAME>_SCOPE` (default {@link defaultScope}). A provider with none of them set is not
 * configured; one with some set must have the four required ones.
 *
 * @param env raw settings, e.g. `process.env`; empty strings count as unset.
 * @param publicUrl the server's public URL without a trailing slash (redirect URI base).
 * @returns the configured providers (possibly none).
 * @throws ConfigError naming every bad variable, e.g. `Invalid settings: OIDC_TELIA_ISSUER must …`.
 */
export function readProviderSettings(
  env: Record<string, string | number | boolean | undefined>,
  publicUrl: string,
): ProviderSettingsMap {
  const result: ProviderSettingsMap = {}
  const problems: string[] = []
  for (const name of providerNames) {
    const names = providerSettingNames(name)
    const raw = Object.fromEntries(
      Object.entries(names).map(([key, variable]) => {
        const value = env[variable]
        return [key, value === undefined || value === '' ? undefined : String(value)]
      }),
    )
    if (Object.values(raw).every((value) => value === undefined)) continue
    const parsed = oneProviderSchema.safeParse(raw)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof typeof names
        const message = raw[key] === undefined ? 'is required' : issue.message
        problems.push(`${names[key] ?? key} ${message}`)
      }
      continue
    }
    const s = parsed.data
    result[name] = {
      issuer: s.issuer,
      clientId: s.clientId,
      privateJwk: s.privateJwk,
      encryptionJwk: s.encryptionJwk,
      redirectUri: `${publicUrl}${identityCallbackPath}`,
      acrValues:
        s.acrValues !== undefined && s.acrValues.length > 0
          ? s.acrValues
          : [...defaultAcrValues[name]],
      ...(s.scope === undefined ? {} : { scope: s.scope }),
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid settings: ${problems.join('; ')}`)
  return result
}
