/**
 * One contract request `/henkilosto/sopimuspyynnot/:kind/:id` (issue 14 "review termination and
 * modification requests … accept or reject with a reason"): its dates, reason and details, where
 * it came from, the persons an add-tenant request adds, the parties and their answers, and the
 * decision form. Property managers only. Loaded through the kit's `AsyncView`.
 */
import { Link, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import type { StaffContractRequest } from '@asukas/contract/endpoints/contract-requests/staff'
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useContractRequestsText } from '../../../shared/i18n/contract-requests/section.ts'
import { staffPaths } from '../../../shared/lib/staff-paths.ts'
import { AsyncView } from '../../../shared/ui/kit/AsyncView.tsx'
import { OriginDetails, useLoadErrorText, useReasonText } from '../../staff/index.ts'
import { DecisionForm } from './DecisionForm.tsx'
import { staffContractRequestQuery } from './queries.ts'
import styles from './ContractRequests.module.css'

function Request({ request }: { request: StaffContractRequest }) {
  const texts = useContractRequestsText().staff
  const format = useFormat()
  const reasonText = useReasonText()
  const title = `${texts.kinds[request.kind]}: ${request.origin.address}`
  useDocumentTitle(title)
  return (
    <>
      <h1>{title}</h1>
      <p className="staff-meta">
        <span className="status" data-qa="request-status">
          {texts.statuses[request.status] ?? request.status}
        </span>
        {request.decidedAt && (
          <>
            {' '}
            · {texts.decidedAt} {format.dateWithYear(request.decidedAt)}
          </>
        )}
      </p>
      <section className="panel" aria-labelledby="request-details">
        <h2 id="request-details">{texts.details}</h2>
        <dl className="details-list">
          <div>
            <dt>{texts.effective[request.kind]}</dt>
            <dd>{format.dateWithYear(request.effectiveDate)}</dd>
          </div>
          {request.kind === 'termination' && (
            <div>
              <dt>{texts.reason}</dt>
              <dd>{reasonText(request.reason)}</dd>
            </div>
          )}
          <div>
            <dt>{texts.details}</dt>
            <dd className={styles.preLine}>{request.details || '–'}</dd>
          </div>
          {request.decisionReason && (
            <div>
              <dt>{texts.decisionReason}</dt>
              <dd>{request.decisionReason}</dd>
            </div>
          )}
        </dl>
        <OriginDetails origin={request.origin} />
        {request.addedPersons.length > 0 && (
          <>
            <h3>{texts.addedPersons}</h3>
            <ul className="staff-list" data-qa="request-added-persons">
              {request.addedPersons.map((person, index) => (
                <li key={index}>
                  {person.firstName} {person.lastName}
                  {person.birthDate && <>, {format.dateWithYear(person.birthDate)}</>}
                  {person.email && <> ({person.email})</>}
                </li>
              ))}
            </ul>
          </>
        )}
        <h3>{texts.tenants}</h3>
        <ul className="staff-list" data-qa="request-tenants">
          {request.tenants.map((tenant) => (
            <li key={`${tenant.name}-${tenant.email ?? ''}`}>
              {tenant.name} ({tenant.email ?? texts.noAccount})
              {tenant.decision && <> – {texts.decisions[tenant.decision] ?? tenant.decision}</>}
            </li>
          ))}
        </ul>
      </section>
      <DecisionForm request={request} />
    </>
  )
}

/** One request (default export for `React.lazy`). */
export default function ContractRequestScreen() {
  const { kind = 'termination', id = '' } = useParams()
  const texts = useContractRequestsText().staff
  const loadErrorText = useLoadErrorText()
  const request = useQuery(
    staffContractRequestQuery(kind === 'modification' ? 'modification' : 'termination', id),
  )
  return (
    <div className="staff-page" data-qa="staff-request">
      <Link className="back-link" to={staffPaths.contractRequests}>
        {texts.title}
      </Link>
      <AsyncView query={request} qa="staff-load" errorText={loadErrorText(request.error)}>
        {(data) => <Request request={data} />}
      </AsyncView>
    </div>
  )
}
