/**
 * The latest defect notices of the contract on the front page (spec 01 §2: "up to 5 defect
 * notices"; spec 02 §9): title, status and date, each linking to the notice, and a link to all
 * of the contract's fault reports (issue 26 item 21).
 */
import { Link } from 'react-router'
import { routes } from '@asukas/contract'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { EmptyState } from '../../shared/ui/kit/EmptyState.tsx'
import { Skeleton } from '../../shared/ui/kit/Skeleton.tsx'
import { DefectNoticeSummary } from './DefectNoticeSummary.tsx'
import { useDefectNotices } from './queries.ts'
import styles from './FrontPage.module.css'

/** Spec 02 §9: "the front page shows up to 5 defect notices". */
export const FRONT_PAGE_DEFECT_NOTICES = 5

/** The defect notices section. */
export function DefectNoticeList({ contractId }: { contractId: string }) {
  const { t } = useTranslation()
  const notices = useDefectNotices(contractId, true)
  const texts = t.frontPage.defectNotices
  return (
    <section aria-labelledby="defect-notices-title">
      <h2 id="defect-notices-title">{texts.title}</h2>
      <AsyncView
        query={notices}
        qa="defect-notices"
        loading={<Skeleton lines={3} />}
        errorText={texts.loadError}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={texts.empty} qa="defect-notices-empty" />}
      >
        {(list) => (
          <ul className={styles.notices}>
            {list.slice(0, FRONT_PAGE_DEFECT_NOTICES).map((notice) => (
              <li key={notice.uuid} className={styles.notice} data-qa="defect-notice">
                <DefectNoticeSummary
                  notice={notice}
                  contractId={contractId}
                  classes={{ title: styles.noticeTitle, date: styles.noticeDate }}
                />
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
      <Link to={routes.defectNoticeList(contractId)} data-qa="defect-notices-show-all">
        {texts.showAll}
      </Link>
    </section>
  )
}
