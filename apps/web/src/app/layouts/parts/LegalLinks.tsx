/**
 * The footer's legal links (privacy statement, accessibility statement, terms of use, cookie
 * policy), each shown only when configured as a valid http(s) URL (spec 01 §2, spec 02 §5).
 */
import type { LegalLinks as LegalLinksConfig } from '@asukas/contract'
import { validLegalLinks } from '../../../shared/lib/legal-links.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'

/** The list of valid legal links; nothing when none is valid. */
export function LegalLinks({ links }: { links: LegalLinksConfig | undefined }) {
  const { t } = useTranslation()
  const valid = links ? validLegalLinks(links) : []
  if (valid.length === 0) return null
  return (
    <nav className="footer__legal" aria-label={t.footer.legalTitle}>
      <ul className="footer__legal-list">
        {valid.map(({ key, href }) => (
          <li key={key}>
            <a href={href} target="_blank" rel="noopener noreferrer" data-qa={`legal-${key}`}>
              {t.footer.legal[key]}
              <span className="visually-hidden"> {t.app.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
