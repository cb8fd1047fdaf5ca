/**
 * Routes of the property feature (spec 02 §7): building information, documents by category and
 * a document's signed address.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { notFound } from '../../platform/errors.ts'
import { isDemoFileUrl, signDemoFileUrl } from '../../platform/files/demo-files.ts'
import { routeFor } from '../../platform/http.ts'
import * as service from './service.ts'

/** Registers GET …/building-info, …/documents and …/documents/:documentUuid. */
export const propertyRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, files, config, clock },
) => {
  const signer: service.DocumentLinkSigner = (input) => files.signedFileUrl(input)
  app.route(
    routeFor(api.buildingInfo, async (request) => service.buildingInfo(db, request.contract)),
  )
  app.route(
    routeFor(api.documents, async (request) => service.documentGroups(db, request.contract)),
  )
  app.route(
    routeFor(api.documentLink, async (request) => {
      const link = await service.documentLink(
        db,
        request.contract,
        request.params.documentUuid,
        signer,
      )
      // Demo documents are files of the server: a signed, expiring, contract-scoped address.
      if (!isDemoFileUrl(link.url)) return link
      if (!config.demoFiles) throw notFound()
      const storedUrl = link.url
      const contractUuid = request.contract.contractUuid
      return {
        ...link,
        url: await signDemoFileUrl(db, { contractUuid, storedUrl, now: clock.now() }),
      }
    }),
  )
}
