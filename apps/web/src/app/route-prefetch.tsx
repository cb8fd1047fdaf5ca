/**
 * Issue 9 "no waterfall": a screen's data and code start together.
 *
 * - On the first page the boot entry (`boot.ts`) has already started the page's API reads, which
 *   the server names in the HTML (`@asukas/contract` route-reads), before any code has loaded.
 *   The app's entry (`main.tsx`) then calls {@link prefetchRoute}, which starts whatever of them
 *   is not on its way yet and the layout's and the screen's code (the very promises the router's
 *   `lazyComponent`s render from, so the screen renders without suspending once they are in).
 * - On each navigation {@link RoutePrefetcher} does the same for the next screen.
 *
 * The answers wait as early responses (`shared/api/early-responses.ts`), which the queries take
 * instead of asking again. So the front page needs one round of requests after the HTML, instead
 * of layout code → session data → page code → page data. The reads are plain strings in the
 * contract, so the entry carries no endpoint schemas; a unit test checks them against the
 * endpoints.
 */
import { useLayoutEffect } from 'react'
import { matchPath, useLocation } from 'react-router'
import { readPathFor, routePatterns, routeReadPatterns } from '@asukas/contract'
import type { RouteName } from '@asukas/contract'
import { startEarlyRequest, wasRead } from '../shared/api/early-responses.ts'
import { loadOnce } from '../shared/lib/lazy-module.ts'
import { layoutModules, screenModule } from './route-modules.ts'

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
 * The GET paths that opening `pathname` reads (the contract's `routeReadPatterns`: the app
 * settings on public pages, the session data, contacts and the screen's own reads on contract
 * pages), nothing elsewhere (staff console).
 */
export function readPathsOf(pathname: string): string[] {
  const route = matchRoute(pathname)
  if (!route) return []
  const contractId = route.contractId
  return routeReadPatterns(route.name).map((pattern) =>
    contractId === undefined ? pattern : readPathFor(pattern, contractId),
  )
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
  // Through `loadOnce`, the promise the router's `lazyComponent` renders from.
  for (const load of loaders) if (load) void loadOnce(load).catch(() => undefined)
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
