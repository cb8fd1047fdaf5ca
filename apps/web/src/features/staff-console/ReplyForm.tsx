/**
 * The staff's rich-text answer form, shared by a question's or feedback's answer and a message
 * thread's reply (issue 14): a hint, the resident messages' rich text editor (spec 02 §1
 * Messages: required, at most `STAFF_MESSAGE_MAX` characters of text, the counter from 2,900),
 * optional attachments on the kit's `FileUpload`, extra fields (e.g. "complete with the answer")
 * and the send button. Errors and the sent state are the caller's; the form empties itself when
 * the caller says the answer went out.
 *
 * `data-qa` names: `<qa>-<field>-hint`, `<qa>-<field>-input`, `<qa>-counter`, `<qa>-file`,
 * `<qa>-send`.
 */
import { useState, type ReactNode } from 'react'
import { STAFF_MESSAGE_MAX } from '@asukas/contract/endpoints/staff-console'
import { DEFAULT_ACCEPTED_EXTENSIONS, messageText } from '@asukas/domain'
import { useStaffConsoleText } from '../../shared/i18n/staff-console/section.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { FileUpload } from '../../shared/ui/kit/FileUpload.tsx'
import { RichTextEditor } from '../messages/index.ts'
import { uploadStaffFile, type StaffUploaded } from './queries.ts'

/** Spec 02 §1 Messages: the counter shows from 2900 characters. */
const COUNTER_FROM = 2900

/** What the form sends: the sanitised-on-server HTML and the attachments' ids. */
export interface ReplyContent {
  htmlContent: string
  fileIds: string[]
}

/** Props of {@link ReplyForm}. */
export interface ReplyFormProps {
  /** `data-qa` prefix (`notice`, `thread`) and the field's name (`answer`, `reply`). */
  qa: string
  field: string
  label: string
  hint: string
  sendText: string
  sendingText: string
  pending: boolean
  /** The remaining characters' text; without it no counter is shown. */
  counter?: (remaining: number) => string
  /** Attachments' label and hint; without them the form takes none. */
  attachments?: { label: string; hint: string }
  /** Fields between the editor and the send button. */
  children?: ReactNode
  /** Sends a valid answer; call `sent` once it went out to empty the form. */
  onSend: (content: ReplyContent, sent: () => void) => void
}

/** The answer or reply form. */
export function ReplyForm({
  qa,
  field,
  label,
  hint,
  sendText,
  sendingText,
  pending,
  counter,
  attachments,
  children,
  onSend,
}: ReplyFormProps) {
  const texts = useStaffConsoleText()
  const [html, setHtml] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [resetKey, setResetKey] = useState(0)
  const [attached, setAttached] = useState<StaffUploaded[]>([])
  const length = messageText(html).length
  const hintId = `${qa}-${field}-hint`
  return (
    <form
      className="staff-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (length === 0) return setError(texts.common.required)
        if (length > STAFF_MESSAGE_MAX) return setError(texts.common.tooLong)
        setError(null)
        onSend({ htmlContent: html, fileIds: attached.map((file) => file.uuid) }, () => {
          setHtml('')
          setAttached([])
          setResetKey((key) => key + 1)
        })
      }}
    >
      <p id={hintId}>{hint}</p>
      <RichTextEditor
        label={label}
        resetKey={resetKey}
        onChange={setHtml}
        error={error ?? undefined}
        describedBy={hintId}
        qa={`${qa}-${field}-input`}
      />
      {counter && length >= COUNTER_FROM && (
        <p aria-live="polite" data-qa={`${qa}-counter`}>
          {counter(STAFF_MESSAGE_MAX - length)}
        </p>
      )}
      {attachments && (
        <FileUpload<StaffUploaded>
          key={resetKey}
          label={attachments.label}
          hint={attachments.hint}
          accept={[...DEFAULT_ACCEPTED_EXTENSIONS]}
          upload={uploadStaffFile}
          onChange={setAttached}
          texts={texts.common.upload}
          qa={`${qa}-file`}
        />
      )}
      {children}
      <div className="staff-actions">
        <Button
          type="submit"
          variant="primary"
          pending={pending}
          pendingText={sendingText}
          qa={`${qa}-send`}
        >
          {sendText}
        </Button>
      </div>
    </form>
  )
}
