/**
 * The frame of a staff screen opened from the inbox (a fault report, a question or feedback, a
 * message thread): a link back to the inbox, and the record's load through the kit's `AsyncView`
 * (loading, slow and error states, the error in words by {@link useLoadErrorText}).
 */
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useStaffText } from '../../shared/i18n/staff/section.ts'
import { staffPaths } from '../../shared/lib/staff-paths.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { useLoadErrorText } from './parts.tsx'

/**
 * Reads the record the route's `:id` names with `queryOf(id)` (the feature's query options) and
 * shows `children(data)` once it is in; `qa` names the page for tests.
 */
export function InboxItemPage<T>({
  queryOf,
  qa,
  children,
}: {
  queryOf: (id: string) => UseQueryOptions<T, Error, T, QueryKey>
  qa: string
  children: (data: T) => ReactNode
}) {
  const { id = '' } = useParams()
  const query = useQuery(queryOf(id))
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
