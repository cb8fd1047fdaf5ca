/**
 * Translation sections that load on demand. The main translations (`fi.ts`, `sv.ts`, `en.ts`)
 * are what the first page needs; Finnish is even part of the first chunk. Texts used only by
 * screens that load later (registration, passwords, own information, staff) live in sections of
 * their own, one chunk per language, so they never weigh on the login page's 150 KB budget
 * (apps/web/README "bundle size"). A section is typed like the main translations: Finnish is the
 * master (`typeof fi`) and the other languages must have the same keys.
 */
import { use } from 'react'
import type { Lang } from '@asukas/domain'
import { tracked } from '../lib/lazy-module.ts'
import { detectBrowserLanguage } from './detect.ts'
import { useTranslation } from './LanguageProvider.tsx'

/** Loads each language of a section (`() => import('./fi.ts').then((m) => m.x)`). */
export type SectionLoaders<T> = Record<Lang, () => Promise<T>>

/** A section: its hook and a loader (for preloading and for tests). */
export interface LazySection<T> {
  /**
   * React hook: the section in the current language. Suspends (inside the nearest `Suspense`)
   * while the section loads, never once it has loaded (its promise is `tracked`); a language
   * switch is a transition, so the screen stays visible.
   */
  useSection: () => T
  /** The section in `lang`; the same promise for every call (React's `use` needs that). */
  load: (lang: Lang) => Promise<T>
}

/**
 * Creates a section from its loaders. A failed load is forgotten, so the next render retries
 * (the error itself reaches the nearest error boundary).
 */
export function lazySection<T>(loaders: SectionLoaders<T>): LazySection<T> {
  const loading = new Map<Lang, Promise<T>>()
  const load = (lang: Lang): Promise<T> => {
    let promise = loading.get(lang)
    if (!promise) {
      promise = tracked(
        loaders[lang]().catch((error: unknown) => {
          loading.delete(lang)
          throw error
        }),
      )
      loading.set(lang, promise)
    }
    return promise
  }
  function useSection(): T {
    const { lang } = useTranslation()
    return use(load(lang))
  }
  // The page's language starts loading with the code that uses the section (the server names its
  // chunk with the screen's), so a screen's first render finds it in and need not suspend.
  if (typeof document !== 'undefined') void load(detectBrowserLanguage()).catch(() => undefined)
  return { useSection, load }
}
