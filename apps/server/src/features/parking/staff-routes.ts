/**
 * Staff routes of the parking feature (issue 14; ADR 0033): `/api/staff/parking/...` for the
 * areas, spots, prices, rules and reservations of the member's real properties. Each route is
 * wrapped by the staff route guard with the `parking` capability (403 STAFF_ROLE_REQUIRED before
 * the body is read); writes are refused for impersonators by the one guard of the platform.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { requireId } from '../../platform/ids.ts'
import { staffRouteGuard } from '../staff/index.ts'
import { changeStaffParking, listStaffParking, type StaffParkingChange } from './staff-service.ts'

/** Registers GET /api/staff/parking and its six changes (each answers the whole list). */
export const parkingStaffRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const staff = { access: 'staff' } as const
  const guard = staffRouteGuard(db)
  const change = (request: FastifyRequest, parkingChange: StaffParkingChange) =>
    changeStaffParking(db, guard.actorOf(request), parkingChange, request.ip)

  app.route(
    guard.withCapability(
      'parking',
      routeFor(
        api.staffParking,
        async (request) => listStaffParking(db, guard.actorOf(request)),
        staff,
      ),
    ),
  )
  app.route(
    guard.withCapability(
      'parking',
      routeFor(
        api.staffCreateParkingArea,
        async (request) => change(request, { kind: 'create_area', area: request.body }),
        staff,
      ),
    ),
  )
  app.route(
    guard.withCapability(
      'parking',
      routeFor(
        api.staffSetParkingRules,
        async (request) =>
          change(request, {
            kind: 'set_rules',
            areaId: requireId('ParkingArea', request.params.id),
            rules: request.body,
          }),
        staff,
      ),
    ),
  )
  app.route(
    guard.withCapability(
      'parking',
      routeFor(
        api.staffCreateParkingSpot,
        async (request) =>
          change(request, {
            kind: 'create_spot',
            areaId: requireId('ParkingArea', request.params.id),
            spot: request.body,
          }),
        staff,
      ),
    ),
  )
  app.route(
    guard.withCapability(
      'parking',
      routeFor(
        api.staffUpdateParkingSpot,
        async (request) =>
          change(request, {
            kind: 'update_spot',
            spotId: requireId('ParkingSpot', request.params.id),
            patch: request.body,
          }),
        staff,
      ),
    ),
  )
  app.route(
    guard.withCapability(
      'parking',
      routeFor(
        api.staffAddParkingPrice,
        async (request) =>
          change(request, {
            kind: 'add_price',
            spotId: requireId('ParkingSpot', request.params.id),
            price: request.body,
          }),
        staff,
      ),
    ),
  )
  app.route(
    guard.withCapability(
      'parking',
      routeFor(
        api.staffEndParkingReservation,
        async (request) =>
          change(request, {
            kind: 'end_reservation',
            reservationId: request.params.id,
            endDate: request.body.endDate,
          }),
        staff,
      ),
    ),
  )
}
