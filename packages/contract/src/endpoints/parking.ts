/**
 * Parking calls of residents: the parking list, reserving and terminating (spec 02 §7
 * parking-spots, reservations, terminate; only a tenant of a current contract may reserve or
 * terminate, spec 02 §1 Parking), under the OpenAPI tag `parking`. The staff's calls are in
 * `parking/staff.ts` (ADR 0033), so a resident's page never carries them (ADR 0030).
 */
import { z } from 'zod'
import {
  parkingReservationBaseSchema,
  parkingTerminationBaseSchema,
  rentableParkingSpotIdSchema,
} from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import { contractParamsSchema, wireDateSchema } from '../entities/common.ts'
import { parkingListSchema } from '../entities/parking.ts'

/** Which spots to list: every spot of the contract's areas, or only the resident's own. */
export const parkingSpotsQuerySchema = z.object({
  include: z.enum(['all', 'own']).default('all'),
})

/**
 * Body of `reserveParkingSpot`: `parkingReservationBaseSchema` of `@asukas/domain` —
 * `{ rentableParkingSpotId, startDate, endDate: null }`, start date required (`yyyy-MM-dd`),
 * end date always null or absent (spec 02 §3, §5 Parking). The server also refuses a start
 * date before today (`too_small_date`) and a conflict with a reservation (409).
 */
export const reserveParkingSpotBodySchema = parkingReservationBaseSchema
/** Body of `reserveParkingSpot`. */
export type ReserveParkingSpotBody = z.input<typeof reserveParkingSpotBodySchema>

/**
 * Body of `terminateParkingReservation`: `parkingTerminationBaseSchema` of `@asukas/domain` —
 * the last day (`yyyy-MM-dd`, today or later, spec 02 §5 Parking) and the spot.
 */
export const terminateParkingReservationBodySchema = parkingTerminationBaseSchema
/** Body of `terminateParkingReservation`. */
export type TerminateParkingReservationBody = z.input<typeof terminateParkingReservationBodySchema>

/** The reservation after a reserve or terminate call. */
export const parkingReservationResultSchema = z.object({
  rentableParkingSpotId: rentableParkingSpotIdSchema,
  startDate: wireDateSchema,
  endDate: wireDateSchema.nullable(),
})
/** The reservation after a reserve or terminate call. */
export type ParkingReservationResult = z.infer<typeof parkingReservationResultSchema>

/** GET /api/contracts/:contractUuid/parking-spots?include=all: parking areas with spots. */
export const parkingSpots = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/parking-spots',
  params: contractParamsSchema,
  query: parkingSpotsQuerySchema,
  response: parkingListSchema,
  summary: 'Parking areas and spots',
  tag: 'parking',
  errors: [],
})

/**
 * POST /api/contracts/:contractUuid/parking-spots/reservations: reserve a spot from
 * `startDate`. 409 PARKING_RESERVATION_OVERLAP when the date conflicts with a reservation;
 * 401 IMPERSONATION_WRITE_ACCESS_DENIED for impersonators.
 */
export const reserveParkingSpot = defineEndpoint({
  method: 'POST',
  path: '/api/contracts/:contractUuid/parking-spots/reservations',
  params: contractParamsSchema,
  body: reserveParkingSpotBodySchema,
  response: parkingReservationResultSchema,
  summary: 'Reserve a parking spot',
  tag: 'parking',
  errors: ['PARKING_RESERVATION_OVERLAP'],
})

/**
 * POST /api/contracts/:contractUuid/parking-spots/reservations/terminate: end the resident's
 * open-ended reservation of a spot on `endDate`. 404 NOT_FOUND without such a reservation.
 */
export const terminateParkingReservation = defineEndpoint({
  method: 'POST',
  path: '/api/contracts/:contractUuid/parking-spots/reservations/terminate',
  params: contractParamsSchema,
  body: terminateParkingReservationBodySchema,
  response: parkingReservationResultSchema,
  summary: 'End a parking reservation',
  tag: 'parking',
  errors: [],
})
