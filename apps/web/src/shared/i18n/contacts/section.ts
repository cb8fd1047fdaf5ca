/**
 * The contacts section of the translations (ADR 0033: one i18n section per domain concept): the
 * property's contact persons, whose words the contact page and the building information share
 * (the residents' committee roles), so that neither loads the other's section. Loaded on demand
 * per language (see `../lazy-section.ts`).
 */
import { lazySection } from '../lazy-section.ts'
import type { ContactsTranslations } from './fi.ts'

/** The contacts section: `useSection()` inside screens, `load(lang)` to preload. */
export const contactsSection = lazySection<ContactsTranslations>({
  fi: () => import('./fi.ts').then((module) => module.contactsFi),
  sv: () => import('./sv.ts').then((module) => module.contactsSv),
  en: () => import('./en.ts').then((module) => module.contactsEn),
})

/** React hook: the contacts texts in the current language (suspends while they load). */
export const useContactsText: () => ContactsTranslations = contactsSection.useSection
