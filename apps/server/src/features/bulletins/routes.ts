/** Routes of the bulletins feature (spec 02 §7): the bulletin board of a contract's building. */
import { api, cachedReadSeconds } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { requestLang } from '../../platform/request-lang.ts'
import * as service from './service.ts'

/** Registers GET …/bulletins, …/bulletins/:bulletinUuid and its attachment addresses. */
export const bulletinRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.route(
    routeFor(
      api.bulletins,
      async (request, reply) => {
        // The answer is in the reader's language (issue 14): caches must key on it.
        reply.header('Vary', 'Accept-Language')
        return service.bulletinPage(
          db,
          request.contract,
          request.query.page,
          requestLang(request) ?? 'fi',
        )
      },
      { cacheSeconds: cachedReadSeconds },
    ),
  )
  app.route(
    routeFor(
      api.bulletin,
      async (request, reply) => {
        reply.header('Vary', 'Accept-Language')
        return service.getBulletin(
          db,
          request.contract,
          request.params.bulletinUuid,
          requestLang(request) ?? 'fi',
        )
      },
      { cacheSeconds: cachedReadSeconds },
    ),
  )
  app.route(
    routeFor(api.bulletinAttachment, async (request) =>
      service.attachmentUrl(
        db,
        request.contract,
        request.params.bulletinUuid,
        request.params.attachmentUuid,
      ),
    ),
  )
}
