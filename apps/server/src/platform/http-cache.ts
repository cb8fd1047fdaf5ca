/**
 * Conditional GETs: every answer carries a weak ETag (FNV-1a of the body, `@fastify/etag`), and
 * a request whose `If-None-Match` matches is answered 304 with no body. Together with the
 * `cacheSeconds` of `routeFor` (spec 02 §9: bulletins and building info are cached 59 s) a browser
 * reuses those answers for 59 s and then revalidates them cheaply.
 */
import fastifyEtag from '@fastify/etag'
import type { FastifyInstance } from 'fastify'

/** Registers ETags and 304 answers on every route registered after it. */
export async function registerHttpCaching(app: FastifyInstance): Promise<void> {
  await app.register(fastifyEtag, { weak: true, hashFn: fastifyEtag.fnv1a })
}
