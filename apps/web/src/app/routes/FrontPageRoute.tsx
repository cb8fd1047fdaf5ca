/**
 * The front page route: composes the front-page feature with the bulletins feature's latest
 * bulletins (features do not import each other; the app composes them). Until the first answer
 * of every section is in (notifications, profile, defect notices when shown, the first bulletin
 * page), it shows the page's skeleton, so the page appears at once without layout shift
 * (issue 9). The requests themselves started with the page's code (`route-prefetch.tsx`).
 */
import { useState } from 'react'
import { useParams } from 'react-router'
import { useAppSettings } from '../../shared/api/app-settings.ts'
import { useUserProfile } from '../../shared/api/session-queries.ts'
import { FrontPageScreen } from '../../features/front-page/FrontPageScreen.tsx'
import { FrontPageSkeleton } from '../../features/front-page/FrontPageSkeleton.tsx'
import { useDefectNotices, useNotifications } from '../../features/front-page/queries.ts'
import { LatestBulletins } from '../../features/bulletins/LatestBulletins.tsx'
import { useBulletinPages } from '../../features/bulletins/queries.ts'

/** The front page (default export for `React.lazy`). */
export default function FrontPageRoute() {
  const { contractId = '' } = useParams()
  const settings = useAppSettings().data
  const defectNoticesShown = settings
    ? !settings.contractTerminationOnly && settings.defectNotice
    : false
  const pending = [
    useNotifications().isPending,
    useUserProfile().isPending,
    useBulletinPages(contractId).isPending,
    useDefectNotices(contractId, defectNoticesShown).isPending && defectNoticesShown,
  ]
  // Once shown, the page stays: a section that refetches (e.g. after an error, when its own
  // view mounts) shows its own loading state instead of turning the page back into a skeleton.
  const [shown, setShown] = useState(false)
  if (!shown && settings && !pending.some(Boolean)) setShown(true)
  if (!settings || !shown) return <FrontPageSkeleton />
  return (
    <FrontPageScreen
      bulletins={
        <LatestBulletins
          contractId={contractId}
          showBoardLink={!settings.contractTerminationOnly}
        />
      }
    />
  )
}
