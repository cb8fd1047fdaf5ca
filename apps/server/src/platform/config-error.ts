/**
 * The leaf of the settings modules: the error a wrong setting raises and the server modes.
 * `config.ts`, `identity/providers.ts` and `mail/settings.ts` all import it, so none of them has
 * to import another (issue 10: no import cycle through `config.ts`).
 */

/** Raised when a setting is missing or malformed; its message names every bad setting. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** The modes the server runs in: `demo` seeds demo data and shows demo hints, `test` is for tests. */
export const modes = ['demo', 'production', 'test'] as const
/** Server mode, see {@link modes}. */
export type Mode = (typeof modes)[number]
