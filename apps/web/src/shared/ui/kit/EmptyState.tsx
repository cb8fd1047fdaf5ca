/**
 * The empty state of a list or view (spec: every screen names its 'no items' state): a short
 * title, an optional text and an optional action (e.g. 'create the first one').
 */
import type { ReactNode } from 'react'
import styles from './EmptyState.module.css'

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string
  children?: ReactNode
  action?: ReactNode
  qa?: string
}

/** A 'nothing here yet' box. */
export function EmptyState({ title, children, action, qa }: EmptyStateProps) {
  return (
    <div className={styles.empty} data-qa={qa}>
      <p className={styles.title}>{title}</p>
      {children}
      {action}
    </div>
  )
}
