/** The service name linking home, shown at the start of every header. */
import { Link } from 'react-router'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'

/** Logo and name; links to `to` (the current contract's front page, or `/`). */
export function Brand({ to }: { to: string }) {
  const { t } = useTranslation()
  return (
    <Link to={to} className="brand" aria-label={t.app.homeLink} data-qa="brand">
      <svg className="brand__logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path d="M6 16 16 7l10 9v10H19v-6h-6v6H6z" fill="#fff" />
      </svg>
      <span className="brand__name">{t.app.name}</span>
    </Link>
  )
}
