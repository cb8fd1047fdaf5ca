/**
 * The service worker's build (issue 25 item 3; the worker is `sw/sw.ts`): vite-plugin-pwa in
 * `injectManifest` mode, with a precache list cut down to the app shell.
 *
 * The shell is what every page loads: the boot entry and the stylesheet that `index.html` names,
 * and the app's own chunks (`app` and `main` of `route-preloads.json`, written by
 * `route-preloads.ts` earlier in the same build). Screens' chunks and translations are cached as
 * residents open them (cache-first in the worker), so a first visit on a slow phone does not
 * download every screen of the portal (about 900 KB gzip) in the background.
 *
 * The web app manifests are static files in `public/` (one per language, chosen by the server
 * with the page's language), so the plugin writes none and injects no registration script: the
 * app registers the worker itself (`src/app/service-worker.ts`).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { VitePWA } from 'vite-plugin-pwa'

/** The app shell's files (`/assets/...`) from the build in `outDir`. */
function shellFiles(outDir: string): Set<string> {
  const files = new Set<string>()
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  for (const match of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) {
    files.add(match[1] ?? '')
  }
  const preloads = JSON.parse(readFileSync(join(outDir, 'route-preloads.json'), 'utf8')) as {
    app?: string[]
    main?: string
  }
  for (const file of [...(preloads.app ?? []), preloads.main ?? '']) {
    if (file !== '') files.add(file.replace(/^\//, ''))
  }
  return files
}

/** The vite-plugin-pwa plugins of the web build, writing `sw.js` to `outDir`. */
export function serviceWorkerPlugin(root: string, outDir: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: join(root, 'sw'),
    filename: 'sw.ts',
    outDir,
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globDirectory: outDir,
      globPatterns: ['assets/*.{js,css}'],
      manifestTransforms: [
        (entries) => {
          const shell = shellFiles(outDir)
          return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] }
        },
      ],
    },
  })
}
