/**
 * Payments `/asiointi/:contractId/maksut/tiedot` and `/maksut/historia` (spec 01 §2 Payments;
 * spec 02 §1 Payments): two tabs, payment information and payment history. Only a contract party
 * or payer sees them (spec 01 §6); the route gate has already checked the paymentInfo flag, and
 * anyone else is sent to the not-found page.
 */
import { Navigate, NavLink } from 'react-router'
import { routes } from '@asukas/contract'
import { useContractId, useContractRoles } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { hasPaymentRole } from '../../shared/lib/features.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { usePropertyText } from '../../shared/i18n/property/section.ts'
import { PaymentHistory } from './PaymentHistory.tsx'
import styles from './Payments.module.css'
import { PaymentInfo } from './PaymentInfo.tsx'
import { useContracts, useUserPermissions } from '../../shared/api/session-queries.ts'

/** The payments screen on tab `tab` (default export for `React.lazy`). */
export default function PaymentsScreen({ tab }: { tab: 'info' | 'history' }) {
  const { t } = useTranslation()
  const texts = usePropertyText().payments
  const contractId = useContractId()
  const roles = useContractRoles()
  const permissions = useUserPermissions()
  useDocumentTitle(tab === 'info' ? t.screens.paymentInfo : t.screens.paymentHistory)
  const contract = useContracts().data?.find((c) => c.uuid === contractId)
  if (permissions.isSuccess && !hasPaymentRole(roles)) {
    return <Navigate to={routes.notFound} replace />
  }
  // The tabs are links to two routes (not the kit's in-page `Tabs`): each has its own address.
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab
  return (
    <section className={styles.page} aria-labelledby="payments-title" data-qa="payments">
      <h1 id="payments-title">{tab === 'info' ? texts.infoTab : texts.historyTab}</h1>
      <nav className={styles.tabs} aria-label={texts.tabsLabel}>
        <NavLink className={tabClass} to={routes.paymentInfo(contractId)} data-qa="tab-info">
          {texts.infoTab}
        </NavLink>
        <NavLink className={tabClass} to={routes.paymentHistory(contractId)} data-qa="tab-history">
          {texts.historyTab}
        </NavLink>
      </nav>
      {tab === 'info' ? (
        <PaymentInfo contractId={contractId} referenceNumber={contract?.referenceNumber ?? ''} />
      ) : (
        <PaymentHistory contractId={contractId} />
      )}
    </section>
  )
}
