/**
 * The integration section of the translations (the staff's integration clients screen), loaded
 * on demand per language (see `../lazy-section.ts`): residents never download it.
 */
import { lazySection } from '../lazy-section.ts'
import type { IntegrationTranslations } from './fi.ts'

/** The integration section: `useSection()` inside screens, `load(lang)` to preload. */
export const integrationSection = lazySection<IntegrationTranslations>({
  fi: () => import('./fi.ts').then((module) => module.integrationFi),
  sv: () => import('./sv.ts').then((module) => module.integrationSv),
  en: () => import('./en.ts').then((module) => module.integrationEn),
})

/** React hook: the integration texts in the current language (suspends while loading). */
export const useIntegrationText: () => IntegrationTranslations = integrationSection.useSection
