/**
 * The messages section of the translations (ADR 0033: one i18n section per domain concept):
 * messages (issue 26): the threads, a thread, the message form and its rich-text editor. Loaded on
 * demand per language (see `../lazy-section.ts`).
 */
import { lazySection } from '../lazy-section.ts'
import type { MessagesTranslations } from './fi.ts'

/** The messages section: `useSection()` inside screens, `load(lang)` to preload. */
export const messagesSection = lazySection<MessagesTranslations>({
  fi: () => import('./fi.ts').then((module) => module.messagesFi),
  sv: () => import('./sv.ts').then((module) => module.messagesSv),
  en: () => import('./en.ts').then((module) => module.messagesEn),
})

/** React hook: the messages texts in the current language (suspends while they load). */
export const useMessagesText: () => MessagesTranslations = messagesSection.useSection
