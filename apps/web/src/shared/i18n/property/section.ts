/**
 * The property section of the translations (payments, documents, building information,
 * parking), loaded on demand per language (see `../lazy-section.ts`).
 */
import { lazySection } from '../lazy-section.ts'
import type { PropertyTranslations } from './fi.ts'

/** The property section: `useSection()` inside screens, `load(lang)` to preload. */
export const propertySection = lazySection<PropertyTranslations>({
  fi: () => import('./fi.ts').then((module) => module.propertyFi),
  sv: () => import('./sv.ts').then((module) => module.propertySv),
  en: () => import('./en.ts').then((module) => module.propertyEn),
})

/** React hook: the property texts in the current language (suspends while they load). */
export const usePropertyText: () => PropertyTranslations = propertySection.useSection
