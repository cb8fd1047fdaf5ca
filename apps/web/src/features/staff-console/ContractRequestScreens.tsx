/**
 * Contract requests (issue 14 "review termination and modification requests that are
 * ready_for_review, accept or reject with a reason (kenno_accepted / kenno_rejected
 * notifications and e-mails)"): the list by status and one request with the decision form.
 * Property managers only.
 */
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import type { StaffContractRequest } from '@asukas/contract'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useStaffConsoleText } from '../../shared/i18n/staff-console/section.ts'
import { staffLinks, staffPaths } from '../../shared/lib/staff-paths.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { TextAreaField } from '../../shared/ui/kit/Field.tsx'
import { Select } from '../../shared/ui/kit/Select.tsx'
import { OriginDetails, QueryState, useErrorText, useReasonText } from './parts.tsx'
import { requestQuery, useContractRequests, useDecideRequest } from './queries.ts'

type Status = 'ready_for_review' | 'pending_tenant_approval' | 'approved' | 'rejected'
const statuses: Status[] = ['ready_for_review', 'pending_tenant_approval', 'approved', 'rejected']

/** The names of the persons an add-tenant request adds, for a list line. */
function addedNames(request: StaffContractRequest): string {
  return request.addedPersons.map((p) => `${p.firstName} ${p.lastName}`).join(', ')
}

/** The list (default export for `React.lazy`). */
export default function ContractRequestsScreen() {
  const texts = useStaffConsoleText().requests
  useDocumentTitle(texts.title)
  const format = useFormat()
  const reasonText = useReasonText()
  const [status, setStatus] = useState<Status>('ready_for_review')
  const requests = useContractRequests(status)
  return (
    <div className="staff-page" data-qa="staff-requests">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <Select
        label={texts.statusFilter}
        value={status}
        onChange={(value) => setStatus(value as Status)}
        options={statuses.map((value) => ({ value, label: texts.statuses[value] ?? value }))}
        qa="requests-status"
      />
      <QueryState query={requests}>
        {(items) =>
          items.length === 0 ? (
            <p data-qa="requests-empty">{texts.empty}</p>
          ) : (
            <ul className="staff-list" data-qa="requests-items">
              {items.map((request) => (
                <li key={request.id} className="inbox-item" data-qa="request-item">
                  <p className="staff-meta">
                    <span className="badge">{texts.kinds[request.kind]}</span>{' '}
                    {format.dateWithYear(request.createdAt)}
                  </p>
                  <h2 className="inbox-item__title">
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
      </QueryState>
    </div>
  )
}

function Decision({ request }: { request: StaffContractRequest }) {
  const texts = useStaffConsoleText().requests
  const decide = useDecideRequest(request.kind, request.id)
  const errorText = useErrorText()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const submit = (decision: 'accept' | 'reject') => {
    if (decision === 'reject' && reason.trim() === '') {
      setError(texts.reasonRequired)
      return
    }
    setError(null)
    decide.mutate({ decision, reason: reason.trim() }, { onSuccess: () => setDone(true) })
  }
  return (
    <section className="panel" aria-labelledby="request-decision">
      <h2 id="request-decision">{texts.decide}</h2>
      <div role="status" aria-live="polite">
        {done && (
          <Alert variant="success" qa="request-decided">
            {texts.decided}
          </Alert>
        )}
      </div>
      {decide.isError && (
        <Alert variant="error" qa="request-error">
          {errorText(decide.error)}
        </Alert>
      )}
      {request.status === 'ready_for_review' && (
        <form className="staff-form" noValidate onSubmit={(event) => event.preventDefault()}>
          <TextAreaField
            label={texts.decisionReason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={error ?? undefined}
            qa="request-reason"
            rows={3}
            maxLength={1000}
          />
          <div className="staff-actions">
            <Button
              variant="primary"
              pending={decide.isPending}
              qa="request-accept"
              onClick={() => submit('accept')}
            >
              {texts.accept}
            </Button>
            <Button
              variant="secondary"
              disabled={decide.isPending}
              qa="request-reject"
              onClick={() => submit('reject')}
            >
              {texts.reject}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}

function Request({ request }: { request: StaffContractRequest }) {
  const texts = useStaffConsoleText().requests
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
            <dd className="pre-line">{request.details || '–'}</dd>
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
      <Decision request={request} />
    </>
  )
}

/** One request (named export, lazy-loaded through the router). */
export function ContractRequestScreen() {
  const { kind = 'termination', id = '' } = useParams()
  const texts = useStaffConsoleText()
  const request = useQuery(
    requestQuery(kind === 'modification' ? 'modification' : 'termination', id),
  )
  return (
    <div className="staff-page" data-qa="staff-request">
      <Link className="back-link" to={staffPaths.contractRequests}>
        {texts.requests.title}
      </Link>
      <QueryState query={request}>{(data) => <Request request={data} />}</QueryState>
    </div>
  )
}
