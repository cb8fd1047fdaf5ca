/**
 * Turns off zod's compiled (JIT) object parsers in the browser (issue 23 item 11): to decide
 * whether it may compile, zod 4 probes `new Function('')` the first time an object schema is
 * built, and under the portal's CSP (no `unsafe-eval`) that probe is reported as a CSP violation
 * on every page, even though zod catches the error. With `jitless` zod skips the probe and
 * parses with its interpreter.
 *
 * zod's public switch is `z.config({ jitless: true })`, which writes `jitless` into the object
 * `globalThis.__zod_globalConfig` (zod/v4/core `core.js`: created only when absent, read when a
 * schema is built). The boot entry must not load zod itself (docs/decisions/0019: the first
 * paint waits for nothing but this small script), so it sets the same flag on that object before
 * any chunk with a schema is evaluated; `apps/web/test/zod-jitless.test.ts` checks that zod
 * reads it. Imported first by `boot.ts`.
 */

/** zod's global configuration object, as zod 4 keeps it on `globalThis`. */
interface ZodGlobalScope {
  __zod_globalConfig?: { jitless?: boolean }
}

/** Sets zod's `jitless` flag, creating zod's configuration object if zod has not yet. */
export function configureZodJitless(): void {
  const scope = globalThis as ZodGlobalScope
  scope.__zod_globalConfig ??= {}
  scope.__zod_globalConfig.jitless = true
}

configureZodJitless()
