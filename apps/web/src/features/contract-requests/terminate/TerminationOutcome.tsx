/**
 * The decided termination on the "Move notice" page (issue 26 item 1; issue 23 item 8): once the
 * housing provider has approved the contract's latest termination, the page shows it (end date,
 * moving-out date, reason, beneficiaries, who sent and confirmed it when, the PDF receipt) and
 * offers no new termination; a rejected one is shown with its decision (by a contract party or
 * by the housing provider) until the resident chooses to start a new termination.
 */
import type { TerminationRequest } from '@asukas/contract'
import { routes } from '@asukas/contract'
import { terminationReasonOrUnknown } from '@asukas/domain'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useContractRequestsText } from '../../../shared/i18n/contract-requests/section.ts'
import { FormActions } from '../../../shared/forms/Form.tsx'
import { Button, ButtonLink } from '../../../shared/ui/kit/Button.tsx'
import { Card } from '../../../shared/ui/kit/Card.tsx'
import { DetailsList, DetailsRow } from '../../../shared/ui/kit/DetailsList.tsx'
import { ReceiptLink } from '../parts.tsx'

/** Props of {@link TerminationOutcome}. */
export interface TerminationOutcomeProps {
  contractId: string
  /** The contract's latest termination, `approved` or `rejected`. */
  request: TerminationRequest
  /** Starts a new termination (offered for a rejected one only). */
  onStartAgain: () => void
}

/** The approved or rejected termination with its details. */
export function TerminationOutcome({ contractId, request, onStartAgain }: TerminationOutcomeProps) {
  const f = useContractRequestsText()
  const format = useFormat()
  const at = (timestamp: string) =>
    f.outcome.at(format.dateWithYear(timestamp), format.time(timestamp))
  const approved = request.status === 'approved'
  const rejecter = request.tenantApprovals.find((a) => a.status === 'rejected')
  const decided = request.decidedAt === null ? '' : at(request.decidedAt)
  let decision: string
  if (approved) decision = f.outcome.approvedText(decided)
  else if (rejecter)
    decision = f.outcome.rejectedByTenant(`${rejecter.firstName} ${rejecter.lastName}`, decided)
  else decision = f.outcome.rejectedByProvider(decided)
  return (
    <div data-qa={approved ? 'terminate-approved' : 'terminate-rejected'}>
      <Card
        title={
          <span data-qa="terminate-outcome-title">
            {approved ? f.outcome.approvedTitle : f.outcome.rejectedTitle}
          </span>
        }
        actions={
          <FormActions>
            <ReceiptLink contractId={contractId} />
            {approved ? (
              <ButtonLink to={routes.frontPage(contractId)} qa="terminate-home">
                {f.common.backToHome}
              </ButtonLink>
            ) : (
              <Button onClick={onStartAgain} qa="terminate-start-again">
                {f.outcome.startAgain}
              </Button>
            )}
          </FormActions>
        }
      >
        <p data-qa="terminate-outcome-decision">{decision}</p>
        <DetailsList qa="terminate-outcome">
          <DetailsRow term={f.form.endDate} qa="outcome-end-date">
            {format.dateWithYear(request.endDate)}
          </DetailsRow>
          <DetailsRow term={f.form.movingOutDate} qa="outcome-moving-out-date">
            {request.movingOutDate ? format.dateWithYear(request.movingOutDate) : f.common.notGiven}
          </DetailsRow>
          <DetailsRow term={f.form.reason} qa="outcome-reason">
            {f.form.reasons[terminationReasonOrUnknown(request.terminationReason)]}
          </DetailsRow>
          <DetailsRow term={f.preview.beneficiaries} qa="outcome-beneficiaries">
            {request.beneficiaries.length === 0 ? (
              f.preview.noBeneficiaries
            ) : (
              <ul>
                {request.beneficiaries.map((b) => (
                  <li key={b.id}>{`${b.beneficiaryName} ${b.iban} ${b.returnPercentage} %`}</li>
                ))}
              </ul>
            )}
          </DetailsRow>
          <DetailsRow term={f.outcome.confirmations} qa="outcome-confirmations">
            <ul>
              <li>{f.outcome.sent(at(request.createdAt))}</li>
              {request.tenantApprovals.map((a) => (
                <li key={a.tenantId} data-qa="outcome-approval">
                  {`${a.firstName} ${a.lastName}: ${f.confirm.status[a.status]}`}
                  {a.decidedAt === null ? '' : ` ${at(a.decidedAt)}`}
                </li>
              ))}
            </ul>
          </DetailsRow>
        </DetailsList>
      </Card>
    </div>
  )
}
