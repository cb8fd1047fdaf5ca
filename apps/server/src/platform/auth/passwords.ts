/**
 * Password checks with Argon2id (`@node-rs/argon2`, its default parameters: 19 MiB, 2 passes,
 * 1 lane — the OWASP minimum for Argon2id).
 */
import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

let dummyHash: Promise<string> | undefined

/**
 * A hash of a random password with the same parameters as real ones, computed once. Checking a
 * password against it costs the same as a real check, so a login for an unknown e-mail takes as
 * long as one for a known e-mail (no account enumeration by timing).
 */
function timingDummyHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(32).toString('base64url'))
  return dummyHash
}

/**
 * Checks a password against a stored Argon2id PHC string. When there is no stored hash (unknown
 * user, or registration without a password yet) a dummy hash is checked instead and the answer
 * is false, so both cases spend one Argon2 verification.
 *
 * @returns true only when `storedHash` is present and matches.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    await verify(await timingDummyHash(), password).catch(() => false)
    return false
  }
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}

/** Hashes a password with Argon2id for storage (PHC string). */
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}
