/**
 * The form element of the scaffolding (see `useAppForm.ts`): `noValidate` (the zod schema
 * validates, and the kit's fields show its messages), the submit handler from `handleSubmit`,
 * the form's `data-qa`, and the spacing of the kit. `FormActions` lines up the buttons;
 * `FieldGroup` is a `fieldset` with its legend (e.g. checkboxes).
 */
import type { FormEvent, ReactNode } from 'react'
import styles from './Form.module.css'

/** Props of {@link Form}. */
export interface FormProps {
  /** `form.handleSubmit(...)`: its promise is not awaited by the browser. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void
  qa: string
  children: ReactNode
  /** Accessible name when the form is a landmark of its own (rare). */
  label?: string
}

/** A `<form noValidate>` with the kit's layout. */
export function Form({ onSubmit, qa, children, label }: FormProps) {
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
      data-qa={qa}
    >
      {children}
    </form>
  )
}

/** The row of a form's buttons. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}

/** A `fieldset` with a visible legend. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  )
}
