/**
 * Layout of the public pages (spec 01 §2: login, logout, register, forgot password): a header
 * with the service name and the language switcher, the page, and a footer with the legal links
 * (from the public app settings) when any is configured.
 */
import { Suspense, useRef } from 'react'
import { Outlet } from 'react-router'
import { useAppSettings } from '../../shared/api/app-settings.ts'
import { validLegalLinks } from '../../shared/lib/legal-links.ts'
import { Loader } from '../../shared/ui/Loader.tsx'
import { LegalLinks } from './parts/LegalLinks.tsx'
import { PublicHeader } from './parts/PublicHeader.tsx'
import { MAIN_CONTENT_ID, SkipLink } from './parts/SkipLink.tsx'
import { useFocusMainOnNavigate } from './parts/useFocusMainOnNavigate.ts'

/** The public layout; renders the matched public page in its `<main>`. */
export function PublicLayout() {
  const settings = useAppSettings()
  const main = useRef<HTMLElement>(null)
  useFocusMainOnNavigate(main)
  const legalLinks = settings.data?.legalLinks
  const hasLegalLinks = legalLinks !== undefined && validLegalLinks(legalLinks).length > 0
  return (
    <div className="layout layout--public">
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} className="main main--public">
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Issue 10 finding 17: no empty footer band when no legal link is configured. */}
      {hasLegalLinks && (
        <footer className="footer">
          <div className="footer__inner">
            <LegalLinks links={legalLinks} />
          </div>
        </footer>
      )}
    </div>
  )
}
