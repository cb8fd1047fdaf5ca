/**
 * @deprecated Use the kit's `Button` with `variant="link"` (`./kit/Button.tsx`). This adapter
 * keeps screens written before the kit compiling until they move.
 */
import type { ReactNode } from 'react'
import { Button } from './kit/Button.tsx'

/** A link-styled kit `Button`. */
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
    <Button variant="link" onClick={onClick} qa={qa}>
      {children}
    </Button>
  )
}
