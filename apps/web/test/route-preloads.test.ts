import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { routePatterns } from '@asukas/contract'
import {
  readRouteModules,
  routePreloads,
  type Manifest,
  type RouteModuleTables,
} from '../build/route-preloads.ts'

const webRoot = path.resolve(import.meta.dirname, '..')
const tablesSource = readFileSync(path.join(webRoot, 'src/app/route-modules.ts'), 'utf8')

describe('route preloads: the route → module tables', () => {
  const tables = readRouteModules(tablesSource, 'src/app')

  it('reads every screen of route-modules.ts, each a route of spec 01 §2 and a real file', () => {
    const screens = { ...tables.publicScreenModules, ...tables.screenModules }
    expect(Object.keys(screens)).toEqual(
      expect.arrayContaining(['login', 'frontPage', 'messages', 'parking', 'confirmTermination']),
    )
    for (const [name, module] of Object.entries(screens)) {
      expect(Object.keys(routePatterns), name).toContain(name)
      expect(existsSync(path.join(webRoot, module)), module).toBe(true)
    }
    expect(tables.screenModules.confirmTermination).toBe(
      'src/features/contract-requests/ConfirmRequestScreen.tsx',
    )
    expect(tables.layoutModules.authenticated).toBe('src/app/layouts/AuthenticatedLayout.tsx')
  })

  it('refuses an entry without an import() and a missing table', () => {
    const broken = tablesSource.replace(
      "login: () => import('../features/auth/LoginScreen.tsx'),",
      'login: loadLogin,',
    )
    expect(() => readRouteModules(broken, 'src/app')).toThrow(/publicScreenModules\.login/)
    const noLayouts = tablesSource.replace('export const layoutModules', 'const layoutModules')
    expect(() => readRouteModules(noLayouts, 'src/app')).toThrow(/layoutModules/)
  })
})

describe('route preloads: the files of each route', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      css: ['assets/index.css'],
    },
    'src/main.tsx': {
      file: 'assets/main-1.js',
      imports: ['_vendor-1.js', '_i18n-1.js'],
    },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    '_i18n-1.js': { file: 'assets/i18n-1.js', imports: ['_vendor-1.js'] },
    '_Field-1.js': {
      file: 'assets/Field-1.js',
      imports: ['_vendor-1.js'],
      css: ['assets/Field.css'],
    },
    '_zod-1.js': { file: 'assets/zod-1.js' },
    'src/features/auth/LoginScreen.tsx': {
      file: 'assets/LoginScreen-1.js',
      imports: ['index.html', '_vendor-1.js', '_i18n-1.js', '_Field-1.js', '_zod-1.js'],
    },
    'src/app/layouts/AuthenticatedLayout.tsx': {
      file: 'assets/AuthenticatedLayout-1.js',
      imports: ['_vendor-1.js'],
      css: ['assets/Layout.css'],
    },
    'src/features/documents/DocumentsScreen.tsx': {
      file: 'assets/Documents-1.js',
      imports: ['_Field-1.js'],
    },
  }
  const tables: RouteModuleTables = {
    layoutModules: { authenticated: 'src/app/layouts/AuthenticatedLayout.tsx' },
    publicScreenModules: { login: 'src/features/auth/LoginScreen.tsx' },
    screenModules: { documents: 'src/features/documents/DocumentsScreen.tsx' },
  }

  it("lists the app's code apart, each chunk after its imports, the app's module last", () => {
    const preloads = routePreloads(manifest, tables)
    expect(preloads.app).toEqual(['/assets/vendor-1.js', '/assets/i18n-1.js'])
    expect(preloads.main).toBe('/assets/main-1.js')
  })

  it("lists a screen's chunk, its static imports and their CSS, less the entry's and app's", () => {
    expect(routePreloads(manifest, tables).routes.login).toEqual([
      '/assets/Field-1.js',
      '/assets/Field.css',
      '/assets/zod-1.js',
      '/assets/LoginScreen-1.js',
    ])
  })

  it('adds the authenticated layout to the screens behind it', () => {
    expect(routePreloads(manifest, tables).routes.documents).toEqual([
      '/assets/AuthenticatedLayout-1.js',
      '/assets/Layout.css',
      '/assets/Field-1.js',
      '/assets/Field.css',
      '/assets/Documents-1.js',
    ])
  })

  it("lists the translations the app and each screen load, by language, after the code's", () => {
    const withTexts: Manifest = {
      ...manifest,
      '_i18n-1.js': {
        file: 'assets/i18n-1.js',
        imports: ['_vendor-1.js'],
        dynamicImports: ['src/shared/i18n/sv.ts', 'src/shared/i18n/en.ts'],
      },
      'src/shared/i18n/sv.ts': { file: 'assets/sv-1.js' },
      'src/shared/i18n/en.ts': { file: 'assets/en-1.js' },
      '_section-1.js': {
        file: 'assets/section-1.js',
        dynamicImports: [
          'src/shared/i18n/property/fi.ts',
          'src/shared/i18n/property/sv.ts',
          'src/features/documents/Viewer.tsx',
        ],
      },
      'src/shared/i18n/property/fi.ts': { file: 'assets/fi-2.js', imports: ['_labels-1.js'] },
      'src/shared/i18n/property/sv.ts': { file: 'assets/sv-2.js', imports: ['_labels-1.js'] },
      '_labels-1.js': { file: 'assets/labels-1.js' },
      'src/features/documents/Viewer.tsx': { file: 'assets/Viewer-1.js' },
      'src/features/documents/DocumentsScreen.tsx': {
        file: 'assets/Documents-1.js',
        imports: ['_Field-1.js', '_section-1.js'],
      },
    }
    const { texts } = routePreloads(withTexts, tables)
    // Finnish is part of the app's chunk; Swedish and English come with the app in their pages.
    expect(texts.fi.app).toEqual([])
    expect(texts.sv.app).toEqual(['/assets/sv-1.js'])
    expect(texts.en.app).toEqual(['/assets/en-1.js'])
    // A screen's section in each language, with its imports; never a screen's other lazy code.
    expect(texts.fi.routes.documents).toEqual(['/assets/labels-1.js', '/assets/fi-2.js'])
    expect(texts.sv.routes.documents).toEqual(['/assets/labels-1.js', '/assets/sv-2.js'])
    expect(texts.en.routes.documents).toEqual([])
    expect(texts.sv.routes.login).toEqual([])
  })

  it('fails the build when a module of the tables or the app is not in the manifest', () => {
    const { 'src/main.tsx': _app, ...withoutApp } = manifest
    expect(() => routePreloads(withoutApp, tables)).toThrow(/src\/main\.tsx is not in the/)
    const missing = { ...tables, screenModules: { parking: 'src/features/parking/Parking.tsx' } }
    expect(() => routePreloads(manifest, missing)).toThrow(/Parking\.tsx is not in the build/)
  })
})
