/**
 * The contract requests section of the translations (termination, modification, add tenant,
 * confirmations, and the staff's review of the requests), loaded on demand per language (see
 * `../lazy-section.ts`).
 */
import { lazySection } from '../lazy-section.ts'
import type { ContractRequestsTranslations } from './fi.ts'

/** The contract requests section: `useSection()` inside screens, `load(lang)` to preload. */
export const contractRequestsSection = lazySection<ContractRequestsTranslations>({
  fi: () => import('./fi.ts').then((module) => module.contractRequestsFi),
  sv: () => import('./sv.ts').then((module) => module.contractRequestsSv),
  en: () => import('./en.ts').then((module) => module.contractRequestsEn),
})

/** React hook: the contract requests texts in the current language (suspends while loading). */
export const useContractRequestsText: () => ContractRequestsTranslations =
  contractRequestsSection.useSection
