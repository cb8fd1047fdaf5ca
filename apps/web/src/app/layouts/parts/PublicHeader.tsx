/** The header of the layouts without a signed-in resident (public and exception pages). */
import { routes } from '@asukas/contract'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { Brand } from './Brand.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'

/** The brand linking to `/`, the service's tagline and the language switcher. */
export function PublicHeader() {
  const { t } = useTranslation()
  return (
    <header className="header header--public">
      <div className="header__bar">
        <Brand to={routes.root} />
        <span className="header__tagline">{t.app.tagline}</span>
        <LanguageSwitcher />
      </div>
    </header>
  )
}
