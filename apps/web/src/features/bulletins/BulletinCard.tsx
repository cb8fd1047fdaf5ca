/**
 * A bulletin card (spec 01 §2: "Each bulletin card links to its bulletin page"): optional image,
 * title as the link, date and excerpt. Also used for the configured front-page bulletins.
 */
import { Link } from 'react-router'
import type { Bulletin } from '@asukas/contract'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import styles from './Bulletins.module.css'

/** Heading level of the card title inside its list. */
type HeadingLevel = 'h2' | 'h3'

/**
 * A fetched bulletin linking to `to`. `first`: the card opens its list at the top of the screen,
 * so its image is likely the largest paint: fetched at once and first (web.dev, "Don't lazy-load
 * the LCP image"); the others wait until they come near the viewport. `imageHeld`: the image is
 * not requested yet (a placeholder of the same size keeps the layout), so that on a slow
 * connection the list's first image has the bandwidth to itself; `onImageDone` is called once the
 * image has loaded or failed.
 */
export function BulletinCard({
  bulletin,
  to,
  heading: Heading = 'h3',
  first = false,
  imageHeld = false,
  onImageDone,
}: {
  bulletin: Bulletin
  to: string
  heading?: HeadingLevel
  first?: boolean
  imageHeld?: boolean
  onImageDone?: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <li className={styles.card} data-qa="bulletin-card">
      {bulletin.featuredImage &&
        (imageHeld ? (
          <div className={styles.cardImage} data-qa="bulletin-image-held" />
        ) : (
          <img
            className={styles.cardImage}
            src={bulletin.featuredImage.url}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            onLoad={onImageDone}
            onError={onImageDone}
          />
        ))}
      <div className={styles.cardBody}>
        <Heading>
          <Link to={to} className={styles.cardLink}>
            {bulletin.title}
          </Link>
        </Heading>
        <p className={styles.cardDate}>
          <span className="visually-hidden">{t.bulletins.published} </span>
          <time dateTime={bulletin.publishedAt}>{format.date(bulletin.publishedAt)}</time>
        </p>
        <p className={styles.cardExcerpt}>{bulletin.excerpt}</p>
      </div>
    </li>
  )
}
