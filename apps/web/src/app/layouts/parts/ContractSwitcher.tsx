/**
 * Contract switcher (spec 01 §2): shown when the user has more than one contract, each labelled
 * by its street line (with staircase and apartment) or else its property name. Choosing a
 * contract opens the same screen of that contract (`switchContractPath`); a hint says so.
 */
import { useLocation, useNavigate } from 'react-router'
import type { Contract } from '@asukas/contract'
import { contractLabel } from '../../../shared/lib/contract-label.ts'
import { switchContractPath } from './contract-path.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { Select } from '../../../shared/ui/kit/Select.tsx'

/** The switcher (`data-qa="contract-switcher"`); renders nothing for a single contract. */
export function ContractSwitcher({
  contracts,
  currentId,
}: {
  contracts: readonly Contract[]
  currentId: string
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  if (contracts.length < 2) return null
  return (
    <div className="contract-switcher">
      <Select
        compact
        label={t.contractSwitcher.label}
        hint={t.contractSwitcher.hint}
        qa="contract-switcher"
        value={currentId}
        onChange={(next) => void navigate(switchContractPath(pathname, currentId, next))}
        options={contracts.map((contract) => ({
          value: contract.uuid,
          label: contractLabel(contract),
        }))}
      />
    </div>
  )
}
