/**
 * Signed, expiring addresses (docs/architecture.md "file storage: local disk with signed, expiring
 * upload URLs"; spec 02 §7 "a signed address is fetched"). A signature is the HMAC-SHA256 of the
 * address's purpose, its subject ids and its expiry time, keyed with a server key kept in the
 * `signing_keys` table (migration 0008), so every instance signs and checks alike.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../db/db.ts'
import { signingKeyHex } from './repository.ts'

/** What a signature is for; part of the signed text, so one kind cannot stand in for another. */
export type SignaturePurpose = 'file_upload' | 'file_download' | 'staff_file_download'

/** Signs and checks signatures with one key. */
export interface UrlSigner {
  /**
   * The signature (base64url) of `purpose`, `parts` and `expires`.
   *
   * @param expires expiry as Unix time in seconds.
   */
  sign(purpose: SignaturePurpose, parts: readonly string[], expires: number): string
  /**
   * Tells whether `signature` is the one of `purpose`, `parts` and `expires` and `expires` is
   * not before `now` (constant-time comparison).
   */
  verify(
    purpose: SignaturePurpose,
    parts: readonly string[],
    expires: number,
    signature: string,
    now: Date,
  ): boolean
}

/** Builds a signer over a raw key (tests; {@link loadUrlSigner} for the server's key). */
export function createUrlSigner(key: Buffer): UrlSigner {
  const sign = (purpose: SignaturePurpose, parts: readonly string[], expires: number) =>
    createHmac('sha256', key)
      .update([purpose, ...parts, String(expires)].join('\n'))
      .digest('base64url')
  return {
    sign,
    verify(purpose, parts, expires, signature, now) {
      if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false
      const expected = Buffer.from(sign(purpose, parts, expires))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}

/**
 * Reads the file signing key from the database, creating it (32 random bytes) on first use. Two
 * instances starting at once agree: the insert does nothing when the row exists, and both read
 * the one stored row.
 */
export async function loadUrlSigner(db: Queryable): Promise<UrlSigner> {
  const keyHex = await signingKeyHex(db, 'files', randomBytes(32).toString('hex'))
  if (keyHex === null) throw new Error('file signing key missing')
  return createUrlSigner(Buffer.from(keyHex, 'hex'))
}
