/** A link back to the screen above this one (a bulletin's board, the front page). */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './BackLink.module.css'

/** Props of {@link BackLink}. */
export interface BackLinkProps {
  /** Where it leads. */
  to: string
  children: ReactNode
  qa?: string
}

/** The back link: a router link with a leading chevron. */
export function BackLink({ to, children, qa }: BackLinkProps) {
  return (
    <Link className={styles.link} to={to} data-qa={qa}>
      {children}
    </Link>
  )
}
