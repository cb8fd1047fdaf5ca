/**
 * Vite plugin: the server's first paint (issue 9, docs/decisions/0019).
 *
 * After the browser build, compiles `src/shell/prerender.tsx` for Node with the same root and CSS
 * module naming (so its class names are the stylesheet's), calls its `renderFirstPaint()` and
 * writes the result beside `index.html` as `first-paint.json`:
 *
 * ```json
 * { "version": 1, "consent": { "fi": "<section class=\"consent\" …>", "sv": "…", "en": "…" } }
 * ```
 *
 * The server (apps/server `platform/page-html.ts`) puts the visitor's language into `#root`.
 * The Node build goes to `node_modules/.cache/asukas-first-paint` of the web app, where React
 * resolves as it does for the app; it is deleted afterwards.
 */
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Plugin } from 'vite'

/** Name of the written file, in the build's output folder. */
export const FIRST_PAINT_FILE = 'first-paint.json'

/** The prerendered module, relative to the web app's root. */
const PRERENDER_MODULE = 'src/shell/prerender.tsx'

/** The plugin (see the module comment). */
export function firstPaintPlugin(): Plugin {
  let root = ''
  let outDir = ''
  let isNodeBuild = false
  return {
    name: 'asukas:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
      isNodeBuild = Boolean(config.build.ssr)
    },
    async closeBundle() {
      if (isNodeBuild) return
      const nodeOut = path.join(root, 'node_modules', '.cache', 'asukas-first-paint')
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          ssr: { noExternal: [/^@asukas\//] },
          build: {
            ssr: PRERENDER_MODULE,
            outDir: nodeOut,
            emptyOutDir: true,
            rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
          },
        })
        const module = (await import(pathToFileURL(path.join(nodeOut, 'prerender.js')).href)) as {
          renderFirstPaint: () => unknown
        }
        writeFileSync(
          path.join(outDir, FIRST_PAINT_FILE),
          `${JSON.stringify(module.renderFirstPaint(), null, 2)}\n`,
        )
      } finally {
        rmSync(nodeOut, { recursive: true, force: true })
      }
    },
  }
}
