/**
 * A badge of the UI kit: a small rounded label beside a name (a feature coming later, a kind or
 * state in a staff list). `important` shows it in the error colour (an important notification,
 * a parking spot not in use).
 */
import type { ReactNode } from 'react'
import styles from './Badge.module.css'

/** Props of {@link Badge}. */
export interface BadgeProps {
  children: ReactNode
  /** Red instead of neutral. */
  important?: boolean
}

/** A small rounded label. */
export function Badge({ children, important = false }: BadgeProps) {
  return (
    <span className={important ? `${styles.badge} ${styles.important}` : styles.badge}>
      {children}
    </span>
  )
}
