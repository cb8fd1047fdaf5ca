/**
 * The staff's list of bulletins (issue 14; administrators): every bulletin, newest first, with
 * its status, time and author, and a link to write a new one. Loading, slow and failed loads
 * through the kit's `AsyncView`.
 */
import { Link } from 'react-router'
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import { useBulletinsText } from '../../../shared/i18n/bulletins/section.ts'
import { staffLinks, staffPaths } from '../../../shared/lib/staff-paths.ts'
import { AsyncView } from '../../../shared/ui/kit/AsyncView.tsx'
import { ButtonLink } from '../../../shared/ui/kit/Button.tsx'
import { useStaffBulletins } from './queries.ts'
import styles from './StaffBulletins.module.css'
import { Badge } from '../../../shared/ui/kit/Badge.tsx'

/** The list (default export for `React.lazy`). */
export default function StaffBulletinsScreen() {
  const texts = useBulletinsText().staff
  useDocumentTitle(texts.title)
  const format = useFormat()
  const bulletins = useStaffBulletins()
  return (
    <div className="staff-page" data-qa="staff-bulletins">
      <h1>{texts.title}</h1>
      <p>
        <ButtonLink variant="primary" to={staffPaths.newBulletin} qa="bulletin-new">
          {texts.new}
        </ButtonLink>
      </p>
      <AsyncView
        query={bulletins}
        isEmpty={(items) => items.length === 0}
        empty={<p>{texts.empty}</p>}
        qa="bulletin-list"
      >
        {(items) => (
          <ul className="staff-list" data-qa="bulletin-items">
            {items.map((bulletin) => (
              <li key={bulletin.id} className={styles.item} data-qa="bulletin-item">
                <p className="staff-meta">
                  <Badge>{texts.statuses[bulletin.status]}</Badge>{' '}
                  {format.dateWithYear(bulletin.publishedAt)} {format.time(bulletin.publishedAt)} ·{' '}
                  {bulletin.author}
                </p>
                <h2 className={styles.title}>
                  <Link to={staffLinks.bulletin(bulletin.id)}>{bulletin.title.fi}</Link>
                </h2>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </div>
  )
}
