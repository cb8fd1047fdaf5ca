/**
 * Which API answers the service worker keeps for reading offline (issue 25 item 4 "Readable
 * offline"; docs/decisions/0032), shared by the worker (`sw/sw.ts`) and the page. Pure data and
 * functions of a path: no DOM, no worker globals.
 *
 * Kept: the session reads that the signed-in layout needs to render (`@asukas/contract`
 * `sessionReadPaths`), and the reads of the front page, payment information, contacts, own
 * information (invoice address) and the resident's own fault reports (list, one report, and the
 * defect classes that the report form shows). Nothing else: the answers are personal, and what
 * is not needed offline is not stored on the device.
 */

/** Name of the worker's cache of API answers (cleared at logout and at every sign-in). */
export const API_CACHE_NAME = 'asukas-api'

/**
 * Header that the worker adds to an API answer it stores: the time it was stored (ISO 8601).
 * An answer from the network never carries it, so an answer that has it came from the cache.
 */
export const CACHED_AT_HEADER = 'x-asukas-cached-at'

/** Paths of the reads kept for offline (pathname only; the query string is part of the key). */
const offlineReadPatterns: readonly RegExp[] = [
  /^\/api\/(contracts|app-settings|feature-flags|defect-notice\/classes)$/,
  /^\/api\/user\/(metadata|permissions|profile|notifications)$/,
  /^\/api\/contracts\/[^/]+\/(contacts|bulletins|feedbacks|questions|invoice-address)$/,
  /^\/api\/contracts\/[^/]+\/(payment-categories|payments-by-month|remittances)$/,
  /^\/api\/contracts\/[^/]+\/defect-notices(\/[^/]+)?$/,
]

/** True when the answer of `GET pathname` is kept for reading offline. */
export function isOfflineRead(pathname: string): boolean {
  return offlineReadPatterns.some((pattern) => pattern.test(pathname))
}

/**
 * Requests that change who is signed in: logging in or out (a resident or staff), deleting the
 * account, a staff member starting or ending looking at the portal as a resident. The worker
 * empties {@link API_CACHE_NAME} when one of them is sent, so one person's answers are never
 * shown to the next.
 */
const sessionChangePattern =
  /^\/api\/(login|logout|remove-user|staff\/login(\/[\w-]+)?|staff\/impersonation(\/end)?)$/

/** True when `method pathname` changes who is signed in (see {@link sessionChangePattern}). */
export function isSessionChange(method: string, pathname: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && sessionChangePattern.test(pathname)
}
