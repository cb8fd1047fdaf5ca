/**
 * Profile menu (spec 01 §2): a disclosure button with the user's name opening links to own
 * information and to log out.
 */
import { useCallback, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { routes } from '@asukas/contract'
import { useDismiss } from '../../../shared/hooks/useDismiss.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { Button } from '../../../shared/ui/kit/Button.tsx'

/** The profile menu (`data-qa="profile-menu"`, items `profile-own-info` and `logout`). */
export function ProfileMenu({
  contractId,
  name,
}: {
  contractId: string
  name: string | undefined
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, container, toggle)
  return (
    <div className="profile-menu" ref={container}>
      <Button
        variant="plain"
        ref={toggle}
        className="profile-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        qa="profile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="profile-menu__avatar" aria-hidden="true">
          {name ? name.charAt(0).toUpperCase() : ''}
        </span>
        <span className="profile-menu__name">{name ?? t.profile.menu}</span>
        {name && <span className="visually-hidden">, {t.profile.menu}</span>}
      </Button>
      <ul id={listId} className="profile-menu__list" hidden={!open}>
        <li>
          <Link to={routes.ownInfo(contractId)} onClick={close} data-qa="profile-own-info">
            {t.profile.ownInfo}
          </Link>
        </li>
        <li>
          <Link to={routes.logout} onClick={close} data-qa="logout">
            {t.profile.logout}
          </Link>
        </li>
      </ul>
    </div>
  )
}
