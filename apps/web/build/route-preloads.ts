/**
 * Vite plugin: each route's code named in its HTML (issue 9, "no waterfall … preloaded chunks").
 *
 * A screen's code is a lazy chunk (`src/app/route-modules.ts`). Without help the browser finds it
 * only after the entry script has loaded and run: HTML → entry → screen chunk, one more round
 * trip and a gap on a slow phone. After the build this plugin writes `route-preloads.json` beside
 * `index.html`:
 *
 * ```json
 * { "version": 1, "app": ["/assets/vendor-….js", …], "main": "/assets/main-….js",
 *   "routes": { "login": ["/assets/Field-….js", "/assets/LoginScreen-….js", …] },
 *   "texts": { "sv": { "app": ["/assets/sv-….js"], "routes": { "parking": ["/assets/sv-….js"] } }, … } }
 * ```
 *
 * Every list is in evaluation order (a chunk after the chunks it imports), so that the boot entry
 * can evaluate them one per task (`src/boot.ts`).
 *
 * For every route name of `route-modules.ts` it lists the JavaScript and CSS files that the
 * route's screen (and, for the authenticated screens, the authenticated layout) loads, with their
 * static imports, minus what `index.html` and the app (`app`: `src/main.tsx` and its imports)
 * already load. The server names them in the page (apps/server `platform/page-html.ts`),
 * so the screen's code arrives with the entry's.
 *
 * The files come from Vite's build manifest (`.vite/manifest.json`, the documented format for
 * back-end integration); the route → module table is read from the text of `route-modules.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** One entry of Vite's build manifest (only the fields used here). */
export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** Vite's build manifest: chunks by source path relative to the root (or `_name` for shared ones). */
export type Manifest = Record<string, ManifestChunk>

/** Module paths of `route-modules.ts`, by table and name, relative to the web app's root. */
export interface RouteModuleTables {
  layoutModules: Record<string, string>
  publicScreenModules: Record<string, string>
  screenModules: Record<string, string>
}

/** What the plugin writes: the app's files and those of each route, as absolute URL paths. */
export interface RoutePreloads {
  version: 1
  /**
   * The app's own code (`src/main.tsx`, which the entry `src/boot.ts` imports, and its static
   * imports): needed by every route, and not named by `index.html`, whose one script is the boot.
   */
  app: string[]
  /** The app's module itself (`src/main.tsx`), which starts the app when evaluated. */
  main: string
  routes: Record<string, string[]>
  /**
   * The translations that the app (`app`) and each route (`routes`) load on demand, by language:
   * the chunks of `src/shared/i18n/{sv,en}.ts` and of the sections
   * (`src/shared/i18n/<section>/<lang>.ts`, `shared/i18n/lazy-section.ts`) that their code can
   * import. Named in the page of that language, so a screen's texts arrive with its code instead
   * of after it has rendered once.
   */
  texts: Record<TextLang, { app: string[]; routes: Record<string, string[]> }>
}

/** The interface languages (spec 01 §1), as the translation files are named. */
export const textLangs = ['fi', 'sv', 'en'] as const
/** One of {@link textLangs}. */
export type TextLang = (typeof textLangs)[number]

/** A translation module of `src/shared/i18n/`: the main ones and the sections', by language. */
const textModule = /^src\/shared\/i18n\/(?:[\w-]+\/)?(fi|sv|en)\.ts$/

/** The module the entry (`src/boot.ts`) imports: the app. */
export const APP_MODULE = 'src/main.tsx'

/** Name of the written file, in the build's output folder. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/**
 * Reads the tables of `route-modules.ts` from its text: each `export const name = { … }` block
 * and in it each `key: () => import('path')`. `dir` is the file's folder relative to the root
 * (`src/app`). Throws when a table is missing or an entry has no `import()`.
 */
export function readRouteModules(source: string, dir: string): RouteModuleTables {
  const tables: Record<string, Record<string, string>> = {}
  for (const block of source.matchAll(/^export const (\w+) = \{\n([\s\S]*?)\n\}/gm)) {
    const entries: Record<string, string> = {}
    for (const entry of (block[2] ?? '').split(/\n(?= {2}\w+:)/)) {
      const key = /^ {2}(\w+):/.exec(entry)?.[1]
      const module = /import\('([^']+)'\)/.exec(entry)?.[1]
      if (!key) continue
      if (!module) throw new Error(`route-modules.ts: ${block[1]}.${key} has no import('…')`)
      entries[key] = path.posix.normalize(`${dir}/${module}`)
    }
    tables[block[1] ?? ''] = entries
  }
  const { layoutModules, publicScreenModules, screenModules } = tables
  if (!layoutModules || !publicScreenModules || !screenModules)
    throw new Error('route-modules.ts: layoutModules, publicScreenModules or screenModules missing')
  return { layoutModules, publicScreenModules, screenModules }
}

/**
 * The manifest keys of chunk `key` and of every chunk it imports statically, transitively, each
 * after its imports (the order in which the browser evaluates them).
 */
function closure(
  manifest: Manifest,
  key: string,
  into = new Set<string>(),
  visiting = new Set<string>(),
): Set<string> {
  if (into.has(key) || visiting.has(key) || !manifest[key]) return into
  visiting.add(key)
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into, visiting)
  into.add(key)
  return into
}

/**
 * The translation modules (see {@link textModule}) in language `lang` that the chunks `keys`
 * import dynamically.
 */
function textModulesOf(manifest: Manifest, keys: Iterable<string>, lang: TextLang): string[] {
  const modules = new Set<string>()
  for (const key of keys)
    for (const imported of manifest[key]?.dynamicImports ?? [])
      if (textModule.exec(imported)?.[1] === lang) modules.add(imported)
  return [...modules].sort()
}

/** The JavaScript and CSS files of a set of manifest keys, as `/`-rooted URL paths. */
function filesOf(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk) continue
    files.add(`/${chunk.file}`)
    for (const css of chunk.css ?? []) files.add(`/${css}`)
  }
  return files
}

/**
 * The files of each route: its screen's chunk (and the authenticated layout's for screens of
 * `screenModules`) with their static imports and CSS, less `index.html`'s own. Throws when a
 * module of the tables is not in the manifest (a route would silently lose its preload).
 */
export function routePreloads(manifest: Manifest, tables: RouteModuleTables): RoutePreloads {
  const entryFiles = filesOf(manifest, closure(manifest, 'index.html'))
  if (!manifest[APP_MODULE]) throw new Error(`route preloads: ${APP_MODULE} is not in the manifest`)
  const main = `/${manifest[APP_MODULE].file}`
  const app = [...filesOf(manifest, closure(manifest, APP_MODULE))].filter(
    (file) => !entryFiles.has(file) && file !== main,
  )
  const known = new Set([...entryFiles, ...app, main])
  const keysOf = (module: string): Set<string> => {
    if (!manifest[module]) throw new Error(`route preloads: ${module} is not in the build manifest`)
    return closure(manifest, module)
  }
  const layout = tables.layoutModules.authenticated
  if (!layout) throw new Error('route-modules.ts: layoutModules.authenticated missing')
  const appKeys = closure(manifest, APP_MODULE)
  const texts = Object.fromEntries(
    textLangs.map((lang) => {
      const keys = new Set(textModulesOf(manifest, appKeys, lang).flatMap((m) => [...keysOf(m)]))
      return [lang, { app: [...filesOf(manifest, keys)].filter((f) => !known.has(f)), routes: {} }]
    }),
  ) as RoutePreloads['texts']
  const routes: Record<string, string[]> = {}
  const add = (name: string, modules: string[]) => {
    const keys = new Set(modules.flatMap((module) => [...keysOf(module)]))
    routes[name] = [...filesOf(manifest, keys)].filter((file) => !known.has(file))
    for (const lang of textLangs) {
      const loaded = new Set([...known, ...texts[lang].app, ...routes[name]])
      const textKeys = new Set(
        textModulesOf(manifest, keys, lang).flatMap((module) => [...keysOf(module)]),
      )
      texts[lang].routes[name] = [...filesOf(manifest, textKeys)].filter((f) => !loaded.has(f))
    }
  }
  for (const [name, module] of Object.entries(tables.publicScreenModules)) add(name, [module])
  for (const [name, module] of Object.entries(tables.screenModules)) add(name, [layout, module])
  return { version: 1, app, main, routes, texts }
}

/** The plugin (see the module comment). Needs `build.manifest: true`. */
export function routePreloadsPlugin(): Plugin {
  let root = ''
  let outDir = ''
  return {
    name: 'asukas:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
    },
    writeBundle() {
      const manifest = JSON.parse(
        readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest
      const tablesFile = path.join(root, 'src', 'app', 'route-modules.ts')
      const tables = readRouteModules(readFileSync(tablesFile, 'utf8'), 'src/app')
      const preloads = routePreloads(manifest, tables)
      writeFileSync(
        path.join(outDir, ROUTE_PRELOADS_FILE),
        `${JSON.stringify(preloads, null, 2)}\n`,
      )
    },
  }
}
