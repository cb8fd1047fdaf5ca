/**
 * The staff console's own layout (issue 14 "its own layout under `/henkilosto`, fi/sv/en"): a
 * skip link, a header with the console's name, the language switcher, who is signed in and a
 * logout, a navigation of the areas the member's roles allow, and the screen. Without a staff
 * session every console screen goes to the staff login.
 */
import { Suspense, useRef, type ReactNode } from 'react'
import { NavLink, Navigate, Outlet, useNavigate } from 'react-router'
import type { StaffCapability } from '@asukas/contract/endpoints/staff'
import { isApiError } from '../../shared/api/client.ts'
import { useStaffText } from '../../shared/i18n/staff/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { staffPaths } from '../../shared/lib/staff-paths.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { LanguageSwitcher } from './parts/LanguageSwitcher.tsx'
import { MAIN_CONTENT_ID, SkipLink } from './parts/SkipLink.tsx'
import { useFocusMainOnNavigate } from './parts/useFocusMainOnNavigate.ts'
import { useStaffLogout, useStaffMe } from '../../features/staff/queries.ts'

/** Where each capability's area starts (the fault reports, questions and messages live in the inbox). */
const areaPaths: Partial<Record<StaffCapability, string>> = {
  inbox: staffPaths.inbox,
  contract_requests: staffPaths.contractRequests,
  bulletins: staffPaths.bulletins,
  parking: staffPaths.parking,
  residents: staffPaths.residents,
  audit: staffPaths.audit,
  accounts: staffPaths.accounts,
  integrations: staffPaths.integrations,
}

/**
 * The console's header: its name, the language switcher and `tools` in the bar, and `children`
 * (the navigation) under it.
 */
function StaffHeaderFrame({ tools, children }: { tools?: ReactNode; children?: ReactNode }) {
  const texts = useStaffText()
  return (
    <header className="header staff-header">
      <div className="header__bar">
        <span className="brand staff-brand">{texts.appName}</span>
        <div className="header__tools">
          <LanguageSwitcher />
          {tools}
        </div>
      </div>
      {children}
    </header>
  )
}

/** The header and navigation of a signed-in member. */
function StaffHeader() {
  const texts = useStaffText()
  const me = useStaffMe()
  const logout = useStaffLogout()
  const navigate = useNavigate()
  const member = me.data
  return (
    <StaffHeaderFrame
      tools={
        member && (
          <>
            <span className="staff-signed-in" data-qa="staff-signed-in">
              {texts.signedIn(`${member.firstName} ${member.lastName}`)}
              {member.roles.length > 0 && (
                <> ({member.roles.map((role) => texts.roles[role]).join(', ')})</>
              )}
            </span>
            <Button
              variant="secondary"
              pending={logout.isPending}
              qa="staff-logout"
              onClick={() =>
                logout.mutate(undefined, {
                  onSettled: () => void navigate(staffPaths.login, { replace: true }),
                })
              }
            >
              {texts.logout}
            </Button>
          </>
        )
      }
    >
      {member && member.capabilities.length > 0 && (
        <nav className="staff-nav" aria-label={texts.nav.label}>
          <ul className="staff-nav__list">
            {member.capabilities
              .filter((capability) => areaPaths[capability] !== undefined)
              .map((capability) => (
                <li key={capability}>
                  <NavLink
                    to={areaPaths[capability] ?? staffPaths.inbox}
                    className="staff-nav__link"
                    data-qa={`staff-nav-${capability}`}
                  >
                    {texts.nav.items[capability]}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      )}
    </StaffHeaderFrame>
  )
}

/** Session guard: the screen for a member, the login for anyone else. */
function SignedIn() {
  const texts = useStaffText()
  const { t } = useTranslation()
  const me = useStaffMe()
  if (me.isError) {
    if (isApiError(me.error, 'UNAUTHORIZED')) return <Navigate to={staffPaths.login} replace />
    return <Alert variant="error">{texts.common.loadFailed}</Alert>
  }
  if (!me.data) return <Loader label={t.app.loading} />
  return (
    <>
      {me.data.roles.length === 0 && <Alert variant="warning">{texts.noRoles}</Alert>}
      <Outlet />
    </>
  )
}

/**
 * The console's page: the skip link, `header`, and `children` in the `<main>` that takes the focus
 * on navigation; `qa` names the page for tests.
 */
function StaffFrame({
  qa,
  header,
  children,
}: {
  qa: string
  header: ReactNode
  children: ReactNode
}) {
  const main = useRef<HTMLElement>(null)
  useFocusMainOnNavigate(main)
  return (
    <div className="layout layout--staff" data-qa={qa}>
      <SkipLink />
      <Suspense fallback={<Loader />}>{header}</Suspense>
      <main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} className="main main--staff">
        <Suspense fallback={<Loader />}>{children}</Suspense>
      </main>
    </div>
  )
}

/** The console layout for signed-in screens (default export for `React.lazy`). */
export default function StaffLayout() {
  return (
    <StaffFrame qa="staff-console" header={<StaffHeader />}>
      <SignedIn />
    </StaffFrame>
  )
}

/** The console layout of the login steps: the same header without a member. */
export function StaffPublicLayout() {
  return (
    <StaffFrame qa="staff-console-public" header={<StaffHeaderFrame />}>
      <Outlet />
    </StaffFrame>
  )
}
