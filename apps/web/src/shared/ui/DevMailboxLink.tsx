/**
 * Link to the dev mailbox (issue 4 "E-mail": mail sent in demo mode is kept in the database and
 * shown at the server-rendered `/dev/mailbox`, "linked from the login page in demo mode only").
 * Renders nothing unless the public app settings say `demoMode`. Opens in a new tab so that a
 * registration or password reset in progress stays where it is.
 */
import { useAppSettings } from '../api/app-settings.ts'
import { useTranslation } from '../i18n/LanguageProvider.tsx'
import styles from './DevMailboxLink.module.css'

/** Path of the dev mailbox page (served by the API server, not by the web app). */
export const DEV_MAILBOX_PATH = '/dev/mailbox'

/** The dev mailbox link (`data-qa="dev-mailbox-link"`), in demo mode only. */
export function DevMailboxLink() {
  const { t } = useTranslation()
  const settings = useAppSettings().data
  if (!settings?.demoMode) return null
  return (
    <p className={styles.mailbox}>
      <span>{t.devMailbox.hint}</span>{' '}
      <a href={DEV_MAILBOX_PATH} target="_blank" rel="noopener" data-qa="dev-mailbox-link">
        {t.devMailbox.link}
        <span className="visually-hidden"> {t.app.opensInNewTab}</span>
      </a>
    </p>
  )
}
