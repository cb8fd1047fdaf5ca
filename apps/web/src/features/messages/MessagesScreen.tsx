/**
 * Messages `/asiointi/:contractId/viestit` (spec 02 §1 "Messages"; issue 11): the resident's
 * threads and the new message form. Viewing the page closes the resident's closeable message
 * notifications (never for an impersonator, whose writes are refused). The route gate sends the
 * user to not-found when the `messages` flag or the `messaging` setting is off.
 */
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { routes } from '@asukas/contract'
import { useUserMetadata } from '../../shared/api/session-queries.ts'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { fill, useServiceRequestsText } from '../../shared/i18n/service-requests/section.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { EmptyState } from '../../shared/ui/kit/EmptyState.tsx'
import { useCloseNotification, useNotifications } from '../front-page/index.ts'
import { MessageForm } from './MessageForm.tsx'
import styles from './Messages.module.css'
import { useMessageThreads } from './queries.ts'

/** Closes the open, closeable message notifications once per visit. */
function useCloseMessageNotifications() {
  const isImpersonator = useUserMetadata().data?.isImpersonator ?? true
  const notifications = useNotifications()
  const close = useCloseNotification()
  const closed = useRef(new Set<string>())
  useEffect(() => {
    if (isImpersonator || !notifications.data) return
    for (const notification of notifications.data) {
      if (
        notification.category === 'message' &&
        notification.isCloseable &&
        notification.closedAt === null &&
        !closed.current.has(notification.id)
      ) {
        closed.current.add(notification.id)
        close.mutate(notification.id)
      }
    }
  }, [isImpersonator, notifications.data, close])
}

/** The messages screen (default export for `React.lazy`). */
export default function MessagesScreen() {
  const { t } = useTranslation()
  const s = useServiceRequestsText()
  const m = s.messages
  useDocumentTitle(t.screens.messages)
  const format = useFormat()
  const contractId = useContractId()
  const threads = useMessageThreads()
  useCloseMessageNotifications()

  return (
    <div className={styles.page} data-qa="messages">
      <h1>{m.title}</h1>
      <section aria-labelledby="threads-title">
        <h2 id="threads-title">{m.threads}</h2>
        <AsyncView
          query={threads}
          qa="threads"
          errorText={s.common.loadError}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title={m.noThreads} qa="threads-empty" />}
        >
          {(list) => (
            <ul className={styles.list}>
              {list.map((thread) => {
                const first = thread.entries[0]
                const last = thread.entries.at(-1)
                return (
                  <li key={thread.id} data-qa="thread">
                    <Link to={routes.messageThread(contractId, thread.id)}>
                      {first?.title ?? thread.id}
                    </Link>{' '}
                    <span>{fill(m.entries, { count: thread.entries.length })}</span>{' '}
                    {last && <span>{format.date(last.timestamp)}</span>}
                  </li>
                )
              })}
            </ul>
          )}
        </AsyncView>
      </section>
      <section aria-labelledby="new-message-title">
        <h2 id="new-message-title">{m.newMessage}</h2>
        <MessageForm contractId={contractId} threadId={null} initialSubject="" qa="new-message" />
      </section>
    </div>
  )
}
