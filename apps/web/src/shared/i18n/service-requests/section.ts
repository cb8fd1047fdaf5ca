/**
 * The service requests section of the translations (fault reports, feedback, questions, contact
 * page, messages, attachments), loaded on demand per language (see `../lazy-section.ts`).
 */
import { lazySection } from '../lazy-section.ts'
import type { ServiceRequestsTranslations } from './fi.ts'

/** The service requests section: `useSection()` inside screens, `load(lang)` to preload. */
export const serviceRequestsSection = lazySection<ServiceRequestsTranslations>({
  fi: () => import('./fi.ts').then((module) => module.serviceRequestsFi),
  sv: () => import('./sv.ts').then((module) => module.serviceRequestsSv),
  en: () => import('./en.ts').then((module) => module.serviceRequestsEn),
})

/** React hook: the service requests texts in the current language (suspends while loading). */
export const useServiceRequestsText: () => ServiceRequestsTranslations =
  serviceRequestsSection.useSection

/** Replaces `{name}` placeholders of a text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    values[key] === undefined ? whole : String(values[key]),
  )
}
