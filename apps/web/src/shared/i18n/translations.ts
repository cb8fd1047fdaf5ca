/**
 * The translation objects by language. Finnish is the master: `Translations = typeof fi`, and
 * the Swedish and English files are typed with it, so a missing key fails the type check.
 */
import type { Lang } from '@asukas/domain'
import { en } from './en.ts'
import { fi } from './fi.ts'
import { sv } from './sv.ts'
import type { Translations } from './fi.ts'

/** Every language's translations. */
export const translations: Record<Lang, Translations> = { fi, sv, en }
