/**
 * The top navigation (spec 01 §2 "Top navigation groups"): home, then groups that open as
 * disclosure menus. Under 691 px the whole list collapses behind a menu button.
 */
import { useCallback, useId, useRef, useState } from 'react'
import { NavLink } from 'react-router'
import { useDismiss } from '../../../shared/hooks/useDismiss.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import type { NavEntry, NavGroupId, NavItem } from './navigation.ts'
import { Button } from '../../../shared/ui/kit/Button.tsx'

function NavItemView({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation()
  const label = t.nav[item.id]
  switch (item.kind) {
    case 'internal':
      return (
        <NavLink
          to={item.to}
          end
          className="nav__link"
          data-qa={`nav-${item.id}`}
          onClick={onNavigate}
        >
          {label}
        </NavLink>
      )
    case 'external':
      return (
        <a
          href={item.href}
          className="nav__link"
          target="_blank"
          rel="noopener noreferrer"
          data-qa={`nav-${item.id}`}
          onClick={onNavigate}
        >
          {label}
          <span className="visually-hidden"> {t.app.opensInNewTab}</span>
        </a>
      )
    case 'comingSoon':
      return (
        <span
          className="nav__link nav__link--disabled"
          aria-disabled="true"
          data-qa={`nav-${item.id}`}
        >
          {label} <span className="badge">{t.nav.comingSoon}</span>
        </span>
      )
  }
}

function NavGroup({
  id,
  items,
  open,
  onToggle,
  onNavigate,
}: {
  id: NavGroupId
  items: NavItem[]
  open: boolean
  onToggle: () => void
  onNavigate: () => void
}) {
  const { t } = useTranslation()
  const listId = useId()
  return (
    <li className="nav__group">
      <Button
        variant="plain"
        className="nav__group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        qa={`nav-group-${id}`}
        onClick={onToggle}
      >
        {t.nav[id]}
        <span className="nav__chevron" aria-hidden="true" />
      </Button>
      <ul id={listId} className="nav__submenu" hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            <NavItemView item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  )
}

/** The navigation landmark built from {@link NavEntry} entries. */
export function TopNavigation({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [openGroup, setOpenGroup] = useState<NavGroupId | null>(null)
  const container = useRef<HTMLElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const closeAll = useCallback(() => {
    setMenuOpen(false)
    setOpenGroup(null)
  }, [])
  useDismiss(menuOpen || openGroup !== null, closeAll, container, toggle)

  return (
    <nav className="nav" aria-label={t.nav.label} ref={container}>
      <Button
        variant="plain"
        ref={toggle}
        className="nav__menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={listId}
        qa="nav-menu-toggle"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="nav__burger" aria-hidden="true" />
        {t.nav.menu}
      </Button>
      <ul id={listId} className={`nav__list${menuOpen ? ' nav__list--open' : ''}`}>
        {entries.map((entry) =>
          entry.kind === 'item' ? (
            <li key={entry.item.id} className="nav__top-item">
              <NavItemView item={entry.item} onNavigate={closeAll} />
            </li>
          ) : (
            <NavGroup
              key={entry.id}
              id={entry.id}
              items={entry.items}
              open={openGroup === entry.id}
              onToggle={() => setOpenGroup((current) => (current === entry.id ? null : entry.id))}
              onNavigate={closeAll}
            />
          ),
        )}
      </ul>
    </nav>
  )
}
