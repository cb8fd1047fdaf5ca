/**
 * The select of the UI kit: a native `<select>` inside the kit's {@link Field} frame (label bound
 * with `htmlFor`, hint, error, `aria-describedby` and `aria-invalid`), styled on the design
 * tokens. It stays native on purpose: phones open their own picker, the browser gives keyboard,
 * typing-to-find and form behaviour, and it costs no JavaScript (docs/decisions/0013).
 */
import type { Ref, SelectHTMLAttributes } from 'react'
import { Field, splitFieldProps } from './Field.tsx'
import type { FieldFrameProps } from './Field.tsx'
import styles from './Select.module.css'

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** The option's value; `''` is the "nothing chosen" / "all" choice. */
  value: string
  /** The translated text shown. */
  label: string
  disabled?: boolean
}

/** Props of {@link Select}: select attributes plus the field frame. */
export interface SelectProps
  extends
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'id' | 'className' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'multiple'
    >,
    Omit<FieldFrameProps, 'counter'> {
  label: string
  /** `data-qa` of the `<select>`; the error gets `<qa>-error`. */
  qa: string
  /** The chosen option's value (`''` for the empty choice). */
  value: string
  /** Called with the newly chosen value. */
  onChange: (value: string) => void
  /** The choices in order; put a `''` option first for "choose…" or "all". */
  options: readonly SelectOption[]
  ref?: Ref<HTMLSelectElement>
}

/** A labelled native select with hint and error. */
export function Select({ value, onChange, options, ref, ...props }: SelectProps) {
  const [frame, select] = splitFieldProps(props)
  return (
    <Field {...frame}>
      {(control) => (
        <select
          {...select}
          {...control}
          className={`${control.className} ${styles.select}`}
          ref={ref}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-qa={props.qa}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
