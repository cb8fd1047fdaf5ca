/**
 * Building blocks of the staff console screens: query states (loading, slow after 8 s, each
 * error), the "where from" details of a request, the service level badge, sanitised HTML, the
 * plain-text-to-paragraphs editor and the internal notes panel.
 */
import { useState } from 'react'
import type { ReactNode } from 'react'
import DOMPurify from 'dompurify'
import type { UseQueryResult } from '@tanstack/react-query'
import type { StaffAttachment, StaffRequestOrigin } from '@asukas/contract/endpoints/staff'
import { terminationReasonOrUnknown, type ServiceLevel } from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useContractRequestsText } from '../../shared/i18n/contract-requests/section.ts'
import { useStaffConsoleText } from '../../shared/i18n/staff-console/section.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { TextAreaField } from '../../shared/ui/kit/Field.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { useSlow } from '../../shared/ui/kit/AsyncView.tsx'

/** The translated message of a failed console call. */
export function useErrorText() {
  const c = useStaffConsoleText().common
  return (error: unknown): string => {
    if (isApiError(error, 'STAFF_ROLE_REQUIRED')) return c.forbidden
    if (isApiError(error, 'NOT_FOUND')) return c.notFound
    if (isApiError(error, 'REQUEST_NOT_REVIEWABLE')) return c.notReviewable
    if (isApiError(error, 'IMPERSONATION_WRITE_ACCESS_DENIED')) return c.writeDenied
    return c.saveFailed
  }
}

/**
 * Renders a query's loading (with the slow message after 8 s), error (with a retry) or data.
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}) {
  const c = useStaffConsoleText().common
  const slow = useSlow(query.isPending)
  if (query.isPending) {
    return (
      <>
        <Loader label={c.loading} />
        {slow && (
          <Alert variant="info" qa="staff-slow">
            {c.slow}
          </Alert>
        )}
      </>
    )
  }
  if (query.isError) {
    const notFound =
      isApiError(query.error, 'NOT_FOUND') || isApiError(query.error, 'STAFF_ROLE_REQUIRED')
    return (
      <Alert variant="error" qa="staff-load-error">
        <p>
          {isApiError(query.error, 'STAFF_ROLE_REQUIRED')
            ? c.forbidden
            : notFound
              ? c.notFound
              : c.loadFailed}
        </p>
        {!notFound && (
          <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
            {c.retry}
          </Button>
        )}
      </Alert>
    )
  }
  return <>{children(query.data)}</>
}

/**
 * Attachments of a resident request or message as download links: signed staff addresses
 * (15 minutes, role-checked and audited by the server, `/api/staff/files/…`).
 */
export function AttachmentLinks({ files, qa }: { files: StaffAttachment[]; qa: string }) {
  const c = useStaffConsoleText().common
  if (files.length === 0) return null
  return (
    <ul className="attachment-list" data-qa={qa}>
      {files.map((file) => (
        <li key={file.uuid}>
          <a href={file.url} download={file.name} data-qa="staff-attachment">
            {file.name}
            <span className="visually-hidden"> ({c.download})</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Sanitised HTML (DOMPurify, again after the server's sanitize-html). */
export function SafeHtml({ html, qa }: { html: string; qa?: string }) {
  return (
    <div
      className="rich-text"
      data-qa={qa}
      // The HTML was sanitised on the server and is sanitised again here.
      dangerouslySetInnerHTML={{
        __html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }),
      }}
    />
  )
}

/** Escapes text for HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/**
 * Plain text as simple rich text: a blank line separates paragraphs (`<p>`), a single line break
 * becomes `<br>`. Every character is escaped, so staff text can never inject markup.
 */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** Sender, contract address and property of a request. */
export function OriginDetails({ origin }: { origin: StaffRequestOrigin }) {
  const c = useStaffConsoleText().common
  return (
    <dl className="details-list staff-origin" data-qa="staff-origin">
      <div>
        <dt>{c.sender}</dt>
        <dd>
          {origin.residentName ?? '–'}
          {origin.residentEmail && <> · {origin.residentEmail}</>}
          {origin.residentPhone && <> · {origin.residentPhone}</>}
        </dd>
      </div>
      <div>
        <dt>{c.address}</dt>
        <dd>{origin.address}</dd>
      </div>
      <div>
        <dt>{c.property}</dt>
        <dd>{origin.realPropertyName}</dd>
      </div>
    </dl>
  )
}

/** The service level of an item: due date and days left, or overdue. */
export function ServiceLevelBadge({ level }: { level: ServiceLevel | null }) {
  const texts = useStaffConsoleText().inbox
  const format = useFormat()
  if (level === null) return <span className="sla sla--none">{texts.noLevel}</span>
  return (
    <span
      className={`sla ${level.overdue ? 'sla--overdue' : 'sla--ok'}`}
      data-qa={level.overdue ? 'sla-overdue' : 'sla-ok'}
    >
      {level.overdue
        ? texts.overdue(-level.businessDaysLeft)
        : texts.daysLeft(level.businessDaysLeft)}
      {' · '}
      {texts.due(format.dateWithYear(level.dueDate))}
    </span>
  )
}

/** A labelled multi-line text area with an optional hint and error (the kit's field). */
export function TextArea({
  label,
  value,
  onChange,
  hint,
  error,
  qa,
  rows = 5,
  maxLength,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  error?: string | null
  qa: string
  rows?: number
  maxLength?: number
}) {
  return (
    <TextAreaField
      label={label}
      hint={hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? undefined}
      qa={qa}
      rows={rows}
      maxLength={maxLength}
    />
  )
}

/** Internal notes of a record and a form to add one. */
export function NotesPanel({
  notes,
  onAdd,
  pending,
}: {
  notes: { id: string; body: string; authorName: string | null; createdAt: string }[]
  onAdd: (body: string, done: () => void) => void
  pending: boolean
}) {
  const c = useStaffConsoleText().common
  const format = useFormat()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
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
      <form
        className="staff-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (body.trim() === '') {
            setError(c.required)
            return
          }
          setError(null)
          onAdd(body.trim(), () => setBody(''))
        }}
      >
        <TextArea
          label={c.note}
          value={body}
          onChange={setBody}
          error={error}
          qa="staff-note-input"
          rows={3}
          maxLength={3000}
        />
        <Button type="submit" variant="secondary" disabled={pending} qa="staff-note-submit">
          {c.addNote}
        </Button>
      </form>
    </section>
  )
}

/**
 * A termination reason in the interface language: the termination form's own translations of
 * the spec's reasons (contract-requests section, fi/sv/en), "unknown reason" for anything else, so
 * no wire code such as `family_size_change` reaches a screen (issue 26 item 24).
 */
export function useReasonText(): (reason: string | null) => string {
  const reasons = useContractRequestsText().form.reasons
  return (reason: string | null) =>
    reason === null ? '–' : (reasons[terminationReasonOrUnknown(reason)] ?? reasons.UNKNOWN)
}
