import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { compression } from 'vite-plugin-compression2'
import { firstPaintPlugin } from './build/first-paint.ts'
import { serviceWorkerPlugin } from './build/pwa.ts'
import { routePreloadsPlugin } from './build/route-preloads.ts'
import { preloadDepsPlugin, resolvePreloadDependencies } from './build/preload-deps.ts'
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts'

/** Folder of this config file: the web app's root whatever the working directory is. */
const root = decodeURIComponent(new URL('.', import.meta.url).pathname)

/**
 * React, React DOM and the router form one long-cached vendor chunk that every page needs.
 * Everything else is split where it is used; route screens are split by `React.lazy` in
 * `src/app/router.tsx`, so the login page never loads the authenticated app.
 */
function vendorChunk(id: string): string | null {
  return /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/.test(
    id,
  )
    ? 'vendor'
    : null
}

/**
 * Builders of `@asukas/domain` and `@asukas/contract` (and zod) whose calls have no side effects
 * (both packages are pure: "No I/O"). Declaring them pure lets the bundler drop schemas that no
 * chunk uses instead of keeping every top-level `export const x = builder(...)` of a module.
 */
const pureBuilders = [
  'z',
  'defineEndpoint',
  'stringField',
  'requiredString',
  'optionalText',
  'requiredText',
  'numberField',
  'booleanField',
  'enumField',
  'idField',
  'objectField',
  'arrayField',
  'missingOr',
  'bodyObject',
  'bodyArray',
  'withTitleDescriptionOrFiles',
  'withMatchingPasswords',
]

/**
 * Vite configuration of the Asukas web app: React plugin, precompressed assets, `/api` proxied to the API server on
 * port 3000 in development, production build to `apps/web/dist` with a manifest (read by the
 * bundle-size benchmark to size the JavaScript of the login page and the front page).
 */
export default defineConfig({
  root,
  plugins: [
    react(),
    // zod's JSON Schema converter is server-only; it would cost 6 KB gzip on every page.
    zodWithoutJsonSchema(),
    // Brotli and gzip siblings of every text asset, served as they are by the API server's
    // static handler (platform/web-app.ts): no compression work per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    // route-preloads.json: each route's chunks, which the server names in the page's HTML.
    routePreloadsPlugin(),
    // first-paint.json: the consent banner's HTML, which the server paints before the app starts.
    firstPaintPlugin(),
    // Each chunk's static imports, left out of its dynamic imports' preload lists.
    preloadDepsPlugin(),
    // sw.js: the app shell precached, other assets cached as used, pages network-first.
    serviceWorkerPlugin(root, `${root}dist`),
  ],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    manifest: true,
    // One stylesheet, linked by index.html: the server's first paint is styled without any
    // script, and a screen never waits for a CSS chunk of its own (7.7 KB gzip in all).
    cssCodeSplit: false,
    // Every browser the portal supports has <link rel="modulepreload"> (Safari 17, Firefox 115):
    // no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // No chunk that the importer has already loaded (build/preload-deps.ts).
      resolveDependencies: resolvePreloadDependencies,
    },
    rolldownOptions: {
      treeshake: {
        // The workspace packages are pure modules: unused exports (and their data) drop out.
        moduleSideEffects: (id: string) => !/packages[\\/](domain|contract)[\\/]src[\\/]/.test(id),
        manualPureFunctions: pureBuilders,
      },
      // Keep modules shared by lazy screens out of the chunks the first page loads.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        codeSplitting: { groups: [{ name: vendorChunk, debugName: 'vendor' }] },
      },
    },
  },
})
