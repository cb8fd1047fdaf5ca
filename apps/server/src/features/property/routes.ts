/**
 * Routes of the property feature (spec 02 §7): building information, documents by category and
 * a document's signed address.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import * as service from './service.ts'

/** Registers GET …/building-info, …/documents and …/documents/:documentUuid. */
export const propertyRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, files }) => {
  const signer: service.DocumentLinkSigner = (input) => files.signedFileUrl(input)
  app.route(
    routeFor(api.buildingInfo, async (request) => service.buildingInfo(db, request.contract)),
  )
  app.route(
    routeFor(api.documents, async (request) => service.documentGroups(db, request.contract)),
  )
  app.route(
    routeFor(api.documentLink, async (request) =>
      service.documentLink(db, request.contract, request.params.documentUuid, signer),
    ),
  )
}
