/**
 * The front page while its data loads (issue 9 "no layout shift"): placeholders laid out like the
 * page (greeting, task tiles, contract summary, defect notices, bulletins), shown until every
 * section's first answer is in, so that the page then appears at once instead of section by
 * section pushing the ones below it down. Hidden from assistive technology but for the polite
 * "loading" status.
 */
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { Skeleton, SkeletonBlock } from '../../shared/ui/kit/Skeleton.tsx'
import styles from './FrontPage.module.css'

/** How many tile placeholders the skeleton shows (the tiles a resident usually has). */
const TILE_PLACEHOLDERS = 4

/** The front page's skeleton (`data-qa="front-page-skeleton"`). */
export function FrontPageSkeleton() {
  const { t } = useTranslation()
  return (
    <div className={styles.page} data-qa="front-page-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t.app.loading}
      </p>
      <div className={styles.skeletonTitle}>
        <SkeletonBlock height="2rem" qa="skeleton-greeting" />
      </div>
      <section aria-hidden="true">
        <div className={styles.skeletonHeading}>
          <SkeletonBlock height="1.5rem" />
        </div>
        <ul className={styles.tiles}>
          {Array.from({ length: TILE_PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <SkeletonBlock height="6.5rem" qa="skeleton-tile" />
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.columns} aria-hidden="true">
        <section>
          <Skeleton lines={6} />
        </section>
        <section>
          <Skeleton lines={4} />
        </section>
      </div>
      <section aria-hidden="true">
        <ul className={styles.bulletinPlaceholders}>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <SkeletonBlock height="9rem" qa="skeleton-bulletin" />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
