/** Routes of the bulletins feature (spec 02 §7): the bulletin board of a contract's building. */
import { api, cachedReadSeconds } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { notFound } from '../../platform/errors.ts'
import { isDemoFileUrl, signDemoFileUrl } from '../../platform/files/demo-files.ts'
import { routeFor } from '../../platform/http.ts'
import { requestLang } from '../../platform/request-lang.ts'
import * as service from './service.ts'

/** Registers GET …/bulletins, …/bulletins/:bulletinUuid and its attachment addresses. */
export const bulletinRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, config, clock, files },
) => {
  /** Uploaded bulletin files, signed for the reading contract. */
  const signerFor =
    (contractUuid: string): service.BulletinFileSigner =>
    (fileUuid) =>
      files.signedFileUrl({ fileUuid, contractUuid })
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
          signerFor(request.contract.contractUuid),
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
          signerFor(request.contract.contractUuid),
        )
      },
      { cacheSeconds: cachedReadSeconds },
    ),
  )
  app.route(
    routeFor(api.bulletinAttachment, async (request) => {
      const link = await service.attachmentUrl(
        db,
        request.contract,
        request.params.bulletinUuid,
        request.params.attachmentUuid,
        signerFor(request.contract.contractUuid),
      )
      // Demo attachments are files of the server: a signed, expiring, contract-scoped address.
      if (!isDemoFileUrl(link.url)) return link
      if (!config.demoFiles) throw notFound()
      const contractUuid = request.params.contractUuid
      return {
        url: await signDemoFileUrl(db, { contractUuid, storedUrl: link.url, now: clock.now() }),
      }
    }),
  )
}
