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
 * - The API reads needed to read the portal offline (issue 25 item 4; the list is
 *   `src/shared/api/offline-reads.ts`) are network-first too (4 s): a successful answer (200) is
 *   stored with the time it was stored (`x-asukas-cached-at`), and served only when the network
 *   is gone, still carrying that header, so the app can say it is offline and since when. Other
 *   API calls, writes, error answers, the identity provider and the dev pages are never cached.
 * - The stored answers are personal: the cache is emptied when a request that changes who is
 *   signed in is sent (login, logout, staff login, impersonation), and an answer whose request
 *   started before such a change is not stored. The app also empties it at logout.
 * - A waiting worker takes over when the page asks it (`SKIP_WAITING`), after the resident has
 *   chosen "update" in the prompt (apps/web `src/app/UpdatePrompt.tsx`).
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { ExpirationPlugin } from 'workbox-expiration'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types.js'
import {
  API_CACHE_NAME,
  CACHED_AT_HEADER,
  isOfflineRead,
  isSessionChange,
} from '../src/shared/api/offline-reads.ts'

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

/** Counts the sign-ins and sign-outs seen; an answer is stored only within the one it began in. */
let session = 0

/**
 * Stores an API answer only when it is a 200 of the same sign-in as its request, stamped with
 * the time it was stored.
 */
const offlineAnswers: WorkboxPlugin = {
  requestWillFetch: ({ request, state }) => {
    if (state) state.session = session
    return Promise.resolve(request)
  },
  cacheWillUpdate: async ({ response, state }) => {
    if (response.status !== 200 || state?.session !== session) return null
    const headers = new Headers(response.headers)
    headers.set(CACHED_AT_HEADER, new Date().toISOString())
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  },
}

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && isOfflineRead(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: 4,
    plugins: [
      offlineAnswers,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 }),
    ],
  }),
)

// Before a request that changes who is signed in reaches the server, the last person's answers
// go (the request itself is not handled: no route matches a write).
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (url.origin !== self.location.origin || !isSessionChange(event.request.method, url.pathname))
    return
  session += 1
  event.waitUntil(caches.delete(API_CACHE_NAME))
})

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
