/**
 * Pieces shared by the fault report, question, feedback and message screens: the missing-phone alert with its link to own
 * information, the read-only rows of a preview or detail view, and the translation of the forms'
 * validation keys into the notice forms' texts (the `notice-forms` i18n section).
 */
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import { routes } from '@asukas/contract'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useNoticeFormsText } from '../../shared/i18n/notice-forms/section.ts'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
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
