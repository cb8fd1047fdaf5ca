/**
 * A modal confirmation dialog on the native `<dialog>` element opened with `showModal()`: the
 * browser makes the rest of the page inert, keeps focus inside, closes on Escape and returns focus
 * to the element that opened it. The dialog is an `alertdialog` named by its title and described
 * by its text; focus starts on the cancel button, the safe choice.
 */
import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is open. */
  open: boolean
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  /** Confirm button text while `pending`. */
  pendingLabel: string
  /** True while the confirmed action runs: both buttons are disabled. */
  pending: boolean
  onConfirm: () => void
  /** Called on the cancel button and on Escape. */
  onCancel: () => void
  /** Extra content under the text, e.g. an error alert. */
  children?: ReactNode
  /** `data-qa` of the dialog; its buttons get `<qa>-confirm` and `<qa>-cancel`. */
  qa: string
}

/** The confirmation dialog. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
  children,
  qa,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const id = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      cancel.current?.focus()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open])

  return (
    <dialog
      ref={dialog}
      className="dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-qa={qa}
      onCancel={(event) => {
        // Escape: let React state close the dialog, so it cannot be out of step.
        event.preventDefault()
        if (!pending) onCancel()
      }}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      {children}
      <div className="dialog__actions">
        <button
          ref={cancel}
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={onCancel}
          data-qa={`${qa}-cancel`}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={pending}
          onClick={onConfirm}
          data-qa={`${qa}-confirm`}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
