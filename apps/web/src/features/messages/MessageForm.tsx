/**
 * The message form, for a new message and for a reply (spec 02 §1 "Messages", §5 Message, §9):
 * subject required and at most 200; body required and at most 3,000 characters of text with a
 * counter shown above 2,900 that turns red at 3,000; the notice against sensitive personal data;
 * attachments. After a successful send a success alert shows and the form resets; a failure
 * shows a warning alert.
 */
import { useCallback, useId, useState } from 'react'
import {
  characterCounter,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  messageText,
} from '@asukas/domain'
import { fill, useServiceRequestsText } from '../../shared/i18n/service-requests/section.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { PendingButton } from '../../shared/ui/PendingButton.tsx'
import { TextField } from '../../shared/ui/TextField.tsx'
import { FileUploader, type UploadedFile } from '../files/index.ts'
import { useSendMessage } from './queries.ts'
import { RichTextEditor } from './RichTextEditor.tsx'

/** Props of {@link MessageForm}. */
export interface MessageFormProps {
  contractId: string
  /** The thread to reply in, or null for a new thread. */
  threadId: string | null
  /** The subject the form starts with (and resets to): empty, or the reply subject. */
  initialSubject: string
  qa: string
}

/** The message form. */
export function MessageForm({ contractId, threadId, initialSubject, qa }: MessageFormProps) {
  const s = useServiceRequestsText()
  const m = s.messages
  const noticeId = useId()
  const [subject, setSubject] = useState(initialSubject)
  const [html, setHtml] = useState('')
  const [files, setFiles] = useState<UploadedFile[]>([])
  const [uploading, setUploading] = useState(false)
  const [resetKey, setResetKey] = useState(0)
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({})
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null)
  const send = useSendMessage(contractId)
  const length = messageText(html).length
  const counter = characterCounter(length)
  const onUploadingChange = useCallback((value: boolean) => setUploading(value), [])

  function submit() {
    const found: { subject?: string; body?: string } = {}
    if (subject.trim() === '') found.subject = s.validation.required
    else if (subject.trim().length > MESSAGE_SUBJECT_MAX) found.subject = s.validation.tooLong
    if (length === 0) found.body = s.validation.required
    else if (length > MESSAGE_BODY_MAX) found.body = s.validation.tooLong
    setErrors(found)
    if (found.subject || found.body) return
    setOutcome(null)
    send.mutate(
      {
        subject: subject.trim(),
        htmlContent: html,
        fileIds: files.map((file) => file.uuid),
        messageThreadUuid: threadId,
      },
      {
        onSuccess: () => {
          setOutcome('sent')
          setSubject(initialSubject)
          setHtml('')
          setFiles([])
          setResetKey((key) => key + 1)
        },
        onError: () => setOutcome('failed'),
      },
    )
  }

  return (
    <form
      noValidate
      className="message-form"
      data-qa={qa}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <TextField
        label={m.subject}
        value={subject}
        maxLength={MESSAGE_SUBJECT_MAX}
        onChange={(event) => setSubject(event.target.value)}
        error={errors.subject}
        required
        qa={`${qa}-subject`}
      />
      <p id={noticeId} className="field__hint">
        {m.sensitive}
      </p>
      <RichTextEditor
        label={m.body}
        resetKey={resetKey}
        onChange={setHtml}
        error={errors.body}
        describedBy={noticeId}
        qa={`${qa}-body`}
      />
      {counter.visible && (
        <p
          className={`counter${counter.red ? ' counter--red' : ''}`}
          data-qa={`${qa}-counter`}
          data-red={counter.red}
          aria-live="polite"
        >
          {fill(m.counter, { count: length })}
        </p>
      )}
      <FileUploader
        value={files}
        onChange={setFiles}
        onUploadingChange={onUploadingChange}
        qa={`${qa}-files`}
      />
      {outcome === 'sent' && (
        <Alert variant="success" qa={`${qa}-sent`}>
          {m.sent}
        </Alert>
      )}
      {outcome === 'failed' && (
        <Alert variant="warning" qa={`${qa}-failed`}>
          {m.failed}
        </Alert>
      )}
      <PendingButton
        pending={send.isPending || uploading}
        pendingText={uploading ? s.files.uploadingWait : s.common.sending}
        qa={`${qa}-send`}
      >
        {s.common.send}
      </PendingButton>
    </form>
  )
}
