/**
 * Task tiles of the front page (spec 01 §2 Front page): defect notice (external link when
 * configured, else the internal form; hidden when defect notices are off), payments (only for a
 * contract party or payer; a disabled 'coming soon' tile unless the paymentInfo flag is on), sauna
 * reservation (always disabled, 'coming soon'), messages (ours, issue 26 item 4: when messages
 * are on, with the unread count), move notice (terminate contract) and, for a contract party,
 * add tenant.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { routes } from '@asukas/contract'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { nameWithCount } from '../../shared/i18n/plural.ts'
import styles from './FrontPage.module.css'
import { Badge } from '../../shared/ui/kit/Badge.tsx'

/** What decides the tiles. */
export interface TaskTilesProps {
  contractId: string
  /** Defect notices on (`appSettings.defectNotice`) and not in termination-only mode. */
  defectNotice: boolean
  /** `appSettings.customDefectNoticeLinkUrl`. */
  customDefectNoticeLinkUrl: string | null
  /** The user is a contract party or payer (and not in termination-only mode). */
  showPayments: boolean
  /** `featureFlags.paymentInfo`. */
  paymentInfo: boolean
  /** Messages on (flag and setting) and not in termination-only mode. */
  messages: boolean
  /** The resident's unread messages on the contract. */
  unreadMessages: number
  /**
   * The user is a contract party of a contract that is not terminated: they may ask to add a
   * tenant (spec 01 §2 Add tenant; issue 26 item 13: it was reachable only by its address).
   */
  showAddTenant: boolean
}

/** The tiles' icons (issue 10 finding 14: they were blank circles). */
type TileIcon = 'defect' | 'payments' | 'sauna' | 'move' | 'messages' | 'addTenant'

/** 24 × 24 outline paths of each icon (drawn in the text colour of the tile's primary shade). */
const iconPaths: Record<TileIcon, string[]> = {
  // a wrench
  defect: [
    'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z',
  ],
  // a banknote with a coin
  payments: ['M2 7h20v10H2z', 'M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z', 'M5 10v4M19 10v4'],
  // steam over a bench
  sauna: [
    'M3 19h18M5 19v-4h14v4',
    'M8 11c-1-1.5 1-2.5 0-4M12 11c-1-1.5 1-2.5 0-4M16 11c-1-1.5 1-2.5 0-4',
  ],
  // a speech bubble
  messages: ['M4 5h16v11H9l-5 4z', 'M8 9h8M8 12h5'],
  // a moving box with an arrow
  move: ['M3 9l4-4h10l4 4v10H3z', 'M3 9h18', 'M10 14h6m-2-2 2 2-2 2'],
  // a person with a plus
  addTenant: ['M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M2 21v-1a7 7 0 0 1 14 0v1', 'M19 8v6M16 11h6'],
}

/** The icon of a tile: decorative, so hidden from assistive technology. */
function TileIconSvg({ icon }: { icon: TileIcon }) {
  return (
    <svg
      className={styles.tileIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
    >
      {iconPaths[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

function Tile({
  qa,
  text,
  icon,
  children,
}: {
  qa: string
  text: string
  icon: TileIcon
  children: ReactNode
}) {
  return (
    <li className={styles.tile} data-qa={qa}>
      <TileIconSvg icon={icon} />
      {children}
      <p className={styles.tileText}>{text}</p>
    </li>
  )
}

function DisabledTile({
  qa,
  title,
  text,
  icon,
}: {
  qa: string
  title: string
  text: string
  icon: TileIcon
}) {
  const { t } = useTranslation()
  return (
    <Tile qa={qa} text={text} icon={icon}>
      <span className={`${styles.tileTitle} ${styles.tileTitleDisabled}`} aria-disabled="true">
        {title} <Badge>{t.frontPage.tasks.comingSoon}</Badge>
      </span>
    </Tile>
  )
}

/** The tiles section. */
export function TaskTiles(props: TaskTilesProps) {
  const { t, lang } = useTranslation()
  const tasks = t.frontPage.tasks
  return (
    <section aria-labelledby="tasks-title">
      <h2 id="tasks-title">{tasks.title}</h2>
      <ul className={styles.tiles}>
        {props.defectNotice && (
          <Tile qa="tile-defect-notice" text={tasks.defectNoticeText} icon="defect">
            {props.customDefectNoticeLinkUrl ? (
              <a
                className={styles.tileTitle}
                href={props.customDefectNoticeLinkUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {tasks.defectNotice}
                <span className="visually-hidden"> {t.app.opensInNewTab}</span>
              </a>
            ) : (
              <Link className={styles.tileTitle} to={routes.defectNoticeCreate(props.contractId)}>
                {tasks.defectNotice}
              </Link>
            )}
          </Tile>
        )}
        {props.showPayments &&
          (props.paymentInfo ? (
            <Tile qa="tile-payments" text={tasks.paymentsText} icon="payments">
              <Link className={styles.tileTitle} to={routes.paymentInfo(props.contractId)}>
                {tasks.payments}
              </Link>
            </Tile>
          ) : (
            <DisabledTile
              qa="tile-payments"
              title={tasks.payments}
              text={tasks.paymentsText}
              icon="payments"
            />
          ))}
        <DisabledTile qa="tile-sauna" title={tasks.sauna} text={tasks.saunaText} icon="sauna" />
        {props.messages && (
          <Tile qa="tile-messages" text={tasks.messagesText} icon="messages">
            <Link
              className={styles.tileTitle}
              to={routes.messages(props.contractId)}
              aria-label={
                props.unreadMessages > 0
                  ? nameWithCount(lang, tasks.messages, props.unreadMessages, t.nav.unread)
                  : undefined
              }
            >
              {tasks.messages}
              {props.unreadMessages > 0 && (
                <>
                  {' '}
                  <span className="count-badge" aria-hidden="true" data-qa="tile-messages-unread">
                    {props.unreadMessages}
                  </span>
                </>
              )}
            </Link>
          </Tile>
        )}
        <Tile qa="tile-move-notice" text={tasks.moveNoticeText} icon="move">
          <Link className={styles.tileTitle} to={routes.terminate(props.contractId)}>
            {tasks.moveNotice}
          </Link>
        </Tile>
        {props.showAddTenant && (
          <Tile qa="tile-add-tenant" text={tasks.addTenantText} icon="addTenant">
            <Link className={styles.tileTitle} to={routes.addTenant(props.contractId)}>
              {tasks.addTenant}
            </Link>
          </Tile>
        )}
      </ul>
    </section>
  )
}
