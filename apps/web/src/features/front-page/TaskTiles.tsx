/**
 * Task tiles of the front page (spec 01 §2 Front page): defect notice (external link when
 * configured, else the internal form; hidden when defect notices are off), payments (only for a
 * contract party or payer; a disabled 'coming soon' tile unless the paymentInfo flag is on), sauna
 * reservation (always disabled, 'coming soon') and move notice (terminate contract).
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { routes } from '@asukas/contract'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'

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
}

function Tile({
  qa,
  text,
  icon,
  children,
}: {
  qa: string
  text: string
  icon: string
  children: ReactNode
}) {
  return (
    <li className="tile" data-qa={qa}>
      <span className={`tile__icon tile__icon--${icon}`} aria-hidden="true" />
      {children}
      <p className="tile__text">{text}</p>
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
  icon: string
}) {
  const { t } = useTranslation()
  return (
    <Tile qa={qa} text={text} icon={icon}>
      <span className="tile__title tile__title--disabled" aria-disabled="true">
        {title} <span className="badge">{t.frontPage.tasks.comingSoon}</span>
      </span>
    </Tile>
  )
}

/** The tiles section. */
export function TaskTiles(props: TaskTilesProps) {
  const { t } = useTranslation()
  const tasks = t.frontPage.tasks
  return (
    <section className="tasks" aria-labelledby="tasks-title">
      <h2 id="tasks-title">{tasks.title}</h2>
      <ul className="tasks__grid">
        {props.defectNotice && (
          <Tile qa="tile-defect-notice" text={tasks.defectNoticeText} icon="defect">
            {props.customDefectNoticeLinkUrl ? (
              <a
                className="tile__title"
                href={props.customDefectNoticeLinkUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {tasks.defectNotice}
                <span className="visually-hidden"> {t.app.opensInNewTab}</span>
              </a>
            ) : (
              <Link className="tile__title" to={routes.defectNoticeCreate(props.contractId)}>
                {tasks.defectNotice}
              </Link>
            )}
          </Tile>
        )}
        {props.showPayments &&
          (props.paymentInfo ? (
            <Tile qa="tile-payments" text={tasks.paymentsText} icon="payments">
              <Link className="tile__title" to={routes.paymentInfo(props.contractId)}>
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
        <Tile qa="tile-move-notice" text={tasks.moveNoticeText} icon="move">
          <Link className="tile__title" to={routes.terminate(props.contractId)}>
            {tasks.moveNotice}
          </Link>
        </Tile>
      </ul>
    </section>
  )
}
