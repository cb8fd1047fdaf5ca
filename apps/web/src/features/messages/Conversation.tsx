/**
 * A conversation opened on the messages list: the thread read through its own call (which marks
 * it read) and its entries. Its own module, loaded when the resident opens a conversation (or
 * reaches for the toggle): the entries' renderer and its HTML sanitiser (DOMPurify, about 12 KB
 * gzip with it) are not needed for the list and the form, the page's first view (issue 25).
 */
import { useNoticeFormsText } from '../../shared/i18n/notice-forms/section.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { useMessageThread } from './queries.ts'
import { ThreadEntries } from './ThreadEntries.tsx'

/** The conversation of thread `threadId` (default export for `lazyComponent`). */
export default function Conversation({ threadId }: { threadId: string }) {
  const s = useNoticeFormsText()
  const thread = useMessageThread(threadId)
  return (
    <AsyncView query={thread} qa="thread-conversation" errorText={s.common.loadError}>
      {(data) => <ThreadEntries entries={data.entries} headingLevel={3} />}
    </AsyncView>
  )
}
