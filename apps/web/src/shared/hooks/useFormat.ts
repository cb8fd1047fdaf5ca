/**
 * Formatting in the current language, through the domain formatters (spec 02 §9: dates
 * dd.MM.yyyy with the year omitted when current, EUR in fi-FI format, Europe/Helsinki).
 */
import { useMemo } from 'react'
import { formatArrear, formatDate, formatDateWithYear, formatEuro } from '@asukas/domain'
import { useTranslation } from '../i18n/LanguageProvider.tsx'

/** Formatters bound to the current language. */
export interface Formatters {
  /** `yyyy-MM-dd` or an ISO timestamp → `dd.MM.` (current year) or `dd.MM.yyyy`. */
  date: (value: string) => string
  /** `yyyy-MM-dd` or an ISO timestamp → `dd.MM.yyyy`. */
  dateWithYear: (value: string) => string
  /** Euros → `1 234,50 €`. */
  euro: (amount: number) => string
  /** Amount owed in euros → `−152,40 €`. */
  arrear: (amount: number) => string
}

/** The {@link Formatters} of the current language. */
export function useFormat(): Formatters {
  const { lang } = useTranslation()
  return useMemo(
    () => ({
      date: (value) => formatDate(value, lang),
      dateWithYear: (value) => formatDateWithYear(value, lang),
      euro: (amount) => formatEuro(amount, lang),
      arrear: (amount) => formatArrear(amount, lang),
    }),
    [lang],
  )
}
