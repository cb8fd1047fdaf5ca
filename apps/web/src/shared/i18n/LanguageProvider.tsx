/**
 * React context of the interface language (spec 01 §1): the detected language at start-up, a
 * setter used by the language switcher, and the matching translations. Every change is kept in
 * session storage and mirrored to `<html lang>`. Swedish and English load on demand: the provider
 * suspends until they have arrived, and a switch is a transition, so the current screen stays
 * visible meanwhile.
 */
import {
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
} from 'react'
import type { ReactNode } from 'react'
import type { Lang } from '@asukas/domain'
import { detectBrowserLanguage, persistLanguage } from './detect.ts'
import { fi } from './fi.ts'
import type { Translations } from './fi.ts'
import { loadTranslations } from './load.ts'

/** What {@link useTranslation} returns. */
export interface I18n {
  /** The current language. */
  lang: Lang
  /** Translations of the current language. */
  t: Translations
  /** Switches the language (kept in session storage, applied to `<html lang>`). */
  setLang: (lang: Lang) => void
  /** True while a newly chosen language is loading. */
  switching: boolean
}

const I18nContext = createContext<I18n | null>(null)

/**
 * Provides the language. `initialLang` defaults to {@link detectBrowserLanguage} (query
 * parameter, cookie, session storage, `<html lang>`, browser). Render it inside a `Suspense`
 * boundary: it suspends while Swedish or English translations load.
 */
export function LanguageProvider({
  children,
  initialLang,
}: {
  children: ReactNode
  initialLang?: Lang
}) {
  const [lang, setLangState] = useState<Lang>(() => initialLang ?? detectBrowserLanguage())
  const [switching, startTransition] = useTransition()
  const t = lang === 'fi' ? fi : use(loadTranslations(lang))
  useLayoutEffect(() => persistLanguage(lang), [lang])
  const setLang = useCallback((next: Lang) => startTransition(() => setLangState(next)), [])
  const value = useMemo(() => ({ lang, t, setLang, switching }), [lang, t, setLang, switching])
  return <I18nContext value={value}>{children}</I18nContext>
}

/** The current language, its translations and the setter. Throws outside {@link LanguageProvider}. */
export function useTranslation(): I18n {
  const value = use(I18nContext)
  if (!value) throw new Error('useTranslation must be used inside <LanguageProvider>')
  return value
}
