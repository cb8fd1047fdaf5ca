/**
 * Overload protection (issue 23 item 1; `MAX_EVENT_LOOP_DELAY_MS`, `MAX_EVENT_LOOP_UTILIZATION`):
 * `@fastify/under-pressure` samples the event loop every 250 ms, and while its mean delay or its
 * utilisation is over the configured limit, an API call answers 503 `SERVICE_UNAVAILABLE` with
 * `Retry-After: 5` at once, before any session or database work, instead of queueing.
 *
 * Only API calls (`/api/…`) are shed. The web app's files and pages are read from memory or disk
 * at almost no cost, and a page whose module script answered 503 is left broken ("failed to fetch
 * a dynamically imported module") where a refused API call shows the screen's error state with
 * its retry. Seen on a loaded demo server: the front page's route chunk answered 503 and the
 * resident was left on a blank page.
 */
import fastifyUnderPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import type { Config } from './config.ts'

/** Seconds a shed API call is told to wait (`Retry-After`). */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5

/** Whether `url` is an API call, which overload protection may shed. */
export function isShedPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}

/** The error a shed API call fails with (mapped to `{ error: 'SERVICE_UNAVAILABLE' }`). */
function serviceUnavailable(): Error & { statusCode: number } {
  return Object.assign(new Error('Service Unavailable'), { statusCode: 503 })
}

/** Registers the overload protection on `app` with the limits of `overload` (0 turns one off). */
export async function registerOverloadProtection(
  app: FastifyInstance,
  overload: Config['overload'],
): Promise<void> {
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: overload.maxEventLoopDelayMs,
    maxEventLoopUtilization: overload.maxEventLoopUtilization,
    sampleInterval: 250,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    pressureHandler: (request, reply) => {
      if (!isShedPath(request.url)) return undefined
      void reply.status(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
      return Promise.reject(serviceUnavailable())
    },
  })
}
