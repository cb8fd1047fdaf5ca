/**
 * Messages `/asiointi/:contractId/viestit` (spec 01 §2 and 02 §1 "Messages"; issue 11): the
 * resident's threads, each with its message count, its unread count (issue 26 item 4) and a
 * button that shows or hides its conversation on the list, and the new message form. Reading
 * the list closes the message notifications that name no thread, and showing a thread (here or
 * on its page) closes the one it raised, both on the server in the request that reads them
 * (issue 26 item 5; an impersonator's look changes nothing). The route gate sends the user to
 * not-found when the `messages` flag or the `messaging` setting is off.
 */
import { Suspense, useId, useState } from 'react'
import { Link } from 'react-router'
import { routes, type MessageThread } from '@asukas/contract'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { lazyComponent, loadOnce } from '../../shared/lib/lazy-module.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { nameWithCount, plural } from '../../shared/i18n/plural.ts'
import { useMessagesText } from '../../shared/i18n/messages/section.ts'
import { useNoticeFormsText } from '../../shared/i18n/notice-forms/section.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { EmptyState } from '../../shared/ui/kit/EmptyState.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { MessageForm } from './MessageForm.tsx'
import styles from './Messages.module.css'
import { useMessageThreads } from './queries.ts'

/** The conversation's module (`Conversation.tsx`), loaded once when it is first wanted. */
const loadConversation = () => import('./Conversation.tsx')
const Conversation = lazyComponent(loadConversation)
/** Starts loading the conversation's code as the resident reaches for a toggle. */
const wantConversation = () => void loadOnce(loadConversation)

/** One thread of the list with its counts and the show/hide conversation toggle. */
function ThreadItem({ thread, contractId }: { thread: MessageThread; contractId: string }) {
  const { lang } = useTranslation()
  const m = useMessagesText()
  const format = useFormat()
  const [open, setOpen] = useState(false)
  const conversationId = useId()
  const first = thread.entries[0]
  const last = thread.entries.at(-1)
  const title = first?.title ?? thread.id
  const unread = thread.unreadCount
  return (
    <li className={styles.thread} data-qa="thread" data-unread={unread}>
      <div className={styles.threadHead}>
        <Link
          to={routes.messageThread(contractId, thread.id)}
          className={styles.threadLink}
          aria-label={unread > 0 ? nameWithCount(lang, title, unread, m.unread) : undefined}
        >
          {title}
          {unread > 0 && (
            <>
              {' '}
              <span className="count-badge" aria-hidden="true" data-qa="thread-unread">
                {unread}
              </span>
            </>
          )}
        </Link>{' '}
        <span data-qa="thread-count">{plural(lang, thread.entries.length, m.entries)}</span>{' '}
        {last && <span>{format.date(last.timestamp)}</span>}
      </div>
      <Button
        variant="plain"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={conversationId}
        onPointerEnter={wantConversation}
        onFocus={wantConversation}
        onClick={() => setOpen((value) => !value)}
        aria-label={`${open ? m.hideConversation : m.showConversation}: ${title}`}
        qa="thread-toggle"
      >
        {open ? m.hideConversation : m.showConversation}
      </Button>
      <div id={conversationId} hidden={!open}>
        {open && (
          <Suspense fallback={<Loader />}>
            <Conversation threadId={thread.id} />
          </Suspense>
        )}
      </div>
    </li>
  )
}

/** The messages screen (default export for `React.lazy`). */
export default function MessagesScreen() {
  const { t } = useTranslation()
  const s = useNoticeFormsText()
  const m = useMessagesText()
  useDocumentTitle(t.screens.messages)
  const contractId = useContractId()
  const threads = useMessageThreads()

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
              {list.map((thread) => (
                <ThreadItem key={thread.id} thread={thread} contractId={contractId} />
              ))}
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
