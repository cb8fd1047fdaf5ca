/**
 * The API reads that opening each screen of spec 01 §2 makes (issue 9 "no waterfall: each route
 * starts its data and its code together"). The server names a route's reads in its page
 * (apps/server `platform/page-html.ts`), the web app's boot entry starts them while the code
 * loads, and the screens' queries take the answers (apps/web `shared/api/early-responses.ts`);
 * on a navigation inside the app, `app/route-prefetch.tsx` starts the next screen's the same way.
 *
 * Each read is a GET path with its query string exactly as the web app's `apiRequest` builds it
 * (an answer is only taken for the same path); `:contractId` stands for the route's contract.
 * Pure data, no I/O. The web app's unit tests check every path against the endpoints.
 */
import { routePatterns } from './routes.ts'

import type { RouteName } from './routes.ts'

/** GET paths of the session data that the authenticated layout loads on every screen. */
export const sessionReadPaths = [
  '/api/contracts',
  '/api/app-settings',
  '/api/feature-flags',
  '/api/user/metadata',
  '/api/user/permissions',
  '/api/user/profile',
] as const

/** GET paths read for the route's contract on every screen (the footer's contacts). */
export const contractReadPatterns = ['/api/contracts/:contractId/contacts'] as const

/**
 * GET paths that a screen reads as it opens, by route: each screen whose content waits for its
 * data (the largest paint of the building, parking and payment screens is their data).
 */
export const screenReadPatterns: Partial<Record<RouteName, readonly string[]>> = {
  frontPage: [
    '/api/user/notifications',
    '/api/contracts/:contractId/defect-notices',
    '/api/contracts/:contractId/bulletins?page=0',
  ],
  bulletinBoard: ['/api/contracts/:contractId/bulletins?page=0'],
  buildingInfo: ['/api/contracts/:contractId/building-info'],
  parking: ['/api/contracts/:contractId/parking-spots?include=all'],
  paymentInfo: [
    '/api/contracts/:contractId/payment-categories',
    '/api/contracts/:contractId/payments-by-month',
  ],
  paymentHistory: [
    '/api/contracts/:contractId/payments-by-month',
    '/api/contracts/:contractId/remittances',
  ],
  documents: ['/api/contracts/:contractId/documents'],
  contactInfo: ['/api/contracts/:contractId/feedbacks', '/api/contracts/:contractId/questions'],
  defectNoticeList: ['/api/contracts/:contractId/defect-notices'],
  defectNoticeCreate: ['/api/defect-notice/classes'],
  messages: ['/api/resident/message-timeline', '/api/user/notifications'],
}

/**
 * The reads of opening route `name`, with `:contractId` for its contract: on `/` the app settings
 * and contracts (it redirects to the first contract's front page), on a page with a contract the
 * session data, the contract's contacts and the screen's own reads, on other pages of spec 01 §2
 * the app settings.
 */
export function routeReadPatterns(name: RouteName): string[] {
  if (name === 'root') return ['/api/app-settings', '/api/contracts']
  if (!routePatterns[name].includes(':contractId')) return ['/api/app-settings']
  return [...sessionReadPaths, ...contractReadPatterns, ...(screenReadPatterns[name] ?? [])]
}

/**
 * `pattern` (a read of {@link routeReadPatterns}) for contract `contractId`, the id encoded as a
 * path segment; the query string is kept as it is.
 */
export function readPathFor(pattern: string, contractId: string): string {
  return pattern.replaceAll(':contractId', encodeURIComponent(contractId))
}
