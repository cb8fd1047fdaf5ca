/**
 * The inbox `/henkilosto/saapuneet` (issue 14 "Inbox: everything residents sent, filterable by
 * type, status, property and age, with the service level … shown per item and the overdue ones
 * first"). The server orders the items and keeps each role to its kinds; the filters are the
 * call's query. Loaded through the kit's `AsyncView`.
 */
import { useState } from 'react'
import { Link } from 'react-router'
import {
  capabilityOfInboxKind,
  inboxKinds,
  inboxStatuses,
  type InboxItem,
  type InboxKind,
  type InboxQuery,
} from '@asukas/contract/endpoints/staff'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useStaffText } from '../../shared/i18n/staff/section.ts'
import { staffLinks } from '../../shared/lib/staff-paths.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Select } from '../../shared/ui/kit/Select.tsx'
import { ServiceLevelBadge, useLoadErrorText, useReasonText } from './parts.tsx'
import { useInbox, useProperties, useStaffMe } from './queries.ts'
import styles from './Inbox.module.css'
import { Badge } from '../../shared/ui/kit/Badge.tsx'

/** The detail screen of an item. */
function linkOf(item: InboxItem): string {
  switch (item.kind) {
    case 'defect_notice':
      return staffLinks.defect(item.id)
    case 'question':
    case 'feedback':
      return staffLinks.notice(item.id)
    case 'message':
      return staffLinks.thread(item.id)
    case 'termination_request':
      return staffLinks.contractRequest('termination', item.id)
    default:
      return staffLinks.contractRequest('modification', item.id)
  }
}

/** The inbox (default export for `React.lazy`). */
export default function InboxScreen() {
  const texts = useStaffText().inbox
  const reasonText = useReasonText()
  const loadErrorText = useLoadErrorText()
  useDocumentTitle(texts.title)
  const format = useFormat()
  const me = useStaffMe()
  const properties = useProperties()
  const [query, setQuery] = useState<InboxQuery>({ status: 'open' })
  const inbox = useInbox(query)
  const kinds = inboxKinds.filter(
    (kind) => me.data?.capabilities.includes(capabilityOfInboxKind[kind]) ?? false,
  )
  const set = (key: keyof InboxQuery, value: string) =>
    setQuery((current) => {
      const next = { ...current }
      if (value === '') delete next[key]
      else (next as Record<string, unknown>)[key] = key === 'olderThanDays' ? Number(value) : value
      return next
    })

  return (
    <div className="staff-page" data-qa="staff-inbox">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <section className="panel" aria-labelledby="inbox-filters">
        <h2 id="inbox-filters">{texts.filters}</h2>
        <div className={styles.filters}>
          <Select
            label={texts.kind}
            value={query.kind ?? ''}
            onChange={(value) => set('kind', value)}
            options={[
              { value: '', label: texts.all },
              ...kinds.map((kind) => ({ value: kind, label: texts.kinds[kind] })),
            ]}
            qa="inbox-kind"
          />
          <Select
            label={texts.status}
            value={query.status ?? ''}
            onChange={(value) => set('status', value)}
            options={[
              { value: '', label: texts.all },
              ...inboxStatuses.map((status) => ({ value: status, label: texts.statuses[status] })),
            ]}
            qa="inbox-status"
          />
          <Select
            label={texts.property}
            value={query.realPropertyId ?? ''}
            onChange={(value) => set('realPropertyId', value)}
            options={[
              { value: '', label: texts.all },
              ...(properties.data ?? []).map((property) => ({
                value: property.id,
                label: property.name,
              })),
            ]}
            qa="inbox-property"
          />
          <Select
            label={texts.age}
            value={query.olderThanDays === undefined ? '' : String(query.olderThanDays)}
            onChange={(value) => set('olderThanDays', value)}
            options={[
              { value: '', label: texts.ageOptions.any },
              ...(['3', '7', '14'] as const).map((days) => ({
                value: days,
                label: texts.ageOptions[days],
              })),
            ]}
            qa="inbox-age"
          />
        </div>
      </section>
      <AsyncView query={inbox} qa="staff-load" errorText={loadErrorText(inbox.error)}>
        {(items) => (
          <section aria-labelledby="inbox-results">
            <h2 id="inbox-results" className="staff-count" aria-live="polite">
              {texts.count(items.length)}
            </h2>
            {items.length === 0 ? (
              <p data-qa="inbox-empty">{texts.empty}</p>
            ) : (
              <ul className="staff-list inbox-list" data-qa="inbox-items">
                {items.map((item) => (
                  <li
                    key={`${item.kind}-${item.id}`}
                    className={`${styles.item}${item.serviceLevel?.overdue ? ` ${styles.overdue}` : ''}`}
                    data-qa="inbox-item"
                    data-kind={item.kind}
                  >
                    <p className="staff-meta">
                      <Badge>{texts.kinds[item.kind as InboxKind]}</Badge>{' '}
                      {texts.statuses[item.status]} · {format.dateWithYear(item.createdAt)}
                    </p>
                    <h3 className={styles.title}>
                      <Link to={linkOf(item)} data-qa="inbox-item-link">
                        {item.noticeNumber !== null ? `${item.noticeNumber} ` : ''}
                        {item.kind === 'termination_request'
                          ? reasonText(item.title)
                          : item.title || texts.kinds[item.kind as InboxKind]}
                      </Link>
                    </h3>
                    <p className="staff-meta">
                      {item.origin.residentName ?? '–'} · {item.origin.address} ·{' '}
                      {item.origin.realPropertyName}
                    </p>
                    {item.status !== 'done' && <ServiceLevelBadge level={item.serviceLevel} />}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </AsyncView>
    </div>
  )
}
