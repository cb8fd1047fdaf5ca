/**
 * The bulletins section of the translations (ADR 0033: one i18n section per domain concept), loaded
 * on demand per language (see `../lazy-section.ts`): today the staff screens' texts (`staff`),
 * which residents never download.
 */
import { lazySection } from '../lazy-section.ts'
import type { BulletinsTranslations } from './fi.ts'

/** The bulletins section: `useSection()` inside screens, `load(lang)` to preload. */
export const bulletinsSection = lazySection<BulletinsTranslations>({
  fi: () => import('./fi.ts').then((module) => module.bulletinsFi),
  sv: () => import('./sv.ts').then((module) => module.bulletinsSv),
  en: () => import('./en.ts').then((module) => module.bulletinsEn),
})

/** React hook: the bulletins texts in the current language (suspends while they load). */
export const useBulletinsText: () => BulletinsTranslations = bulletinsSection.useSection
