/**
 * Routes of the parking feature (spec 02 §7): the parking list, reserving a spot and ending a
 * reservation. The impersonation guard refuses both writes for staff (spec 02 §6).
 */
import { api } from '@asukas/contract'
import { todayInHelsinki } from '@asukas/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import * as service from './service.ts'

/** Registers GET …/parking-spots, POST …/reservations and POST …/reservations/terminate. */
export const parkingRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clock }) => {
  const today = () => todayInHelsinki(clock.now())
  app.route(
    routeFor(api.parkingSpots, async (request) =>
      service.parkingList(db, request.contract, request.user, today(), request.query.include),
    ),
  )
  app.route(
    routeFor(api.reserveParkingSpot, async (request) =>
      service.reserve(db, request.contract, request.user, request.body, today(), clock.now()),
    ),
  )
  app.route(
    routeFor(api.terminateParkingReservation, async (request) =>
      service.terminate(db, request.contract, request.user, request.body, today(), clock.now()),
    ),
  )
}
