/**
 * Pieces shared by the service request screens: the missing-phone alert with its link to own
 * information, the slow-loading message after 8 s, a multi-line text field, and the read-only
 * rows of a preview or detail view.
 */
import { useEffect, useId, useState } from 'react'
import type { ReactNode, TextareaHTMLAttributes } from 'react'
import { Link } from 'react-router'
import { routes } from '@asukas/contract'
import { useServiceRequestsText } from '../../shared/i18n/service-requests/section.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'

/** Milliseconds after which a load shows the slow message (spec 02 §9). */
export const SLOW_LOAD_MS = 8_000

/** The missing phone number state (spec 02 §8): title, message, link to own information. */
export function MissingPhone({ contractId }: { contractId: string }) {
  const s = useServiceRequestsText()
  return (
    <Alert variant="warning" title={s.missingPhone.title} qa="missing-phone">
      <p>{s.missingPhone.message}</p>
      <Link to={routes.ownInfo(contractId)} data-qa="missing-phone-link">
        {s.common.ownInfoLink}
      </Link>
    </Alert>
  )
}

/** A loader that adds the slow message after {@link SLOW_LOAD_MS}. */
export function SlowLoader() {
  const s = useServiceRequestsText()
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <>
      <Loader />
      {slow && <p data-qa="slow-loading">{s.common.slow}</p>}
    </>
  )
}

/** A labelled `<textarea>` with hint and error (same pattern as `TextField`). */
export function TextAreaField({
  label,
  hint,
  error,
  qa,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string
  hint?: string
  error?: string
  qa: string
}) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <textarea
        {...textarea}
        id={id}
        rows={textarea.rows ?? 5}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-qa={qa}
      />
      {error && (
        <p id={`${id}-error`} className="field__error" data-qa={`${qa}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** Read-only label / value rows. */
export function Details({ rows, qa }: { rows: [string, ReactNode][]; qa: string }) {
  return (
    <dl className="details" data-qa={qa}>
      {rows.map(([label, value]) => (
        <div key={label} className="details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
