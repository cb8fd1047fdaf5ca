/**
 * The offline notices of the signed-in layout (issue 25 item 4 "Readable offline"):
 *
 * - when the data shown came from the service worker's cache, or the browser is offline, a
 *   polite status "You are offline. Information last updated at HH:MM." (the time the oldest
 *   cached answer in use was stored, else that of the last answer from the network);
 * - when a form could not be sent for lack of a network, an alert bar at the bottom of the
 *   viewport (seen wherever the send button was) saying so and that what was typed is kept.
 *
 * When the browser is back online after cached answers were shown, the screen's data is read
 * again.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { dismissOfflineWrite, offlineState, subscribeOffline } from '../shared/api/offline.ts'
import { useFormat } from '../shared/hooks/useFormat.ts'
import { useTranslation } from '../shared/i18n/LanguageProvider.tsx'
import { Alert } from '../shared/ui/kit/Alert.tsx'
import { Button } from '../shared/ui/kit/Button.tsx'
import styles from './UpdatePrompt.module.css'

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** The notices; nothing while online with answers from the network. */
export function OfflineNotice() {
  const { t } = useTranslation()
  const format = useFormat()
  const queryClient = useQueryClient()
  const { cachedAt, lastNetworkAt, writeFailed } = useSyncExternalStore(
    subscribeOffline,
    offlineState,
  )
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine)
  const fromCache = cachedAt !== null
  const wasOnline = useRef(online)
  useEffect(() => {
    const cameBack = online && !wasOnline.current
    wasOnline.current = online
    if (!cameBack || offlineState().cachedAt === null) return undefined
    // Back online: read again what the cache answered, only on the change (a slow network whose
    // answers keep timing out is not asked over and over). The first reads may still meet the
    // worker's fallback while the connection comes up, so up to 4 tries, 2, 4 and 6 s apart,
    // until an answer from the network arrives.
    let tries = 0
    let timer: number | undefined
    const read = () => {
      if (offlineState().cachedAt === null || tries >= 4) return
      tries += 1
      void queryClient.invalidateQueries()
      timer = window.setTimeout(read, 2_000 * tries)
    }
    read()
    return () => window.clearTimeout(timer)
  }, [online, queryClient])

  const since = cachedAt ?? lastNetworkAt
  return (
    <>
      {(fromCache || !online) && (
        <Alert variant="info" qa="offline-notice">
          {t.app.offline(since === null ? null : format.time(since))}
        </Alert>
      )}
      {writeFailed && (
        <div className={styles.bar} role="alert" data-qa="offline-write">
          <span>{t.app.offlineWrite}</span>
          <Button variant="secondary" qa="offline-write-close" onClick={dismissOfflineWrite}>
            {t.app.close}
          </Button>
        </div>
      )}
    </>
  )
}
