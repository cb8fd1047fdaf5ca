/**
 * The entries of a thread, oldest first, with their attachments (spec 02 §1 "Messages"): on the
 * thread page and in a conversation shown on the messages list.
 */
import type { MessageEntry } from '@asukas/contract'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useMessagesText } from '../../shared/i18n/messages/section.ts'
import { AttachmentList } from '../files/index.ts'
import { MessageContent } from './MessageContent.tsx'
import styles from './Messages.module.css'

/** The entries as a list; `headingLevel` is the level of each entry's title. */
export function ThreadEntries({
  entries,
  headingLevel = 2,
}: {
  entries: readonly MessageEntry[]
  headingLevel?: 2 | 3
}) {
  const m = useMessagesText()
  const format = useFormat()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ol className={styles.list}>
      {entries.map((entry) => {
        const own = entry.type === 'IncomingEmailMessage'
        return (
          <li
            key={entry.messageId}
            className={`${styles.entry}${own ? ` ${styles.own}` : ''}`}
            data-qa="message-entry"
          >
            <p className={styles.meta}>
              <strong>{own ? m.fromYou : m.fromProvider}</strong> {format.date(entry.timestamp)}
            </p>
            <Heading className={styles.entryTitle}>{entry.title}</Heading>
            <MessageContent html={entry.htmlContent} />
            {entry.files.length > 0 && (
              <AttachmentList qa="message-attachments" files={entry.files} />
            )}
          </li>
        )
      })}
    </ol>
  )
}
