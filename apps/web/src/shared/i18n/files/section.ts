/**
 * The files section of the translations (ADR 0033: one i18n section per domain concept): file
 * attachments (spec 02 §5): the upload widget and the attachment list that the fault report,
 * question, feedback, message and contract request screens embed. Loaded on demand per language
 * (see `../lazy-section.ts`).
 */
import { lazySection } from '../lazy-section.ts'
import type { FilesTranslations } from './fi.ts'

/** The files section: `useSection()` inside screens, `load(lang)` to preload. */
export const filesSection = lazySection<FilesTranslations>({
  fi: () => import('./fi.ts').then((module) => module.filesFi),
  sv: () => import('./sv.ts').then((module) => module.filesSv),
  en: () => import('./en.ts').then((module) => module.filesEn),
})

/** React hook: the attachments texts in the current language (suspends while they load). */
export const useFilesText: () => FilesTranslations = filesSection.useSection
