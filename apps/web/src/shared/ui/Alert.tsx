/**
 * A message box. Errors and warnings are announced at once (`role="alert"`); information and
 * success politely (`role="status"`).
 */
import type { ReactNode } from 'react'

/** Visual and semantic variants of {@link Alert}. */
export type AlertVariant = 'info' | 'success' | 'warning' | 'error'

/** A message box with an optional title and actions. */
export function Alert({
  variant,
  title,
  children,
  qa,
}: {
  variant: AlertVariant
  title?: string
  children?: ReactNode
  qa?: string
}) {
  const urgent = variant === 'error' || variant === 'warning'
  return (
    <div className={`alert alert--${variant}`} role={urgent ? 'alert' : 'status'} data-qa={qa}>
      {title && <p className="alert__title">{title}</p>}
      {children && <div className="alert__body">{children}</div>}
    </div>
  )
}
