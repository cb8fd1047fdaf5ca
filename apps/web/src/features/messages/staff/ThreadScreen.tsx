/**
 * A resident's message thread as customer service sees it (issue 14 "Messages: reply in the
 * resident's thread … the resident gets a message notification"): the entries oldest first with
 * their attachments (signed, audited staff addresses), where the thread came from, the service
 * level of an unanswered message, the reply form (rich text and attachments, sanitised on the
 * server as residents' messages are) and the internal notes. Loaded through the kit's `AsyncView`.
 */
import type { StaffMessageThread } from '@asukas/contract/endpoints/messages/staff'
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useMessagesText } from '../../../shared/i18n/messages/section.ts'
import {
  AttachmentLinks,
  NotesPanel,
  OriginDetails,
  SafeHtml,
  ServiceLevelBadge,
  InboxItemPage,
} from '../../staff/index.ts'
import { staffThreadQuery, useStaffThreadAction } from './queries.ts'
import { ReplyForm } from './ReplyForm.tsx'
import styles from './Thread.module.css'

function Entries({ thread }: { thread: StaffMessageThread }) {
  const m = useMessagesText().staff
  const format = useFormat()
  return (
    <ol className="staff-list" data-qa="thread-entries">
      {thread.entries.map((entry) => (
        <li
          key={entry.messageId}
          className={`${styles.entry} ${entry.fromResident ? styles.fromResident : styles.fromStaff}`}
          data-qa="thread-entry"
        >
          <p className="staff-meta">
            {entry.fromResident ? m.resident : m.staff}
            {entry.senderName && <> · {entry.senderName}</>} ·{' '}
            {format.dateWithYear(entry.timestamp)} {format.time(entry.timestamp)}
          </p>
          <h2 className={styles.title}>{entry.title}</h2>
          <SafeHtml html={entry.htmlContent} />
          <AttachmentLinks files={entry.files} qa="thread-entry-files" />
        </li>
      ))}
    </ol>
  )
}

function Thread({ thread }: { thread: StaffMessageThread }) {
  const m = useMessagesText().staff
  useDocumentTitle(thread.subject)
  const action = useStaffThreadAction(thread.id)
  return (
    <>
      <h1>{thread.subject}</h1>
      <p className="staff-meta">
        <ServiceLevelBadge level={thread.serviceLevel} />
      </p>
      <OriginDetails origin={thread.origin} />
      <Entries thread={thread} />
      <section className="panel" aria-labelledby="thread-reply">
        <h2 id="thread-reply">{m.reply}</h2>
        <ReplyForm
          qa="thread"
          field="reply"
          label={m.replyLabel}
          hint={m.replyHint}
          sendText={m.send}
          sendingText={m.sending}
          sentText={m.sent}
          pending={action.isPending}
          error={action.error}
          errorVariant="warning"
          counter={m.counter}
          attachments={{ label: m.attachments, hint: m.attachmentHint }}
          onSend={(body, done) => action.mutate({ kind: 'reply', body }, { onSuccess: done })}
        />
      </section>
      <NotesPanel notes={thread.internalNotes} action={action} />
    </>
  )
}

/** A message thread for staff (default export for `React.lazy`). */
export default function StaffThreadScreen() {
  return (
    <InboxItemPage queryOf={staffThreadQuery} qa="staff-thread">
      {(data) => <Thread thread={data} />}
    </InboxItemPage>
  )
}
