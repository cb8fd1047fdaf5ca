/**
 * Turns an error into a translated message (spec 02 §8): a message for the error's code when the
 * translations have one, else by kind: 400 'Bad request', 404 'Resource not found', anything else
 * 'Core API returned an error'.
 */
import type { Translations } from '../i18n/fi.ts'
import { ApiError } from '../api/client.ts'

/** The translated message for `error`. */
export function errorMessage(t: Translations, error: unknown): string {
  if (error instanceof ApiError) {
    const byCode = (t.errors.byCode as Partial<Record<string, string>>)[error.code]
    if (byCode) return byCode
    if (error.kind === 'bad_request' || error.kind === 'validation') return t.errors.badRequest
    if (error.kind === 'not_found') return t.errors.notFoundResource
  }
  return t.errors.coreApi
}
