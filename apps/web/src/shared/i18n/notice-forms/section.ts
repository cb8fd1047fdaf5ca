/**
 * The notice-forms section of the translations: not a concept of its own, but what the forms of
 * three concepts share, so that none of their pages loads another concept's section (ADR 0033
 * keeps each concept's texts in its own section): the words of the fault report, question,
 * feedback and message forms (buttons, field labels, statuses, load errors), the missing-phone
 * alert and the forms' validation texts. Loaded on demand per language (see `../lazy-section.ts`).
 */
import { lazySection } from '../lazy-section.ts'
import type { NoticeFormsTranslations } from './fi.ts'

/** The notice-forms section: `useSection()` inside screens, `load(lang)` to preload. */
export const noticeFormsSection = lazySection<NoticeFormsTranslations>({
  fi: () => import('./fi.ts').then((module) => module.noticeFormsFi),
  sv: () => import('./sv.ts').then((module) => module.noticeFormsSv),
  en: () => import('./en.ts').then((module) => module.noticeFormsEn),
})

/** React hook: the notice forms texts in the current language (suspends while they load). */
export const useNoticeFormsText: () => NoticeFormsTranslations = noticeFormsSection.useSection
