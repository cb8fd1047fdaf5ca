/**
 * What the page knows about being offline (issue 25 item 4 "Readable offline"; docs/decisions/0032):
 * whether an API answer in use came from the service worker's cache and when it was stored,
 * whether the browser says it is offline, and whether a form just failed to send for lack of a
 * network. The layout's notice reads it (`app/OfflineNotice.tsx`); `client.ts` and the early
 * reads report every answer to it, the query client every write that failed offline. No React
 * here: the boot entry's early reads import it.
 */
import { API_CACHE_NAME, CACHED_AT_HEADER } from './offline-reads.ts'

/** The offline state of the page. */
export interface OfflineState {
  /** When the oldest cached answer in use since the last network answer was stored (ISO). */
  cachedAt: string | null
  /** When the last answer from the network arrived (ISO). */
  lastNetworkAt: string | null
  /** A write failed because there was no network, and no network answer has arrived since. */
  writeFailed: boolean
}

let state: OfflineState = { cachedAt: null, lastNetworkAt: null, writeFailed: false }
const listeners = new Set<() => void>()

function update(next: OfflineState): void {
  if (
    next.cachedAt === state.cachedAt &&
    next.lastNetworkAt === state.lastNetworkAt &&
    next.writeFailed === state.writeFailed
  )
    return
  state = next
  for (const listener of listeners) listener()
}

/**
 * Notes an API answer: one carrying the worker's `x-asukas-cached-at` came from the cache (the
 * oldest such time is kept), any other came from the network and ends the offline state.
 *
 * @param now the time of a network answer (ISO), for tests.
 */
export function noteAnswer(response: Response, now = new Date().toISOString()): void {
  const cachedAt = response.headers.get(CACHED_AT_HEADER)
  if (cachedAt === null) {
    update({ cachedAt: null, lastNetworkAt: now, writeFailed: false })
  } else if (state.cachedAt === null || cachedAt < state.cachedAt) {
    update({ ...state, cachedAt })
  }
}

/** Notes that a write (a form) could not be sent because there was no network. */
export function noteOfflineWrite(): void {
  update({ ...state, writeFailed: true })
}

/** Hides the failed-write message (the resident closed it). */
export function dismissOfflineWrite(): void {
  update({ ...state, writeFailed: false })
}

/** Calls `listener` on every change of the {@link OfflineState}; returns the unsubscribe. */
export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current {@link OfflineState} (the same object until it changes). */
export function offlineState(): OfflineState {
  return state
}

/**
 * Empties the worker's cache of API answers (the resident's data) and forgets the offline
 * state; called at logout. Resolves when done; a browser without the Cache API has nothing to
 * empty, and a failure to empty it is ignored (the worker empties it again at the next sign-in).
 */
export async function clearOfflineAnswers(): Promise<void> {
  state = { cachedAt: null, lastNetworkAt: null, writeFailed: false }
  for (const listener of listeners) listener()
  if (typeof caches === 'undefined') return
  await caches.delete(API_CACHE_NAME).catch(() => false)
}
