import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fi } from '../src/shared/i18n/fi.ts'
import { validationMessage } from '../src/shared/lib/validation-message.ts'
import {
  englishLocaleStub,
  GENERIC_ZOD_MESSAGE,
  JSON_SCHEMA_UNAVAILABLE,
  ownExportNames,
  stubSource,
  zodWithoutJsonSchema,
} from '../build/zod-without-json-schema.ts'

const zodCore = path.join(
  path.dirname(createRequire(import.meta.url).resolve('zod/package.json')),
  'v4',
  'core',
)
const zodFile = (...parts: string[]) => path.join(zodCore, ...parts)

/** What the plugin's `load` hook gives for a file, or null when it leaves the file alone. */
function load(file: string): string | null {
  const hook = zodWithoutJsonSchema().load
  const fn = typeof hook === 'function' ? hook : hook?.handler
  return (fn?.call({} as never, file) as string | null | undefined) ?? null
}

/** The names `importer` imports by name from `module` (`import { a, b } from "./module"`). */
function namedImports(importer: string, module: string): string[] {
  const source = readFileSync(importer, 'utf8')
  const names: string[] = []
  const pattern = /^(?:import|export)\s*\{([^}]*)\}\s*from\s*"([^"]+)"/gm
  for (const m of source.matchAll(pattern)) {
    if (!m[2]?.endsWith(module)) continue
    for (const part of (m[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]
      if (name) names.push(name)
    }
  }
  return names
}

describe('zod without JSON Schema in the web bundle', () => {
  it('replaces exactly zod’s three JSON Schema modules', () => {
    expect(load(zodFile('to-json-schema.js'))).toContain(JSON_SCHEMA_UNAVAILABLE)
    expect(load(zodFile('json-schema-processors.js'))).toContain(JSON_SCHEMA_UNAVAILABLE)
    expect(load(zodFile('json-schema-generator.js'))).toContain(JSON_SCHEMA_UNAVAILABLE)
    expect(load(zodFile('schemas.js'))).toBeNull()
    expect(load(zodFile('parse.js'))).toBeNull()
  })

  it('exports every name that the rest of zod imports from them', () => {
    const importers: [importer: string, module: string][] = [
      [zodFile('..', 'classic', 'schemas.js'), 'to-json-schema.js'],
      [zodFile('..', 'classic', 'external.js'), 'json-schema-processors.js'],
      [zodFile('..', 'mini', 'external.js'), 'json-schema-processors.js'],
      [zodFile('index.js'), 'json-schema-processors.js'],
      [zodFile('index.js'), 'json-schema-generator.js'],
    ]
    for (const [importer, module] of importers) {
      const wanted = namedImports(importer, module)
      expect(wanted.length).toBeGreaterThan(0)
      const stub = ownExportNames(readFileSync(zodFile(module), 'utf8'))
      for (const name of wanted) expect(stub, `${module} must export ${name}`).toContain(name)
    }
  })

  it('reads own exports and aliases but not re-exports', () => {
    const source = [
      'export function a() {}',
      'export const b = 1',
      'export class C {}',
      'function d() {}',
      'export { d as process, b as again }',
      'export { x } from "./other.js"',
    ].join('\n')
    expect(ownExportNames(source)).toEqual(['a', 'b', 'C', 'process', 'again'])
  })

  it('gives functions that throw, and factories that return them', async () => {
    const src = stubSource(['toJSONSchema', 'createStandardJSONSchemaMethod'])
    const stub = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(src)}`
    )) as Record<string, () => unknown>
    expect(() => stub.toJSONSchema?.()).toThrow(JSON_SCHEMA_UNAVAILABLE)
    const method = stub.createStandardJSONSchemaMethod?.()
    expect(typeof method).toBe('function')
    expect(() => (method as () => unknown)()).toThrow(JSON_SCHEMA_UNAVAILABLE)
  })

  it('replaces zod’s English messages with one text that the web shows as its own generic error', async () => {
    const en = zodFile('..', 'locales', 'en.js')
    expect(load(en)).toBe(englishLocaleStub)
    expect(load(zodFile('..', 'locales', 'fi.js'))).toBeNull()
    const real = (await import(en)) as { default: () => { localeError: unknown } }
    const stub = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(englishLocaleStub)}`
    )) as { default: () => { localeError: (issue: unknown) => string } }
    expect(Object.keys(stub.default())).toEqual(Object.keys(real.default()))
    expect(stub.default().localeError({ code: 'too_small', minimum: 3 })).toBe(GENERIC_ZOD_MESSAGE)
    expect(validationMessage(fi, GENERIC_ZOD_MESSAGE)).toBe(fi.validation.invalid_string)
  })
})
