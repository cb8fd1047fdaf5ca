import { describe, expect, it } from 'vitest'
import {
  CONSENT_STORAGE_KEY,
  needsConsent,
  parseConsent,
  readConsent,
  writeConsent,
} from '../src/features/consent/consent.ts'

const DAY = 24 * 60 * 60 * 1000
const now = new Date('2026-11-21T10:00:00+02:00')

describe('tracking consent (spec 02 §9: expires after 365 days)', () => {
  it('asks when there is no answer', () => {
    expect(needsConsent(null, now)).toBe(true)
  })

  it('does not ask again within 365 days, whatever the answer', () => {
    const lastConsentDate = new Date(now.getTime() - 364 * DAY).toISOString()
    expect(needsConsent({ trackingConsent: true, lastConsentDate }, now)).toBe(false)
    expect(needsConsent({ trackingConsent: false, lastConsentDate }, now)).toBe(false)
  })

  it('asks again once the answer is 365 days old', () => {
    const lastConsentDate = new Date(now.getTime() - 365 * DAY).toISOString()
    expect(needsConsent({ trackingConsent: true, lastConsentDate }, now)).toBe(true)
  })

  it('treats an answer dated in the future as invalid', () => {
    const lastConsentDate = new Date(now.getTime() + DAY).toISOString()
    expect(needsConsent({ trackingConsent: true, lastConsentDate }, now)).toBe(true)
  })

  it('parses only well-formed records', () => {
    expect(parseConsent(null)).toBeNull()
    expect(parseConsent('not json')).toBeNull()
    expect(
      parseConsent(JSON.stringify({ trackingConsent: 'yes', lastConsentDate: now.toISOString() })),
    ).toBeNull()
    expect(
      parseConsent(JSON.stringify({ trackingConsent: true, lastConsentDate: 'yesterday' })),
    ).toBeNull()
    expect(
      parseConsent(JSON.stringify({ trackingConsent: false, lastConsentDate: now.toISOString() })),
    ).toEqual({
      trackingConsent: false,
      lastConsentDate: now.toISOString(),
    })
  })

  it('writes { trackingConsent, lastConsentDate } to localStorage and reads it back', () => {
    window.localStorage.clear()
    const record = writeConsent(true, now)
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      trackingConsent: true,
      lastConsentDate: now.toISOString(),
    })
    expect(readConsent()).toEqual(record)
    expect(needsConsent(readConsent(), now)).toBe(false)
  })
})
