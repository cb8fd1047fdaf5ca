/**
 * The front page `/asiointi/:contractId` (spec 01 §2 Front page): greeting by first name,
 * notifications, task tiles, contract information, up to 5 defect notices, then the latest
 * bulletins (passed in by the app as `bulletins`, since they belong to the bulletins feature).
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { routes, type Contract } from '@asukas/contract'
import {
  useFeatureFlags,
  useUserMetadata,
  useUserProfile,
} from '../../shared/api/session-queries.ts'
import { useAppSettings } from '../../shared/api/app-settings.ts'
import { useMessageUnreadCount } from '../../shared/api/message-unread.ts'
import {
  useContractId,
  useContractRoles,
  useCurrentContract,
} from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { contractLabel } from '../../shared/lib/contract-label.ts'
import { canSeePayments } from '@asukas/domain'
import { isFeatureEnabled } from '@asukas/contract'
import { hasPaymentRole } from '../../shared/lib/features.ts'
import { DefectNoticeList } from './DefectNoticeList.tsx'
import { Notifications } from './Notifications.tsx'
import { TaskTiles } from './TaskTiles.tsx'
import styles from './FrontPage.module.css'

/** A contract party of a contract that has not ended may ask to add a tenant (spec 01 §2). */
function canAddTenant(contract: Contract): boolean {
  return contract.tenant.isContractParty && contract.status !== 'terminated'
}

function ContractSummary({ contract }: { contract: Contract }) {
  const { t } = useTranslation()
  const format = useFormat()
  const texts = t.frontPage.contract
  const { postalAddress } = contract
  return (
    <section aria-labelledby="contract-summary-title">
      <h2 id="contract-summary-title">{texts.title}</h2>
      <dl className={styles.summary}>
        <div>
          <dt>{texts.address}</dt>
          <dd data-qa="contract-address">
            {contractLabel(contract)}, {postalAddress.postalCode} {postalAddress.city}
          </dd>
        </div>
        <div>
          <dt>{texts.type}</dt>
          <dd>{texts.types[contract.contractType]}</dd>
        </div>
        <div>
          <dt>{texts.status}</dt>
          <dd>{texts.statuses[contract.status]}</dd>
        </div>
        <div>
          <dt>{texts.startDate}</dt>
          <dd>{format.dateWithYear(contract.startDate)}</dd>
        </div>
        {contract.endDate && (
          <div>
            <dt>{texts.endDate}</dt>
            <dd>{format.dateWithYear(contract.endDate)}</dd>
          </div>
        )}
        <div>
          <dt>{texts.referenceNumber}</dt>
          <dd>{contract.referenceNumber}</dd>
        </div>
        <div>
          <dt>{texts.propertyCompany}</dt>
          <dd>{contract.propertyCompanyName}</dd>
        </div>
      </dl>
      {canAddTenant(contract) && (
        <p>
          <Link to={routes.addTenant(contract.uuid)} data-qa="contract-add-tenant">
            {texts.addTenant}
          </Link>
        </p>
      )}
    </section>
  )
}

/** The front page; `bulletins` is the latest-bulletins section. */
export function FrontPageScreen({ bulletins }: { bulletins: ReactNode }) {
  const { t } = useTranslation()
  useDocumentTitle(t.screens.frontPage)
  const contractId = useContractId()
  const contract = useCurrentContract()
  const roles = useContractRoles()
  const profile = useUserProfile()
  const settings = useAppSettings().data
  const flags = useFeatureFlags().data
  const metadata = useUserMetadata().data
  // The Messages tile and its unread count (issue 26 item 4).
  const messagesOn = Boolean(
    settings &&
    flags &&
    !settings.contractTerminationOnly &&
    isFeatureEnabled('messages', settings, flags),
  )
  const unreadMessages = useMessageUnreadCount(contractId, messagesOn)
  if (!settings || !flags || !metadata) return null

  const terminationOnly = settings.contractTerminationOnly
  const defectNotices = !terminationOnly && settings.defectNotice
  const showPayments = !terminationOnly && hasPaymentRole(roles)
  const firstName = profile.data?.firstName
  return (
    <div className={styles.page}>
      <h1 data-qa="greeting">
        {firstName ? t.frontPage.greeting(firstName) : t.frontPage.greetingFallback}
      </h1>
      <Notifications
        contractId={contractId}
        canClose={!metadata.isImpersonator}
        links={{
          payments:
            !terminationOnly &&
            canSeePayments({ tenantRoles: roles, paymentInfo: flags.paymentInfo }),
          messages: isFeatureEnabled('messages', settings, flags),
        }}
      />
      <TaskTiles
        contractId={contractId}
        defectNotice={defectNotices}
        customDefectNoticeLinkUrl={settings.customDefectNoticeLinkUrl}
        showPayments={showPayments}
        paymentInfo={flags.paymentInfo}
        messages={messagesOn}
        unreadMessages={unreadMessages}
        showAddTenant={contract !== undefined && canAddTenant(contract)}
      />
      <div className={styles.columns}>
        {contract && <ContractSummary contract={contract} />}
        {defectNotices && <DefectNoticeList contractId={contractId} />}
      </div>
      {bulletins}
    </div>
  )
}
