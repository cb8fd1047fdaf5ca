/**
 * The feedback-questions section of the translations (ADR 0033: one i18n section per domain
 * concept): questions and feedback (spec 01 §2): their forms and detail pages, and the contact
 * page that lists them. Loaded on demand per language (see `../lazy-section.ts`).
 */
import { lazySection } from '../lazy-section.ts'
import type { FeedbackQuestionsTranslations } from './fi.ts'

/** The feedback-questions section: `useSection()` inside screens, `load(lang)` to preload. */
export const feedbackQuestionsSection = lazySection<FeedbackQuestionsTranslations>({
  fi: () => import('./fi.ts').then((module) => module.feedbackQuestionsFi),
  sv: () => import('./sv.ts').then((module) => module.feedbackQuestionsSv),
  en: () => import('./en.ts').then((module) => module.feedbackQuestionsEn),
})

/** React hook: the questions and feedback texts in the current language (suspends while they load). */
export const useFeedbackQuestionsText: () => FeedbackQuestionsTranslations =
  feedbackQuestionsSection.useSection
