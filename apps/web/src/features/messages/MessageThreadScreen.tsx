/**
 * One message thread `/asiointi/:contractId/viestit/:messageThreadUuid` (spec 02 §1 "Messages"):
 * the entries oldest first with their attachments, and the reply form. The reply subject is the
 * thread's title prefixed 'VS:' in Finnish and 'RE:' in Swedish and English (`replySubject` of
 * `@asukas/domain`); `reply` and `title` can come in as navigation state.
 */
import { Link, useLocation, useParams } from 'react-router'
import { routes } from '@asukas/contract'
import { replySubject } from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useServiceRequestsText } from '../../shared/i18n/service-requests/section.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { AttachmentList } from '../files/index.ts'
import { MessageContent } from './MessageContent.tsx'
import { MessageForm } from './MessageForm.tsx'
import styles from './Messages.module.css'
import { useMessageThread } from './queries.ts'

/** The thread screen (default export for `React.lazy`). */
export default function MessageThreadScreen() {
  const { t, lang } = useTranslation()
  const s = useServiceRequestsText()
  const m = s.messages
  useDocumentTitle(t.screens.messageThread)
  const format = useFormat()
  const contractId = useContractId()
  const { messageThreadUuid = '' } = useParams()
  const state = useLocation().state as { reply?: boolean; title?: string } | null
  const thread = useMessageThread(messageThreadUuid)
  const title = state?.title ?? thread.data?.entries[0]?.title ?? ''

  return (
    <div className={styles.page} data-qa="message-thread">
      <Link to={routes.messages(contractId)} data-qa="message-thread-back">
        {s.common.back}
      </Link>
      <AsyncView
        query={thread}
        qa="message-thread"
        errorText={isApiError(thread.error, 'NOT_FOUND') ? m.notFound : s.common.loadError}
      >
        {(data) => (
          <>
            <h1>{title}</h1>
            <ol className={styles.list}>
              {data.entries.map((entry) => {
                const own = entry.type === 'IncomingEmailMessage'
                return (
                  <li
                    key={entry.messageId}
                    className={`${styles.entry}${own ? ` ${styles.own}` : ''}`}
                    data-qa="message-entry"
                  >
                    <p className={styles.meta}>
                      <strong>{own ? m.fromYou : m.fromProvider}</strong>{' '}
                      {format.date(entry.timestamp)}
                    </p>
                    <h2 className={styles.entryTitle}>{entry.title}</h2>
                    <MessageContent html={entry.htmlContent} />
                    {entry.files.length > 0 && (
                      <AttachmentList qa="message-attachments" files={entry.files} />
                    )}
                  </li>
                )
              })}
            </ol>
            <section aria-labelledby="reply-title">
              <h2 id="reply-title">{m.replyTitle}</h2>
              <MessageForm
                key={data.id}
                contractId={contractId}
                threadId={data.id}
                initialSubject={replySubject(title, lang)}
                qa="reply"
              />
            </section>
          </>
        )}
      </AsyncView>
    </div>
  )
}
