/**
 * The tracking-consent record (spec 02 §9: "Tracking consent expires after 365 days; stored
 * locally (trackingConsent, lastConsentDate)"). The banner is shown until the user answers and
 * again once the answer is older than 365 days.
 */

/** localStorage key of the consent record. */
export const CONSENT_STORAGE_KEY = 'asukas.trackingConsent'

/** Days an answer stays valid (spec 02 §9). */
export const CONSENT_VALID_DAYS = 365

const DAY_MS = 24 * 60 * 60 * 1000

/** The stored answer: consent given or refused, and when (ISO-8601 timestamp). */
export interface ConsentRecord {
  trackingConsent: boolean
  lastConsentDate: string
}

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

/**
 * True when the banner must be shown at `now`: no valid record, or the answer was given
 * 365 days ago or more (a date in the future is treated as invalid).
 */
export function needsConsent(record: ConsentRecord | null, now: Date): boolean {
  if (!record) return true
  const answeredAt = Date.parse(record.lastConsentDate)
  const age = now.getTime() - answeredAt
  return age < 0 || age >= CONSENT_VALID_DAYS * DAY_MS
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
  return record
}
