/**
 * A card of the UI kit: a bordered section with a heading (which names the region), content and
 * optional actions. Use it for a screen's blocks (a panel of own information, a form step).
 */
import { useId } from 'react'
import type { ReactNode } from 'react'
import styles from './Card.module.css'

/** Props of {@link Card}. */
export interface CardProps {
  /** The heading; omit for an untitled card (then pass `label` for the region's name). */
  title?: ReactNode
  /** Heading level of `title` (default 2). */
  level?: 2 | 3
  /** Accessible name when there is no `title`. */
  label?: string
  children?: ReactNode
  /** Buttons or links at the end of the card. */
  actions?: ReactNode
  qa?: string
  /** Element: `section` (default, a named region) or `div`. */
  as?: 'section' | 'div'
}

/** A bordered block with heading, content and actions. */
export function Card({
  title,
  level = 2,
  label,
  children,
  actions,
  qa,
  as = 'section',
}: CardProps) {
  const id = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  const Element = as
  return (
    <Element
      className={styles.card}
      aria-labelledby={title ? id : undefined}
      aria-label={title ? undefined : label}
      data-qa={qa}
    >
      {title && (
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
      )}
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </Element>
  )
}
