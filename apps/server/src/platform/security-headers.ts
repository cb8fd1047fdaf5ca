/**
 * Security headers on every answer (ARCHITECTURE.md "strict CSP").
 *
 * The Content-Security-Policy allows only this origin: scripts, styles, fonts, fetches and
 * frames of the SPA come from here; images may also be `data:` URLs (inline icons). No inline
 * script, no `eval`, no plugins, no framing by other sites. The API docs at `/api/docs` set their
 * own slightly wider policy (swagger-ui's inline styles), see `docs.ts`.
 */
import type { FastifyInstance } from 'fastify'
import type { Config } from './config.ts'

/** The CSP of the web app and the API. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * Adds the headers: CSP (unless a route set its own), no MIME sniffing, no framing, a strict
 * referrer policy, same-origin isolation, HSTS over https, and `Cache-Control: no-store` for API
 * answers (they hold personal data) unless the route allows private caching (`cacheSeconds`).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy)
    }
    reply.header('x-content-type-options', 'nosniff')
    reply.header('x-frame-options', 'DENY')
    reply.header('referrer-policy', 'same-origin')
    reply.header('cross-origin-opener-policy', 'same-origin')
    reply.header('cross-origin-resource-policy', 'same-origin')
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    if (config.secureCookies) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    }
    if (
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/docs') &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store')
    }
    return payload
  })
}
