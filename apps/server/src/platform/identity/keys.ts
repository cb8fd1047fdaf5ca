/**
 * JSON Web Keys of the relying party and the test identity provider (jose).
 *
 * The relying party holds two RSA private keys per provider: one signs (request objects, client
 * assertions), one decrypts (ID tokens). Providers learn the public halves from
 * {@link relyingPartyJwks}, as the FTN profile asks of a relying party.
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import type { CryptoKey } from 'openid-client'
import type { ProviderSettings, ProviderSettingsMap, SettingsJwk } from './providers.ts'

/** Signing algorithms the relying party signs with; the FTN profile asks for RS256. */
export type SigningAlg = 'RS256' | 'PS256'
/** Key management algorithms the relying party decrypts ID tokens with. */
export type KeyEncryptionAlg = 'RSA-OAEP-256' | 'RSA-OAEP'

/** Content encryption algorithms accepted in encrypted ID tokens (JWE `enc`, RFC 7518 §5). */
export const contentEncryptionAlgs = ['A256GCM', 'A128GCM', 'A256CBC-HS512', 'A128CBC-HS256']

/** Members of an RSA JWK that are private (RFC 7518 §6.3.2). */
const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'] as const

/** The JWK's `kid`, or its RFC 7638 SHA-256 thumbprint when it has none. */
export async function keyIdOf(jwk: SettingsJwk): Promise<string> {
  return typeof jwk.kid === 'string' && jwk.kid !== ''
    ? jwk.kid
    : calculateJwkThumbprint(jwk as JWK, 'sha256')
}

/** The signing algorithm of a signing JWK: its `alg`, RS256 by default. */
export function signingAlgOf(jwk: SettingsJwk): SigningAlg {
  return jwk.alg === 'PS256' ? 'PS256' : 'RS256'
}

/** The key management algorithm of a decryption JWK: its `alg`, RSA-OAEP-256 by default. */
export function keyEncryptionAlgOf(jwk: SettingsJwk): KeyEncryptionAlg {
  return jwk.alg === 'RSA-OAEP' ? 'RSA-OAEP' : 'RSA-OAEP-256'
}

/**
 * The public half of a private JWK: private members removed, `kid`, `use` and `alg` set.
 *
 * @param use `sig` for the signing key, `enc` for the decryption key.
 */
export async function publicJwkOf(jwk: SettingsJwk, use: 'sig' | 'enc'): Promise<JWK> {
  const publicJwk: Record<string, unknown> = { ...jwk }
  for (const member of privateMembers) delete publicJwk[member]
  return {
    ...publicJwk,
    kid: await keyIdOf(jwk),
    use,
    alg: use === 'sig' ? signingAlgOf(jwk) : keyEncryptionAlgOf(jwk),
  } as JWK
}

/** The CryptoKeys of one provider's settings, imported once. */
export interface RelyingPartyKeys {
  signing: { key: CryptoKey; kid: string; alg: SigningAlg }
  decryption: { key: CryptoKey; kid: string; alg: KeyEncryptionAlg }
}

/**
 * Imports the signing and decryption keys of `settings`.
 *
 * @throws when a JWK is not a usable RSA private key for its algorithm.
 */
export async function importRelyingPartyKeys(
  settings: Pick<ProviderSettings, 'privateJwk' | 'encryptionJwk'>,
): Promise<RelyingPartyKeys> {
  const signingAlg = signingAlgOf(settings.privateJwk)
  const encryptionAlg = keyEncryptionAlgOf(settings.encryptionJwk)
  const [signingKey, decryptionKey, signingKid, decryptionKid] = await Promise.all([
    importJWK(settings.privateJwk as JWK, signingAlg),
    importJWK(settings.encryptionJwk as JWK, encryptionAlg),
    keyIdOf(settings.privateJwk),
    keyIdOf(settings.encryptionJwk),
  ])
  if (signingKey instanceof Uint8Array || decryptionKey instanceof Uint8Array) {
    throw new TypeError('relying party keys must be asymmetric private keys')
  }
  return {
    signing: { key: signingKey, kid: signingKid, alg: signingAlg },
    decryption: { key: decryptionKey, kid: decryptionKid, alg: encryptionAlg },
  }
}

/**
 * The relying party's public JWK Set (RFC 7517): the public signing and encryption keys of every
 * configured provider, deduplicated by `kid`. Serve it (e.g. `GET /api/identity/jwks`) or give
 * it to the brokers when registering the client.
 */
export async function relyingPartyJwks(providers: ProviderSettingsMap): Promise<{ keys: JWK[] }> {
  const keys = new Map<string, JWK>()
  for (const settings of Object.values(providers)) {
    for (const jwk of [
      await publicJwkOf(settings.privateJwk, 'sig'),
      await publicJwkOf(settings.encryptionJwk, 'enc'),
    ]) {
      keys.set(`${jwk.use}:${jwk.kid}`, jwk)
    }
  }
  return { keys: [...keys.values()] }
}

/**
 * A new RSA private JWK (2048-bit) whose `kid` is its RFC 7638 thumbprint.
 *
 * @param alg `RS256` for a signing key, `RSA-OAEP-256` for an encryption key.
 */
export async function generateRsaJwk(alg: 'RS256' | 'RSA-OAEP-256'): Promise<SettingsJwk> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true, modulusLength: 2048 })
  const jwk = (await exportJWK(privateKey)) as SettingsJwk
  return { ...jwk, alg, kid: await calculateJwkThumbprint(jwk as JWK, 'sha256') }
}
