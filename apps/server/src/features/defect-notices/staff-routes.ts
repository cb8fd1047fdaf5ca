/**
 * Staff routes of fault reports (issue 14; ADR 0033): read one, link a work order, start the
 * work, add a work note (resident-visible or internal), complete. Each route is wrapped by the
 * staff route guard with the `defect_notices` capability (403 STAFF_ROLE_REQUIRED before the body
 * is read); writes are refused for impersonators by the one write guard.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { requireId } from '../../platform/ids.ts'
import { staffRouteGuard } from '../staff/index.ts'
import { actOnDefectNotice, getDefectNoticeForStaff, type DefectAction } from './staff-service.ts'

/** Registers the five staff routes of fault reports. */
export const defectNoticeStaffRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, clock } = deps
  const staff = { access: 'staff' } as const
  const { actorOf, withCapability } = staffRouteGuard(db)

  app.route(
    withCapability(
      'defect_notices',
      routeFor(
        api.staffDefectNotice,
        async (request) =>
          getDefectNoticeForStaff(
            db,
            clock,
            actorOf(request),
            requireId('DefectNotice', request.params.id),
          ),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'defect_notices',
      routeFor(
        api.staffLinkWorkOrder,
        async (request) =>
          act(request, { kind: 'link_work_order', workOrderId: request.body.workOrderId }),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'defect_notices',
      routeFor(api.staffStartDefectWork, async (request) => act(request, { kind: 'start' }), staff),
    ),
  )
  app.route(
    withCapability(
      'defect_notices',
      routeFor(
        api.staffAddWorkNote,
        async (request) => act(request, { kind: 'work_note', note: request.body }),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'defect_notices',
      routeFor(
        api.staffCompleteDefect,
        async (request) => act(request, { kind: 'complete' }),
        staff,
      ),
    ),
  )

  function act(
    request: Parameters<typeof actorOf>[0] & { params: { id: string } },
    action: DefectAction,
  ) {
    return actOnDefectNotice(
      deps,
      actorOf(request),
      requireId('DefectNotice', request.params.id),
      action,
      request.ip,
    )
  }
}
