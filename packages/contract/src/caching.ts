/**
 * How long the answers the spec caches may be reused: bulletins and building information, 59
 * seconds (spec 02 §9 "bulletins and building info cache 59 s"). The server sends it as
 * `Cache-Control: private, max-age=59` with an ETag; the web app uses it as the query stale time.
 */
export const cachedReadSeconds = 59
