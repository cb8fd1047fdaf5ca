/**
 * The contract requests `/henkilosto/sopimuspyynnot` (issue 14 "review termination and
 * modification requests that are ready_for_review"): the requests of one status, each linking to
 * its decision screen. Property managers only. Loaded through the kit's `AsyncView`.
 */
import { useState } from 'react'
import { Link } from 'react-router'
import type { StaffContractRequest } from '@asukas/contract/endpoints/contract-requests/staff'
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useContractRequestsText } from '../../../shared/i18n/contract-requests/section.ts'
import { staffLinks } from '../../../shared/lib/staff-paths.ts'
import { AsyncView } from '../../../shared/ui/kit/AsyncView.tsx'
import { Select } from '../../../shared/ui/kit/Select.tsx'
import { useLoadErrorText, useReasonText } from '../../staff/index.ts'
import { useStaffContractRequests, type StaffRequestStatus } from './queries.ts'
import styles from './ContractRequests.module.css'
import { Badge } from '../../../shared/ui/kit/Badge.tsx'

const statuses: StaffRequestStatus[] = [
  'ready_for_review',
  'pending_tenant_approval',
  'approved',
  'rejected',
]

/** The names of the persons an add-tenant request adds, for a list line. */
function addedNames(request: StaffContractRequest): string {
  return request.addedPersons.map((p) => `${p.firstName} ${p.lastName}`).join(', ')
}

/** The list (default export for `React.lazy`). */
export default function ContractRequestsScreen() {
  const texts = useContractRequestsText().staff
  useDocumentTitle(texts.title)
  const format = useFormat()
  const reasonText = useReasonText()
  const loadErrorText = useLoadErrorText()
  const [status, setStatus] = useState<StaffRequestStatus>('ready_for_review')
  const requests = useStaffContractRequests(status)
  return (
    <div className="staff-page" data-qa="staff-requests">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <Select
        label={texts.statusFilter}
        value={status}
        onChange={(value) => setStatus(value as StaffRequestStatus)}
        options={statuses.map((value) => ({ value, label: texts.statuses[value] ?? value }))}
        qa="requests-status"
      />
      <AsyncView query={requests} qa="staff-load" errorText={loadErrorText(requests.error)}>
        {(items) =>
          items.length === 0 ? (
            <p data-qa="requests-empty">{texts.empty}</p>
          ) : (
            <ul className="staff-list" data-qa="requests-items">
              {items.map((request) => (
                <li key={request.id} className={styles.item} data-qa="request-item">
                  <p className="staff-meta">
                    <Badge>{texts.kinds[request.kind]}</Badge>{' '}
                    {format.dateWithYear(request.createdAt)}
                  </p>
                  <h2 className={styles.title}>
                    <Link
                      to={staffLinks.contractRequest(request.kind, request.id)}
                      data-qa="request-link"
                    >
                      {request.origin.address}
                    </Link>
                  </h2>
                  <p className="staff-meta">
                    {texts.effective[request.kind]} {format.dateWithYear(request.effectiveDate)} ·{' '}
                    {request.kind === 'termination'
                      ? reasonText(request.reason)
                      : request.details || addedNames(request)}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </AsyncView>
    </div>
  )
}
