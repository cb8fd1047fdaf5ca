/**
 * Footer legal links (spec 01 §2 footer, spec 02 §5 General: "Legal links in the footer are shown
 * only if they are valid http or https URLs"); the URL rule is the domain's `isHttpUrl`.
 */
import type { LegalLinks } from '@asukas/contract'
import { isHttpUrl } from '@asukas/domain'

/** The four legal links in footer order. */
export const legalLinkKeys = [
  'privacyStatement',
  'accessibilityStatement',
  'termsOfUse',
  'cookiePolicy',
] as const satisfies readonly (keyof LegalLinks)[]

/** One legal link. */
export type LegalLinkKey = (typeof legalLinkKeys)[number]

/**
 * The configured legal links that are valid absolute http(s) URLs, in footer order, trimmed.
 * Null, empty, relative, `javascript:` and `mailto:` values are left out.
 */
export function validLegalLinks(links: LegalLinks): { key: LegalLinkKey; href: string }[] {
  return legalLinkKeys.flatMap((key) => {
    const href = links[key]
    return href && isHttpUrl(href) ? [{ key, href: href.trim() }] : []
  })
}
