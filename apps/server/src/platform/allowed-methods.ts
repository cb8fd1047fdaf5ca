/**
 * 405 Method Not Allowed (issue 8 item 8): a path that a route serves with other methods
 * answers 405 `METHOD_NOT_ALLOWED` with an `Allow` header, not 404.
 */
import type { RouteTableEntry } from './auth/guards.ts'

/**
 * A route pattern (`/api/contracts/:contractUuid`, `/asiointi/:contractId/viestit`) as a regular
 * expression of whole paths: a `:name` segment matches one non-empty segment; one trailing slash
 * is allowed.
 */
export function patternOf(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${escaped}/?$`)
}

/**
 * The methods the routes of `table` serve `path` with (HEAD with GET), sorted; empty when no
 * route matches. Catch-all routes (`*`, the web app's static files) are ignored.
 *
 * @param path a request path without the query string.
 */
export function allowedMethods(table: readonly RouteTableEntry[], path: string): string[] {
  const methods = new Set<string>()
  for (const route of table) {
    if (route.url.includes('*')) continue
    if (!patternOf(route.url).test(path)) continue
    methods.add(route.method)
    if (route.method === 'GET') methods.add('HEAD')
  }
  return [...methods].sort()
}
