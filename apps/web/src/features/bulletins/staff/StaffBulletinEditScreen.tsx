/**
 * A new or existing bulletin for staff (issue 14; administrators): the bulletin's status and
 * author above {@link BulletinForm}. An existing bulletin loads through the kit's `AsyncView`.
 */
import { Link, useParams } from 'react-router'
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts'
import { useBulletinsText } from '../../../shared/i18n/bulletins/section.ts'
import { staffPaths } from '../../../shared/lib/staff-paths.ts'
import { AsyncView } from '../../../shared/ui/kit/AsyncView.tsx'
import { BulletinForm } from './BulletinForm.tsx'
import { useStaffBulletin } from './queries.ts'

function ExistingBulletin({ id }: { id: string }) {
  const texts = useBulletinsText().staff
  const bulletin = useStaffBulletin(id)
  return (
    <AsyncView query={bulletin} qa="bulletin">
      {(data) => (
        <>
          <p className="staff-meta" data-qa="bulletin-status">
            {texts.statuses[data.status]} · {texts.author} {data.author}
          </p>
          <BulletinForm key={`${data.id}-${data.status}`} bulletin={data} />
        </>
      )}
    </AsyncView>
  )
}

/** A new bulletin (`/uusi`) or an existing one (`/:id`); default export for `React.lazy`. */
export default function StaffBulletinEditScreen() {
  const { id } = useParams()
  const texts = useBulletinsText().staff
  const title = id === undefined ? texts.new : texts.edit
  useDocumentTitle(title)
  return (
    <div className="staff-page" data-qa="staff-bulletin">
      <Link className="back-link" to={staffPaths.bulletins}>
        {texts.title}
      </Link>
      <h1>{title}</h1>
      {id === undefined ? <BulletinForm bulletin={undefined} /> : <ExistingBulletin id={id} />}
    </div>
  )
}
