/**
 * Identifier helpers: the uuid check, and the one place ids get their brand (`Id<K>` of
 * `@asukas/domain`, issue 24). A route brands a path parameter with {@link requireId} (a
 * malformed one is answered 404, as an unknown one) or {@link parseId}; a repository brands what it reads from the database with
 * {@link idOf} or by typing the row's column as the branded id. Nothing else makes an `Id`.
 */
import { randomUUID } from 'node:crypto'
import type { Id, IdKind } from '@asukas/domain'
import { notFound } from './errors.ts'

/** The uuid form used on the wire and in the database: 8-4-4-4-12 hex digits, any version. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Tells whether `value` is a uuid string. Repositories check ids from paths with it before
 * querying a `uuid` column, where a malformed value would be a database error instead of 404.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value)
}

/**
 * Brands a uuid that is known to name an entity of `kind`: one read from the database, or one
 * already validated. The kind is only for the reader and the type checker.
 */
export function idOf<K extends IdKind>(kind: K, value: string): Id<K> {
  void kind
  return value as Id<K>
}

/**
 * Validates an id that came from outside (a path parameter, a body field) and brands it.
 *
 * @returns the id in lower case, or null when `value` is not a uuid (the caller answers 404).
 */
export function parseId<K extends IdKind>(kind: K, value: unknown): Id<K> | null {
  return isUuid(value) ? idOf(kind, value.toLowerCase()) : null
}

/**
 * {@link parseId} for an id that names what the request is about (a path parameter): a
 * malformed id is answered like an unknown one.
 *
 * @throws ApiError 404 NOT_FOUND when `value` is not a uuid.
 */
export function requireId<K extends IdKind>(kind: K, value: unknown): Id<K> {
  const id = parseId(kind, value)
  if (id === null) throw notFound()
  return id
}

/**
 * A time-ordered uuid (RFC 9562 version 7): the current millisecond first, then random bits (of
 * `randomUUID`, which draws from a pooled buffer: several times cheaper than a random call per
 * uuid). Ids made one after the other land at the end of a uuid index instead of at random
 * pages; within one millisecond their order is random.
 */
export function timeOrderedUuid(now = Date.now()): string {
  // The time part is made once per millisecond: a bulk load makes thousands of ids in one.
  if (now !== prefixMillis) {
    const time = now.toString(16).padStart(12, '0')
    prefix = `${time.slice(0, 8)}-${time.slice(8, 12)}-7`
    prefixMillis = now
  }
  return `${prefix}${randomUUID().slice(15)}`
}

/** The millisecond of {@link prefix}. */
let prefixMillis = -1
/** The time part of the last {@link timeOrderedUuid} (`tttttttt-tttt-7`). */
let prefix = ''
