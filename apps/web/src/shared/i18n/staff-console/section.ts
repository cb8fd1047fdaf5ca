/**
 * The staff console's section of the translations, loaded on demand per language (see
 * `../lazy-section.ts`): residents never download it.
 */
import { lazySection } from '../lazy-section.ts'
import type { StaffConsoleTranslations } from './fi.ts'

/** The staff console section: `useSection()` inside screens, `load(lang)` to preload. */
export const staffConsoleSection = lazySection<StaffConsoleTranslations>({
  fi: () => import('./fi.ts').then((module) => module.staffConsoleFi),
  sv: () => import('./sv.ts').then((module) => module.staffConsoleSv),
  en: () => import('./en.ts').then((module) => module.staffConsoleEn),
})

/** React hook: the staff console texts in the current language (suspends while loading). */
export const useStaffConsoleText: () => StaffConsoleTranslations = staffConsoleSection.useSection
