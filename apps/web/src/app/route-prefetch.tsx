/**
 * Issue 9 "no waterfall": the first page's data and code start together. When the app starts on
 * an authenticated path, the entry (`main.tsx`) calls {@link prefetchRoute}, which at once
 *
 * - starts the GET requests that the authenticated layout and the route's screen make (the
 *   session data, the contract's footer contacts and, on the front page, the notifications,
 *   defect notices and first bulletin page) as early responses (`shared/api/early-responses.ts`),
 *   which the queries then take instead of asking again; and
 * - starts loading the layout's and the screen's code (the same `import()`s as the router's
 *   `React.lazy`, so the browser fetches each chunk once).
 *
 * So the front page needs one round of requests after the HTML and the entry script, instead of
 * layout code → session data → page code → page data. The API paths are plain strings here so
 * that the entry carries no endpoint schemas; a unit test checks them against the contract.
 */
import { useLayoutEffect } from 'react'
import { matchPath, useLocation } from 'react-router'
import { buildPath, routePatterns } from '@asukas/contract'
import type { RouteName } from '@asukas/contract'
import { startEarlyRequest, wasRead } from '../shared/api/early-responses.ts'
import { layoutModules, screenModule } from './route-modules.ts'

/** GET paths of the session data that the authenticated layout loads on every screen. */
export const sessionReadPaths = [
  '/api/contracts',
  '/api/app-settings',
  '/api/feature-flags',
  '/api/user/metadata',
  '/api/user/permissions',
  '/api/user/profile',
] as const

/** GET path patterns read for the current contract on every screen (the footer's contacts). */
export const contractReadPatterns = ['/api/contracts/:contractUuid/contacts'] as const

/**
 * GET paths (with query strings) that a screen reads when it opens, by route, for contract
 * `:contractUuid`. Only screens of this app's own folders are listed; others load as before.
 */
export const screenReadPatterns: Partial<Record<RouteName, readonly string[]>> = {
  frontPage: [
    '/api/user/notifications',
    '/api/contracts/:contractUuid/defect-notices',
    '/api/contracts/:contractUuid/bulletins?page=0',
  ],
  bulletinBoard: ['/api/contracts/:contractUuid/bulletins?page=0'],
}

/** Route names in the order React Router ranks them: static segments before parameters. */
const routeNames = Object.keys(routePatterns) as RouteName[]

/** The route of `pathname` and its contract id, or null when no screen of spec 01 §2 matches. */
export function matchRoute(pathname: string): { name: RouteName; contractId?: string } | null {
  let best: { name: RouteName; contractId?: string; score: number } | null = null
  for (const name of routeNames) {
    const match = matchPath({ path: routePatterns[name], end: true }, pathname)
    if (!match) continue
    // More static segments wins (`/asiointi/:id/viestit` over `/asiointi/:id/:x`-like patterns).
    const score = routePatterns[name].split('/').filter((s) => s && !s.startsWith(':')).length
    if (!best || score > best.score) best = { name, contractId: match.params.contractId, score }
  }
  return best && { name: best.name, contractId: best.contractId }
}

/**
 * The GET paths that opening `pathname` reads: the app settings on public pages, the session
 * data, contacts and the screen's own reads on contract pages, nothing elsewhere (staff console).
 */
export function readPathsOf(pathname: string): string[] {
  const route = matchRoute(pathname)
  // `/` redirects to the first contract's front page once the contracts are in.
  if (route?.name === 'root') return ['/api/app-settings', '/api/contracts']
  if (!route) return []
  if (!route.contractId) return ['/api/app-settings']
  const contractUuid = route.contractId
  const withContract = (pattern: string) => {
    const [path = '', query] = pattern.split('?')
    return buildPath(path, { contractUuid }) + (query ? `?${query}` : '')
  }
  return [
    ...sessionReadPaths,
    ...contractReadPatterns.map(withContract),
    ...(screenReadPatterns[route.name] ?? []).map(withContract),
  ]
}

/**
 * Starts the data and code of the screen at `pathname` in language `lang` (see the module
 * comment): called by the entry for the first screen and by {@link RoutePrefetcher} on each
 * navigation, where it leaves out what this page has already read (its queries are cached).
 * Safe to call for any path.
 */
export function prefetchRoute(pathname: string, lang: string): void {
  for (const path of readPathsOf(pathname)) if (!wasRead(path)) startEarlyRequest(path, lang)
  const route = matchRoute(pathname)
  if (!route) return
  const loaders = [
    // `/` leads a signed-in user to the front page, in the authenticated layout.
    route.contractId || route.name === 'root' ? layoutModules.authenticated : undefined,
    screenModule(route.name),
  ]
  for (const load of loaders) if (load) void load().catch(() => undefined)
}

/**
 * Prefetches the screen of each navigation ({@link prefetchRoute}): when the router moves to a
 * new path, e.g. from `/` to the first contract's front page, its data starts with its code
 * instead of after it. Renders nothing.
 */
export function RoutePrefetcher() {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    prefetchRoute(pathname, document.documentElement.lang)
  }, [pathname])
  return null
}
