import { describe, expect, it } from 'vitest'
import { validLegalLinks } from '../src/shared/lib/legal-links.ts'

describe('validLegalLinks (spec 02 §5: shown only if valid http or https URLs)', () => {
  it('keeps absolute http and https URLs in footer order', () => {
    expect(
      validLegalLinks({
        privacyStatement: 'https://example.fi/tietosuoja',
        accessibilityStatement: 'http://example.fi/saavutettavuus',
        termsOfUse: ' https://example.fi/ehdot ',
        cookiePolicy: 'https://example.fi/evasteet',
      }),
    ).toEqual([
      { key: 'privacyStatement', href: 'https://example.fi/tietosuoja' },
      { key: 'accessibilityStatement', href: 'http://example.fi/saavutettavuus' },
      { key: 'termsOfUse', href: 'https://example.fi/ehdot' },
      { key: 'cookiePolicy', href: 'https://example.fi/evasteet' },
    ])
  })

  it('drops null, empty, relative and non-http links', () => {
    expect(
      validLegalLinks({
        privacyStatement: null,
        accessibilityStatement: '',
        termsOfUse: '/terms',
        cookiePolicy: 'javascript:alert(1)',
      }),
    ).toEqual([])
    expect(
      validLegalLinks({
        privacyStatement: 'mailto:dpo@example.fi',
        accessibilityStatement: 'ftp://example.fi/a11y',
        termsOfUse: 'https://',
        cookiePolicy: 'not a url',
      }),
    ).toEqual([])
  })
})
