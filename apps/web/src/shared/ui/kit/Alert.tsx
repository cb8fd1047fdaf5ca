/**
 * A message box of the UI kit. Errors and warnings are announced at once (`role="alert"`);
 * information and success politely (`role="status"`). Optional `actions` (e.g. a retry button)
 * sit under the text.
 */
import type { ReactNode } from 'react'
import styles from './Alert.module.css'

/** Visual and semantic variants of {@link Alert}. */
export type AlertVariant = 'info' | 'success' | 'warning' | 'error'

/** Props of {@link Alert}. */
export interface AlertProps {
  variant: AlertVariant
  title?: string
  children?: ReactNode
  /** Buttons or links under the text. */
  actions?: ReactNode
  qa?: string
}

/** A message box with an optional title and actions. */
export function Alert({ variant, title, children, actions, qa }: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning'
  return (
    <div
      className={`${styles.alert} ${styles[variant]}`}
      role={urgent ? 'alert' : 'status'}
      data-qa={qa}
    >
      {title && <p className={styles.title}>{title}</p>}
      {children && <div>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  )
}
