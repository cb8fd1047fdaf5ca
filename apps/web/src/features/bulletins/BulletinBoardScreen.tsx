/**
 * The bulletin board `/asiointi/:contractId/ilmoitustaulu` (spec 01 §2: "paged list with a
 * show-more button, loading from page 0 until nextPage is absent"; spec 02 §8: empty state
 * noBulletins, error bulletinsFetchError with a home button).
 */
import { useCallback, useState } from 'react'
import { routes } from '@asukas/contract'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { afterNextPaint } from '../../shared/lib/after-paint.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { EmptyState } from '../../shared/ui/kit/EmptyState.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { BulletinCard } from './BulletinCard.tsx'
import { useBulletinPages } from './queries.ts'
import { Button, ButtonLink } from '../../shared/ui/kit/Button.tsx'
import styles from './Bulletins.module.css'

/** The bulletin board (default export for `React.lazy`). */
export default function BulletinBoardScreen() {
  const { t } = useTranslation()
  useDocumentTitle(t.screens.bulletinBoard)
  const contractId = useContractId()
  const pages = useBulletinPages(contractId)
  const bulletins = pages.data?.pages.flatMap((page) => page.bulletins) ?? []
  // The other cards' images wait until the first one, the screen's largest paint, is on the
  // display (issue 25: on a slow connection they would share its bandwidth). Two frames: the
  // first paints the image, and when the second begins that paint has been presented.
  const [leadImageDone, setLeadImageDone] = useState(false)
  const holdImages = Boolean(bulletins[0]?.featuredImage) && !leadImageDone
  const releaseImages = useCallback(() => {
    void afterNextPaint()
      .then(afterNextPaint)
      .then(() => setLeadImageDone(true))
  }, [])
  return (
    <section aria-labelledby="bulletin-board-title">
      <h1 id="bulletin-board-title">{t.screens.bulletinBoard}</h1>
      <AsyncView
        query={pages}
        qa="bulletins-fetch"
        loading={<Loader />}
        errorText={t.bulletins.bulletinsFetchError}
        errorActions={
          <ButtonLink
            variant="secondary"
            size="sm"
            to={routes.frontPage(contractId)}
            qa="bulletins-home"
          >
            {t.bulletins.home}
          </ButtonLink>
        }
        isEmpty={() => bulletins.length === 0}
        empty={<EmptyState title={t.bulletins.noBulletins} qa="no-bulletins" />}
      >
        {() => (
          <ul className={`${styles.list} ${styles.board}`}>
            {bulletins.map((bulletin, index) => (
              <BulletinCard
                key={bulletin.uuid}
                bulletin={bulletin}
                heading="h2"
                first={index === 0}
                imageHeld={index > 0 && holdImages}
                onImageDone={index === 0 ? releaseImages : undefined}
                to={routes.bulletinOnBoard(contractId, bulletin.uuid)}
              />
            ))}
          </ul>
        )}
      </AsyncView>
      {pages.isFetchNextPageError && (
        <Alert variant="error">{t.bulletins.bulletinsFetchError}</Alert>
      )}
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          disabled={pages.isFetchingNextPage}
          qa="bulletins-show-more"
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? t.bulletins.loadingMore : t.bulletins.showMore}
        </Button>
      )}
    </section>
  )
}
