/**
 * The front page's latest bulletins (spec 01 §2 Front page): the first page's newest bulletins,
 * the front-page bulletins configured in the translations, and a 'more bulletins' link to the
 * bulletin board (not in termination-only mode, where the board does not exist).
 */
import { Link } from 'react-router'
import { routes } from '@asukas/contract'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import type { FrontPageBulletin } from '../../shared/i18n/types.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { SkeletonBlock } from '../../shared/ui/kit/Skeleton.tsx'
import { BulletinCard } from './BulletinCard.tsx'
import { useBulletinPages } from './queries.ts'
import { ButtonLink } from '../../shared/ui/kit/Button.tsx'
import styles from './Bulletins.module.css'

/** How many fetched bulletins the front page shows. */
export const FRONT_PAGE_BULLETINS = 4

function ConfiguredBulletinCard({
  bulletin,
  contractId,
}: {
  bulletin: FrontPageBulletin
  contractId: string
}) {
  const { t } = useTranslation()
  const { link } = bulletin
  return (
    <li
      className={`${styles.card} ${styles.configured}`}
      data-qa="bulletin-card"
      data-configured={bulletin.id}
    >
      <div className={styles.cardBody}>
        <h3>
          {link.kind === 'external' ? (
            <a
              className={styles.cardLink}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {bulletin.title}
              <span className="visually-hidden"> {t.app.opensInNewTab}</span>
            </a>
          ) : (
            <Link className={styles.cardLink} to={routes[link.route](contractId)}>
              {bulletin.title}
            </Link>
          )}
        </h3>
        <p className={styles.cardExcerpt}>{bulletin.excerpt}</p>
      </div>
    </li>
  )
}

/** The latest-bulletins section of the front page. */
export function LatestBulletins({
  contractId,
  showBoardLink,
}: {
  contractId: string
  showBoardLink: boolean
}) {
  const { t } = useTranslation()
  const pages = useBulletinPages(contractId)
  const latest = pages.data?.pages[0]?.bulletins.slice(0, FRONT_PAGE_BULLETINS) ?? []
  return (
    <section aria-labelledby="latest-bulletins-title">
      <h2 id="latest-bulletins-title">{t.frontPage.bulletins.title}</h2>
      {pages.isPending && (
        // Placeholders of the cards' size (issue 9: no layout shift), announced as loading.
        <>
          <p className="visually-hidden" role="status">
            {t.app.loading}
          </p>
          <ul className={styles.list} aria-hidden="true">
            {Array.from({ length: 3 }, (_, index) => (
              <li key={index}>
                <SkeletonBlock height="9rem" qa="skeleton-bulletin" />
              </li>
            ))}
          </ul>
        </>
      )}
      {pages.isError && (
        <Alert variant="error" qa="bulletins-error">
          {t.bulletins.bulletinsFetchError}
        </Alert>
      )}
      <ul className={styles.list}>
        {latest.map((bulletin) => (
          <BulletinCard
            key={bulletin.uuid}
            bulletin={bulletin}
            to={routes.bulletin(contractId, bulletin.uuid)}
          />
        ))}
        {t.frontPageBulletins.map((bulletin) => (
          <ConfiguredBulletinCard key={bulletin.id} bulletin={bulletin} contractId={contractId} />
        ))}
      </ul>
      {showBoardLink && (
        <p>
          <ButtonLink variant="secondary" to={routes.bulletinBoard(contractId)} qa="bulletins-more">
            {t.frontPage.bulletins.more}
          </ButtonLink>
        </p>
      )}
    </section>
  )
}
