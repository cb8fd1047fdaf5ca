/**
 * The defect-notices section of the translations (ADR 0033: one i18n section per domain concept):
 * fault reports (spec 01 §2, spec 02 §7; issue 11): the form, its preview, the report with its
 * timeline, and the maintenance contacts beside it. Loaded on demand per language (see `../lazy-
 * section.ts`).
 */
import { lazySection } from '../lazy-section.ts'
import type { DefectNoticesTranslations } from './fi.ts'

/** The defect-notices section: `useSection()` inside screens, `load(lang)` to preload. */
export const defectNoticesSection = lazySection<DefectNoticesTranslations>({
  fi: () => import('./fi.ts').then((module) => module.defectNoticesFi),
  sv: () => import('./sv.ts').then((module) => module.defectNoticesSv),
  en: () => import('./en.ts').then((module) => module.defectNoticesEn),
})

/** React hook: the fault report texts in the current language (suspends while they load). */
export const useDefectNoticesText: () => DefectNoticesTranslations = defectNoticesSection.useSection
