/**
 * The parties step (spec 01 §2 "Per-tenant choice is in_effect, terminate or pending"): one
 * choice per tenant as the domain's `tenantChoiceState` computes it (pending while a request is
 * open; terminate disabled for others without the modification flag or with a disallowed reason),
 * and the disallowed reason with its own message (`UNKNOWN` for anything unknown).
 */
import type { Contract, Tenant } from '@asukas/contract'
import {
  applyTenantChoice,
  disallowedReasonOrUnknown,
  tenantChoiceState,
  type TerminationChoice,
} from '@asukas/domain'
import { useContractRequestsText } from '../../../shared/i18n/contract-requests/section.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { RadioGroupField } from '../../../shared/ui/kit/Field.tsx'

/** Props of {@link PartiesStep}. */
export interface PartiesStepProps {
  contract: Contract
  tenants: readonly Tenant[]
  contractModification: boolean
  selected: readonly string[]
  onSelect: (selected: string[]) => void
  /** The translated error of the step (nobody chosen, or not everyone without the flag). */
  error: string | null
  tenantName: (id: string) => string
}

/** The per-tenant choices and the disallowed reason. */
export function PartiesStep({
  contract,
  tenants,
  contractModification,
  selected,
  onSelect,
  error,
  tenantName,
}: PartiesStepProps) {
  const f = useContractRequestsText()
  const disallowed = contract.terminationDisallowedReason
  const allTenantIds = tenants.map((tenant) => tenant.id)
  return (
    <>
      <p>{f.parties.intro}</p>
      {disallowed !== undefined && (
        <Alert variant="warning" title={f.disallowed.title} qa="terminate-disallowed">
          <p
            data-qa="terminate-disallowed-reason"
            data-reason={disallowedReasonOrUnknown(disallowed)}
          >
            {f.disallowed.reasons[disallowedReasonOrUnknown(disallowed)]}
          </p>
        </Alert>
      )}
      {tenants.map((tenant) => {
        const state = tenantChoiceState({
          tenantId: tenant.id,
          currentTenantId: contract.tenant.id,
          selectedTenantIds: [...selected],
          contractModification,
          terminationDisallowedReason: disallowed ?? null,
          terminationRequest: contract.terminationRequest ?? null,
          modificationRequest: contract.modificationRequest ?? null,
        })
        const you = tenant.id === contract.tenant.id ? ` ${f.parties.you}` : ''
        const role = tenant.isContractParty ? f.parties.contractParty : f.parties.tenant
        return (
          <RadioGroupField<TerminationChoice>
            key={tenant.id}
            legend={`${tenantName(tenant.id)}${you} – ${role}`}
            name={`choice-${tenant.id}`}
            qa={`tenant-choice-${tenant.id}`}
            value={state.choice}
            options={state.options.map((option) => ({
              value: option,
              label: f.parties.choices[option],
              disabled: state.disabled.includes(option),
            }))}
            onChange={(choice) =>
              onSelect(
                applyTenantChoice({
                  tenantId: tenant.id,
                  choice,
                  selectedTenantIds: [...selected],
                  allTenantIds,
                  contractModification,
                }),
              )
            }
          />
        )
      })}
      {error && (
        <div tabIndex={-1} data-error-focus>
          <Alert variant="error" qa="terminate-parties-error">
            {error}
          </Alert>
        </div>
      )}
    </>
  )
}
