/**
 * When staff last looked at the portal as the resident (issue 23 item 9): customer service and
 * administrators may view the service as a resident, read-only, to help; every such read is
 * audited and the newest is shown here with its date and time (Europe/Helsinki).
 */
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { useLastStaffView } from './queries.ts'

/** The "staff views" section of own information. */
export function LastStaffView() {
  const texts = useAccountsText().ownInfo.staffView
  const format = useFormat()
  const view = useLastStaffView()
  const at = view.data?.lastViewedAt
  return (
    <Card title={texts.title} qa="own-info-staff-view">
      <p>{texts.text}</p>
      {view.isError && <p>{texts.loadError}</p>}
      {at !== undefined && (
        <p data-qa="own-info-last-staff-view">
          {at === null ? texts.never : texts.last(format.dateWithYear(at), format.time(at))}
        </p>
      )}
    </Card>
  )
}
