/**
 * @deprecated Use the kit's `Button` (`./kit/Button.tsx`) with `pending` and `pendingText`, and
 * `type="submit"` for a submit button. This adapter keeps screens written before the kit
 * compiling until they move.
 */
import type { ReactNode, Ref } from 'react'
import { Button } from './kit/Button.tsx'

/** Props of {@link PendingButton}. */
export interface PendingButtonProps {
  children: ReactNode
  pending: boolean
  pendingText?: ReactNode
  qa: string
  variant?: 'primary' | 'secondary'
  block?: boolean
  /** Without `onClick` the button submits its form; with it, it is a plain button. */
  onClick?: () => void
  ref?: Ref<HTMLButtonElement>
}

/** A kit `Button` that submits unless it has `onClick`. */
export function PendingButton({ onClick, ...props }: PendingButtonProps) {
  return <Button {...props} type={onClick ? 'button' : 'submit'} onClick={onClick} />
}
