/**
 * The front page route: composes the front-page feature with the bulletins feature's latest
 * bulletins (features do not import each other; the app composes them).
 */
import { useParams } from 'react-router'
import { useAppSettings } from '../../shared/api/app-settings.ts'
import { FrontPageScreen } from '../../features/front-page/FrontPageScreen.tsx'
import { LatestBulletins } from '../../features/bulletins/LatestBulletins.tsx'

/** The front page (default export for `React.lazy`). */
export default function FrontPageRoute() {
  const { contractId = '' } = useParams()
  const settings = useAppSettings().data
  return (
    <FrontPageScreen
      bulletins={
        <LatestBulletins
          contractId={contractId}
          showBoardLink={settings ? !settings.contractTerminationOnly : false}
        />
      }
    />
  )
}
