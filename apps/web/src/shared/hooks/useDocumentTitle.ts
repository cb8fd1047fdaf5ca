/**
 * Sets the document title of a screen: `<screen> – <app name>`, in the current language
 * (all user-visible text comes from the translations).
 */
import { useEffect } from 'react'
import { useTranslation } from '../i18n/LanguageProvider.tsx'

/** Sets `document.title` to `title – Asukas` while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = `${title} – ${t.app.name}`
  }, [title, t.app.name])
}
