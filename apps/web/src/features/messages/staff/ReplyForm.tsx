/**
 * The staff's rich-text answer form, shared by a message thread's reply and a question's or
 * feedback's answer (issue 14): a hint, the resident messages' rich text editor (spec 02 §1
 * Messages: required, at most `STAFF_MESSAGE_MAX` characters of text, the counter from 2,900),
 * optional attachments on the kit's `FileUpload`, extra fields (e.g. "complete with the answer")
 * and the send button. On `useAppForm` with {@link replyFormSchema}: errors are message keys
 * (`required`, `invalid_string`, also a 400's field error from the server) translated at render.
 * Above the form: "sent" (a polite live region) once the caller says the answer went out, which
 * also empties the form, and the error of the caller's call in words (`useErrorText`).
 *
 * `data-qa` names: `<qa>-sent`, `<qa>-error`, `<qa>-<field>-hint`, `<qa>-<field>-input`,
 * `<qa>-counter`, `<qa>-file`, `<qa>-send`.
 */
import { useState, type ReactNode } from 'react'
import { z } from 'zod'
import { STAFF_MESSAGE_MAX } from '@asukas/contract/endpoints/staff'
import { DEFAULT_ACCEPTED_EXTENSIONS, messageText } from '@asukas/domain'
import { useAppForm } from '../../../shared/forms/useAppForm.ts'
import { useStaffText } from '../../../shared/i18n/staff/section.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { FileUpload } from '../../../shared/ui/kit/FileUpload.tsx'
import { uploadStaffFile, useErrorText, type StaffUploaded } from '../../staff/index.ts'
import { RichTextEditor } from '../RichTextEditor.tsx'

/** Spec 02 §1 Messages: the counter shows from 2900 characters. */
const COUNTER_FROM = 2900

/**
 * The form's values: the HTML (1..`STAFF_MESSAGE_MAX` characters of visible text, else
 * `required` / `invalid_string`; the server sanitises it) and the attachments' ids.
 */
export const replyFormSchema = z.object({
  htmlContent: z.string().superRefine((html, context) => {
    const length = messageText(html).length
    if (length === 0) context.addIssue({ code: 'custom', message: 'required' })
    else if (length > STAFF_MESSAGE_MAX) {
      context.addIssue({ code: 'custom', message: 'invalid_string' })
    }
  }),
  fileIds: z.array(z.string()),
})

/** What the form sends: the sanitised-on-server HTML and the attachments' ids. */
export type ReplyContent = z.output<typeof replyFormSchema>

/** Props of {@link ReplyForm}. */
export interface ReplyFormProps {
  /** `data-qa` prefix (`notice`, `thread`) and the field's name (`answer`, `reply`). */
  qa: string
  field: string
  label: string
  hint: string
  sendText: string
  sendingText: string
  /** The text shown once the answer went out. */
  sentText: string
  pending: boolean
  /** The error of the caller's call (any of its steps), or null: shown while set. */
  error: unknown
  /** How urgent the error is shown (default `error`). */
  errorVariant?: 'error' | 'warning'
  /** The remaining characters' text; without it no counter is shown. */
  counter?: (remaining: number) => string
  /** Attachments' label and hint; without them the form takes none. */
  attachments?: { label: string; hint: string }
  /** Fields between the editor and the send button. */
  children?: ReactNode
  /** Sends a valid answer; call `sent` once it went out to say so and empty the form. */
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
  sentText,
  pending,
  error: callError,
  errorVariant = 'error',
  counter,
  attachments,
  children,
  onSend,
}: ReplyFormProps) {
  const c = useStaffText().common
  const errorText = useErrorText()
  const empty: ReplyContent = { htmlContent: '', fileIds: [] }
  const form = useAppForm(replyFormSchema, { defaultValues: empty })
  const [resetKey, setResetKey] = useState(0)
  const [sent, setSent] = useState(false)
  const error = form.formState.errors.htmlContent?.message
  const length = messageText(form.watch('htmlContent')).length
  const hintId = `${qa}-${field}-hint`
  const submit = form.handleSubmit((content) => {
    setSent(false)
    onSend(content, () => {
      form.reset(empty)
      setResetKey((key) => key + 1)
      setSent(true)
    })
  })
  return (
    <>
      <div role="status" aria-live="polite">
        {sent && (
          <Alert variant="success" qa={`${qa}-sent`}>
            {sentText}
          </Alert>
        )}
      </div>
      {callError !== null && (
        <Alert variant={errorVariant} qa={`${qa}-error`}>
          {errorText(callError)}
        </Alert>
      )}
      <form className="staff-form" noValidate onSubmit={(event) => void submit(event)}>
        <p id={hintId}>{hint}</p>
        <RichTextEditor
          label={label}
          resetKey={resetKey}
          onChange={(html) =>
            form.setValue('htmlContent', html, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
          error={error === undefined ? undefined : error === 'required' ? c.required : c.tooLong}
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
            onChange={(files) =>
              form.setValue(
                'fileIds',
                files.map((file) => file.uuid),
                { shouldDirty: true },
              )
            }
            texts={c.upload}
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
    </>
  )
}
