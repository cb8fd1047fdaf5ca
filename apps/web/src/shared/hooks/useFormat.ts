/**
 * Formatting in the current language, through the domain formatters (spec 02 §9: dates
 * dd.MM.yyyy with the year omitted when current, EUR in fi-FI format, Europe/Helsinki).
 */
import { useMemo } from 'react'
import { HELSINKI, formatArrear, formatDate, formatDateWithYear, formatEuro } from '@asukas/domain'
import type { Lang } from '@asukas/domain'
import { useTranslation } from '../i18n/LanguageProvider.tsx'

/**
 * The `Intl` locale of each interface language for dates and clock times, in the date fields and
 * in text: Finnish and Swedish as used in Finland, and for English `en-CH`, the English locale
 * whose dates are `dd.MM.yyyy`. The portal shows every date as dd.MM.yyyy whatever the language
 * (spec 02 §5 "Date format" and §9), so a date is typed in the format it is shown in; `en-GB`'s
 * `dd/MM/yyyy` fields beside `27.05.2027` in the text were two formats on one page (issue 26
 * item 19). Clock times stay `14:05` in English.
 */
export const dateLocales: Record<Lang, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-CH' }

/**
 * An ISO timestamp as a clock time in Europe/Helsinki, hours and minutes (`14.05` in Finnish,
 * `14:05` in English); an unparsable value is returned as it is.
 */
export function formatTime(timestamp: string, lang: Lang): string {
  const date = new Date(timestamp)
  if (Number.isNaN(date.getTime())) return timestamp
  return new Intl.DateTimeFormat(dateLocales[lang], {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: HELSINKI,
  }).format(date)
}

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
  /** ISO timestamp → clock time in Helsinki (`14.05`), see {@link formatTime}. */
  time: (timestamp: string) => string
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
      time: (timestamp) => formatTime(timestamp, lang),
    }),
    [lang],
  )
}
