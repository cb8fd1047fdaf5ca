/**
 * The tracking-consent record (spec 02 §9: "Tracking consent expires after 365 days; stored
 * locally (trackingConsent, lastConsentDate)"). The banner is shown until the user answers and
 * again once the answer is older than 365 days. The rule itself is the domain's
 * (`@asukas/domain` consent.ts), shared with the server; the date of the answer is mirrored in a
 * cookie so that the server leaves the banner out of the first paint once it is answered.
 */
import { CONSENT_COOKIE, CONSENT_VALID_DAYS, needsConsent } from '@asukas/domain'
import type { ConsentRecord } from '@asukas/domain'

export { needsConsent }
export type { ConsentRecord }

/** localStorage key of the consent record. */
export const CONSENT_STORAGE_KEY = 'asukas.trackingConsent'

/** Parses a stored record; anything malformed gives null (the banner asks again). */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (raw === null) return null
  try {
    const value = JSON.parse(raw) as unknown
    if (typeof value !== 'object' || value === null) return null
    const { trackingConsent, lastConsentDate } = value as Record<string, unknown>
    if (typeof trackingConsent !== 'boolean' || typeof lastConsentDate !== 'string') return null
    if (Number.isNaN(Date.parse(lastConsentDate))) return null
    return { trackingConsent, lastConsentDate }
  } catch {
    return null
  }
}

/** Reads the record from localStorage (null when absent, malformed or storage is unavailable). */
export function readConsent(storage: Pick<Storage, 'getItem'> = window.localStorage) {
  try {
    return parseConsent(storage.getItem(CONSENT_STORAGE_KEY))
  } catch {
    return null
  }
}

/** Stores the user's answer with the time `now`; returns the record written. */
export function writeConsent(
  trackingConsent: boolean,
  now: Date,
  storage: Pick<Storage, 'setItem'> = window.localStorage,
): ConsentRecord {
  const record = { trackingConsent, lastConsentDate: now.toISOString() }
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch {
    // Without storage the answer holds for this page only.
  }
  writeConsentCookie(record)
  return record
}

/** Where the consent cookie is written: `document`, or a stand-in in tests. */
export interface CookieJar {
  cookie: string
}

/**
 * Mirrors the date of `record` in the {@link CONSENT_COOKIE} cookie for 365 days (`SameSite=Lax`,
 * `Secure` on https), so that the server knows the banner is answered (issue 9).
 */
export function writeConsentCookie(
  record: ConsentRecord,
  jar: CookieJar = document,
  secure: boolean = window.location.protocol === 'https:',
): void {
  const maxAge = CONSENT_VALID_DAYS * 24 * 60 * 60
  jar.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(record.lastConsentDate)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
}
