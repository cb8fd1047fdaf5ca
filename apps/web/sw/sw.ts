/**
 * The service worker of the web app (issue 25 item 3: instant return visits, an installable
 * portal). Built by vite-plugin-pwa (`injectManifest`) to `dist/sw.js`.
 *
 * - The app shell (the boot entry, the app's own chunks and the stylesheet: what every page
 *   loads, listed by the build in `route-preloads.json`) is precached at install and served
 *   cache-first; a new build's shell replaces the old one when the new worker takes over.
 * - Other hashed assets (`/assets/*`, immutable: their names change with their contents) are
 *   cached the first time a page loads them and then served cache-first, at most 300 of them.
 * - Pages are network-first: a new deployment's HTML is picked up at once; the last copy of a
 *   page is shown only when the network is gone (5 s without an answer counts as gone).
 * - API calls, the identity provider and the dev pages are never touched.
 * - A waiting worker takes over when the page asks it (`SKIP_WAITING`), after the resident has
 *   chosen "update" in the prompt (apps/web `src/app/UpdatePrompt.tsx`).
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { ExpirationPlugin } from 'workbox-expiration'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'asukas-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300 })],
  }),
)

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'asukas-pages',
      networkTimeoutSeconds: 5,
      plugins: [new ExpirationPlugin({ maxEntries: 30 })],
    }),
    { denylist: [/^\/api\//, /^\/idp(\/|$)/, /^\/dev\//] },
  ),
)

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
