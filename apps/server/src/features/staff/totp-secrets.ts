/**
 * Staff TOTP secrets at rest (issue 14; ADR 0011): AES-256-GCM with the server key
 * `TOTP_ENCRYPTION_KEY` (`config.totpEncryptionKey`, 32 bytes; a fixed development key in demo
 * and test mode, required in production).
 *
 * Stored form: `v1:<iv>:<tag>:<ciphertext>`, each part base64url; the 12-byte IV is random per
 * seal, and the staff member's user id is the additional authenticated data, so a sealed secret
 * copied to another account's row does not open. Rows written before encryption hold the bare
 * base32 secret; {@link openTotpSecret} still reads them and the login re-seals them
 * ({@link isSealed} false: a lazy upgrade on the member's next successful second factor).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const PREFIX = 'v1:'

/** True when `stored` is in the sealed form (not a legacy bare secret). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX)
}

/**
 * Seals a base32 TOTP secret for `userId`.
 *
 * @param key 32 bytes (AES-256).
 * @returns the stored form `v1:<iv>:<tag>:<ciphertext>`.
 */
export function sealTotpSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(userId, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return `${PREFIX}${[iv, tag, ciphertext].map((part) => part.toString('base64url')).join(':')}`
}

/**
 * The base32 secret of a stored value: opens the sealed form, passes a legacy bare secret through.
 *
 * @throws Error when a sealed value does not open with `key` for `userId` (wrong key, tampered
 *   or another account's value).
 */
export function openTotpSecret(key: Buffer, userId: string, stored: string): string {
  if (!isSealed(stored)) return stored
  const [iv, tag, ciphertext] = stored
    .slice(PREFIX.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !ciphertext) throw new Error('malformed sealed TOTP secret')
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAAD(Buffer.from(userId, 'utf8'))
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')
}
