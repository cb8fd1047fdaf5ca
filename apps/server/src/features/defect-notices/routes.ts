/**
 * Routes of the defect notices feature (spec 02 §7): a contract's fault reports, filing one and
 * editing one. Every route answers 404 when the `defectNotice` setting is off.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { requireId } from '../../platform/ids.ts'
import * as service from './service.ts'

/** Registers the list, detail, create and edit routes of fault reports. */
export const defectNoticeRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, files, config } = deps
  app.route(
    routeFor(api.defectNotices, async (request) => {
      service.requireDefectNotices(config)
      return service.listDefectNotices(db, files, request.contract)
    }),
  )
  app.route(
    routeFor(api.defectNotice, async (request) => {
      service.requireDefectNotices(config)
      return service.getDefectNotice(
        db,
        files,
        request.contract,
        requireId('DefectNotice', request.params.defectNoticeUuid),
      )
    }),
  )
  app.route(
    routeFor(api.defectClasses, async () => {
      service.requireDefectNotices(config)
      return service.listDefectClasses(db)
    }),
  )
  app.route(
    routeFor(api.createDefectNotice, async (request) =>
      service.createDefectNotice(deps, request.user, request.body),
    ),
  )
  app.route(
    routeFor(api.updateDefectNotice, async (request) =>
      service.updateDefectNotice(
        deps,
        request.user,
        request.contract,
        requireId('DefectNotice', request.params.defectNoticeUuid),
        request.body,
      ),
    ),
  )
}
