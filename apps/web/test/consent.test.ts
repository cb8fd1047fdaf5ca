import { describe, expect, it } from 'vitest'
import {
  CONSENT_STORAGE_KEY,
  needsConsent,
  parseConsent,
  readConsent,
  writeConsent,
  writeConsentCookie,
} from '../src/features/consent/consent.ts'
import { renderFirstPaint } from '../src/shell/prerender.tsx'

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

  it('mirrors the date of the answer in a year-long cookie for the server (issue 9)', () => {
    writeConsent(false, now)
    expect(document.cookie).toContain(`asukas_consent=${encodeURIComponent(now.toISOString())}`)
    const jar = { cookie: '' }
    writeConsentCookie({ trackingConsent: true, lastConsentDate: now.toISOString() }, jar, true)
    expect(jar.cookie).toBe(
      `asukas_consent=${encodeURIComponent(now.toISOString())}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    )
  })
})

describe("the server's first paint (issue 9)", () => {
  it('is the consent banner in each language, its buttons disabled until the app starts', () => {
    const { consent } = renderFirstPaint()
    const texts = { fi: 'Salli seuranta', sv: 'Tillåt spårning', en: 'Allow tracking' }
    for (const [lang, accept] of Object.entries(texts)) {
      const html = consent[lang as keyof typeof consent]
      const host = document.createElement('div')
      host.innerHTML = html
      const banner = host.querySelector('[data-qa="consent-banner"]')
      expect(banner, lang).not.toBeNull()
      expect(host.querySelector('[data-qa="consent-accept"]')?.textContent, lang).toBe(accept)
      for (const button of host.querySelectorAll('button')) expect(button.disabled, lang).toBe(true)
    }
  })
})
