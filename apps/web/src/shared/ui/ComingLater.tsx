/**
 * The one shared "coming later" state for screens that later issues build (spec 01 §2 routes
 * that are registered but not yet implemented): a translated title naming the screen, a short
 * text and a link home. Nothing else pretends to work.
 */
import { useParams } from 'react-router'
import { routes } from '@asukas/contract'
import type { RouteName } from '@asukas/contract'
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts'
import { useTranslation } from '../i18n/LanguageProvider.tsx'
import { ButtonLink } from '../../shared/ui/kit/Button.tsx'
import styles from './ComingLater.module.css'

/**
 * The placeholder for screen `screen`. The home link goes to the current contract's front page
 * inside the authenticated app, else to `/`.
 */
export function ComingLater({ screen }: { screen: RouteName }) {
  const { t } = useTranslation()
  const { contractId } = useParams()
  const title = t.screens[screen]
  useDocumentTitle(title)
  return (
    <section className={styles.page} data-qa="coming-later" aria-labelledby="coming-later-title">
      <h1 id="coming-later-title">{title}</h1>
      <p className={styles.badge}>{t.comingLater.badge}</p>
      <p>{t.comingLater.text}</p>
      <ButtonLink
        to={contractId ? routes.frontPage(contractId) : routes.root}
        qa="coming-later-home"
      >
        {t.comingLater.home}
      </ButtonLink>
    </section>
  )
}
