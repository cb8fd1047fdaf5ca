/**
 * The end of a password change or reset by code (spec 01 §4 "Password reset or change: send a
 * code, then enter the code and a new password, then completed or error (try again)"; spec 02 §8:
 * "The failure view says 'password change failed' plus the cause").
 */
import type { ReactNode } from 'react'
import { useAccountsText } from '../i18n/accounts/section.ts'
import type { PasswordChangeCause } from '../lib/password-errors.ts'
import { Alert } from './kit/Alert.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import styles from './PasswordChangeOutcome.module.css'

/** The outcome: completed, or failed with a cause. */
export type PasswordChangeResult =
  { kind: 'completed' } | { kind: 'failed'; cause: PasswordChangeCause }

/**
 * Shows the outcome. A completed change shows `completedText` and `completedAction` (e.g. a
 * login link); a failure shows its cause and a 'try again' button calling `onTryAgain`. The
 * message box is titled 'password changed' / 'password change failed' unless `titled` is false
 * (when the page's heading already says it).
 */
export function PasswordChangeOutcome({
  result,
  completedText,
  completedAction,
  onTryAgain,
  titled = true,
}: {
  result: PasswordChangeResult
  completedText?: string
  completedAction?: ReactNode
  onTryAgain: () => void
  titled?: boolean
}) {
  const t = useAccountsText().passwordChange
  if (result.kind === 'completed') {
    return (
      <div className={styles.outcome} data-qa="password-change-completed">
        <Alert variant="success" title={titled ? t.completedTitle : undefined}>
          {completedText && <p>{completedText}</p>}
        </Alert>
        {completedAction}
      </div>
    )
  }
  return (
    <div className={styles.outcome} data-qa="password-change-failed">
      <Alert variant="error" title={titled ? t.failedTitle : undefined}>
        <p data-qa={`password-change-cause-${result.cause}`}>{t.causes[result.cause]}</p>
      </Alert>
      <Button onClick={onTryAgain} qa="password-change-try-again">
        {t.tryAgain}
      </Button>
    </div>
  )
}
