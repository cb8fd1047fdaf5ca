/**
 * A fault report `/henkilosto/vikailmoitukset/:id` (issue 14 "Fault reports: link a work order,
 * start, add work notes, complete; each step is an event the resident sees … Internal notes never
 * reach the resident"). Maintenance only; the server refuses other roles and other properties.
 * Loaded through the kit's `AsyncView`.
 */
import { useState } from 'react'
import {
  linkWorkOrderBodySchema,
  workNoteBodySchema,
  type StaffDefectNotice,
} from '@asukas/contract/endpoints/defect-notices/staff'
import { useAppForm } from '../../../shared/forms/useAppForm.ts'
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { useDefectNoticesText } from '../../../shared/i18n/defect-notices/section.ts'
import { useStaffText } from '../../../shared/i18n/staff/section.ts'
import { validationMessage } from '../../../shared/lib/validation-message.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { CheckboxField, TextAreaField, TextField } from '../../../shared/ui/kit/Field.tsx'
import { AttachmentLinks, OriginDetails, useErrorText, InboxItemPage } from '../../staff/index.ts'
import { staffDefectNoticeQuery, useStaffDefectAction, type StaffDefectAction } from './queries.ts'

/**
 * The steps on an open report. Linking a work order and adding a work note are `useAppForm` forms
 * on the contract's body schemas (errors are message keys translated at render; a 400's field
 * errors land on the fields); starting and completing have no body and are plain buttons.
 *
 * The step forms check on submit (`mode: 'onSubmit'`), not when a field is left: a field emptied
 * after its step succeeded must not turn "required" when the user moves on to the next step; that
 * error appearing above the next button shifted it away under the pointer, and its click was lost.
 */
function Actions({ notice }: { notice: StaffDefectNotice }) {
  const texts = useStaffText()
  const d = useDefectNoticesText().staff
  const { t } = useTranslation()
  const action = useStaffDefectAction(notice.id)
  const errorText = useErrorText()
  const [done, setDone] = useState<string | null>(null)
  const workOrderForm = useAppForm(linkWorkOrderBodySchema, {
    mode: 'onSubmit',
    defaultValues: { workOrderId: '' },
  })
  const noteForm = useAppForm(workNoteBodySchema, {
    mode: 'onSubmit',
    defaultValues: { description: '', internal: false },
  })
  const run = (
    input: StaffDefectAction,
    label: string,
    form?: { reset: () => void; applyServerErrors: (error: unknown) => boolean },
  ) => {
    setDone(null)
    action.mutate(input, {
      onSuccess: () => {
        setDone(d.done(label))
        form?.reset()
      },
      onError: (error) => form?.applyServerErrors(error),
    })
  }
  const linkWorkOrder = workOrderForm.handleSubmit(({ workOrderId }) =>
    run({ kind: 'work_order', workOrderId }, d.events.work_order_linked, workOrderForm),
  )
  const addWorkNote = noteForm.handleSubmit((note) =>
    run(
      { kind: 'note', note },
      note.internal ? texts.common.internalNotes : d.events.work_note_created,
      noteForm,
    ),
  )
  if (notice.status === 'completed') {
    return (
      <Alert variant="success" qa="defect-completed">
        {d.completedNote}
      </Alert>
    )
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
      <form className="staff-form" noValidate onSubmit={(event) => void linkWorkOrder(event)}>
        <TextField
          label={d.workOrder}
          maxLength={50}
          error={validationMessage(t, workOrderForm.formState.errors.workOrderId?.message)}
          qa="defect-work-order"
          {...workOrderForm.register('workOrderId')}
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
      <form className="staff-form" noValidate onSubmit={(event) => void addWorkNote(event)}>
        <TextAreaField
          label={d.workNote}
          error={validationMessage(t, noteForm.formState.errors.description?.message)}
          qa="defect-note"
          rows={3}
          maxLength={1000}
          {...noteForm.register('description')}
        />
        <CheckboxField
          label={d.internal}
          error={validationMessage(t, noteForm.formState.errors.internal?.message)}
          qa="defect-note-internal"
          {...noteForm.register('internal')}
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
  const texts = useStaffText()
  const d = useDefectNoticesText().staff
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
  return (
    <InboxItemPage queryOf={staffDefectNoticeQuery} qa="staff-defect">
      {(data) => <Notice notice={data} />}
    </InboxItemPage>
  )
}
