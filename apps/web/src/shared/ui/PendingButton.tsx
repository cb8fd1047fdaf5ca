/**
 * A form button whose call may be running (ARCHITECTURE "one accessible field wrapper" family):
 * disabled while `pending`, and labelled `pendingText` meanwhile (e.g. 'Sending…'), so a second
 * click cannot send the call twice (spec 02 §8 forms: the submit is disabled while it runs).
 */
import type { ReactNode, Ref } from 'react'

/** Props of {@link PendingButton}. */
export interface PendingButtonProps {
  /** The label when no call runs. */
  children: ReactNode
  /** True while the call runs: the button is disabled and shows `pendingText`. */
  pending: boolean
  /** The label while the call runs; the normal label when omitted. */
  pendingText?: ReactNode
  /** `data-qa` of the button. */
  qa: string
  /** `primary` (default) or `secondary` look. */
  variant?: 'primary' | 'secondary'
  /** Full width (`button--block`). */
  block?: boolean
  /** Without `onClick` the button submits its form; with it, it is a plain button. */
  onClick?: () => void
  ref?: Ref<HTMLButtonElement>
}

/** A primary or secondary button disabled while its call runs. */
export function PendingButton({
  children,
  pending,
  pendingText,
  qa,
  variant = 'primary',
  block = false,
  onClick,
  ref,
}: PendingButtonProps) {
  return (
    <button
      ref={ref}
      type={onClick ? 'button' : 'submit'}
      className={`button button--${variant}${block ? ' button--block' : ''}`}
      disabled={pending}
      onClick={onClick}
      data-qa={qa}
    >
      {pending && pendingText !== undefined ? pendingText : children}
    </button>
  )
}
