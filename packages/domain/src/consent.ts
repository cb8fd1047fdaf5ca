/**
 * The tracking-consent rule (spec 02 §9: "Tracking consent expires after 365 days; stored
 * locally (trackingConsent, lastConsentDate)"), shared by the web app, which keeps the answer in
 * localStorage, and the server, which reads the answer's date from the consent cookie to know
 * whether the first paint of a page carries the banner (issue 9).
 */

/** Days an answer stays valid (spec 02 §9). */
export const CONSENT_VALID_DAYS = 365

/**
 * Cookie mirroring the date of the answer (an ISO-8601 timestamp) for the server; the answer
 * itself stays in localStorage only. Not personal data: it says when the banner was answered.
 */
export const CONSENT_COOKIE = 'asukas_consent'

const DAY_MS = 24 * 60 * 60 * 1000

/** The stored answer: consent given or refused, and when (ISO-8601 timestamp). */
export interface ConsentRecord {
  trackingConsent: boolean
  lastConsentDate: string
}

/**
 * True when the banner must be shown at `now`: no answer, an unreadable date, or an answer given
 * 365 days ago or more (a date in the future is treated as invalid).
 */
export function needsConsent(
  record: ConsentRecord | { lastConsentDate: string } | null | undefined,
  now: Date,
): boolean {
  if (!record) return true
  const answeredAt = Date.parse(record.lastConsentDate)
  if (Number.isNaN(answeredAt)) return true
  const age = now.getTime() - answeredAt
  return age < 0 || age >= CONSENT_VALID_DAYS * DAY_MS
}
