/**
 * One fault report in a list: the front page's latest reports and the list of all of them
 * (`features/defect-notices/DefectNoticeListScreen.tsx`) show it alike, each in its own style.
 */
import { Link } from 'react-router'
import { routes, type DefectNotice } from '@asukas/contract'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'

/**
 * The report's title linking to it, its status and the day it was created, for inside a list
 * item; `classes` style the title link and the date.
 */
export function DefectNoticeSummary({
  notice,
  contractId,
  classes,
}: {
  notice: DefectNotice
  contractId: string
  classes: { title: string | undefined; date: string | undefined }
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const texts = t.frontPage.defectNotices
  return (
    <>
      <Link className={classes.title} to={routes.defectNoticeEdit(contractId, notice.uuid)}>
        {/* A report may have only files: then its number stands for the title. */}
        {notice.title !== '' ? notice.title : `#${notice.id}`}
      </Link>
      <span className={`status status--${notice.status}`}>
        <span className="visually-hidden">{texts.status}: </span>
        {texts.statuses[notice.status]}
      </span>
      <span className={classes.date}>
        {texts.created} {format.date(notice.createdAt)}
      </span>
    </>
  )
}
