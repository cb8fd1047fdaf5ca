/**
 * Terminate contract, and modify contract as its view (spec 01 §2 "Terminate contract and modify
 * contract"; spec 02 §5 Termination, Contract modification; issue 13): `?error` shows the
 * confirmation error view, `?success` the thank-you view (with the PDF receipt of a
 * termination), a decided latest termination (`terminate/TerminationOutcome.tsx`: an approved
 * one for good, a rejected one until the resident starts again; issue 26 item 1), otherwise the
 * wizard (`terminate/TerminationWizard.tsx`) once the tenants, the feature flags and the stored
 * beneficiaries have loaded (loading, slow and failure through the kit's AsyncView).
 */
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { routes } from '@asukas/contract'
import { useFeatureFlags } from '../../shared/api/session-queries.ts'
import { useContractId, useCurrentContract } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useContractRequestsText } from '../../shared/i18n/contract-requests/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { AsyncView, type AsyncQuery } from '../../shared/ui/kit/AsyncView.tsx'
import { ButtonLink } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { ConfirmErrorView, ReceiptLink } from './parts.tsx'
import { useBeneficiaries, useTenants, useTerminationRequest } from './queries.ts'
import { flowKindKey } from './terminate/model.ts'
import { TerminationOutcome } from './terminate/TerminationOutcome.tsx'
import { TerminationWizard } from './terminate/TerminationWizard.tsx'

/** The thank-you view after a confirmed termination or modification. */
function ThankYou({ contractId }: { contractId: string }) {
  const f = useContractRequestsText()
  const modification = window.sessionStorage.getItem(flowKindKey(contractId)) === 'modification'
  return (
    <div data-qa="terminate-success">
      <Card
        title={
          <span data-qa="terminate-success-title">
            {modification ? f.thankYou.modificationTitle : f.thankYou.terminationTitle}
          </span>
        }
        actions={
          <>
            {!modification && <ReceiptLink contractId={contractId} />}
            <ButtonLink to={routes.frontPage(contractId)} qa="terminate-home">
              {f.common.backToHome}
            </ButtonLink>
          </>
        }
      >
        <p>{f.thankYou.identified}</p>
        <p>{modification ? f.thankYou.modificationText : f.thankYou.terminationText}</p>
      </Card>
    </div>
  )
}

/** The terminate route: error, thank-you, or the wizard. */
export default function TerminateScreen() {
  const { t } = useTranslation()
  const contractId = useContractId()
  const contract = useCurrentContract()
  const flags = useFeatureFlags()
  const tenants = useTenants(contractId)
  const beneficiaries = useBeneficiaries(contractId)
  const [params] = useSearchParams()
  const [startedAgain, setStartedAgain] = useState(false)
  const error = params.get('error')
  const success = params.get('success')
  // The heading names the flow: a modification when some tenants stay (issue 26 item 12), also
  // on its thank-you view.
  const [flowKind, setFlowKind] = useState<'termination' | 'modification'>(() =>
    success !== null && window.sessionStorage.getItem(flowKindKey(contractId)) === 'modification'
      ? 'modification'
      : 'termination',
  )
  const f = useContractRequestsText()
  const title = flowKind === 'modification' ? f.modification.title : t.screens.terminate
  useDocumentTitle(title)
  const decidedStatus = contract?.terminationRequest?.status
  const showOutcome =
    decidedStatus === 'approved' || (decidedStatus === 'rejected' && !startedAgain)
  const latest = useTerminationRequest(
    contractId,
    showOutcome && error === null && success === null,
  )

  const queries = [flags, tenants, beneficiaries] as const
  const loaded: AsyncQuery<{
    contract: NonNullable<typeof contract>
    tenants: NonNullable<typeof tenants.data>
    beneficiaries: NonNullable<typeof beneficiaries.data>
    contractModification: boolean
  }> = {
    data:
      contract && flags.data && tenants.data && beneficiaries.data
        ? {
            contract,
            tenants: tenants.data,
            beneficiaries: beneficiaries.data,
            contractModification: flags.data.contractModification,
          }
        : undefined,
    isPending: !contract || queries.some((q) => q.isPending),
    isError: queries.some((q) => q.isError),
    error: queries.find((q) => q.isError)?.error,
    isRefetching: queries.some((q) => q.isRefetching),
    refetch: () => queries.filter((q) => q.isError).forEach((q) => void q.refetch()),
  }
  if (loaded.isError) loaded.isPending = false

  let body
  if (error !== null) {
    body = <ConfirmErrorView code={error} restartTo={routes.terminate(contractId)} />
  } else if (success !== null) {
    body = <ThankYou contractId={contractId} />
  } else if (showOutcome) {
    body = (
      <AsyncView query={latest} qa="contract-flow">
        {(request) => (
          <TerminationOutcome
            contractId={contractId}
            request={request}
            onStartAgain={() => setStartedAgain(true)}
          />
        )}
      </AsyncView>
    )
  } else {
    body = (
      <AsyncView query={loaded} qa="contract-flow">
        {(data) => (
          <TerminationWizard key={data.contract.uuid} {...data} onFlowChange={setFlowKind} />
        )}
      </AsyncView>
    )
  }
  return (
    <section data-qa="terminate-screen" aria-labelledby="terminate-title">
      <h1 id="terminate-title" data-qa="terminate-title">
        {title}
      </h1>
      {body}
    </section>
  )
}
