/**
 * Loading indicators: an inline one for a part of a screen and a full-page one (spec 01 §2 root:
 * "full-page loader, then redirect"). Both announce their text politely to screen readers.
 */
import { useTranslation } from '../i18n/LanguageProvider.tsx'
import styles from './Loader.module.css'

/** An inline spinner with a visible label (default: the translated "Loading…"). */
export function Loader({ label }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <div className={styles.loader} role="status" aria-live="polite" data-qa="loader">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t.app.loading}</span>
    </div>
  )
}

/** A loader filling the viewport, for the root redirect, logout and lazy screens. */
export function FullPageLoader({ label }: { label?: string }) {
  return (
    <div className={styles.fullPage} data-qa="full-page-loader">
      <Loader label={label} />
    </div>
  )
}
