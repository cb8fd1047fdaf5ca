/**
 * The message form, for a new message and for a reply (spec 02 §1 "Messages", §5 Message, §9):
 * subject required ('Subject is required.') and at most 200; body required ('Message field
 * cannot be empty.'), the spec's own messages for these two; at most 3,000 characters of text with a
 * counter shown above 2,900 that turns red at 3,000; the notice against sensitive personal data;
 * attachments. After a successful send a success alert shows and the form resets; a failure
 * shows a warning alert.
 */
import { useCallback, useId, useState } from 'react'
import {
  characterCounter,
  MESSAGE_SUBJECT_MAX,
  messageFormSchema,
  messageText,
} from '@asukas/domain'
import { Form } from '../../shared/forms/Form.tsx'
import { submitDisabled, useAppForm, useIsImpersonator } from '../../shared/forms/useAppForm.ts'
import { fill } from '../../shared/i18n/fill.ts'
import { useFilesText } from '../../shared/i18n/files/section.ts'
import { useMessagesText } from '../../shared/i18n/messages/section.ts'
import { useNoticeFormsText } from '../../shared/i18n/notice-forms/section.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { TextField } from '../../shared/ui/kit/Field.tsx'
import { FileUploader, useUploadedFiles } from '../files/index.ts'
import { useNoticeMessage } from '../defect-notices/index.ts'
import { useSendMessage } from './queries.ts'
import { RichTextEditor } from './RichTextEditor.tsx'
import styles from './Messages.module.css'

/** Props of {@link MessageForm}. */
export interface MessageFormProps {
  contractId: string
  /** The thread to reply in, or null for a new thread. */
  threadId: string | null
  /** The subject the form starts with (and resets to): empty, or the reply subject. */
  initialSubject: string
  qa: string
}

/** The message form: `useAppForm` on `messageFormSchema` (`@asukas/domain`). */
export function MessageForm({ contractId, threadId, initialSubject, qa }: MessageFormProps) {
  const s = useNoticeFormsText()
  const m = useMessagesText()
  const fileTexts = useFilesText()
  const message = useNoticeMessage()
  const noticeId = useId()
  const isImpersonator = useIsImpersonator()
  const initial = {
    subject: initialSubject,
    htmlContent: '',
    fileIds: [],
    messageThreadUuid: threadId,
  }
  const form = useAppForm(messageFormSchema, { defaultValues: initial })
  const { errors } = form.formState
  const [uploading, setUploading] = useState(false)
  const [resetKey, setResetKey] = useState(0)
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null)
  const send = useSendMessage(contractId)
  const [html, fileIds] = form.watch(['htmlContent', 'fileIds'])
  const files = useUploadedFiles(fileIds, (uuids) =>
    form.setValue('fileIds', uuids, { shouldDirty: true }),
  )
  const length = messageText(html).length
  const counter = characterCounter(length)
  const onUploadingChange = useCallback((value: boolean) => setUploading(value), [])

  const submit = form.handleSubmit((values) => {
    setOutcome(null)
    send.mutate(values, {
      onSuccess: () => {
        setOutcome('sent')
        form.reset(initial)
        setResetKey((key) => key + 1)
      },
      onError: (error) => {
        form.applyServerErrors(error)
        setOutcome('failed')
      },
    })
  })

  return (
    <Form onSubmit={submit} qa={qa}>
      <TextField
        label={m.subject}
        maxLength={MESSAGE_SUBJECT_MAX}
        error={
          errors.subject?.message === 'required'
            ? m.subjectRequired
            : message(errors.subject?.message)
        }
        required
        qa={`${qa}-subject`}
        {...form.register('subject')}
      />
      <p id={noticeId} className={styles.notice}>
        {m.sensitive}
      </p>
      <RichTextEditor
        label={m.body}
        resetKey={resetKey}
        onChange={(value) =>
          form.setValue('htmlContent', value, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
        error={
          errors.htmlContent?.message === 'required'
            ? m.bodyRequired
            : message(errors.htmlContent?.message)
        }
        describedBy={noticeId}
        qa={`${qa}-body`}
      />
      {counter.visible && (
        <p
          className={`${styles.counter}${counter.red ? ` ${styles.counterRed}` : ''}`}
          data-qa={`${qa}-counter`}
          data-red={counter.red}
          aria-live="polite"
        >
          {fill(m.counter, { count: length })}
        </p>
      )}
      <FileUploader {...files} onUploadingChange={onUploadingChange} qa={`${qa}-files`} />
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
      <Button
        type="submit"
        pending={send.isPending || uploading}
        pendingText={uploading ? fileTexts.uploadingWait : s.common.sending}
        disabled={submitDisabled(send.isPending, isImpersonator)}
        qa={`${qa}-send`}
      >
        {s.common.send}
      </Button>
    </Form>
  )
}
