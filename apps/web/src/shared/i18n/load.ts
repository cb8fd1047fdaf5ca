/**
 * Loading of translations. Finnish (master and fallback) is part of the first chunk; Swedish and
 * English are separate chunks fetched when first chosen, which keeps the first page small.
 */
import type { Lang } from '@asukas/domain'
import { fi } from './fi.ts'
import type { Translations } from './fi.ts'

const loaders: Record<Lang, () => Promise<Translations>> = {
  fi: () => Promise.resolve(fi),
  sv: () => import('./sv.ts').then((module) => module.sv),
  en: () => import('./en.ts').then((module) => module.en),
}

const loading = new Map<Lang, Promise<Translations>>()

/**
 * The translations of `lang`. The same promise is returned for every call with the same language
 * (React's `use` needs a stable promise); a failed load is forgotten so that a later call retries.
 */
export function loadTranslations(lang: Lang): Promise<Translations> {
  let promise = loading.get(lang)
  if (!promise) {
    promise = loaders[lang]().catch((error: unknown) => {
      loading.delete(lang)
      throw error
    })
    loading.set(lang, promise)
  }
  return promise
}
