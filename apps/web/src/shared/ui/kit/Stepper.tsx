/**
 * The steps of a multi-step flow (registration, termination, parking reservation): an ordered
 * list whose current step has `aria-current="step"`; done steps say so in text, not only by the
 * tick (for screen readers).
 */
import styles from './Stepper.module.css'

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** Step labels, in order. */
  steps: readonly string[]
  /** Index of the current step (0-based). */
  current: number
  /** Accessible name of the list (e.g. 'Steps'). */
  label: string
  /** Screen-reader suffix of a done step (e.g. 'done'). */
  doneText: string
  qa?: string
}

/** The step list. */
export function Stepper({ steps, current, label, doneText, qa = 'stepper' }: StepperProps) {
  return (
    <ol className={styles.stepper} aria-label={label} data-qa={qa}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo'
        return (
          <li
            key={step}
            className={[styles.step, state !== 'todo' && styles[state]].filter(Boolean).join(' ')}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
          >
            {step}
            {state === 'done' && <span className="visually-hidden"> ({doneText})</span>}
          </li>
        )
      })}
    </ol>
  )
}
