/**
 * Pieces shared by the contract flow screens: the confirmation error view (spec 02 §8 "Confirm
 * views": a title and message per kind, a restart button except for noAttributes), the loading
 * state with its slow message after 8 s, a radio group in the one field style, and the
 * redirect to the identity provider after 1 s (spec 02 §9 "provider redirect delay 1 s").
 */
import { useCallback, useEffect, useId, useState, type RefObject } from 'react'
import { Link } from 'react-router'
import { useContractFlowsText } from '../../shared/i18n/contract-flows/section.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { confirmErrorKind, hasRestart } from './confirm-errors.ts'

/** Milliseconds before the slow-loading message (spec 02 §7 "slow-load message after 8 s"). */
export const SLOW_AFTER_MS = 8000
/** Milliseconds before the browser follows the provider link (spec 02 §9). */
export const PROVIDER_REDIRECT_MS = 1000

/** A loader that adds the "taking longer than usual" message after 8 s. */
export function SlowLoader() {
  const f = useContractFlowsText()
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <div data-qa="contract-flow-loading">
      <Loader label={f.common.loading} />
      {slow && (
        <p role="status" data-qa="contract-flow-slow">
          {f.common.slow}
        </p>
      )}
    </div>
  )
}

/** A load failure with a retry button. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const f = useContractFlowsText()
  return (
    <Alert variant="error" qa="contract-flow-load-failed">
      <p>{f.common.loadFailed}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {f.common.retry}
      </button>
    </Alert>
  )
}

/** The view of a confirmation error `code`, with its restart link (except noAttributes). */
export function ConfirmErrorView({ code, restartTo }: { code: string; restartTo: string }) {
  const f = useContractFlowsText()
  const kind = confirmErrorKind(code)
  return (
    <section className="panel" data-qa="confirm-error" data-kind={kind}>
      <h2 data-qa="confirm-error-title">{f.errors.titles[kind]}</h2>
      <p data-qa="confirm-error-message">{f.errors.messages[kind]}</p>
      {hasRestart(kind) && (
        <Link
          className="button button--primary"
          to={restartTo}
          reloadDocument
          data-qa="confirm-error-restart"
        >
          {f.errors.restart}
        </Link>
      )}
    </section>
  )
}

/** Goes to `link` after {@link PROVIDER_REDIRECT_MS}, showing the redirect message meanwhile. */
export function ProviderRedirect({ link }: { link: string }) {
  const f = useContractFlowsText()
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(link), PROVIDER_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [link])
  return (
    <div data-qa="provider-redirect">
      <Loader label={f.common.redirecting} />
    </div>
  )
}

/** One option of a {@link RadioGroup}. */
export interface RadioOption<T extends string> {
  value: T
  label: string
  disabled?: boolean
}

/** A fieldset of radio buttons with a legend, an optional hint and an error. */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  hint,
  qa,
}: {
  legend: string
  name: string
  options: readonly RadioOption<T>[]
  value: T | null
  onChange: (value: T) => void
  onBlur?: () => void
  error?: string
  hint?: string
  qa: string
}) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <fieldset
      className={`choice-group${error ? ' choice-group--error' : ''}`}
      aria-describedby={describedBy || undefined}
      data-qa={qa}
    >
      <legend className="choice-group__legend">{legend}</legend>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {options.map((option) => (
        <div key={option.value} className="choice">
          <input
            type="radio"
            id={`${id}-${option.value}`}
            name={`${name}-${id}`}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
            data-qa={`${qa}-${option.value}`}
          />
          <label htmlFor={`${id}-${option.value}`} className="choice__label">
            {option.label}
          </label>
        </div>
      ))}
      {error && (
        <p id={errorId} className="field__error" data-qa={`${qa}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** Moves focus to, and scrolls to, the first field in error inside `root`. */
export function focusFirstError(root: HTMLElement | null): void {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (first) {
    first.scrollIntoView({ block: 'center' })
    first.focus()
  }
}

/**
 * A function that asks to focus the first field in error inside `rootRef` once React has
 * rendered the errors it just marked (an effect after the commit, not a guess of the timing).
 */
export function useFocusFirstError(rootRef: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0)
  useEffect(() => {
    if (request > 0) focusFirstError(rootRef.current)
  }, [request, rootRef])
  return useCallback(() => setRequest((n) => n + 1), [])
}
