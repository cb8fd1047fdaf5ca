/**
 * A fault report `/henkilosto/vikailmoitukset/:id` (issue 14 "Fault reports: link a work order,
 * start, add work notes, complete; each step is an event the resident sees … Internal notes never
 * reach the resident"). Maintenance only; the server refuses other roles and other properties.
 * Loaded through the kit's `AsyncView`.
 */
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import type { StaffDefectNotice } from '@asukas/contract/endpoints/defect-notices'
import { isApiError } from '../../../shared/api/client.ts'
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useStaffConsoleText } from '../../../shared/i18n/staff-console/section.ts'
import { staffPaths } from '../../../shared/lib/staff-paths.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { AsyncView } from '../../../shared/ui/kit/AsyncView.tsx'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { CheckboxField, TextAreaField, TextField } from '../../../shared/ui/kit/Field.tsx'
import { AttachmentLinks, OriginDetails, useErrorText } from '../../staff-console/index.ts'
import { staffDefectNoticeQuery, useStaffDefectAction, type StaffDefectAction } from './queries.ts'

function Actions({ notice }: { notice: StaffDefectNotice }) {
  const texts = useStaffConsoleText()
  const d = texts.defect
  const action = useStaffDefectAction(notice.id)
  const errorText = useErrorText()
  const [workOrder, setWorkOrder] = useState('')
  const [note, setNote] = useState('')
  const [internal, setInternal] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [errors, setErrors] = useState<{ workOrder?: string; note?: string }>({})
  if (notice.status === 'completed') {
    return (
      <Alert variant="success" qa="defect-completed">
        {d.completedNote}
      </Alert>
    )
  }
  const run = (input: StaffDefectAction, label: string, reset?: () => void) => {
    setDone(null)
    action.mutate(input, {
      onSuccess: () => {
        setDone(d.done(label))
        reset?.()
      },
    })
  }
  return (
    <section className="panel" aria-labelledby="defect-actions">
      <h2 id="defect-actions">{texts.common.status}</h2>
      <div role="status" aria-live="polite">
        {done && (
          <Alert variant="success" qa="defect-action-done">
            {done}
          </Alert>
        )}
      </div>
      {action.isError && (
        <Alert variant="error" qa="defect-action-error">
          {errorText(action.error)}
        </Alert>
      )}
      <form
        className="staff-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (workOrder.trim() === '') return setErrors({ workOrder: texts.common.required })
          setErrors({})
          run(
            { kind: 'work_order', workOrderId: workOrder.trim() },
            d.events.work_order_linked,
            () => setWorkOrder(''),
          )
        }}
      >
        <TextField
          label={d.workOrder}
          value={workOrder}
          maxLength={50}
          onChange={(event) => setWorkOrder(event.target.value)}
          error={errors.workOrder}
          qa="defect-work-order"
        />
        <div className="staff-actions">
          <Button type="submit" variant="secondary" disabled={action.isPending} qa="defect-link">
            {d.linkWorkOrder}
          </Button>
        </div>
      </form>
      <div className="staff-actions">
        {!notice.events.some((event) => event.eventType === 'work_order_started') && (
          <Button
            variant="primary"
            disabled={action.isPending}
            qa="defect-start"
            onClick={() => run({ kind: 'start' }, d.events.work_order_started)}
          >
            {d.start}
          </Button>
        )}
      </div>
      <form
        className="staff-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (note.trim() === '') return setErrors({ note: texts.common.required })
          setErrors({})
          run(
            { kind: 'note', note: { description: note.trim(), internal } },
            internal ? texts.common.internalNotes : d.events.work_note_created,
            () => {
              setNote('')
              setInternal(false)
            },
          )
        }}
      >
        <TextAreaField
          label={d.workNote}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
          qa="defect-note"
          rows={3}
          maxLength={1000}
        />
        <CheckboxField
          label={d.internal}
          checked={internal}
          onChange={(event) => setInternal(event.target.checked)}
          qa="defect-note-internal"
        />
        <div className="staff-actions">
          <Button
            type="submit"
            variant="secondary"
            disabled={action.isPending}
            qa="defect-note-submit"
          >
            {d.addWorkNote}
          </Button>
        </div>
      </form>
      <div className="staff-actions">
        <Button
          variant="primary"
          disabled={action.isPending}
          qa="defect-complete"
          onClick={() => {
            if (window.confirm(d.completeConfirm)) run({ kind: 'complete' }, d.events.completed)
          }}
        >
          {d.complete}
        </Button>
      </div>
    </section>
  )
}

function Notice({ notice }: { notice: StaffDefectNotice }) {
  const texts = useStaffConsoleText()
  const d = texts.defect
  const format = useFormat()
  useDocumentTitle(d.title(notice.noticeNumber))
  return (
    <>
      <h1>
        {d.title(notice.noticeNumber)}: {notice.title}
      </h1>
      <p className="staff-meta">
        <span className={`status status--${notice.status}`} data-qa="defect-status">
          {d.statuses[notice.status]}
        </span>{' '}
        · {texts.common.sent} {format.dateWithYear(notice.createdAt)}{' '}
        {format.time(notice.createdAt)}
      </p>
      <section className="panel" aria-labelledby="defect-details">
        <h2 id="defect-details">{d.description}</h2>
        <p className="pre-line">{notice.description || '–'}</p>
        <AttachmentLinks files={notice.files} qa="defect-files" />
        <dl className="details-list">
          <div>
            <dt>{d.location}</dt>
            <dd>{d.locations[notice.defectLocation] ?? notice.defectLocation}</dd>
          </div>
          <div>
            <dt>{d.masterKey}</dt>
            <dd>{notice.masterKeyAccessAllowed ? d.yes : d.no}</dd>
          </div>
          <div>
            <dt>{d.pets}</dt>
            <dd>{notice.hasPetsInApartment ? d.yes : d.no}</dd>
          </div>
          {notice.workOrderId && (
            <div>
              <dt>{d.workOrder}</dt>
              <dd data-qa="defect-work-order-id">{notice.workOrderId}</dd>
            </div>
          )}
        </dl>
        <OriginDetails origin={notice.origin} />
      </section>
      <Actions notice={notice} />
      <section className="panel" aria-labelledby="defect-timeline">
        <h2 id="defect-timeline">{d.timeline}</h2>
        <ol className="staff-list" data-qa="defect-events">
          {notice.events.map((event) => (
            <li key={event.id} data-qa="defect-event">
              <p className="staff-meta">
                {format.dateWithYear(event.createdAt)} {format.time(event.createdAt)}
              </p>
              <p>
                <strong>{d.events[event.eventType]}</strong>
                {event.workOrderId && <> · {event.workOrderId}</>}
              </p>
              {event.workNoteDescription && <p>{event.workNoteDescription}</p>}
            </li>
          ))}
        </ol>
      </section>
      <section className="panel" aria-labelledby="defect-notes">
        <h2 id="defect-notes">{texts.common.internalNotes}</h2>
        <p className="staff-meta">{texts.common.internalNotesHint}</p>
        {notice.internalNotes.length === 0 ? (
          <p>{texts.common.noNotes}</p>
        ) : (
          <ul className="staff-list" data-qa="defect-internal-notes">
            {notice.internalNotes.map((note) => (
              <li key={note.id}>
                <p className="staff-meta">
                  {note.authorName} · {format.dateWithYear(note.createdAt)}
                </p>
                <p>{note.body}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

/** The fault report screen for staff (default export for `React.lazy`). */
export default function StaffDefectNoticeScreen() {
  const { id = '' } = useParams()
  const texts = useStaffConsoleText()
  const c = texts.common
  const notice = useQuery(staffDefectNoticeQuery(id))
  // A report outside the member's role or properties, or an unknown one, is said as such.
  const loadError = isApiError(notice.error, 'STAFF_ROLE_REQUIRED')
    ? c.forbidden
    : isApiError(notice.error, 'NOT_FOUND')
      ? c.notFound
      : c.loadFailed
  return (
    <div className="staff-page" data-qa="staff-defect">
      <Link className="back-link" to={staffPaths.inbox}>
        {c.back}
      </Link>
      <AsyncView query={notice} qa="staff-load" errorText={loadError}>
        {(data) => <Notice notice={data} />}
      </AsyncView>
    </div>
  )
}
