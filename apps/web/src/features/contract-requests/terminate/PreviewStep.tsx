/**
 * The preview of either flow (spec 01 §2: reached only when every step is valid; from here the
 * user goes back to edit, every value kept, or confirms with bank ID).
 */
import type { Contract } from '@asukas/contract'
import { beneficiariesToSend, newAddressToSend } from '@asukas/domain'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useContractRequestsText } from '../../../shared/i18n/contract-requests/section.ts'
import type { FormState, ModificationState } from './model.ts'
import { DetailsList, DetailsRow } from '../../../shared/ui/kit/DetailsList.tsx'

/** Props of {@link PreviewStep}. */
export interface PreviewStepProps {
  flow: 'termination' | 'modification'
  contract: Contract
  form: FormState
  mod: ModificationState
  selected: readonly string[]
  transferNeeded: boolean
  tenantName: (id: string) => string
}

/** What will be sent. */
export function PreviewStep({
  flow,
  contract,
  form,
  mod,
  selected,
  transferNeeded,
  tenantName,
}: PreviewStepProps) {
  const f = useContractRequestsText()
  const format = useFormat()
  const isRoo = contract.contractType === 'right_of_occupancy'
  const sent = beneficiariesToSend(form.beneficiaries)
  const kept = sent.filter((b) => !b.removeExistingBeneficiary)
  const removed = sent.filter((b) => b.removeExistingBeneficiary)
  const address = newAddressToSend(form.newAddress)
  return (
    <>
      <p>{f.preview.intro}</p>
      <DetailsList qa="terminate-preview">
        <DetailsRow term={f.preview.parties}>{selected.map(tenantName).join(', ')}</DetailsRow>
        {flow === 'modification' ? (
          <>
            <DetailsRow term={f.preview.inEffect} qa="preview-in-effect">
              {format.dateWithYear(mod.inEffect)}
            </DetailsRow>
            {transferNeeded && mod.transferDestinationTenantId && (
              <DetailsRow term={f.preview.transfer} qa="preview-transfer">
                {tenantName(mod.transferDestinationTenantId)}
              </DetailsRow>
            )}
            <DetailsRow term={f.preview.description}>
              {mod.description || f.common.notGiven}
            </DetailsRow>
          </>
        ) : (
          <>
            <DetailsRow term={f.form.reason} qa="preview-reason">
              {form.terminationReason ? f.form.reasons[form.terminationReason] : ''}
            </DetailsRow>
            <DetailsRow term={f.form.endDate} qa="preview-end-date">
              {format.dateWithYear(form.endDate)}
            </DetailsRow>
            <DetailsRow term={f.form.movingOutDate}>
              {form.movingOutDate ? format.dateWithYear(form.movingOutDate) : f.common.notGiven}
            </DetailsRow>
            <DetailsRow term={f.form.additionalDetails}>
              {form.additionalDetails || f.common.notGiven}
            </DetailsRow>
            {isRoo && (
              <DetailsRow term={f.preview.collateral} qa="preview-collateral">
                {form.isCollateral ? `${f.common.yes}, ${form.collateralLender}` : f.common.no}
                {form.rightOfOccupancyCollateralLocation
                  ? ` – ${f.form.locations[form.rightOfOccupancyCollateralLocation]}${form.bank ? ` (${form.bank})` : ''}`
                  : ''}
              </DetailsRow>
            )}
            <DetailsRow term={f.preview.beneficiaries} qa="preview-beneficiaries">
              {kept.length === 0
                ? f.preview.noBeneficiaries
                : kept
                    .map((b) =>
                      [
                        `${b.beneficiaryName} ${b.iban} ${b.returnPercentage} %`,
                        b.phoneNumber,
                        b.email,
                      ]
                        .filter(Boolean)
                        .join(', '),
                    )
                    .join('; ')}
            </DetailsRow>
            {removed.length > 0 && (
              <DetailsRow term={f.preview.removedBeneficiaries} qa="preview-removed-beneficiaries">
                {removed.map((b) => `${b.beneficiaryName} ${b.iban} 0 %`).join('; ')}
              </DetailsRow>
            )}
            <DetailsRow term={f.preview.newAddress} qa="preview-new-address">
              {address
                ? `${address.recipientName}, ${address.streetAddress}, ${address.postalCode} ${address.city}`
                : f.common.notGiven}
            </DetailsRow>
            <DetailsRow term={f.preview.showing} qa="preview-showing">
              {f.showing.options[form.showing]}
            </DetailsRow>
            <DetailsRow term={f.preview.pets} qa="preview-pets">
              {form.hasPetsInApartment ? f.common.yes : f.common.no}
            </DetailsRow>
            <DetailsRow term={f.preview.contactSharing} qa="preview-contact-sharing">
              {form.givingContactInfoAllowed ? f.common.yes : f.common.no}
            </DetailsRow>
          </>
        )}
      </DetailsList>
    </>
  )
}
