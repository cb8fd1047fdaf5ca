/**
 * Security headers on every answer (docs/architecture.md "strict CSP"), set by `@fastify/helmet`
 * (issue 8 item 9) with the policy the hand-written hook had:
 *
 * - Content-Security-Policy: only this origin: scripts, styles, fonts, fetches and frames of the
 *   SPA come from here; images may also be `data:` URLs (inline icons). No inline script, no
 *   `eval`, no plugins, no framing by other sites. The API docs at `/api/docs` set their own
 *   policy (`docs.ts`: swagger-ui's inline script and style hashes, still only this origin).
 * - `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: same-origin`,
 *   `Cross-Origin-Opener-Policy` and `Cross-Origin-Resource-Policy: same-origin`, and HSTS
 *   (one year, subdomains) when PUBLIC_URL is https; plus helmet's other defaults
 *   (`X-DNS-Prefetch-Control: off`, `X-Permitted-Cross-Domain-Policies: none`,
 *   `Origin-Agent-Cluster`, `X-Download-Options`, `X-XSS-Protection: 0`).
 * - Not helmet's: `Permissions-Policy` (no camera, microphone, geolocation, payment) and
 *   `Cache-Control: no-store` on API answers (they hold personal data), set before the handler
 *   runs, so a route that allows private caching (`cacheSeconds`) replaces it.
 *
 * Registered before every other hook, so refusals by the CSRF and session hooks carry the
 * headers too.
 */
import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { Config } from './config.ts'

/** The CSP directives of the web app and the API. */
export const cspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const

/** The CSP header value of the web app and the API, as helmet writes it. */
export const contentSecurityPolicy = Object.entries(cspDirectives)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';')

/** `Permissions-Policy`: the portal uses none of these browser features. */
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=()'

/**
 * Registers helmet with the policy of the module comment, the permissions policy and the API's
 * `Cache-Control: no-store`.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // With S3 storage the browser PUTs uploads straight to the bucket (presigned URLs).
  const s3Origin = config.s3
    ? config.s3.endpoint
      ? new URL(config.s3.endpoint).origin
      : 'https://*.amazonaws.com'
    : null
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(cspDirectives).map(([name, values]) => [
          name,
          name === 'connect-src' && s3Origin ? [...values, s3Origin] : [...values],
        ]),
      ),
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.secureCookies
      ? { maxAge: 31_536_000, includeSubDomains: true, preload: false }
      : false,
    xFrameOptions: { action: 'deny' },
  })
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicy)
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      reply.header('cache-control', 'no-store')
    }
  })
}
