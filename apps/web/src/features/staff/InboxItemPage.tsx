/**
 * The frame of a staff screen opened from the inbox (a fault report, a question or feedback, a
 * message thread): a link back to the inbox, and the record's load through the kit's `AsyncView`
 * (loading, slow and error states, the error in words by {@link useLoadErrorText}).
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useStaffText } from '../../shared/i18n/staff/section.ts'
import { staffPaths } from '../../shared/lib/staff-paths.ts'
import { AsyncView, type AsyncQuery } from '../../shared/ui/kit/AsyncView.tsx'
import { useLoadErrorText } from './parts.tsx'

/** `children(data)` once `query` has the record; `qa` names the page for tests. */
export function InboxItemPage<T>({
  query,
  qa,
  children,
}: {
  query: AsyncQuery<T>
  qa: string
  children: (data: T) => ReactNode
}) {
  const texts = useStaffText()
  const loadErrorText = useLoadErrorText()
  return (
    <div className="staff-page" data-qa={qa}>
      <Link className="back-link" to={staffPaths.inbox}>
        {texts.common.back}
      </Link>
      <AsyncView query={query} qa="staff-load" errorText={loadErrorText(query.error)}>
        {children}
      </AsyncView>
    </div>
  )
}
