/**
 * The parking section of the translations (ADR 0033: one i18n section per domain concept), loaded
 * on demand per language (see `../lazy-section.ts`): today the staff screens' texts (`staff`),
 * which residents never download.
 */
import { lazySection } from '../lazy-section.ts'
import type { ParkingTranslations } from './fi.ts'

/** The parking section: `useSection()` inside screens, `load(lang)` to preload. */
export const parkingSection = lazySection<ParkingTranslations>({
  fi: () => import('./fi.ts').then((module) => module.parkingFi),
  sv: () => import('./sv.ts').then((module) => module.parkingSv),
  en: () => import('./en.ts').then((module) => module.parkingEn),
})

/** React hook: the parking texts in the current language (suspends while they load). */
export const useParkingText: () => ParkingTranslations = parkingSection.useSection
