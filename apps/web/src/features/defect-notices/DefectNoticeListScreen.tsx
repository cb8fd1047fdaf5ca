/**
 * All fault reports of the contract `/asiointi/:contractId/vikailmoitukset` (issue 26 item 21:
 * the front page lists the 5 newest and nothing listed the older ones). Newest first, filtered
 * by open (created or in progress, spec 01 §4 statuses) or completed, or all; the filter is kept
 * in the address (`?tila=avoimet|valmiit|kaikki`) so a reload or a back step keeps it. The filter
 * is the kit's radio group (arrow keys move between the choices); loading, slow, empty and error
 * states are the kit's `AsyncView`.
 */
import { useSearchParams } from 'react-router'
import { routes, type DefectNotice } from '@asukas/contract'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { plural } from '../../shared/i18n/plural.ts'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { ButtonLink } from '../../shared/ui/kit/Button.tsx'
import { EmptyState } from '../../shared/ui/kit/EmptyState.tsx'
import { RadioGroupField } from '../../shared/ui/kit/Field.tsx'
import { Skeleton } from '../../shared/ui/kit/Skeleton.tsx'
import { DefectNoticeSummary } from '../front-page/index.ts'
import { useDefectNoticeList } from './queries.ts'
import styles from './Notices.module.css'
import { BackLink } from '../../shared/ui/kit/BackLink.tsx'

/** The list's filters and their words in the address. */
const filters = { open: 'avoimet', completed: 'valmiit', all: 'kaikki' } as const
type Filter = keyof typeof filters

/** The filter named by `?tila=` (default: open). */
function filterOf(param: string | null): Filter {
  const found = (Object.keys(filters) as Filter[]).find((key) => filters[key] === param)
  return found ?? 'open'
}

/** Whether a report passes the filter: open is created or in progress. */
function passes(notice: DefectNotice, filter: Filter): boolean {
  if (filter === 'all') return true
  return filter === 'completed' ? notice.status === 'completed' : notice.status !== 'completed'
}

function NoticeList({ list, filter }: { list: DefectNotice[]; filter: Filter }) {
  const { t, lang } = useTranslation()
  const contractId = useContractId()
  const texts = t.frontPage.defectNotices
  const shown = list.filter((notice) => passes(notice, filter))
  if (shown.length === 0) {
    const title =
      filter === 'open'
        ? texts.emptyOpen
        : filter === 'completed'
          ? texts.emptyCompleted
          : texts.empty
    return <EmptyState title={title} qa="defect-notice-list-empty" />
  }
  return (
    <>
      <p className={styles.muted} data-qa="defect-notice-list-count">
        {plural(lang, shown.length, texts.count)}
      </p>
      <ul className={styles.noticeList} data-qa="defect-notice-list">
        {shown.map((notice) => (
          <li key={notice.uuid} className={styles.noticeItem} data-qa="defect-notice-list-item">
            <DefectNoticeSummary
              notice={notice}
              contractId={contractId}
              classes={{ title: styles.noticeTitle, date: styles.muted }}
            />
          </li>
        ))}
      </ul>
    </>
  )
}

/** The screen (default export for `React.lazy`). */
export default function DefectNoticeListScreen() {
  const { t } = useTranslation()
  const contractId = useContractId()
  const texts = t.frontPage.defectNotices
  const [params, setParams] = useSearchParams()
  const filter = filterOf(params.get('tila'))
  const notices = useDefectNoticeList(contractId)
  useDocumentTitle(t.screens.defectNoticeList)
  return (
    <div className={styles.page} data-qa="defect-notice-list-screen">
      <BackLink to={routes.frontPage(contractId)}>{texts.back}</BackLink>
      <h1>{t.screens.defectNoticeList}</h1>
      <div>
        <ButtonLink
          to={routes.defectNoticeCreate(contractId)}
          variant="secondary"
          qa="defect-notice-list-new"
        >
          {texts.newNotice}
        </ButtonLink>
      </div>
      <AsyncView
        query={notices}
        qa="defect-notice-list-view"
        loading={<Skeleton lines={5} />}
        errorText={texts.loadError}
      >
        {(list) => (
          <>
            <RadioGroupField
              legend={texts.filter}
              name="defect-notice-filter"
              qa="defect-notice-filter"
              value={filter}
              onChange={(next) => setParams({ tila: filters[next] }, { replace: true })}
              options={(Object.keys(filters) as Filter[]).map((key) => ({
                value: key,
                label: texts.filters[key],
              }))}
            />
            <NoticeList list={list} filter={filter} />
          </>
        )}
      </AsyncView>
    </div>
  )
}
