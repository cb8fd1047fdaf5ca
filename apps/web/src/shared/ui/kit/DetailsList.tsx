/**
 * A list of labelled values (contract, spot, payment and contact details): a `<dl>` whose rows are
 * `<div><dt>label</dt><dd>value</dd></div>`, label above value on phones and side by side from
 * 691 px.
 */
import type { ReactNode } from 'react'
import styles from './DetailsList.module.css'

/** Props of {@link DetailsList}. */
export interface DetailsListProps {
  /** The rows: `<div><dt/><dd/></div>` each. */
  children: ReactNode
  qa?: string
}

/** The labelled values' list. */
export function DetailsList({ children, qa }: DetailsListProps) {
  return (
    <dl className={styles.list} data-qa={qa}>
      {children}
    </dl>
  )
}
