/**
 * The internal notes of a record (a question, feedback or message thread) and the form that adds
 * one: `useAppForm` on the contract's `internalNoteBodySchema` (required, at most 3,000
 * characters). Notes are shown to staff only, never to the resident.
 */
import { internalNoteBodySchema } from '@asukas/contract/endpoints/staff'
import { useAppForm } from '../../shared/forms/useAppForm.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useStaffText } from '../../shared/i18n/staff/section.ts'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { TextAreaField } from '../../shared/ui/kit/Field.tsx'

/**
 * The record's action mutation as the panel uses it: `{ kind: 'note', body }` adds a note (the
 * features' `useStaff…Action` hooks, which also reply or change the status).
 */
export interface NoteAction {
  isPending: boolean
  mutate: (action: { kind: 'note'; body: string }, options: { onSuccess: () => void }) => void
}

/** Internal notes of a record and a form to add one through `action` (emptied after a save). */
export function NotesPanel({
  notes,
  action,
}: {
  notes: { id: string; body: string; authorName: string | null; createdAt: string }[]
  action: NoteAction
}) {
  const pending = action.isPending
  const c = useStaffText().common
  const { t } = useTranslation()
  const format = useFormat()
  const form = useAppForm(internalNoteBodySchema, { defaultValues: { body: '' } })
  const submit = form.handleSubmit(({ body }) =>
    action.mutate({ kind: 'note', body }, { onSuccess: () => form.reset() }),
  )
  return (
    <section
      className="panel staff-notes"
      aria-labelledby="staff-notes-title"
      data-qa="staff-notes"
    >
      <h2 id="staff-notes-title">{c.internalNotes}</h2>
      <p className="staff-meta">{c.internalNotesHint}</p>
      {notes.length === 0 ? (
        <p>{c.noNotes}</p>
      ) : (
        <ul className="staff-list">
          {notes.map((note) => (
            <li key={note.id} data-qa="staff-note">
              <p className="staff-meta">
                {note.authorName ?? '–'} · {format.dateWithYear(note.createdAt)}{' '}
                {format.time(note.createdAt)}
              </p>
              <p>{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form className="staff-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField
          label={c.note}
          error={validationMessage(t, form.formState.errors.body?.message)}
          qa="staff-note-input"
          rows={3}
          maxLength={3000}
          {...form.register('body')}
        />
        <Button type="submit" variant="secondary" disabled={pending} qa="staff-note-submit">
          {c.addNote}
        </Button>
      </form>
    </section>
  )
}
