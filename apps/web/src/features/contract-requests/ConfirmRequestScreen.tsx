/**
 * Confirm termination and confirm modification by another party (spec 01 §2 "Confirm
 * termination and confirm modification"; §4; spec 02 §8 "Confirm views"): the request with
 * buttons to accept, reject and go back; `?action=accept|reject` selects the wording; accepting
 * or rejecting starts a bank-ID identification (the browser goes to the provider after 1 s);
 * `?success` shows the thank-you view and `?error` the confirmation error view with its restart
 * button (none for noAttributes).
 */
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { routes } from '@asukas/contract'
import type { ModificationRequest, TerminationRequest } from '@asukas/contract'
import { terminationReasonOrUnknown } from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useContractRequestsText } from '../../shared/i18n/contract-requests/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { FormActions } from '../../shared/forms/Form.tsx'
import { AsyncView, type AsyncQuery } from '../../shared/ui/kit/AsyncView.tsx'
import { Button, ButtonLink } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { initFailureCode } from './confirm-errors.ts'
import { ConfirmErrorView, ProviderRedirect } from './parts.tsx'
import {
  useApproveModification,
  useApproveTermination,
  useModificationRequest,
  useTenants,
  useTerminationRequest,
} from './queries.ts'
import { DetailsList } from '../../shared/ui/kit/DetailsList.tsx'

type Action = 'accept' | 'reject'

/** The confirm page of `kind`. */
export default function ConfirmRequestScreen({ kind }: { kind: 'termination' | 'modification' }) {
  const f = useContractRequestsText()
  const { t, lang } = useTranslation()
  const contractId = useContractId()
  const [params, setParams] = useSearchParams()
  const action: Action = params.get('action') === 'reject' ? 'reject' : 'accept'
  const error = params.get('error')
  const success = params.get('success')
  const screenTitle =
    kind === 'termination' ? t.screens.confirmTermination : t.screens.confirmModification
  useDocumentTitle(screenTitle)
  const termination = useTerminationRequest(contractId, kind === 'termination')
  const modification = useModificationRequest(contractId, kind === 'modification')
  const tenants = useTenants(contractId)
  const approveTermination = useApproveTermination(contractId)
  const approveModification = useApproveModification(contractId)
  const [link, setLink] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const query = kind === 'termination' ? termination : modification
  const request: TerminationRequest | ModificationRequest | undefined = query.data
  const self =
    routes[kind === 'termination' ? 'confirmTermination' : 'confirmModification'](contractId)

  function start(chosen: Action) {
    if (!request) return
    setFailure(null)
    const onSuccess = ({ link: next }: { link: string }) => setLink(next)
    const onError = (err: unknown) => {
      if (isApiError(err, 'IMPERSONATION_WRITE_ACCESS_DENIED', 'UNAUTHORIZED')) return
      // spec 02 §8: a failed accept gives the init error, a failed reject the generic one
      setFailure(initFailureCode(chosen, isApiError(err) ? err.code : 'UNEXPECTED', kind))
    }
    if (kind === 'termination') {
      approveTermination.mutate(
        {
          operationData: { terminationRequestId: request.id },
          operationType: chosen,
          locale: lang,
        },
        { onSuccess, onError },
      )
    } else {
      approveModification.mutate(
        {
          operationData: { modificationRequestId: request.id },
          operationType: chosen,
          locale: lang,
        },
        { onSuccess, onError },
      )
    }
  }

  const tenantName = (id: string) => {
    const tenant = tenants.data?.find((x) => x.id === id)
    if (!tenant) return ''
    return tenant.tenantType === 'person'
      ? `${tenant.firstName} ${tenant.lastName}`
      : tenant.companyName
  }

  // No request (404) is an answer of its own: nothing to confirm.
  const loaded: AsyncQuery<TerminationRequest | ModificationRequest | null> = {
    data: query.data ?? (query.isError && isApiError(query.error, 'NOT_FOUND') ? null : undefined),
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isRefetching: query.isRefetching,
    refetch: () => void query.refetch(),
  }
  const pending = approveTermination.isPending || approveModification.isPending

  let body
  if (error !== null || failure !== null) {
    body = <ConfirmErrorView code={error ?? failure ?? ''} restartTo={self} />
  } else if (success !== null) {
    body = (
      <div data-qa="confirm-success">
        <Card
          title={<span data-qa="confirm-success-title">{f.confirm.successTitle[action]}</span>}
          actions={
            <ButtonLink to={routes.frontPage(contractId)} qa="confirm-home">
              {f.common.backToHome}
            </ButtonLink>
          }
        >
          <p>{f.confirm.successText[action]}</p>
        </Card>
      </div>
    )
  } else if (link !== null) {
    body = <ProviderRedirect link={link} />
  } else {
    body = (
      <AsyncView query={loaded} qa="contract-flow">
        {(request) => {
          const mine = request?.tenantApprovals.find((a) => a.isCurrentUser)
          if (
            !request ||
            request.status !== 'pending_tenant_approval' ||
            mine?.status !== 'pending'
          ) {
            return (
              <div data-qa="confirm-none">
                <Card
                  label={screenTitle}
                  actions={
                    <ButtonLink variant="secondary" to={routes.frontPage(contractId)}>
                      {f.common.backToHome}
                    </ButtonLink>
                  }
                >
                  <p>{f.confirm.none}</p>
                </Card>
              </div>
            )
          }
          return (
            <div data-qa="confirm-request">
              <Card
                label={screenTitle}
                actions={
                  <FormActions>
                    <ButtonLink
                      variant="secondary"
                      to={routes.frontPage(contractId)}
                      qa="confirm-back"
                    >
                      {f.common.back}
                    </ButtonLink>
                    <Button
                      variant={action === 'reject' ? 'primary' : 'secondary'}
                      pending={pending}
                      onClick={() => {
                        setParams({ action: 'reject' }, { replace: true })
                        start('reject')
                      }}
                      qa="confirm-reject"
                    >
                      {f.confirm.reject}
                    </Button>
                    <Button
                      variant={action === 'accept' ? 'primary' : 'secondary'}
                      pending={pending}
                      onClick={() => {
                        setParams({ action: 'accept' }, { replace: true })
                        start('accept')
                      }}
                      qa="confirm-accept"
                    >
                      {f.confirm.accept}
                    </Button>
                  </FormActions>
                }
              >
                <p data-qa="confirm-intro">{f.confirm.intro[action]}</p>
                <RequestDetails request={request} tenantName={tenantName} />
              </Card>
            </div>
          )
        }}
      </AsyncView>
    )
  }

  return (
    <section data-qa={`confirm-${kind}-screen`} aria-labelledby="confirm-title">
      <h1 id="confirm-title">
        {kind === 'termination' ? f.confirm.terminationTitle : f.confirm.modificationTitle}
      </h1>
      {body}
    </section>
  )
}

/** The request's details and the parties' approvals. */
function RequestDetails({
  request,
  tenantName,
}: {
  request: TerminationRequest | ModificationRequest
  tenantName: (id: string) => string
}) {
  const f = useContractRequestsText()
  const format = useFormat()
  return (
    <DetailsList>
      {'terminationReason' in request ? (
        <>
          <div>
            <dt>{f.form.reason}</dt>
            <dd data-qa="confirm-reason">
              {f.form.reasons[terminationReasonOrUnknown(request.terminationReason)]}
            </dd>
          </div>
          <div>
            <dt>{f.form.endDate}</dt>
            <dd data-qa="confirm-end-date">{format.dateWithYear(request.endDate)}</dd>
          </div>
          <div>
            <dt>{f.form.movingOutDate}</dt>
            <dd>
              {request.movingOutDate
                ? format.dateWithYear(request.movingOutDate)
                : f.common.notGiven}
            </dd>
          </div>
          <div>
            <dt>{f.form.additionalDetails}</dt>
            <dd>{request.additionalDetails || f.common.notGiven}</dd>
          </div>
        </>
      ) : (
        <>
          <div>
            <dt>{f.preview.inEffect}</dt>
            <dd data-qa="confirm-in-effect">{format.dateWithYear(request.inEffect)}</dd>
          </div>
          {request.removeTenantEvents.length > 0 && (
            <div>
              <dt>{f.confirm.removeTenants}</dt>
              <dd data-qa="confirm-remove-tenants">
                {request.removeTenantEvents.map((e) => tenantName(e.removeTenantId)).join(', ')}
              </dd>
            </div>
          )}
          {request.transferTenantEvent && (
            <div>
              <dt>{f.preview.transfer}</dt>
              <dd data-qa="confirm-transfer">
                {tenantName(request.transferTenantEvent.destinationTenantId)}
              </dd>
            </div>
          )}
          {request.addTenantEvents.length > 0 && (
            <div>
              <dt>{f.confirm.addTenants}</dt>
              <dd data-qa="confirm-add-tenants">
                {request.addTenantEvents.map((e) => `${e.firstName} ${e.lastName}`).join(', ')}
              </dd>
            </div>
          )}
          <div>
            <dt>{f.preview.description}</dt>
            <dd>{request.description || f.common.notGiven}</dd>
          </div>
        </>
      )}
      <div>
        <dt>{f.confirm.approvals}</dt>
        <dd>
          <ul>
            {request.tenantApprovals.map((a) => (
              <li key={a.tenantId}>
                {a.firstName} {a.lastName}: {f.confirm.status[a.status]}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </DetailsList>
  )
}

/** The confirm termination route. */
export function ConfirmTerminationScreen() {
  return <ConfirmRequestScreen kind="termination" />
}

/** The confirm modification route. */
export function ConfirmModificationScreen() {
  return <ConfirmRequestScreen kind="modification" />
}
