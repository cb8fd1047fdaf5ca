/**
 * An accessible checkbox (the checkbox form of the one field wrapper, see `TextField.tsx`): the
 * input inside its own `<label>`, an optional hint and error tied with `aria-describedby`, and
 * `aria-invalid` while in error.
 */
import { useId } from 'react'
import type { InputHTMLAttributes, Ref } from 'react'

/** Props of {@link CheckboxField}: input attributes plus label, hint, error and `data-qa`. */
export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> {
  label: string
  hint?: string
  /** The translated error message; shown and announced when set. */
  error?: string
  qa: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled checkbox with its hint and error. */
export function CheckboxField({ label, hint, error, qa, ref, ...input }: CheckboxFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={`checkbox${error ? ' checkbox--error' : ''}`}>
      <input
        {...input}
        ref={ref}
        id={id}
        type="checkbox"
        className="checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-qa={qa}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="checkbox__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error checkbox__error" data-qa={`${qa}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
