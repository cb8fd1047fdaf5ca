/**
 * Modal dialogs of the UI kit, on React Aria Components (`ModalOverlay`, `Modal`, `Dialog`): the
 * rest of the page is inert, focus stays inside and returns to the opener on close, Escape and a
 * click outside close (unless `pending`), and the dialog is named by its heading.
 *
 * - `Dialog`: a controlled modal with a title, content and actions;
 * - `ConfirmDialog`: the confirm/cancel `alertdialog`, focus starting on cancel (the safe choice);
 * - `SidePanel`: the same modal as a panel sliding in from the side (details, filters).
 */
import type { ReactNode } from 'react'
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from './Button.tsx'
import styles from './Dialog.module.css'

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean
  /** Called with `false` on Escape, an outside click or a close action. */
  onOpenChange: (open: boolean) => void
  title: string
  children?: ReactNode
  /** Buttons at the end (right-aligned, wrapping on phones). */
  actions?: ReactNode
  /** `alertdialog` for confirmations and warnings; `dialog` (default) otherwise. */
  role?: 'dialog' | 'alertdialog'
  /** While true the dialog cannot be dismissed (a call is running). */
  pending?: boolean
  qa?: string
}

/** A controlled modal dialog. */
export function Dialog({
  open,
  onOpenChange,
  title,
  children,
  actions,
  role = 'dialog',
  pending = false,
  qa,
}: DialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={open}
      onOpenChange={onOpenChange}
      isDismissable={!pending}
      isKeyboardDismissDisabled={pending}
    >
      <Modal className={styles.modal}>
        <AriaDialog className={styles.dialog} role={role} data-qa={qa}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  )
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
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
  /** Called on the cancel button, Escape and an outside click. */
  onCancel: () => void
  /** Extra content under the text, e.g. an error alert. */
  children?: ReactNode
  /** `data-qa` of the dialog; its buttons get `<qa>-confirm` and `<qa>-cancel`. */
  qa: string
  /** Look of the confirm button (default `danger`). */
  confirmVariant?: 'primary' | 'danger'
}

/** A confirm/cancel alert dialog; focus starts on cancel. */
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
  confirmVariant = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel()
      }}
      title={title}
      role="alertdialog"
      pending={pending}
      qa={qa}
      actions={
        <>
          <Button
            variant="secondary"
            disabled={pending}
            onClick={onCancel}
            qa={`${qa}-cancel`}
            // The safe choice gets the focus first (WAI-ARIA alertdialog pattern).
            autoFocus
          >
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariant}
            pending={pending}
            pendingText={pendingLabel}
            onClick={onConfirm}
            qa={`${qa}-confirm`}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
      {children}
    </Dialog>
  )
}

/** Props of {@link SidePanel}. */
export interface SidePanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Label of the close button (translated 'Close'). */
  closeLabel: string
  children?: ReactNode
  qa?: string
}

/** A modal panel at the side of the screen, with a close button by its title. */
export function SidePanel({ open, onOpenChange, title, closeLabel, children, qa }: SidePanelProps) {
  return (
    <ModalOverlay
      className={styles.panelOverlay}
      isOpen={open}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className={styles.panel}>
        <AriaDialog className={styles.dialog} data-qa={qa}>
          <div className={styles.panelHeader}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onOpenChange(false)}
              qa={qa ? `${qa}-close` : undefined}
            >
              {closeLabel}
            </Button>
          </div>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  )
}
