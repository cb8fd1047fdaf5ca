/**
 * The HTML of each page of the web app (issue 9: "no waterfall", "largest contentful paint
 * <= 2.0 s"; docs/decisions/0018 and 0019). `index.html` as built names one script, the boot
 * entry (apps/web `src/boot.ts`); for each request this module adds:
 *
 * - the code to fetch: the app's own chunks and the requested route's (`route-preloads.json`,
 *   written by apps/web `build/route-preloads.ts`), so the screen's code arrives with the app's;
 * - the first paint: when the visitor has not answered the tracking-consent question (no valid
 *   `asukas_consent` cookie, spec 02 §9), the consent banner in their language
 *   (`first-paint.json`, from apps/web `build/first-paint.ts`) inside `#root`. The page is then
 *   painted from the HTML and the stylesheet alone; the code is named in
 *   `<meta name="asukas-preload">`, which the boot entry preloads after that paint. Without the
 *   banner the code is named as `<link rel="modulepreload">` and fetched at once;
 * - `<html lang>`: the language of the `lang` query parameter or cookie (spec 01 §1), else `fi`.
 *
 * Missing or unreadable build files mean no preloads or no first paint: the page works as
 * before. Each variant (route, language, first paint) is built once, with its brotli and gzip
 * encodings, and served from memory until `index.html` changes (a new build).
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import { routePatterns, type RouteName } from '@asukas/contract'
import { isLang, type Lang } from '@asukas/domain'
import { patternOf } from './allowed-methods.ts'

/** The build's file of route preloads, in the web app's folder. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/** The build's file of first-paint HTML, in the web app's folder. */
export const FIRST_PAINT_FILE = 'first-paint.json'

/** Name of the `<meta>` listing the code that the boot entry preloads after the first paint. */
export const PRELOAD_META = 'asukas-preload'

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
 * at once but never render-blocking), both `crossorigin` like Vite's own tags so the requests
 * match. Paths that are not build assets are left out.
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

/**
 * The `<meta>` naming the JavaScript of `files`, in evaluation order, for the boot entry, which
 * (pre)loads and evaluates them one per task. Paths that are not build assets are left out.
 */
export function preloadMeta(files: readonly string[]): string {
  const scripts = files.filter((file) => assetPath.test(file) && file.endsWith('.js'))
  return scripts.length > 0 ? `<meta name="${PRELOAD_META}" content="${scripts.join(' ')}">` : ''
}

/** `html` with `tags` just before `</head>` (at the start when it has no `</head>`). */
export function withTags(html: string, tags: string): string {
  if (!tags) return html
  const at = html.indexOf('</head>')
  return at < 0 ? tags + html : html.slice(0, at) + tags + html.slice(at)
}

/** The build's lists: the app's own files and each route's. */
interface Preloads {
  /** The app's chunks in evaluation order, then the app's module (`main`), which starts it. */
  app: string[]
  main: string[]
  routes: Map<string, string[]>
}

/** Strings of `value` when it is an array, else none. */
function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((f): f is string => typeof f === 'string') : []
}

/** Reads the app and route → files table; anything malformed gives empty lists. */
function readPreloads(dir: string): Preloads {
  const routes = new Map<string, string[]>()
  try {
    const parsed = JSON.parse(readFileSync(join(dir, ROUTE_PRELOADS_FILE), 'utf8')) as unknown
    if (!parsed || typeof parsed !== 'object') return { app: [], main: [], routes }
    const {
      app,
      main,
      routes: table,
    } = parsed as { app?: unknown; main?: unknown; routes?: unknown }
    if (table && typeof table === 'object')
      for (const [name, files] of Object.entries(table)) routes.set(name, stringsOf(files))
    return { app: stringsOf(app), main: stringsOf([main]), routes }
  } catch {
    return { app: [], main: [], routes }
  }
}

/** Reads the consent banner's HTML by language; anything malformed gives none. */
function readFirstPaint(dir: string): Partial<Record<Lang, string>> {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, FIRST_PAINT_FILE), 'utf8')) as unknown
    const consent = (parsed as { consent?: unknown } | null)?.consent
    if (!consent || typeof consent !== 'object') return {}
    return Object.fromEntries(
      Object.entries(consent).filter(
        (entry): entry is [Lang, string] => isLang(entry[0]) && typeof entry[1] === 'string',
      ),
    )
  } catch {
    return {}
  }
}

/** `html` with `body` as the content of its `<div id="root">`. */
export function withRootContent(html: string, body: string): string {
  return html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
}

/** `html` with its `<html>` tag saying `lang`. */
export function withLang(html: string, lang: Lang): string {
  return html.replace(/<html\b[^>]*>/, `<html lang="${lang}">`)
}

/** What a page depends on besides its path. */
export interface PageOptions {
  /** The interface language (spec 01 §1). */
  lang: Lang
  /** True when the visitor has not answered the tracking-consent question (spec 02 §9). */
  consentNeeded: boolean
}

/** A page's HTML and its encodings. */
export interface Page {
  html: string
  br: Buffer
  gzip: Buffer
}

/**
 * The pages of the web app (see the module comment). Reads the build's files again when
 * `index.html` changes (a new build under a running server), else serves from memory.
 */
export class PageHtml {
  private stamp = -1
  private index = ''
  private preloads: Preloads = { app: [], main: [], routes: new Map() }
  private firstPaint: Partial<Record<Lang, string>> = {}
  private pages = new Map<string, Page>()
  private readonly dir: string
  private readonly shown: (route: RouteName) => boolean

  /**
   * @param dir the built web app's folder (`WEB_DIST_DIR`).
   * @param shown true when a route can be shown in this deployment (spec 01 §2 access
   *   behaviour); a route that leads to /404 gets no preloads of its own. Default: every route.
   */
  constructor(dir: string, shown: (route: RouteName) => boolean = () => true) {
    this.dir = dir
    this.shown = shown
  }

  /**
   * The page for `path` (no query string) in `options.lang`, with the first paint when
   * `options.consentNeeded`. Throws like `fs.statSync` when `index.html` is missing.
   */
  pageFor(path: string, options: PageOptions): Page {
    const stamp = statSync(join(this.dir, 'index.html')).mtimeMs
    if (stamp !== this.stamp) {
      this.index = readFileSync(join(this.dir, 'index.html'), 'utf8')
      this.preloads = readPreloads(this.dir)
      this.firstPaint = readFirstPaint(this.dir)
      this.pages.clear()
      this.stamp = stamp
    }
    const route = routeOfPath(path)
    const routeFiles = route && this.shown(route) ? (this.preloads.routes.get(route) ?? []) : []
    const banner = options.consentNeeded ? this.firstPaint[options.lang] : undefined
    const key = `${route && routeFiles.length > 0 ? route : ''}|${options.lang}|${banner ? 1 : 0}`
    let page = this.pages.get(key)
    if (page === undefined) {
      // Evaluation order: the app's chunks, the route's, then the app's module, which renders.
      const files = [...this.preloads.app, ...routeFiles, ...this.preloads.main]
      let html = withLang(this.index, options.lang)
      // With the banner, no script is fetched before its paint: only the CSS is preloaded.
      const styles = files.filter((file) => file.endsWith('.css'))
      html = banner
        ? withRootContent(withTags(html, preloadMeta(files) + preloadTags(styles)), banner)
        : withTags(html, preloadTags(files) + preloadMeta(files))
      page = {
        html,
        br: brotliCompressSync(html, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
        }),
        gzip: gzipSync(html, { level: 9 }),
      }
      this.pages.set(key, page)
    }
    return page
  }
}
