/**
 * Vite plugin: the web app's zod without JSON Schema generation (issue 9, JavaScript budget).
 *
 * zod 4's classic schemas attach a JSON Schema converter to every schema type when it is built
 * (`inst._zod.processJSONSchema = … processors.stringProcessor(…)`), so a bundler cannot drop
 * the converter even though the browser never asks for JSON Schema: about 17 KB minified and
 * 6 KB gzip on every page. The server keeps the real converter (it serves the OpenAPI document);
 * in the web build this plugin loads, in place of zod's three JSON Schema modules
 * (`v4/core/to-json-schema.js`, `json-schema-processors.js`, `json-schema-generator.js`), a
 * module with the same export names whose functions throw {@link JSON_SCHEMA_UNAVAILABLE}.
 *
 * The names are read from zod's own files at build time, so a zod update that adds or renames an
 * export still builds. Factories (`create…`) return the throwing function instead of throwing,
 * because zod calls them when a schema's `~standard` property is read. Parsing never touches
 * these modules; the web unit tests and browser tests parse through the stubbed zod.
 *
 * The same plugin leaves out zod's English error messages (`v4/locales/en.js`, which zod's classic
 * schemas register as the default locale on first use: about 1 KB gzip on every page). The web
 * never shows zod's own texts: a form shows the message key a domain schema sets, and any other
 * message becomes the generic "invalid value" text in the resident's language
 * (`shared/lib/validation-message.ts`). The stand-in locale answers {@link GENERIC_ZOD_MESSAGE}
 * for every issue.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** zod's JSON Schema modules, by resolved file path. */
const jsonSchemaModule =
  /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors|json-schema-generator)\.js$/

/** zod's English locale module, by resolved file path. */
const englishLocaleModule = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]en\.js$/

/** The one message of the stand-in locale (zod's own fallback text). */
export const GENERIC_ZOD_MESSAGE = 'Invalid input'

/** The stand-in for zod's English locale: the same default export, one message for every issue. */
export const englishLocaleStub = `export default function () {\n  return { localeError: () => ${JSON.stringify(GENERIC_ZOD_MESSAGE)} }\n}\n`

/** Message of the error a stubbed function throws. */
export const JSON_SCHEMA_UNAVAILABLE = 'zod JSON Schema generation is not part of the web bundle'

/**
 * The names an ES module exports itself (`export const|let|function|class name`,
 * `export { a, b as c }` without `from`), in source order. Re-exports (`export … from`) are left
 * out: they come from modules that are not replaced.
 */
export function ownExportNames(source: string): string[] {
  const names: string[] = []
  for (const m of source.matchAll(/^export\s+(?:const|let|var|function\*?|class)\s+([\w$]+)/gm))
    names.push(m[1] ?? '')
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}\s*(from\b)?/gm)) {
    if (m[2]) continue
    for (const part of (m[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
      if (name) names.push(name)
    }
  }
  return [...new Set(names.filter(Boolean))]
}

/** The replacement module's source for a module exporting `names`. */
export function stubSource(names: readonly string[]): string {
  const lines = [
    `function unavailable() { throw new Error(${JSON.stringify(JSON_SCHEMA_UNAVAILABLE)}) }`,
  ]
  for (const name of names) {
    const value = name.startsWith('create') ? '() => unavailable' : 'unavailable'
    lines.push(`export const ${name} = ${value}`)
  }
  return `${lines.join('\n')}\n`
}

/** The plugin (see the module comment). */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'asukas:zod-without-json-schema',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id
      if (englishLocaleModule.test(file)) return englishLocaleStub
      if (!jsonSchemaModule.test(file)) return null
      return stubSource(ownExportNames(readFileSync(file, 'utf8')))
    },
  }
}
