/** Identifier helpers shared by repositories. */

/** The uuid form used on the wire and in the database: 8-4-4-4-12 hex digits, any version. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Tells whether `value` is a uuid string. Repositories check ids from paths with it before
 * querying a `uuid` column, where a malformed value would be a database error instead of 404.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value)
}
