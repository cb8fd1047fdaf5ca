/**
 * Pieces shared by the fault report, question, feedback and message screens: the missing-phone
 * alert with its link to own information, the read-only rows of a preview or detail view, the
 * preview step of a new report, question or feedback, and the translation of the forms'
 * validation keys into the notice forms' texts (the `notice-forms` i18n section).
 */
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import { routes } from '@asukas/contract'
import { isApiError } from '../../shared/api/client.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useFilesText } from '../../shared/i18n/files/section.ts'
import { useNoticeFormsText } from '../../shared/i18n/notice-forms/section.ts'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import styles from './Notices.module.css'

/** The missing phone number state (spec 02 §8): title, message, link to own information. */
export function MissingPhone({ contractId }: { contractId: string }) {
  const s = useNoticeFormsText()
  return (
    <Alert variant="warning" title={s.missingPhone.title} qa="missing-phone">
      <p>{s.missingPhone.message}</p>
      <Link to={routes.ownInfo(contractId)} data-qa="missing-phone-link">
        {s.common.ownInfoLink}
      </Link>
    </Alert>
  )
}

/** Read-only label / value rows. */
export function Details({ rows, qa }: { rows: [string, ReactNode][]; qa: string }) {
  return (
    <dl className={styles.details} data-qa={qa}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The text of a validation key of the notice and message forms (kept as a key in the form state,
 * translated here at render): a length or content refusal of a text reads 'the text is too long',
 * the rest as the notice forms word them, anything else by the common validation texts.
 */
export function useNoticeMessage(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation()
  const v = useNoticeFormsText().validation
  return (key) => {
    switch (key) {
      case 'required':
        return v.required
      case 'invalid_string':
        return v.tooLong
      case 'title_description_or_files_required':
        return v.titleDescriptionOrFiles
      case 'invalid_email':
        return v.invalidEmail
      case 'invalid_phone_number':
        return v.invalidPhone
      default:
        return validationMessage(t, key)
    }
  }
}

/**
 * The heading of a step that replaced the form (the preview): focused when it appears, so a
 * keyboard or screen-reader user lands on the new step instead of the page body (issue 26 item
 * 16).
 */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <h2 id={id} ref={heading} tabIndex={-1}>
      {children}
    </h2>
  )
}

/** Props of {@link NoticePreview}. */
export interface NoticePreviewProps {
  /**
   * `data-qa` prefix: `<qa>-preview` (the step), `<qa>-preview-details`, `<qa>-submit-error`,
   * `<qa>-edit` and `<qa>-send`.
   */
  qa: string
  /** Id of the step's heading, which names the step. */
  headingId: string
  title: string
  description: string
  files: readonly { name: string }[]
  /** Rows before the title, and after the attachments. */
  before?: [string, ReactNode][]
  after: [string, ReactNode][]
  /** The error of sending while it is shown, else null. */
  error: unknown
  /** What a failed send says (unless the service is unavailable). */
  submitErrorText: string
  pending: boolean
  disabled: boolean
  sendText: string
  onEdit: () => void
  onSend: () => void
}

/**
 * The preview step of a form: what will be sent (the title, description and attachments between
 * the form's own rows), the error of sending, and the edit and send buttons.
 */
export function NoticePreview({
  qa,
  headingId,
  title,
  description,
  files,
  before = [],
  after,
  error,
  submitErrorText,
  pending,
  disabled,
  sendText,
  onEdit,
  onSend,
}: NoticePreviewProps) {
  const s = useNoticeFormsText()
  const fileTexts = useFilesText()
  return (
    <section data-qa={`${qa}-preview`} aria-labelledby={headingId}>
      <StepHeading id={headingId}>{s.common.previewTitle}</StepHeading>
      <Details
        qa={`${qa}-preview-details`}
        rows={[
          ...before,
          [s.common.title, title],
          [s.common.description, description],
          [
            fileTexts.label,
            files.length === 0 ? fileTexts.none : files.map((file) => file.name).join(', '),
          ],
          ...after,
        ]}
      />
      {error !== null && (
        <Alert variant="error" qa={`${qa}-submit-error`}>
          {isApiError(error, 'SERVICE_UNAVAILABLE') ? s.common.serviceUnavailable : submitErrorText}
        </Alert>
      )}
      <div className={styles.row}>
        <Button variant="secondary" onClick={onEdit} qa={`${qa}-edit`}>
          {s.common.edit}
        </Button>
        <Button
          pending={pending}
          pendingText={s.common.sending}
          disabled={disabled}
          onClick={onSend}
          qa={`${qa}-send`}
        >
          {sendText}
        </Button>
      </div>
    </section>
  )
}
