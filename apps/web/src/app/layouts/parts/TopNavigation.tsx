/**
 * The top navigation (spec 01 §2 "Top navigation groups"): home, then groups that open as
 * disclosure menus. Under 691 px the whole list collapses behind a menu button.
 */
import { useCallback, useId, useRef, useState } from 'react'
import { NavLink } from 'react-router'
import { useDismiss } from '../../../shared/hooks/useDismiss.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { nameWithCount } from '../../../shared/i18n/plural.ts'
import type { NavEntry, NavGroupId, NavItem, NavItemId } from './navigation.ts'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { Badge } from '../../../shared/ui/kit/Badge.tsx'

/** Unread counts shown beside entries (issue 26 item 4: the Messages entry). */
export type NavCounts = Partial<Record<NavItemId, number>>

/**
 * A count beside a name, visually a badge hidden from assistive technology: the element around
 * it carries the count in its name (`nameWithCount`: 'Viestit, 2 lukematonta').
 */
function CountBadge({ count, qa }: { count: number; qa: string }) {
  if (count <= 0) return null
  // The space makes the visible text 'Viestit 2', which the name 'Viestit, 2 lukematonta' holds.
  return (
    <>
      {' '}
      <span className="count-badge" aria-hidden="true" data-qa={qa}>
        {count}
      </span>
    </>
  )
}

function NavItemView({
  item,
  counts,
  onNavigate,
}: {
  item: NavItem
  counts: NavCounts
  onNavigate: () => void
}) {
  const { t, lang } = useTranslation()
  const label = t.nav[item.id]
  const count = counts[item.id] ?? 0
  switch (item.kind) {
    case 'internal':
      return (
        <NavLink
          to={item.to}
          end
          className="nav__link"
          aria-label={count > 0 ? nameWithCount(lang, label, count, t.nav.unread) : undefined}
          data-qa={`nav-${item.id}`}
          onClick={onNavigate}
        >
          {label}
          <CountBadge count={count} qa={`nav-${item.id}-unread`} />
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
          {label} <Badge>{t.nav.comingSoon}</Badge>
        </span>
      )
  }
}

function NavGroup({
  id,
  items,
  counts,
  open,
  onToggle,
  onNavigate,
}: {
  id: NavGroupId
  items: NavItem[]
  counts: NavCounts
  open: boolean
  onToggle: () => void
  onNavigate: () => void
}) {
  const { t, lang } = useTranslation()
  const listId = useId()
  // A closed group shows the counts of its entries too.
  const total = items.reduce((sum, item) => sum + (counts[item.id] ?? 0), 0)
  return (
    <li className="nav__group">
      <Button
        variant="plain"
        className="nav__group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={total > 0 ? nameWithCount(lang, t.nav[id], total, t.nav.unread) : undefined}
        qa={`nav-group-${id}`}
        onClick={onToggle}
      >
        {t.nav[id]}
        <CountBadge count={total} qa={`nav-group-${id}-unread`} />
        <span className="nav__chevron" aria-hidden="true" />
      </Button>
      <ul id={listId} className="nav__submenu" hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            <NavItemView item={item} counts={counts} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  )
}

/** The navigation landmark built from {@link NavEntry} entries, with `counts` beside entries. */
export function TopNavigation({
  entries,
  counts = {},
}: {
  entries: NavEntry[]
  counts?: NavCounts
}) {
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
              <NavItemView item={entry.item} counts={counts} onNavigate={closeAll} />
            </li>
          ) : (
            <NavGroup
              key={entry.id}
              id={entry.id}
              items={entry.items}
              counts={counts}
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
