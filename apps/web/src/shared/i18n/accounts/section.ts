/**
 * The accounts section of the translations (registration, passwords, own information, staff),
 * loaded on demand per language (see `../lazy-section.ts`): the login page never downloads it.
 */
import { lazySection } from '../lazy-section.ts'
import type { AccountsTranslations } from './fi.ts'

/** The accounts section: `useSection()` inside screens, `load(lang)` to preload. */
export const accountsSection = lazySection<AccountsTranslations>({
  fi: () => import('./fi.ts').then((module) => module.accountsFi),
  sv: () => import('./sv.ts').then((module) => module.accountsSv),
  en: () => import('./en.ts').then((module) => module.accountsEn),
})

/**
 * React hook: the accounts texts in the current language. Suspends while they load (render it
 * below a `Suspense` boundary; both layouts have one around their screens).
 */
export const useAccountsText: () => AccountsTranslations = accountsSection.useSection
