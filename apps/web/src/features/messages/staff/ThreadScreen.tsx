/**
 * A resident's message thread as customer service sees it (issue 14 "Messages: reply in the
 * resident's thread … the resident gets a message notification"): the entries oldest first with
 * their attachments (signed, audited staff addresses), where the thread came from, the service
 * level of an unanswered message, the reply form (rich text and attachments, sanitised on the
 * server as residents' messages are) and the internal notes. Loaded through the kit's `AsyncView`.
 */
import { useState } from 'react'
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import type { StaffMessageThread } from '@asukas/contract/endpoints/messages/staff'
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useMessagesText } from '../../../shared/i18n/messages/section.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import {
  AttachmentLinks,
  NotesPanel,
  OriginDetails,
  SafeHtml,
  ServiceLevelBadge,
  useErrorText,
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
  const errorText = useErrorText()
  useDocumentTitle(thread.subject)
  const action = useStaffThreadAction(thread.id)
  const [sent, setSent] = useState(false)
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
        <div role="status" aria-live="polite">
          {sent && (
            <Alert variant="success" qa="thread-sent">
              {m.sent}
            </Alert>
          )}
        </div>
        {action.isError && (
          <Alert variant="warning" qa="thread-error">
            {errorText(action.error)}
          </Alert>
        )}
        <ReplyForm
          qa="thread"
          field="reply"
          label={m.replyLabel}
          hint={m.replyHint}
          sendText={m.send}
          sendingText={m.sending}
          pending={action.isPending}
          counter={m.counter}
          attachments={{ label: m.attachments, hint: m.attachmentHint }}
          onSend={(body, done) => {
            setSent(false)
            action.mutate(
              { kind: 'reply', body },
              {
                onSuccess: () => {
                  done()
                  setSent(true)
                },
              },
            )
          }}
        />
      </section>
      <NotesPanel
        notes={thread.internalNotes}
        pending={action.isPending}
        onAdd={(body, done) => action.mutate({ kind: 'note', body }, { onSuccess: done })}
      />
    </>
  )
}

/** A message thread for staff (default export for `React.lazy`). */
export default function StaffThreadScreen() {
  const { id = '' } = useParams()
  const thread = useQuery(staffThreadQuery(id))
  return (
    <InboxItemPage query={thread} qa="staff-thread">
      {(data) => <Thread thread={data} />}
    </InboxItemPage>
  )
}
