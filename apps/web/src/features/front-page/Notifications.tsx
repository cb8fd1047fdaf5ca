/**
 * The front page's notifications (spec 01 §2 Front page, §3 Notification, §4 Notifications): the
 * six shown categories, each with its text and a link to where it is handled; the arrear shows
 * the amount as a negative euro amount (`−152,40 €`); a close button for closeable ones unless
 * the user is an impersonator.
 */
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { routes } from '@asukas/contract'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import type { Translations } from '../../shared/i18n/fi.ts'
import { errorMessage } from '../../shared/lib/error-message.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import type { ShownNotification } from './notification-filter.ts'
import { visibleNotifications } from './notification-filter.ts'
import { useCloseNotification, useNotifications } from './queries.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'
import styles from './FrontPage.module.css'
import { Badge } from '../../shared/ui/kit/Badge.tsx'

/** Where each shown notification leads, given what is available to the user. */
export interface NotificationLinks {
  payments: boolean
  messages: boolean
}

function notificationText(t: Translations, n: ShownNotification, arrear: (a: number) => string) {
  if (n.category === 'arrear')
    return t.frontPage.notifications.arrear(arrear(n.notificationMeta.arrearAmount ?? 0))
  return t.frontPage.notifications[n.category]
}

function notificationAction(
  t: Translations,
  n: ShownNotification,
  contractId: string,
  links: NotificationLinks,
): { to: string; label: string } | null {
  const actions = t.frontPage.notifications.actions
  switch (n.category) {
    case 'arrear':
      return links.payments
        ? { to: routes.paymentHistory(contractId), label: actions.payments }
        : null
    case 'contract_termination_request_approval_needed':
      return { to: routes.confirmTermination(contractId), label: actions.confirmTermination }
    case 'contract_modification_request_approval_needed':
      return { to: routes.confirmModification(contractId), label: actions.confirmModification }
    case 'message':
      // The thread whose message raised it (issue 26 item 5); showing it closes the notification.
      if (!links.messages) return null
      return n.notificationMeta.messageThreadUuid
        ? {
            to: routes.messageThread(contractId, n.notificationMeta.messageThreadUuid),
            label: actions.messages,
          }
        : { to: routes.messages(contractId), label: actions.messages }
    default:
      return null
  }
}

/** The notifications section; renders nothing when there are none to show. */
export function Notifications({
  contractId,
  canClose,
  links,
}: {
  contractId: string
  /** False for an impersonating staff user (spec 01 §4). */
  canClose: boolean
  links: NotificationLinks
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const notifications = useNotifications()
  const close = useCloseNotification()
  // Issue 26 item 16: after a close, the focus goes to the next notification (or the previous
  // one, or the page's heading when none is left), never to the page body.
  const items = useRef(new Map<string, HTMLLIElement>())
  const [focusNext, setFocusNext] = useState<{ id: string | null } | null>(null)
  const shownIds = visibleNotifications(notifications.data ?? [], contractId, {
    messaging: links.messages,
  })
    .map((n) => n.id)
    .join(' ')
  useEffect(() => {
    if (!focusNext) return
    const target =
      (focusNext.id === null ? undefined : items.current.get(focusNext.id)) ??
      document.querySelector<HTMLElement>('main h1')
    if (target && target.isConnected) {
      if (target.tagName === 'H1' && !target.hasAttribute('tabindex')) target.tabIndex = -1
      target.focus()
      setFocusNext(null)
    }
  }, [focusNext, shownIds])
  if (notifications.isError) {
    return (
      <Alert variant="error" qa="notifications-error">
        {t.frontPage.notifications.loadError}
      </Alert>
    )
  }
  const shown = visibleNotifications(notifications.data ?? [], contractId, {
    messaging: links.messages,
  })
  if (shown.length === 0) return null
  return (
    <section aria-labelledby="notifications-title">
      <h2 id="notifications-title" className="visually-hidden">
        {t.frontPage.notifications.title}
      </h2>
      {close.isError && (
        <Alert variant="error" qa="notification-close-error">
          {t.frontPage.notifications.closeFailed} {errorMessage(t, close.error)}
        </Alert>
      )}
      <ul className={styles.notifications}>
        {shown.map((n) => {
          const action = notificationAction(t, n, contractId, links)
          const closing = close.isPending && close.variables === n.id
          const index = shown.indexOf(n)
          const neighbour = shown[index + 1] ?? shown[index - 1] ?? null
          return (
            <li
              key={n.id}
              ref={(element) => {
                if (element) items.current.set(n.id, element)
                else items.current.delete(n.id)
              }}
              tabIndex={-1}
              className={
                n.priority === 'important'
                  ? `${styles.notification} ${styles.important}`
                  : styles.notification
              }
              data-qa="notification"
              data-category={n.category}
            >
              <div className={styles.notificationContent}>
                {n.priority === 'important' && (
                  <Badge important>{t.frontPage.notifications.important}</Badge>
                )}
                <p className={styles.notificationText}>{notificationText(t, n, format.arrear)}</p>
                {action && (
                  <Link to={action.to} data-qa="notification-action">
                    {action.label}
                  </Link>
                )}
              </div>
              {canClose && n.isCloseable && (
                <Button
                  variant="plain"
                  className={styles.close}
                  aria-label={t.frontPage.notifications.close}
                  disabled={closing}
                  qa="notification-close"
                  onClick={() =>
                    close.mutate(n.id, {
                      onSuccess: () => setFocusNext({ id: neighbour?.id ?? null }),
                    })
                  }
                >
                  <span aria-hidden="true">×</span>
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
