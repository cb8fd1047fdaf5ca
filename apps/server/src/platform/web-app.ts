/**
 * Serves the built web app (`apps/web/dist`) and answers everything no route matched:
 *
 * - a path some route serves with other methods → 405 `{ error: 'METHOD_NOT_ALLOWED' }` with
 *   `Allow` (`allowed-methods.ts`).
 * - `/api/...` → 404 `{ error: 'NOT_FOUND' }` (spec 02 §8).
 * - any other GET/HEAD → the file from `dist` if it exists, else the page (SPA fallback: the
 *   React router owns `/asiointi/...`, `/login`, `/404`, ...): `index.html` with the app's and
 *   the route's code and, on a first visit, the consent banner as its first paint
 *   (`page-html.ts`), compressed once per variant, `Vary: Accept-Encoding, Cookie`.
 * - when `dist/index.html` is missing → 503 with a plain-text hint to run `npm run build`.
 * - other methods → 404 NOT_FOUND.
 *
 * Hashed assets under `/assets/` are cached for a year; `index.html` is never cached so a new
 * build is picked up at once. The build writes brotli (`.br`) and gzip (`.gz`) siblings of every
 * text asset (apps/web/vite.config.ts); they are sent to browsers that accept them, with
 * `Vary: Accept-Encoding`, so nothing is compressed per request.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { negotiate } from '@fastify/accept-negotiator'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { RouteName } from '@asukas/contract'
import { CONSENT_COOKIE, needsConsent, toLang } from '@asukas/domain'
import { allowedMethods } from './allowed-methods.ts'
import type { Config } from './config.ts'
import { PageHtml } from './page-html.ts'

/** Text of the 503 answer when the web app has not been built. */
export const webAppMissingText =
  'The Asukas web app has not been built yet. Run `npm run build` (or `npm start`, which builds first) and reload.\n'

/** Options of {@link registerWebApp}. */
export interface WebAppOptions {
  /** True when screen `route` can be shown in this deployment; others get no preloads. */
  routeShown?: (route: RouteName) => boolean
}

/** Registers static serving and the not-found handler. */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  options: WebAppOptions = {},
): Promise<void> {
  const root = config.webDistDir
  const indexFile = join(root, 'index.html')
  const pageHtml = new PageHtml(root, options.routeShown)

  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: 'index.html',
    serve: true,
    preCompressed: true,
    suppressWarning: true,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.startsWith(join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const allowed = allowedMethods(app.routeTable, path)
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ error: 'METHOD_NOT_ALLOWED' })
    }
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send({ error: 'NOT_FOUND' })
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'NOT_FOUND' })
    }
    if (!existsSync(indexFile)) {
      return reply.code(503).type('text/plain; charset=utf-8').send(webAppMissingText)
    }
    // The page with its route's code and, on a first visit, the consent banner (page-html.ts).
    const query = new URLSearchParams(request.url.split('?')[1] ?? '')
    const lang = toLang(query.get('lang')) ?? toLang(request.cookies.lang) ?? 'fi'
    const answeredAt = request.cookies[CONSENT_COOKIE]
    const consentNeeded = needsConsent(
      answeredAt ? { lastConsentDate: answeredAt } : null,
      new Date(),
    )
    const page = pageHtml.pageFor(path, { lang, consentNeeded })
    // As the static handler negotiates its precompressed files (q-values respected).
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip'])
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8')
    if (encoding !== 'br' && encoding !== 'gzip') return reply.send(page.html)
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip)
  })
}
