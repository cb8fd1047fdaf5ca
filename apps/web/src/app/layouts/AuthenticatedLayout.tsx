/**
 * Layout of the signed-in app (spec 01 §2): loads the session data (contracts, settings, flags,
 * metadata, permissions), applies the access rules (unknown contract → /404, no contracts → error
 * page; each screen's own rules are checked by its `RouteGate`), and renders the header (navigation,
 * contract switcher, language switcher, profile menu, impersonator banner with 'end
 * impersonation'), the screen and the footer with contacts and legal links. Loaded lazily: the login page never downloads it.
 */
import { lazy, Suspense, useMemo, useRef } from 'react'
import { Navigate, Outlet, useParams } from 'react-router'
import { routes } from '@asukas/contract'
import {
  useContracts,
  useFeatureFlags,
  useUserMetadata,
  useUserPermissions,
  useUserProfile,
} from '../../shared/api/session-queries.ts'
import { useAppSettings } from '../../shared/api/app-settings.ts'
import { useMessageUnreadCount } from '../../shared/api/message-unread.ts'
import { useSavePortalLanguage } from '../../shared/api/portal-language.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { FullPageLoader, Loader } from '../../shared/ui/Loader.tsx'
import {
  ContractsErrorPage,
  GeneralErrorPage,
  WriteDeniedPage,
} from '../../features/errors/ExceptionPage.tsx'
import { OfflineNotice } from '../OfflineNotice.tsx'
import { isSessionExpired } from '../query-client.ts'
import { dismissWriteDenied, useWriteDenied } from '../write-denied.ts'
import { ExceptionLayout } from './ExceptionLayout.tsx'
import { Brand } from './parts/Brand.tsx'
import { ContractSwitcher } from './parts/ContractSwitcher.tsx'
import { LanguageSwitcher } from './parts/LanguageSwitcher.tsx'
import { buildNavigation } from './parts/navigation.ts'
import { ProfileMenu } from './parts/ProfileMenu.tsx'
import { SiteFooter } from './parts/SiteFooter.tsx'
import { MAIN_CONTENT_ID, SkipLink } from './parts/SkipLink.tsx'
import { TopNavigation } from './parts/TopNavigation.tsx'
import { useFocusMainOnNavigate } from './parts/useFocusMainOnNavigate.ts'

/**
 * 'End impersonation' of the staff console, loaded only when a staff member impersonates, so a
 * resident never downloads the staff code.
 */
const EndImpersonationButton = lazy(() =>
  import('../../features/staff/EndImpersonationButton.tsx').then((module) => ({
    default: module.EndImpersonationButton,
  })),
)

/** The authenticated layout (default export for `React.lazy`). */
export default function AuthenticatedLayout() {
  const { t } = useTranslation()
  const { contractId = '' } = useParams()
  const contracts = useContracts()
  const settings = useAppSettings()
  const flags = useFeatureFlags()
  const metadata = useUserMetadata()
  const permissions = useUserPermissions()
  const profile = useUserProfile()
  const savePortalLanguage = useSavePortalLanguage()
  const writeDenied = useWriteDenied()
  const main = useRef<HTMLElement>(null)
  useFocusMainOnNavigate(main)

  const roles = useMemo(
    () => permissions.data?.find((p) => p.contractUuid === contractId)?.tenantRoles ?? [],
    [permissions.data, contractId],
  )
  const navigation = useMemo(
    () =>
      settings.data && flags.data
        ? buildNavigation({ contractId, settings: settings.data, flags: flags.data, roles })
        : [],
    [contractId, settings.data, flags.data, roles],
  )
  // The Messages entry's unread count (issue 26 item 4), read only when the entry is shown.
  const hasMessages = navigation.some(
    (entry) => entry.kind === 'group' && entry.items.some((item) => item.id === 'messages'),
  )
  const unreadMessages = useMessageUnreadCount(contractId, hasMessages)
  const navCounts = useMemo(() => ({ messages: unreadMessages }), [unreadMessages])

  const required = [contracts, settings, flags, metadata, permissions]
  const failed = required.find((query) => query.isError)
  if (failed) {
    // A lost session is redirected to login by the query client; show a loader meanwhile.
    if (isSessionExpired(failed.error)) return <FullPageLoader />
    return (
      <ExceptionLayout>
        {contracts.isError ? (
          <ContractsErrorPage code="ERROR_FETCHING_CONTRACTS" />
        ) : (
          <GeneralErrorPage />
        )}
      </ExceptionLayout>
    )
  }
  if (!contracts.data || !settings.data || !flags.data || !metadata.data || !permissions.data) {
    return <FullPageLoader />
  }
  if (contracts.data.length === 0) {
    return (
      <ExceptionLayout>
        <ContractsErrorPage code="NO_ACTIVE_CONTRACTS" />
      </ExceptionLayout>
    )
  }
  if (!contracts.data.some((contract) => contract.uuid === contractId)) {
    return <Navigate to={routes.notFound} replace />
  }
  const { isImpersonator, impersonatorEmail } = metadata.data
  return (
    <div className="layout layout--authenticated">
      <SkipLink />
      {isImpersonator && (
        <div className="impersonation-banner" data-qa="impersonator-banner">
          <p className="impersonation-banner__text">
            <strong>{t.impersonation.banner(impersonatorEmail ?? '')}</strong>{' '}
            <span>{t.impersonation.readOnly}</span>
          </p>
          <Suspense fallback={null}>
            <EndImpersonationButton />
          </Suspense>
        </div>
      )}
      <header className="header">
        <div className="header__bar">
          <Brand to={routes.frontPage(contractId)} />
          <div className="header__tools">
            <ContractSwitcher contracts={contracts.data} currentId={contractId} />
            <LanguageSwitcher onChoose={isImpersonator ? undefined : savePortalLanguage} />
            <ProfileMenu
              contractId={contractId}
              name={profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : undefined}
            />
          </div>
        </div>
        <TopNavigation entries={navigation} counts={navCounts} />
      </header>
      <main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} className="main">
        <OfflineNotice />
        {/* Issue 10 finding 20: write denied is a state of the page, inside the portal's frame. */}
        {writeDenied ? (
          <WriteDeniedPage onBack={dismissWriteDenied} />
        ) : (
          <Suspense fallback={<Loader />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <SiteFooter contractId={contractId} legalLinks={settings.data.legalLinks} />
    </div>
  )
}
