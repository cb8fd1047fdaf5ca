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

/** Props of {@link DetailsRow}. */
export interface DetailsRowProps {
  /** The label (`<dt>`). */
  term: ReactNode
  /** The value (`<dd>`). */
  children: ReactNode
  /** `data-qa` of the value. */
  qa?: string
}

/** One row of a {@link DetailsList}: `<div><dt>term</dt><dd>value</dd></div>`. */
export function DetailsRow({ term, children, qa }: DetailsRowProps) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-qa={qa}>{children}</dd>
    </div>
  )
}
