/**
 * The HTML of each page of the web app (issue 9: "no waterfall", "largest contentful paint
 * <= 2.0 s"; docs/decisions/0018 and 0019). `index.html` as built names one script, the boot
 * entry (apps/web `src/boot.ts`); for each request this module adds:
 *
 * - the code to fetch: the app's own chunks and the requested route's, with the translations
 *   that they load in the page's language (`route-preloads.json`, written by apps/web
 *   `build/route-preloads.ts`), so the screen's code and texts arrive with the app's;
 * - the first paint: when the visitor has not answered the tracking-consent question (no valid
 *   `asukas_consent` cookie, spec 02 §9), the consent banner in their language
 *   (`first-paint.json`, from apps/web `build/first-paint.ts`) inside `#root`. The page is then
 *   painted from the HTML and the stylesheet alone; the code is named in
 *   `<meta name="asukas-preload">`, which the boot entry preloads after that paint. Without the
 *   banner the code is named as `<link rel="modulepreload">` and fetched at once;
 * - the data to fetch: the API reads of opening the route (`@asukas/contract` route-reads) in
 *   `<meta name="asukas-reads">`, which the boot entry starts before the code has loaded;
 * - `<html lang>` and the web app manifest's link: the language of the `lang` query parameter or
 *   cookie (spec 01 §1), else `fi`.
 *
 * Missing or unreadable build files mean no preloads or no first paint: the page works as
 * before. Each variant (route, language, first paint) is built once, with its brotli and gzip
 * encodings, and served from memory until `index.html` changes (a new build).
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import { routePatterns, routeReadPatterns, type RouteName } from '@asukas/contract'
import { isLang, type Lang } from '@asukas/domain'
import { patternOf } from './allowed-methods.ts'

/** The build's file of route preloads, in the web app's folder. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/** The build's file of first-paint HTML, in the web app's folder. */
export const FIRST_PAINT_FILE = 'first-paint.json'

/** Name of the `<meta>` listing the code that the boot entry preloads after the first paint. */
export const PRELOAD_META = 'asukas-preload'

/** Name of the `<meta>` naming the route's pattern and its reads, which the boot entry starts. */
export const READS_META = 'asukas-reads'

/**
 * The `<meta>` naming route `route`'s pattern and the API reads of opening it (`:contractId` for
 * the path's contract; `@asukas/contract` route-reads), for the boot entry to start them with the
 * code. Pattern and reads are the contract's constants: nothing to escape.
 */
export function readsMeta(route: RouteName): string {
  return `<meta name="${READS_META}" content="${[routePatterns[route], ...routeReadPatterns(route)].join(' ')}">`
}

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
  /** The translations that the app and each route load on demand, by language. */
  texts: Map<Lang, { app: string[]; routes: Map<string, string[]> }>
}

/** No preloads: what a missing or malformed `route-preloads.json` gives. */
const noPreloads = (): Preloads => ({ app: [], main: [], routes: new Map(), texts: new Map() })

/** The `name → files` entries of `table` when it is an object, else none. */
function tableOf(table: unknown): Map<string, string[]> {
  const entries = new Map<string, string[]>()
  if (table && typeof table === 'object')
    for (const [name, files] of Object.entries(table)) entries.set(name, stringsOf(files))
  return entries
}

/** Strings of `value` when it is an array, else none. */
function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((f): f is string => typeof f === 'string') : []
}

/** Reads the app and route → files table; anything malformed gives empty lists. */
function readPreloads(dir: string): Preloads {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, ROUTE_PRELOADS_FILE), 'utf8')) as unknown
    if (!parsed || typeof parsed !== 'object') return noPreloads()
    const { app, main, routes, texts } = parsed as Record<string, unknown>
    const byLang = new Map<Lang, { app: string[]; routes: Map<string, string[]> }>()
    if (texts && typeof texts === 'object')
      for (const [lang, table] of Object.entries(texts)) {
        if (!isLang(lang) || !table || typeof table !== 'object') continue
        const { app: langApp, routes: langRoutes } = table as Record<string, unknown>
        byLang.set(lang, { app: stringsOf(langApp), routes: tableOf(langRoutes) })
      }
    return { app: stringsOf(app), main: stringsOf([main]), routes: tableOf(routes), texts: byLang }
  } catch {
    return noPreloads()
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

/**
 * `html` with its `<html>` tag saying `lang`, and its web app manifest link naming the manifest
 * of that language (`/manifest.<lang>.webmanifest`, apps/web `public/`; issue 25 item 3), so an
 * installed portal is named in the resident's language.
 */
export function withLang(html: string, lang: Lang): string {
  return html
    .replace(/<html\b[^>]*>/, `<html lang="${lang}">`)
    .replace(/(<link rel="manifest" href="\/manifest\.)[a-z]{2}(\.webmanifest")/, `$1${lang}$2`)
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
  private preloads: Preloads = noPreloads()
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
    const shown = route && this.shown(route) ? route : null
    const texts = this.preloads.texts.get(options.lang)
    const routeFiles = shown
      ? [...(this.preloads.routes.get(shown) ?? []), ...(texts?.routes.get(shown) ?? [])]
      : []
    const banner = options.consentNeeded ? this.firstPaint[options.lang] : undefined
    const key = `${shown ?? ''}|${options.lang}|${banner ? 1 : 0}`
    let page = this.pages.get(key)
    if (page === undefined) {
      // Evaluation order: the app's chunks and texts, the route's, then the app's module, which
      // renders.
      const files = [
        ...this.preloads.app,
        ...(texts?.app ?? []),
        ...routeFiles,
        ...this.preloads.main,
      ]
      let html = withLang(this.index, options.lang)
      if (shown) html = withTags(html, readsMeta(shown))
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
