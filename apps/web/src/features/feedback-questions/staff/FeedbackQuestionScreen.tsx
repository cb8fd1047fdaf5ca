/**
 * A question or feedback `/henkilosto/kysymykset/:id` as customer service sees it (issue 14 "Questions and feedback: answer (the
 * answer reaches the resident as a message and an e-mail), mark in progress or completed").
 * Customer service only. Answers are written in the messages' staff reply form (the resident
 * messages' rich text editor) and sanitised on the server as residents' messages are; residents'
 * attachments open through signed, audited staff addresses. A message thread's screen is the
 * messages feature's (`features/messages/staff/ThreadScreen.tsx`). Loaded through the kit's
 * `AsyncView`.
 */
import { useState } from 'react'
import { Link } from 'react-router'
import type { StaffFeedbackQuestion } from '@asukas/contract/endpoints/feedback-questions/staff'
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useFeedbackQuestionsText } from '../../../shared/i18n/feedback-questions/section.ts'
import { useStaffText } from '../../../shared/i18n/staff/section.ts'
import { staffLinks } from '../../../shared/lib/staff-paths.ts'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { CheckboxField } from '../../../shared/ui/kit/Field.tsx'
import { ReplyForm } from '../../messages/index.ts'
import {
  AttachmentLinks,
  NotesPanel,
  OriginDetails,
  SafeHtml,
  ServiceLevelBadge,
  InboxItemPage,
} from '../../staff/index.ts'
import { staffFeedbackQuestionQuery, useStaffFeedbackQuestionAction } from './queries.ts'
import styles from './FeedbackQuestion.module.css'

function Notice({ notice }: { notice: StaffFeedbackQuestion }) {
  const texts = useStaffText()
  const n = useFeedbackQuestionsText().staff
  const format = useFormat()
  const title = n.titles[notice.noticeType](notice.noticeNumber)
  useDocumentTitle(title)
  const action = useStaffFeedbackQuestionAction(notice.id)
  const [complete, setComplete] = useState(true)
  return (
    <>
      <h1>
        {title}: {notice.title}
      </h1>
      <p className="staff-meta">
        <span className={`status status--${notice.status}`} data-qa="notice-status">
          {n.statuses[notice.status]}
        </span>{' '}
        · {texts.common.sent} {format.dateWithYear(notice.createdAt)}{' '}
        {notice.status !== 'completed' && <ServiceLevelBadge level={notice.serviceLevel} />}
      </p>
      <section className="panel" aria-labelledby="notice-body">
        <h2 id="notice-body">{n.description}</h2>
        <p className={styles.preLine}>{notice.description || '–'}</p>
        <AttachmentLinks files={notice.files} qa="notice-files" />
        <OriginDetails origin={notice.origin} />
      </section>
      <section className="panel" aria-labelledby="notice-answers">
        <h2 id="notice-answers">{n.answers}</h2>
        {notice.answers.length === 0 ? (
          <p>{n.noAnswers}</p>
        ) : (
          <ul className="staff-list" data-qa="notice-answers">
            {notice.answers.map((item) => (
              <li key={item.id} data-qa="notice-answer">
                <p className="staff-meta">
                  {item.authorName} · {format.dateWithYear(item.createdAt)}{' '}
                  {format.time(item.createdAt)}
                </p>
                <SafeHtml html={item.htmlContent} />
                {item.messageThreadUuid && (
                  <Link to={staffLinks.thread(item.messageThreadUuid)}>{n.threadLink}</Link>
                )}
              </li>
            ))}
          </ul>
        )}
        <ReplyForm
          qa="notice"
          field="answer"
          label={n.answer}
          hint={n.answerHint}
          sendText={n.send}
          sendingText={n.sending}
          sentText={n.sent}
          pending={action.isPending}
          error={action.error}
          onSend={({ htmlContent }, done) =>
            action.mutate({ kind: 'answer', body: { htmlContent, complete } }, { onSuccess: done })
          }
        >
          <CheckboxField
            label={n.completeWith}
            checked={complete}
            onChange={(event) => setComplete(event.target.checked)}
            qa="notice-complete"
          />
        </ReplyForm>
        <div className="staff-actions">
          {notice.status === 'created' && (
            <Button
              variant="secondary"
              disabled={action.isPending}
              qa="notice-in-progress"
              onClick={() => action.mutate({ kind: 'status', status: 'in_progress' })}
            >
              {n.markInProgress}
            </Button>
          )}
          {notice.status !== 'completed' && (
            <Button
              variant="secondary"
              disabled={action.isPending}
              qa="notice-completed"
              onClick={() => action.mutate({ kind: 'status', status: 'completed' })}
            >
              {n.markCompleted}
            </Button>
          )}
        </div>
      </section>
      <NotesPanel notes={notice.internalNotes} action={action} />
    </>
  )
}

/** A question or feedback (default export for `React.lazy`). */
export default function FeedbackQuestionScreen() {
  return (
    <InboxItemPage queryOf={staffFeedbackQuestionQuery} qa="staff-notice">
      {(data) => <Notice notice={data} />}
    </InboxItemPage>
  )
}
