/**
 * The modification step (spec 02 §5 Contract modification; docs/specification.md: in effect from today
 * to 2 months ahead, default end of the current month): who moves out, the date, and when every
 * contract party leaves the transfer of the party role to an adult non-party tenant with a
 * resident account (only those are offered; `notResidentUser` otherwise; errors after touch or a
 * submit attempt).
 */
import { isTransferDestinationEligible, type ModificationTenant } from '@asukas/domain'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useContractRequestsText } from '../../../shared/i18n/contract-requests/section.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { LazyDateField } from '../../../shared/ui/kit/LazyDateFields.tsx'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { TextAreaField } from '../../../shared/ui/kit/Field.tsx'
import { Select } from '../../../shared/ui/kit/Select.tsx'
import type { ModificationState } from './model.ts'

/** Props of {@link ModificationStep}. */
export interface ModificationStepProps {
  mod: ModificationState
  update: (change: Partial<ModificationState>) => void
  window: { min: string; max: string }
  selected: readonly string[]
  tenants: readonly ModificationTenant[]
  transferNeeded: boolean
  /** The translated error of `field` once touched. */
  errorOf: (field: 'inEffect' | 'transfer' | 'description') => string | undefined
  touch: (...paths: string[]) => void
  tenantName: (id: string) => string
}

/** The date, the transfer and the description of a modification. */
export function ModificationStep({
  mod,
  update,
  window,
  selected,
  tenants,
  transferNeeded,
  errorOf,
  touch,
  tenantName,
}: ModificationStepProps) {
  const f = useContractRequestsText()
  const { t } = useTranslation()
  const format = useFormat()
  // Only those who can take the contract-party role are offered (an adult non-party tenant with
  // a resident account, spec 02 §5); a child or a tenant without an account is not a choice
  // (issue 26 item 12: they were listed with an unexplained asterisk).
  const eligible = tenants.filter((tenant) => isTransferDestinationEligible(tenant, [...selected]))
  return (
    <>
      <p>{f.modification.intro}</p>
      <p>
        {f.modification.movingOut}: {selected.map(tenantName).join(', ')}
      </p>
      <LazyDateField
        label={f.modification.inEffect}
        hint={f.modification.inEffectHint(
          format.dateWithYear(window.min),
          format.dateWithYear(window.max),
        )}
        calendarLabel={t.app.chooseFromCalendar}
        min={window.min}
        max={window.max}
        value={mod.inEffect}
        onChange={(value) => update({ inEffect: value })}
        onBlur={() => touch('mod.inEffect')}
        error={errorOf('inEffect')}
        qa="modification-in-effect"
      />
      {transferNeeded && eligible.length === 0 && (
        <Alert variant="warning" qa="modification-no-transfer-destination">
          {f.modification.noTransferDestination}
        </Alert>
      )}
      {transferNeeded && eligible.length > 0 && (
        <Select
          label={f.modification.transfer}
          hint={f.modification.transferHint}
          error={errorOf('transfer')}
          value={mod.transferDestinationTenantId ?? ''}
          onChange={(value) => {
            update({ transferDestinationTenantId: value || null })
            touch('mod.transfer')
          }}
          onBlur={() => touch('mod.transfer')}
          options={[
            { value: '', label: f.modification.chooseTransfer },
            ...eligible.map((tenant) => ({ value: tenant.id, label: tenantName(tenant.id) })),
          ]}
          qa="modification-transfer"
        />
      )}
      <TextAreaField
        label={f.modification.description}
        rows={3}
        value={mod.description}
        onChange={(event) => update({ description: event.target.value })}
        onBlur={() => touch('mod.description')}
        error={errorOf('description')}
        qa="modification-description"
      />
    </>
  )
}
