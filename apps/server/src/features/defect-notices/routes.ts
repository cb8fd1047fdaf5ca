/** Routes of the defect notices feature (spec 02 §7): a contract's fault reports. */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import * as service from './service.ts'

/** Registers GET …/defect-notices and …/defect-notices/:defectNoticeUuid. */
export const defectNoticeRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.route(
    routeFor(api.defectNotices, async (request) => service.listDefectNotices(db, request.contract)),
  )
  app.route(
    routeFor(api.defectNotice, async (request) =>
      service.getDefectNotice(db, request.contract, request.params.defectNoticeUuid),
    ),
  )
}
