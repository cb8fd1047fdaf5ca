/**
 * The update prompt (issue 25 item 3): when a new version of the portal has been installed in
 * the background, a polite status bar says so and offers "Update now", which hands the page over
 * to the new version and reloads it. Until then the resident keeps working on the old version:
 * nothing is lost from a half-filled form.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from '../shared/i18n/LanguageProvider.tsx'
import { Button } from '../shared/ui/kit/Button.tsx'
import { registerServiceWorker, type ApplyUpdate } from './service-worker.ts'
import styles from './UpdatePrompt.module.css'

/** The prompt; renders nothing until a new version is waiting. */
export function UpdatePrompt({
  register = registerServiceWorker,
}: {
  /** The registration (a stand-in in unit tests). */
  register?: (onUpdate: (apply: ApplyUpdate) => void) => void
}) {
  const { t } = useTranslation()
  const [apply, setApply] = useState<ApplyUpdate | null>(null)
  useEffect(() => {
    register((next) => setApply(() => next))
  }, [register])
  if (apply === null) return null
  return (
    <div className={styles.bar} role="status" data-qa="update-prompt">
      <span>{t.app.updateAvailable}</span>
      <Button variant="secondary" qa="update-now" onClick={apply}>
        {t.app.updateNow}
      </Button>
    </div>
  )
}
