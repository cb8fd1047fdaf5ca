/**
 * Parking calls of staff: the upkeep of areas, spots, prices and rules and ending a reservation on
 * a resident's behalf (issue 14; property managers, capability `parking`), under the OpenAPI tag
 * `parking`. They answer 401 without a staff session, 403 STAFF_ROLE_REQUIRED for a role without
 * the capability, 404 for an area, spot or reservation outside the member's properties and 401
 * IMPERSONATION_WRITE_ACCESS_DENIED for a write while impersonating. The residents' calls are in
 * `../parking.ts`.
 */
import { z } from 'zod'
import {
  enumField,
  isoDateSchema,
  numberField,
  optionalText,
  parkingEquipment,
  requiredText,
} from '@asukas/domain'
import { defineEndpoint } from '../../endpoint.ts'
import {
  bodyArray,
  bodyObject,
  uuidField,
  uuidSchema,
  wireDateSchema,
} from '../../entities/common.ts'
import { staffIdParamsSchema } from '../staff/shared.ts'

/** Parking as staff maintain it: areas, spots, prices, reservations. */
export const staffParkingAreaSchema = z.object({
  id: uuidSchema,
  realPropertyId: uuidSchema,
  realPropertyName: z.string(),
  parkingAreaType: z.string(),
  locationDetails: z.string().nullable(),
  address: z.string(),
  /** The area's parking rules in each language ('' when not written). */
  rules: z.object({ fi: z.string(), sv: z.string(), en: z.string() }),
  spots: z.array(
    z.object({
      id: uuidSchema,
      rentableParkingSpotId: z.string(),
      locationDetails: z.string().nullable(),
      additionalDetails: z.string().nullable(),
      equipment: z.array(z.enum(parkingEquipment)),
      isInUse: z.boolean(),
      prices: z.array(
        z.object({
          id: uuidSchema,
          price: z.number(),
          validFrom: wireDateSchema,
          validTo: wireDateSchema.nullable(),
        }),
      ),
      reservations: z.array(
        z.object({
          id: uuidSchema,
          startDate: wireDateSchema,
          endDate: wireDateSchema.nullable(),
          contractUuid: uuidSchema,
          address: z.string(),
          residentName: z.string().nullable(),
        }),
      ),
    }),
  ),
})
/** A parking area for staff. */
export type StaffParkingArea = z.infer<typeof staffParkingAreaSchema>

/** GET /api/staff/parking (property managers). */
export const staffParking = defineEndpoint({
  method: 'GET',
  path: '/api/staff/parking',
  response: z.array(staffParkingAreaSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Parking areas, spots, prices and reservations',
  tag: 'parking',
})

/** Body of a new parking area. */
export const parkingAreaBodySchema = bodyObject({
  realPropertyId: uuidField,
  parkingAreaType: requiredText(50),
  locationDetails: optionalText(200),
  streetName: requiredText(100),
  streetNumber: requiredText(20),
  city: requiredText(100),
})
/** Body of a new parking area. */
export type ParkingAreaBody = z.input<typeof parkingAreaBodySchema>

/** POST /api/staff/parking/areas. */
export const staffCreateParkingArea = defineEndpoint({
  method: 'POST',
  path: '/api/staff/parking/areas',
  body: parkingAreaBodySchema,
  response: z.array(staffParkingAreaSchema),
  errors: ['STAFF_ROLE_REQUIRED', 'NOT_FOUND'],
  summary: 'Add a parking area',
  tag: 'parking',
})

/**
 * Body of an area's parking rules: plain text in Finnish, Swedish and English, at most 5,000
 * characters each ('' leaves a language unwritten; residents then read the Finnish text).
 */
export const parkingRulesBodySchema = bodyObject({
  fi: optionalText(5000),
  sv: optionalText(5000),
  en: optionalText(5000),
})
/** Body of an area's parking rules. */
export type ParkingRulesBody = z.input<typeof parkingRulesBodySchema>

/**
 * PUT /api/staff/parking/areas/:id/rules: replaces the area's parking rules (issue 26 item 7;
 * residents read them beside "I accept the parking rules"). 404 for an area outside the
 * member's properties.
 */
export const staffSetParkingRules = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/parking/areas/:id/rules',
  params: staffIdParamsSchema,
  body: parkingRulesBodySchema,
  response: z.array(staffParkingAreaSchema),
  errors: ['STAFF_ROLE_REQUIRED', 'NOT_FOUND'],
  summary: "Set a parking area's rules",
  tag: 'parking',
})

/** Body of a new spot. */
export const parkingSpotBodySchema = bodyObject({
  rentableParkingSpotId: requiredText(50),
  locationDetails: optionalText(200),
  additionalDetails: optionalText(500),
  equipment: bodyArray(enumField(parkingEquipment)),
  isInUse: z.boolean(),
})
/** Body of a new spot. */
export type ParkingSpotBody = z.input<typeof parkingSpotBodySchema>

/** POST /api/staff/parking/areas/:id/spots. */
export const staffCreateParkingSpot = defineEndpoint({
  method: 'POST',
  path: '/api/staff/parking/areas/:id/spots',
  params: staffIdParamsSchema,
  body: parkingSpotBodySchema,
  response: z.array(staffParkingAreaSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Add a parking spot',
  tag: 'parking',
})

/** Body of a spot change: any of equipment, in-use flag and details. */
export const parkingSpotPatchSchema = bodyObject({
  locationDetails: optionalText(200).optional(),
  additionalDetails: optionalText(500).optional(),
  equipment: bodyArray(enumField(parkingEquipment)).optional(),
  isInUse: z.boolean().optional(),
})
/** Body of a spot change. */
export type ParkingSpotPatch = z.input<typeof parkingSpotPatchSchema>

/** PATCH /api/staff/parking/spots/:id. */
export const staffUpdateParkingSpot = defineEndpoint({
  method: 'PATCH',
  path: '/api/staff/parking/spots/:id',
  params: staffIdParamsSchema,
  body: parkingSpotPatchSchema,
  response: z.array(staffParkingAreaSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Change a parking spot',
  tag: 'parking',
})

/** Body of a price: euros per month, valid from (inclusive) to (inclusive or open). */
export const parkingPriceBodySchema = bodyObject({
  price: numberField().min(0, { error: 'invalid_number' }).max(10_000, { error: 'invalid_number' }),
  validFrom: isoDateSchema,
  validTo: isoDateSchema.nullable(),
}).refine((body) => body.validTo === null || body.validTo >= body.validFrom, {
  path: ['validTo'],
  error: 'too_small_date',
})
/** Body of a price. */
export type ParkingPriceBody = z.input<typeof parkingPriceBodySchema>

/** POST /api/staff/parking/spots/:id/prices. */
export const staffAddParkingPrice = defineEndpoint({
  method: 'POST',
  path: '/api/staff/parking/spots/:id/prices',
  params: staffIdParamsSchema,
  body: parkingPriceBodySchema,
  response: z.array(staffParkingAreaSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Add a price to a parking spot',
  tag: 'parking',
})

/** Body of ending a reservation: the last day. */
export const endReservationBodySchema = bodyObject({ endDate: isoDateSchema })

/**
 * POST /api/staff/parking/reservations/:id/end: ends a reservation on the resident's behalf on
 * `endDate` (not before its start, not after an earlier end).
 */
export const staffEndParkingReservation = defineEndpoint({
  method: 'POST',
  path: '/api/staff/parking/reservations/:id/end',
  params: staffIdParamsSchema,
  body: endReservationBodySchema,
  response: z.array(staffParkingAreaSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: "End a reservation on the resident's behalf",
  tag: 'parking',
})
