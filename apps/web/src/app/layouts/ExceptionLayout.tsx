/**
 * Layout of the exception pages (spec 01 §2 route group "exception": not found, general error,
 * write denied, no active contracts): a plain header with the language switcher and the message.
 * Renders `children` when given (pages shown in place of another screen), else the route outlet.
 */
import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { PublicHeader } from './parts/PublicHeader.tsx'
import { MAIN_CONTENT_ID, SkipLink } from './parts/SkipLink.tsx'

/** The exception layout. */
export function ExceptionLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout layout--exception">
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="main main--exception">
        {children ?? <Outlet />}
      </main>
    </div>
  )
}
