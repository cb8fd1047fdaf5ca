/**
 * Contract switcher (spec 01 §2): shown when the user has more than one contract, each labelled
 * by its street line (with staircase and apartment) or else its property name. Choosing a
 * contract opens the same screen of that contract (`switchContractPath`); a hint says so.
 */
import { useId } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { Contract } from '@asukas/contract'
import { contractLabel } from '../../../shared/lib/contract-label.ts'
import { switchContractPath } from './contract-path.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'

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
  const id = useId()
  if (contracts.length < 2) return null
  return (
    <div className="contract-switcher">
      <label htmlFor={id} className="contract-switcher__label">
        {t.contractSwitcher.label}
      </label>
      <select
        id={id}
        className="contract-switcher__select"
        value={currentId}
        aria-describedby={`${id}-hint`}
        data-qa="contract-switcher"
        onChange={(event) =>
          void navigate(switchContractPath(pathname, currentId, event.target.value))
        }
      >
        {contracts.map((contract) => (
          <option key={contract.uuid} value={contract.uuid}>
            {contractLabel(contract)}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="visually-hidden">
        {t.contractSwitcher.hint}
      </span>
    </div>
  )
}
