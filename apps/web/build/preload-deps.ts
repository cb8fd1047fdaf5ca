/**
 * The preload lists of dynamic imports without the chunks their importer has already loaded
 * (issue 9: JavaScript budget). Vite names, beside each `import()` of a chunk, every chunk that
 * chunk imports, so that they load in parallel instead of one after another; the list also
 * names the chunks that the importing chunk itself imports statically (React, the router, the
 * API client…), which are loaded by the time its code runs. In the app's module those made up
 * most of its 1,000-odd list entries. {@link preloadDepsPlugin} records each chunk's static
 * imports, and {@link resolvePreloadDependencies} (`build.modulePreload.resolveDependencies`)
 * leaves them out.
 */
import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'

/** File name of each chunk of the bundle being written → the chunks it loads statically. */
const loadedWith = new Map<string, Set<string>>()

/** `fileName`'s static imports, direct and indirect, in `bundle`. */
function staticClosure(bundle: OutputBundle, fileName: string): Set<string> {
  const seen = new Set<string>()
  const visit = (name: string) => {
    const chunk = bundle[name]
    if (chunk?.type !== 'chunk') return
    for (const imported of chunk.imports)
      if (!seen.has(imported)) {
        seen.add(imported)
        visit(imported)
      }
  }
  visit(fileName)
  return seen
}

/**
 * Records the static imports of every chunk before Vite writes the preload lists (its import
 * analysis runs in `generateBundle` too, after this plugin's `pre` handler).
 */
export function preloadDepsPlugin(): Plugin {
  return {
    name: 'asukas:preload-deps',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedWith.clear()
        for (const [fileName, item] of Object.entries(bundle))
          if (item.type === 'chunk') loadedWith.set(fileName, staticClosure(bundle, fileName))
      },
    },
  }
}

/**
 * `build.modulePreload.resolveDependencies`: `deps` (the chunks `filename` imports) without
 * those the importing chunk `hostId` loads statically. The boot entry's import of the app's
 * module gets none: the server names the page's chunks itself (`src/boot.ts`).
 */
export function resolvePreloadDependencies(
  filename: string,
  deps: string[],
  { hostId }: { hostId: string },
): string[] {
  if (/(^|\/)main-[\w-]+\.js$/.test(filename)) return []
  const loaded = loadedWith.get(hostId)
  return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps
}
