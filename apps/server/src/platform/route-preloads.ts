/**
 * Each route's code named in its HTML (issue 9, "no waterfall"): the web build writes
 * `route-preloads.json` (apps/web `build/route-preloads.ts`) with the JavaScript and CSS files of
 * every screen of spec 01 §2; the SPA fallback (`web-app.ts`) puts the files of the requested
 * route into `index.html` as `<link rel="modulepreload">` and `<link rel="preload" as="style">`, so the
 * browser fetches the screen's chunks together with the entry instead of after it.
 *
 * A missing or unreadable file means no preloads (the page works as before, one round trip
 * slower); a route that the file does not name gets the plain `index.html`.
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { routePatterns, type RouteName } from '@asukas/contract'
import { patternOf } from './allowed-methods.ts'

/** The build's file of route preloads, in the web app's folder. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/** Route patterns of spec 01 §2 with their expressions, most static segments first. */
const patterns = (Object.entries(routePatterns) as [RouteName, string][])
  .map(([name, pattern]) => ({
    name,
    regex: patternOf(pattern),
    staticSegments: pattern.split('/').filter((s) => s && !s.startsWith(':')).length,
  }))
  .sort((a, b) => b.staticSegments - a.staticSegments)

/** The route of spec 01 §2 that `path` (no query string) opens, or null. */
export function routeOfPath(path: string): RouteName | null {
  return patterns.find((p) => p.regex.test(path))?.name ?? null
}

/** Only file names the build makes: `/assets/` and hash-safe characters, nothing to escape. */
const assetPath = /^\/assets\/[\w.-]+\.(js|css)$/

/**
 * The `<link>` tags of `files`: `.js` as `modulepreload`, `.css` as `preload` of a style (fetched
 * at once but not render-blocking: the first paint does not wait for a screen's CSS, which Vite's
 * loader applies with the screen's chunk, from the browser's cache), both `crossorigin` like
 * Vite's own tags so the requests match. Paths that are not build assets are left out.
 */
export function preloadTags(files: readonly string[]): string {
  return files
    .filter((file) => assetPath.test(file))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${file}">`
        : `<link rel="modulepreload" crossorigin href="${file}">`,
    )
    .join('')
}

/** `html` with `tags` just before `</head>` (at the start when it has no `</head>`). */
export function withTags(html: string, tags: string): string {
  if (!tags) return html
  const at = html.indexOf('</head>')
  return at < 0 ? tags + html : html.slice(0, at) + tags + html.slice(at)
}

/** Reads the route → files table; anything malformed gives an empty table. */
function readPreloads(dir: string): Map<string, string[]> {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, ROUTE_PRELOADS_FILE), 'utf8')) as unknown
    const routes = (parsed as { routes?: unknown }).routes
    const table = new Map<string, string[]>()
    if (!routes || typeof routes !== 'object') return table
    for (const [name, files] of Object.entries(routes)) {
      if (Array.isArray(files))
        table.set(
          name,
          files.filter((f) => typeof f === 'string'),
        )
    }
    return table
  } catch {
    return new Map()
  }
}

/**
 * The HTML of the web app per route, with the route's preloads. Reads `index.html` and the table
 * again when `index.html` changes (a new build under a running server), else serves from memory.
 */
export class RouteHtml {
  private stamp = -1
  private index = ''
  private preloads = new Map<string, string[]>()
  private pages = new Map<string, string>()
  private readonly dir: string
  private readonly shown: (route: RouteName) => boolean

  /**
   * @param dir the built web app's folder (`WEB_DIST_DIR`).
   * @param shown true when a route can be shown in this deployment (spec 01 §2 access
   *   behaviour); a route that leads to /404 gets no preloads. Default: every route.
   */
  constructor(dir: string, shown: (route: RouteName) => boolean = () => true) {
    this.dir = dir
    this.shown = shown
  }

  /**
   * The page for `path` (no query string): `index.html` with the preloads of its route, or null
   * when the route has none (then `index.html` is sent as it is, precompressed). Throws like
   * `fs.statSync` when `index.html` is missing.
   */
  pageFor(path: string): string | null {
    const stamp = statSync(join(this.dir, 'index.html')).mtimeMs
    if (stamp !== this.stamp) {
      this.index = readFileSync(join(this.dir, 'index.html'), 'utf8')
      this.preloads = readPreloads(this.dir)
      this.pages.clear()
      this.stamp = stamp
    }
    const route = routeOfPath(path)
    const files = route ? this.preloads.get(route) : undefined
    if (!route || !files?.length || !this.shown(route)) return null
    let page = this.pages.get(route)
    if (page === undefined) {
      page = withTags(this.index, preloadTags(files))
      this.pages.set(route, page)
    }
    return page
  }
}
