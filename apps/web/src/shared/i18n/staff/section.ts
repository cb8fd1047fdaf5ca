/**
 * The staff section of the translations (what only staff have: the login with the second factor,
 * the layout and menu, roles, the inbox, a resident's requests, the audit log, the accounts, and
 * the texts every staff screen shares), loaded on demand per language (see `../lazy-section.ts`):
 * residents never download it.
 */
import { lazySection } from '../lazy-section.ts'
import type { StaffTranslations } from './fi.ts'

/** The staff section: `useSection()` inside screens, `load(lang)` to preload. */
export const staffSection = lazySection<StaffTranslations>({
  fi: () => import('./fi.ts').then((module) => module.staffFi),
  sv: () => import('./sv.ts').then((module) => module.staffSv),
  en: () => import('./en.ts').then((module) => module.staffEn),
})

/** React hook: the staff texts in the current language (suspends while loading). */
export const useStaffText: () => StaffTranslations = staffSection.useSection
