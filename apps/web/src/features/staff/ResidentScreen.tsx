/**
 * A resident's contracts and requests `/henkilosto/asukkaat/:id` (issue 14 "Residents and
 * contracts"), opened from the resident search. Loaded through the kit's `AsyncView`.
 */
import { Link, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useStaffText } from '../../shared/i18n/staff/section.ts'
import { staffPaths } from '../../shared/lib/staff-paths.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { useLoadErrorText } from './parts.tsx'
import { residentQuery } from './queries.ts'

/** A resident's contracts and requests (default export for `React.lazy`). */
export default function ResidentScreen() {
  const { id = '' } = useParams()
  const texts = useStaffText()
  const r = texts.residents
  const format = useFormat()
  const loadErrorText = useLoadErrorText()
  const resident = useQuery(residentQuery(id))
  useDocumentTitle(r.title)
  return (
    <div className="staff-page" data-qa="staff-resident-detail">
      <Link className="back-link" to={staffPaths.residents}>
        {texts.nav.items.residents}
      </Link>
      <AsyncView query={resident} qa="staff-load" errorText={loadErrorText(resident.error)}>
        {(data) => (
          <>
            <h1>
              {data.firstName} {data.lastName}
            </h1>
            <p>
              {data.email}
              {data.phoneNumber && <> · {data.phoneNumber}</>}
            </p>
            <h2>{r.contracts}</h2>
            {data.contracts.map((contract) => (
              <section key={contract.contractUuid} className="panel" aria-label={contract.address}>
                <h3>{contract.address}</h3>
                <p className="staff-meta">
                  {r.reference} {contract.referenceNumber} · {r.period}{' '}
                  {format.dateWithYear(contract.startDate)} –{' '}
                  {contract.endDate ? format.dateWithYear(contract.endDate) : ''}
                </p>
                <h4>{r.requests}</h4>
                {contract.requests.length === 0 ? (
                  <p>{r.noRequests}</p>
                ) : (
                  <ul className="staff-list">
                    {contract.requests.map((request) => (
                      <li key={request.id}>
                        {texts.inbox.kinds[request.kind]}: {request.title || '–'} · {request.status}{' '}
                        · {format.dateWithYear(request.createdAt)}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </>
        )}
      </AsyncView>
    </div>
  )
}
