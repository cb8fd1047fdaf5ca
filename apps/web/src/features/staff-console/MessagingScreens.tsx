/**
 * Questions, feedback and message threads in the staff console (issue 14 "Questions and
 * feedback: answer (the answer reaches the resident as a message and an e-mail), mark in
 * progress or completed"; "Messages: reply in the resident's thread … the resident gets a
 * message notification"). Customer service only. Replies are typed as plain text and sent as
 * escaped paragraphs (`textToHtml`); the server sanitises again.
 */
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import type {
  StaffFeedbackQuestion,
  StaffMessageThread,
} from '@asukas/contract/endpoints/staff-console'
import { STAFF_MESSAGE_MAX } from '@asukas/contract/endpoints/staff-console'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useStaffConsoleText } from '../../shared/i18n/staff-console/section.ts'
import { staffLinks, staffPaths } from '../../shared/lib/staff-paths.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import {
  NotesPanel,
  OriginDetails,
  QueryState,
  SafeHtml,
  ServiceLevelBadge,
  TextArea,
  textToHtml,
  useErrorText,
} from './parts.tsx'
import {
  noticeQuery,
  threadQuery,
  useNoticeAction,
  useStaffUpload,
  useThreadAction,
} from './queries.ts'

/** Spec 02 §1 Messages: the counter shows from 2900 characters. */
const COUNTER_FROM = 2900

function Notice({ notice }: { notice: StaffFeedbackQuestion }) {
  const texts = useStaffConsoleText()
  const n = texts.notice
  const format = useFormat()
  const errorText = useErrorText()
  const title = n.titles[notice.noticeType](notice.noticeNumber)
  useDocumentTitle(title)
  const action = useNoticeAction(notice.id)
  const [answer, setAnswer] = useState('')
  const [complete, setComplete] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
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
        <h2 id="notice-body">{texts.defect.description}</h2>
        <p className="pre-line">{notice.description || '–'}</p>
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
                  <Link to={staffLinks.thread(item.messageThreadUuid)}>{texts.thread.title}</Link>
                )}
              </li>
            ))}
          </ul>
        )}
        <div role="status" aria-live="polite">
          {sent && (
            <Alert variant="success" qa="notice-sent">
              {sent}
            </Alert>
          )}
        </div>
        {action.isError && (
          <Alert variant="error" qa="notice-error">
            {errorText(action.error)}
          </Alert>
        )}
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (answer.trim() === '') return setError(texts.common.required)
            if (answer.length > STAFF_MESSAGE_MAX) return setError(texts.common.tooLong)
            setError(null)
            setSent(null)
            action.mutate(
              { kind: 'answer', body: { htmlContent: textToHtml(answer), complete } },
              {
                onSuccess: () => {
                  setAnswer('')
                  setSent(n.sent)
                },
              },
            )
          }}
        >
          <TextArea
            label={n.answer}
            hint={`${n.answerHint} ${texts.common.formatHint}`}
            value={answer}
            onChange={setAnswer}
            error={error}
            qa="notice-answer-input"
            rows={6}
          />
          <div className="checkbox">
            <input
              id="notice-complete"
              type="checkbox"
              checked={complete}
              onChange={(event) => setComplete(event.target.checked)}
              data-qa="notice-complete"
            />
            <label htmlFor="notice-complete">{n.completeWith}</label>
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={action.isPending}
            data-qa="notice-send"
          >
            {action.isPending ? n.sending : n.send}
          </button>
        </form>
        <div className="form__actions">
          {notice.status === 'created' && (
            <button
              type="button"
              className="button button--secondary"
              disabled={action.isPending}
              data-qa="notice-in-progress"
              onClick={() => action.mutate({ kind: 'status', status: 'in_progress' })}
            >
              {n.markInProgress}
            </button>
          )}
          {notice.status !== 'completed' && (
            <button
              type="button"
              className="button button--secondary"
              disabled={action.isPending}
              data-qa="notice-completed"
              onClick={() => action.mutate({ kind: 'status', status: 'completed' })}
            >
              {n.markCompleted}
            </button>
          )}
        </div>
      </section>
      <NotesPanel
        notes={notice.internalNotes}
        pending={action.isPending}
        onAdd={(body, done) => action.mutate({ kind: 'note', body }, { onSuccess: done })}
      />
    </>
  )
}

/** A question or feedback (default export for `React.lazy`). */
export default function FeedbackQuestionScreen() {
  const { id = '' } = useParams()
  const texts = useStaffConsoleText()
  const notice = useQuery(noticeQuery(id))
  return (
    <div className="staff-page" data-qa="staff-notice">
      <Link className="back-link" to={staffPaths.inbox}>
        {texts.common.back}
      </Link>
      <QueryState query={notice}>{(data) => <Notice notice={data} />}</QueryState>
    </div>
  )
}

function Thread({ thread }: { thread: StaffMessageThread }) {
  const texts = useStaffConsoleText()
  const m = texts.thread
  const format = useFormat()
  const errorText = useErrorText()
  useDocumentTitle(thread.subject)
  const action = useThreadAction(thread.id)
  const [reply, setReply] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const upload = useStaffUpload()
  const [attached, setAttached] = useState<{ uuid: string; name: string }[]>([])
  return (
    <>
      <h1>{thread.subject}</h1>
      <p className="staff-meta">
        <ServiceLevelBadge level={thread.serviceLevel} />
      </p>
      <OriginDetails origin={thread.origin} />
      <ol className="staff-list thread" data-qa="thread-entries">
        {thread.entries.map((entry) => (
          <li
            key={entry.messageId}
            className={`thread__entry ${entry.fromResident ? 'thread__entry--resident' : 'thread__entry--staff'}`}
            data-qa="thread-entry"
          >
            <p className="staff-meta">
              {entry.fromResident ? m.resident : m.staff}
              {entry.senderName && <> · {entry.senderName}</>} ·{' '}
              {format.dateWithYear(entry.timestamp)} {format.time(entry.timestamp)}
            </p>
            <h2 className="thread__title">{entry.title}</h2>
            <SafeHtml html={entry.htmlContent} />
            {entry.files.length > 0 && (
              <p>
                {m.attachments}: {entry.files.map((file) => file.name).join(', ')}
              </p>
            )}
          </li>
        ))}
      </ol>
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
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (reply.trim() === '') return setError(texts.common.required)
            if (reply.length > STAFF_MESSAGE_MAX) return setError(texts.common.tooLong)
            setError(null)
            setSent(false)
            action.mutate(
              {
                kind: 'reply',
                body: {
                  htmlContent: textToHtml(reply),
                  fileIds: attached.map((file) => file.uuid),
                },
              },
              {
                onSuccess: () => {
                  setReply('')
                  setAttached([])
                  setSent(true)
                },
              },
            )
          }}
        >
          <TextArea
            label={m.replyLabel}
            hint={`${m.replyHint} ${texts.common.formatHint}`}
            value={reply}
            onChange={setReply}
            error={error}
            qa="thread-reply-input"
            rows={6}
          />
          {reply.length >= COUNTER_FROM && (
            <p
              className={reply.length >= STAFF_MESSAGE_MAX ? 'field__error' : 'field__hint'}
              aria-live="polite"
            >
              {m.counter(STAFF_MESSAGE_MAX - reply.length)}
            </p>
          )}
          <div className="field">
            <label className="field__label" htmlFor="thread-file">
              {m.attachments}
            </label>
            <p className="field__hint" id="thread-file-hint">
              {m.attachmentHint}
            </p>
            <input
              id="thread-file"
              type="file"
              accept=".jpg,.jpeg,.png,.gif,.pdf"
              aria-describedby="thread-file-hint"
              data-qa="thread-file"
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0]
                event.target.value = ''
                if (!file) return
                upload.mutate(file, {
                  onSuccess: (record) =>
                    setAttached((current) => [...current, { uuid: record.uuid, name: file.name }]),
                })
              }}
            />
            {upload.isError && (
              <p className="field__error" role="alert">
                {m.uploadFailed}
              </p>
            )}
            {attached.length > 0 && (
              <ul className="staff-list" data-qa="thread-attached">
                {attached.map((file) => (
                  <li key={file.uuid}>
                    {file.name}{' '}
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() =>
                        setAttached((current) => current.filter((item) => item.uuid !== file.uuid))
                      }
                    >
                      {m.removeAttachment} <span className="visually-hidden">{file.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={action.isPending || upload.isPending}
            data-qa="thread-send"
          >
            {action.isPending ? m.sending : m.send}
          </button>
        </form>
      </section>
      <NotesPanel
        notes={thread.internalNotes}
        pending={action.isPending}
        onAdd={(body, done) => action.mutate({ kind: 'note', body }, { onSuccess: done })}
      />
    </>
  )
}

/** A message thread (named export, lazy-loaded through the router). */
export function ThreadScreen() {
  const { id = '' } = useParams()
  const texts = useStaffConsoleText()
  const thread = useQuery(threadQuery(id))
  return (
    <div className="staff-page" data-qa="staff-thread">
      <Link className="back-link" to={staffPaths.inbox}>
        {texts.common.back}
      </Link>
      <QueryState query={thread}>{(data) => <Thread thread={data} />}</QueryState>
    </div>
  )
}
