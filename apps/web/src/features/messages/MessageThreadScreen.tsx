/**
 * One message thread `/asiointi/:contractId/viestit/:messageThreadUuid` (spec 02 §1 "Messages"):
 * the entries oldest first with their attachments, and the reply form. The reply subject is the
 * thread's title prefixed 'VS:' in Finnish and 'RE:' in Swedish and English (`replySubject` of
 * `@asukas/domain`); `reply` and `title` can come in as navigation state. Showing the thread
 * marks it read and closes the notification it raised (server side, issue 26 items 4 and 5).
 */
import { Link, useLocation, useParams } from 'react-router'
import { routes } from '@asukas/contract'
import { replySubject } from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useMessagesText } from '../../shared/i18n/messages/section.ts'
import { useNoticeFormsText } from '../../shared/i18n/notice-forms/section.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { MessageForm } from './MessageForm.tsx'
import styles from './Messages.module.css'
import { useMessageThread } from './queries.ts'
import { ThreadEntries } from './ThreadEntries.tsx'

/** The thread screen (default export for `React.lazy`). */
export default function MessageThreadScreen() {
  const { t, lang } = useTranslation()
  const s = useNoticeFormsText()
  const m = useMessagesText()
  useDocumentTitle(t.screens.messageThread)
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
            <ThreadEntries entries={data.entries} />
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
