/**
 * The contract flows section of the translations (termination, modification, add tenant,
 * confirmations), loaded on demand per language (see `../lazy-section.ts`).
 */
import { lazySection } from '../lazy-section.ts'
import type { ContractFlowsTranslations } from './fi.ts'

/** The contract flows section: `useSection()` inside screens, `load(lang)` to preload. */
export const contractFlowsSection = lazySection<ContractFlowsTranslations>({
  fi: () => import('./fi.ts').then((module) => module.contractFlowsFi),
  sv: () => import('./sv.ts').then((module) => module.contractFlowsSv),
  en: () => import('./en.ts').then((module) => module.contractFlowsEn),
})

/** React hook: the contract flows texts in the current language (suspends while loading). */
export const useContractFlowsText: () => ContractFlowsTranslations = contractFlowsSection.useSection
