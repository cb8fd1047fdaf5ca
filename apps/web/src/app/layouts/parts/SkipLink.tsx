/**
 * "Skip to main content" link, the first focusable element of every layout. Moves focus to the
 * element with id `main-content` (the layout's `<main tabIndex={-1}>`).
 */
import type { MouseEvent } from 'react'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'

/** Id of every layout's `<main>` element. */
export const MAIN_CONTENT_ID = 'main-content'

/** The skip link. */
export function SkipLink() {
  const { t } = useTranslation()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID)
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick} data-qa="skip-link">
      {t.app.skipToContent}
    </a>
  )
}
