/**
 * Registers the service worker (`/sw.js`, built from apps/web `sw/sw.ts`; issue 25 item 3) in a
 * production build, once the page has loaded, so the worker's install (the app shell's precache)
 * never competes with the page's own requests.
 *
 * When a new version's worker is installed and waiting, `onUpdate` gets a function that hands
 * the page over to it: the worker takes control and the page reloads once on the new version.
 * The first install takes control with no prompt (nothing was on an old version).
 */
import type { Workbox } from 'workbox-window'

/** Hands the page over to the waiting worker and reloads it. */
export type ApplyUpdate = () => void

/**
 * Starts the worker's registration after the `load` event.
 *
 * @param onUpdate called when a new version is waiting (not on the first install).
 * @returns nothing; a browser without service workers, or a development build, registers none.
 */
export function registerServiceWorker(onUpdate: (apply: ApplyUpdate) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const start = () => {
    void import('workbox-window').then(({ Workbox }) => {
      const workbox: Workbox = new Workbox('/sw.js')
      workbox.addEventListener('waiting', () => {
        onUpdate(() => {
          workbox.addEventListener('controlling', () => window.location.reload())
          workbox.messageSkipWaiting()
        })
      })
      void workbox.register()
    })
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
