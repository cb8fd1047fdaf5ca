/**
 * The general per-IP limit of the public POST routes (issue 8 item 11): login, staff login,
 * forgot password, the registration steps, code resend and check (not logout: ending a session
 * is never refused; not the integration API, whose token endpoint limits its failures itself). Each such request from one
 * address counts against `limits.publicPostsPerIp` in `rate_limit_counters`, shared by every
 * server instance through the database; past the limit the answer is 429
 * TOO_MANY_REQUESTS_EXCEPTION with `Retry-After` (and `details.retryAfter`) in seconds. This
 * comes on top of the limits of each step (codes per address, the login throttle).
 *
 * The address is `request.ip`: behind a reverse proxy set TRUST_PROXY, or every resident shares
 * the proxy's address and its limit.
 *
 * Installed by an `onRoute` hook, so it must be registered before the routes.
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify'
import type { Clock } from './clock.ts'
import type { Queryable } from './db/db.ts'
import { tooManyAttempts } from './errors.ts'
import { takeRateLimit, type AccountLimits } from './rate-limit.ts'

/** Adds the per-IP limit to every public POST route under `/api` registered after this call. */
export function registerPublicPostLimit(
  app: FastifyInstance,
  deps: { db: Queryable; clock: Clock; limits: Pick<AccountLimits, 'publicPostsPerIp'> },
): void {
  const { db, clock, limits } = deps
  const limitByIp: onRequestAsyncHookHandler = async (request) => {
    const taken = await takeRateLimit(
      db,
      `public_post:ip:${request.ip}`,
      limits.publicPostsPerIp,
      clock.now(),
    )
    if (!taken.allowed) throw tooManyAttempts('TOO_MANY_REQUESTS_EXCEPTION', taken.retryAfterMs)
  }
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (!methods.includes('POST') || !route.url.startsWith('/api/')) return
    if (route.config?.access !== 'public' || route.url === '/api/logout') return
    // The integration API limits its token endpoint's failures itself (issue 22).
    if (route.url.startsWith('/api/integration/')) return
    const existing = route.onRequest
    route.onRequest = [...(existing ? [existing].flat() : []), limitByIp]
  })
}
