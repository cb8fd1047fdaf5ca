/**
 * Wire primitives shared by every entity of spec 01 §3: identifiers, dates, timestamps and
 * addresses. Response schemas here are deliberately plain (no transforms) so they can be used as
 * Fastify serializers and turned into the OpenAPI document.
 */
import { z } from 'zod'
import { enumField, idField, langs, missingOr } from '@asukas/domain'

/**
 * A UUID on the wire: 8-4-4-4-12 hex digits, any version (seeded demo data uses non-RFC-9562
 * ids such as `00000000-0000-4000-8000-000000000001`). Plain string, no brand.
 */
export const uuidSchema = z.guid()
/** A UUID string on the wire. */
export type Uuid = z.infer<typeof uuidSchema>

/**
 * The short number of a defect, feedback or question notice (`id` beside its `uuid`, spec 01
 * §3), shown to residents. Every other `id` of the API is a UUID ({@link uuidSchema}), as the
 * server's records are keyed by UUIDs.
 */
export const noticeIdSchema = z.number().int().positive()
/** The short number of a notice. */
export type NoticeId = z.infer<typeof noticeIdSchema>

/**
 * A business date on the wire, `yyyy-MM-dd` (spec 02 §5 "Date format"), interpreted in
 * Europe/Helsinki. Used for response fields; request bodies use `isoDateSchema` of
 * `@asukas/domain`, which carries the spec 02 §5 message keys.
 */
export const wireDateSchema = z.iso.date()
/** A `yyyy-MM-dd` business date string. */
export type WireDate = z.infer<typeof wireDateSchema>

/** An ISO-8601 timestamp with an offset, e.g. `2026-11-21T10:15:00.000+02:00` or `...Z`. */
export const timestampSchema = z.iso.datetime({ offset: true })
/** An ISO-8601 timestamp string with offset. */
export type Timestamp = z.infer<typeof timestampSchema>

/**
 * Schema of a user interface language (`langs` of `@asukas/domain`: fi, sv, en; spec 01 §1),
 * sent as `locale` to identity confirmation and registration calls. Keys: `required`,
 * `invalid_string`.
 */
export const localeSchema = enumField(langs)
/** A supported locale code. */
export type Locale = z.infer<typeof localeSchema>

/** A text in the three languages, e.g. a document category label (spec 01 §3 Document). */
export const localizedTextSchema = z.object({ fi: z.string(), sv: z.string(), en: z.string() })
/** A text in fi, sv and en. */
export type LocalizedText = z.infer<typeof localizedTextSchema>

/**
 * A postal address of a contract (spec 01 §3 Contract.postalAddress): street lines, 5-digit
 * Finnish postal code and city.
 */
export const postalAddressSchema = z.object({
  streetAddressLine1: z.string(),
  streetAddressLine2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
})
/** A contract's postal address. */
export type PostalAddress = z.infer<typeof postalAddressSchema>

/** The empty JSON object `{}` answered by calls with nothing to say (e.g. logout). */
export const emptyObjectSchema = z.object({})
/** The empty JSON object. */
export type EmptyObject = z.infer<typeof emptyObjectSchema>

/** Path parameters of every contract-scoped call: `/api/contracts/:contractUuid/...`. */
export const contractParamsSchema = z.object({ contractUuid: uuidSchema })
/** Path parameters of a contract-scoped call. */
export type ContractParams = z.infer<typeof contractParamsSchema>

/**
 * A UUID field of a request body: `idField` of `@asukas/domain` (entity ids are UUID strings on
 * both sides); missing gives `required`, anything else `invalid_string`.
 */
export const uuidField = idField()

/** Answer of a call that starts a redirect: the address the browser goes to (spec 02 §7). */
export const linkSchema = z.object({ link: z.string() })
/** Answer with an address to go to. */
export type Link = z.infer<typeof linkSchema>

/**
 * An object of a request body: a missing one gives `required`, a value of another type
 * `invalid_string` (spec 02 §5 keys instead of zod's English).
 */
export function bodyObject<const S extends z.ZodRawShape>(shape: S) {
  return z.object(shape, { error: missingOr('invalid_string') })
}

/** A list of a request body: missing gives `required`, another type `invalid_string`. */
export function bodyArray<T extends z.ZodType>(item: T) {
  return z.array(item, { error: missingOr('invalid_string') })
}
