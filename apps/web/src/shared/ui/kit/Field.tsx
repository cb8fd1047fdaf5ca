/**
 * The one accessible field wrapper of the UI kit (ARCHITECTURE "one accessible field wrapper";
 * STYLE 8): a visible label bound with `htmlFor`, an optional hint, the control, an error and an
 * optional character counter, all tied to the control with `aria-describedby`; `aria-invalid` is
 * set while in error. Forms decide when an error is passed in (react-hook-form `onTouched`: after
 * the field was left or a submit was tried).
 *
 * - `TextField` (input) and `TextAreaField` (textarea) are the ready-made fields;
 * - `Field` takes any control through a render function, for other inputs (select, custom);
 * - `CheckboxField` is the checkbox form (input inside its label row).
 */
import { useId } from 'react'
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import styles from './Field.module.css'

/** What a {@link Field} passes to its control. */
export interface FieldControlProps {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** Label, hint, error and counter of a field (shared by every field of the kit). */
export interface FieldFrameProps {
  label: ReactNode
  /** Help text under the label. */
  hint?: ReactNode
  /** The translated error message; shown and announced (via `aria-describedby`) when set. */
  error?: string
  /** Ids of further elements describing the control (e.g. a password policy list). */
  describedBy?: string
  /** A character counter `length / max` under the control (e.g. a description's 2,000 limit). */
  counter?: { length: number; max: number; text: (length: number, max: number) => string }
  /** `data-qa` of the control; the error gets `<qa>-error`. */
  qa?: string
  /**
   * The small form for a page header (the contract switcher): smaller type and control, the hint
   * only for screen readers, and on a phone (≤ 690 px) the label too, which keeps the header low.
   */
  compact?: boolean
}

/** A labelled control with hint, error and counter; the control comes from `children`. */
export function Field({
  label,
  hint,
  error,
  describedBy: extra,
  counter,
  qa,
  compact,
  children,
}: FieldFrameProps & {
  /**
   * Renders the control. `labelId` is the visible label's id, for a control that a
   * `<label for>` cannot name (e.g. a rich-text editor: pass it as `aria-labelledby`).
   */
  children: (control: FieldControlProps, label: { labelId: string }) => ReactNode
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const counterId = `${id}-counter`
  const describedBy = [
    hint ? hintId : null,
    extra ?? null,
    counter ? counterId : null,
    error ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ')
  const over = counter !== undefined && counter.length > counter.max
  return (
    <div
      className={`${styles.field}${error ? ` ${styles.invalid}` : ''}${compact ? ` ${styles.compact}` : ''}`}
    >
      <label
        id={`${id}-label`}
        className={compact ? `${styles.label} narrow-hidden` : styles.label}
        htmlFor={id}
      >
        {label}
      </label>
      {hint && (
        <p id={hintId} className={compact ? 'visually-hidden' : styles.hint}>
          {hint}
        </p>
      )}
      {children(
        {
          id,
          className: styles.control ?? '',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        },
        { labelId: `${id}-label` },
      )}
      {counter && (
        <p
          id={counterId}
          className={`${styles.counter}${over ? ` ${styles.counterOver}` : ''}`}
          aria-live="polite"
          data-qa={qa ? `${qa}-counter` : undefined}
        >
          {counter.text(counter.length, counter.max)}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} data-qa={qa ? `${qa}-error` : undefined}>
          {error}
        </p>
      )}
    </div>
  )
}

/** Props of {@link TextField}: input attributes plus the field frame. */
export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>, FieldFrameProps {
  label: string
  qa: string
  ref?: Ref<HTMLInputElement>
}

/**
 * Splits a field's props into its frame's (for {@link Field}) and the rest, the control's own
 * attributes.
 */
export function splitFieldProps<P extends FieldFrameProps>(
  props: P,
): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  const { label, hint, error, describedBy, counter, qa, compact, ...control } = props
  return [{ label, hint, error, describedBy, counter, qa, compact }, control]
}

/** A labelled text input (spread `register('name')` of react-hook-form into it). */
export function TextField({ ref, ...props }: TextFieldProps) {
  const [frame, input] = splitFieldProps(props)
  return (
    <Field {...frame}>
      {(control) => <input {...input} {...control} ref={ref} data-qa={props.qa} />}
    </Field>
  )
}

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>, FieldFrameProps {
  label: string
  qa: string
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line text field, with an optional counter. */
export function TextAreaField({ ref, ...props }: TextAreaFieldProps) {
  const [frame, textarea] = splitFieldProps(props)
  return (
    <Field {...frame}>
      {(control) => <textarea {...textarea} {...control} ref={ref} data-qa={props.qa} />}
    </Field>
  )
}

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'className'
> {
  label: ReactNode
  hint?: string
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
    <div className={`${styles.checkbox}${error ? ` ${styles.invalid}` : ''}`}>
      <input
        {...input}
        ref={ref}
        id={id}
        type="checkbox"
        className={styles.checkboxInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-qa={qa}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} data-qa={`${qa}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** One option of a {@link RadioGroupField}. */
export interface RadioOption<V extends string> {
  value: V
  label: ReactNode
  hint?: ReactNode
  /** A choice shown but not available (e.g. a tenant whose option is locked). */
  disabled?: boolean
}

/** Props of {@link RadioGroupField}. */
export interface RadioGroupFieldProps<V extends string> {
  legend: string
  hint?: ReactNode
  /** The translated error; the group and its radios are invalid while set. */
  error?: string
  options: readonly RadioOption<V>[]
  value: V | null
  onChange: (value: V) => void
  /** `name` of the radios. */
  name: string
  /** `data-qa` prefix: radios `<qa>-<value>`, error `<qa>-error`. */
  qa: string
}

/**
 * A group of native radio buttons in a `fieldset` with its legend (arrow keys move between them,
 * as the browser does), each with an optional hint, and the group's error.
 */
export function RadioGroupField<V extends string>({
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  name,
  qa,
}: RadioGroupFieldProps<V>) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <fieldset
      className={`${styles.group}${error ? ` ${styles.invalid}` : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      {options.map((option) => (
        <div key={option.value} className={styles.checkbox}>
          <input
            type="radio"
            id={`${id}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
            className={styles.checkboxInput}
            aria-describedby={option.hint ? `${id}-${option.value}-hint` : undefined}
            aria-invalid={error ? true : undefined}
            data-qa={`${qa}-${option.value}`}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          {option.hint && (
            <p id={`${id}-${option.value}-hint`} className={styles.hint}>
              {option.hint}
            </p>
          )}
        </div>
      ))}
      {error && (
        <p id={errorId} className={styles.error} data-qa={`${qa}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
