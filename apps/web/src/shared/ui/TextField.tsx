/**
 * One accessible form field (ARCHITECTURE "one accessible field wrapper"): a visible label bound
 * with `htmlFor`, the input, and an error message referenced by `aria-describedby` with
 * `aria-invalid` set while the field is in error. Forms decide when an error is passed in:
 * react-hook-form in `onTouched` mode gives errors after the field was left or a submit was
 * tried, never while the user is still typing a first value.
 */
import { useId } from 'react'
import type { InputHTMLAttributes, Ref } from 'react'

/** Props of {@link TextField}: input attributes plus label, error text and `data-qa`. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** The translated error message; shown and announced when set. */
  error?: string
  /** Extra help text under the label. */
  hint?: string
  /** Ids of further elements describing the input (e.g. a password policy list). */
  describedBy?: string
  qa: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled text input with its error. */
export function TextField({
  label,
  error,
  hint,
  describedBy: extraDescribedBy,
  qa,
  ref,
  ...input
}: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, extraDescribedBy ?? null, error ? errorId : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        ref={ref}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-qa={qa}
      />
      {error && (
        <p id={errorId} className="field__error" data-qa={`${qa}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
