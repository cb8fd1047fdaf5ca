/**
 * A bulletin page, `/asiointi/:contractId/tiedotteet/:bulletinUuid` and
 * `/asiointi/:contractId/ilmoitustaulu/:bulletinUuid` (spec 01 §2: title, date, author, featured
 * image, rich-text body and attachments). The body is sanitised with DOMPurify before render
 * (ARCHITECTURE "sanitised on the server and again on render"). Attachments open in a new tab
 * after their signed address is fetched. NOT_FOUND / BULLETIN_NOT_FOUND → a not-found message;
 * any other failure → errorLoadingBulletin.
 */
import { useMemo, useState } from 'react'
import DOMPurify from 'dompurify'
import { useParams } from 'react-router'
import { routes } from '@asukas/contract'
import type { Bulletin } from '@asukas/contract'
import { isApiError } from '../../shared/api/client.ts'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { useBulletin, useBulletinAttachmentUrl } from './queries.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'
import styles from './Bulletins.module.css'
import { BackLink } from '../../shared/ui/kit/BackLink.tsx'

/** Sanitises bulletin HTML for rendering; links keep only safe protocols (DOMPurify defaults). */
export function sanitizeBulletinBody(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}

function Attachments({ contractId, bulletin }: { contractId: string; bulletin: Bulletin }) {
  const { t } = useTranslation()
  const attachmentUrl = useBulletinAttachmentUrl()
  const [failure, setFailure] = useState<'load' | 'open' | null>(null)
  if (bulletin.attachments.length === 0) return null

  const open = (attachmentUuid: string) => {
    setFailure(null)
    // Open the tab synchronously (inside the click) so pop-up blockers allow it, then point it at
    // the signed address once it has been fetched.
    const tab = window.open('', '_blank')
    if (!tab) {
      setFailure('open')
      return
    }
    tab.opener = null
    attachmentUrl.mutate(
      { contractUuid: contractId, bulletinUuid: bulletin.uuid, attachmentUuid },
      {
        onSuccess: ({ url }) => tab.location.replace(new URL(url, window.location.href).href),
        onError: () => {
          tab.close()
          setFailure('load')
        },
      },
    )
  }

  return (
    <section aria-labelledby="bulletin-attachments-title">
      <h2 id="bulletin-attachments-title">{t.bulletins.attachments}</h2>
      {failure && (
        <Alert variant="error" qa="attachment-error">
          {failure === 'open' ? t.bulletins.popupBlocked : t.bulletins.failedToOpenAttachment}
        </Alert>
      )}
      <ul className={styles.attachments}>
        {bulletin.attachments.map((attachment) => (
          <li key={attachment.uuid}>
            <Button
              variant="plain"
              className={styles.attachment}
              qa="bulletin-attachment"
              disabled={
                attachmentUrl.isPending &&
                attachmentUrl.variables?.attachmentUuid === attachment.uuid
              }
              onClick={() => open(attachment.uuid)}
            >
              <span className={styles.attachmentIcon} aria-hidden="true" />
              {attachment.name}
              <span className="visually-hidden"> {t.app.opensInNewTab}</span>
            </Button>
          </li>
        ))}
      </ul>
      {attachmentUrl.isPending && <Loader label={t.bulletins.openingAttachment} />}
    </section>
  )
}

/**
 * The bulletin page (default export for `React.lazy`). `from` tells where the back link leads:
 * the bulletin board (board route) or the front page (bulletin route).
 */
export default function BulletinScreen({ from }: { from: 'frontPage' | 'bulletinBoard' }) {
  const { t } = useTranslation()
  const format = useFormat()
  const contractId = useContractId()
  const { bulletinUuid = '' } = useParams()
  const bulletin = useBulletin(contractId, bulletinUuid)
  const body = useMemo(
    () => (bulletin.data ? sanitizeBulletinBody(bulletin.data.body) : ''),
    [bulletin.data],
  )
  const notFound = isApiError(bulletin.error, 'NOT_FOUND', 'BULLETIN_NOT_FOUND')
  useDocumentTitle(
    bulletin.data?.title ?? (notFound ? t.bulletins.notFoundTitle : t.screens.bulletin),
  )
  const back =
    from === 'bulletinBoard'
      ? { to: routes.bulletinBoard(contractId), label: t.bulletins.backToBoard }
      : { to: routes.frontPage(contractId), label: t.bulletins.home }

  const backLink = (
    <BackLink to={back.to} qa="bulletin-back">
      {back.label}
    </BackLink>
  )

  if (bulletin.isPending) return <Loader />
  if (bulletin.isError) {
    return (
      <section aria-labelledby="bulletin-title">
        {backLink}
        <h1 id="bulletin-title">{notFound ? t.bulletins.notFoundTitle : t.screens.bulletin}</h1>
        <Alert variant="error" qa={notFound ? 'bulletin-not-found' : 'bulletin-error'}>
          {notFound ? t.bulletins.notFound : t.bulletins.errorLoadingBulletin}
        </Alert>
      </section>
    )
  }

  const data = bulletin.data
  return (
    <article aria-labelledby="bulletin-title" data-qa="bulletin">
      {backLink}
      <h1 id="bulletin-title">{data.title}</h1>
      <dl className={styles.meta}>
        <div>
          <dt>{t.bulletins.published}</dt>
          <dd>
            {/* The year only when not the current one, as on the cards (spec 02 §9; issue 26 item 20). */}
            <time dateTime={data.publishedAt}>{format.date(data.publishedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t.bulletins.author}</dt>
          <dd data-qa="bulletin-author">{data.author}</dd>
        </div>
      </dl>
      {data.featuredImage && (
        <img className={styles.image} src={data.featuredImage.url} alt={data.featuredImage.alt} />
      )}
      <div
        className={styles.body}
        data-qa="bulletin-body"
        dangerouslySetInnerHTML={{ __html: body }}
      />
      <Attachments contractId={contractId} bulletin={data} />
    </article>
  )
}
