/**
 * Own information `/omat-tiedot/:contractId` (spec 01 §2 "Own information", §6 Roles; spec 02 §5
 * "User info", §7, §8): contact details and communication choices (view and edit modes), the
 * login e-mail change with password and code (issue 8 item 6),
 * invoicing of the current contract, the security section with the password change, when staff
 * last looked as the resident (issue 23 item 9), and deleting the account (removeUser flag). The authenticated layout has loaded the profile's companions
 * (flags, metadata, permissions) before this screen renders.
 */
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import {
  useFeatureFlags,
  useUserMetadata,
  useUserProfile,
} from '../../shared/api/session-queries.ts'
import { useContractId, useContractRoles } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { hasPaymentRole } from '../../shared/lib/features.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { ChangePassword } from './ChangePassword.tsx'
import { ContactDetails } from './ContactDetails.tsx'
import { DeleteAccount } from './DeleteAccount.tsx'
import { EmailChange } from './EmailChange.tsx'
import { InvoiceInfo } from './InvoiceInfo.tsx'
import { LastStaffView } from './LastStaffView.tsx'
import styles from './OwnInfo.module.css'

/** The own information screen (default export for `React.lazy`). */
export default function OwnInfoScreen() {
  const { t } = useTranslation()
  const a = useAccountsText()
  useDocumentTitle(t.screens.ownInfo)
  const contractId = useContractId()
  const roles = useContractRoles()
  const profile = useUserProfile()
  const flags = useFeatureFlags().data
  const isImpersonator = useUserMetadata().data?.isImpersonator ?? false
  const showInvoice = hasPaymentRole(roles) && flags?.paymentInfo === true

  return (
    <div className={styles.page} data-qa="own-info">
      <h1>{t.screens.ownInfo}</h1>
      <AsyncView query={profile} errorText={a.ownInfo.loadError} qa="own-info-load">
        {(data) => (
          <>
            <ContactDetails profile={data} isImpersonator={isImpersonator} />
            <EmailChange email={data.email} isImpersonator={isImpersonator} />
            {showInvoice && <InvoiceInfo contractId={contractId} />}
            <ChangePassword email={data.email} />
            <LastStaffView />
            {flags?.removeUser && <DeleteAccount />}
          </>
        )}
      </AsyncView>
    </div>
  )
}
