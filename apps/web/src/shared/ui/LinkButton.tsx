/**
 * A button that looks like a link (`link-button`), for in-page actions that are not navigation
 * (e.g. 'change address' in the code steps of spec 01 §4).
 */
import type { ReactNode } from 'react'

/** A link-styled `type="button"` with `data-qa` `qa`. */
export function LinkButton({
  children,
  onClick,
  qa,
}: {
  children: ReactNode
  onClick: () => void
  qa: string
}) {
  return (
    <button type="button" className="link-button" onClick={onClick} data-qa={qa}>
      {children}
    </button>
  )
}
