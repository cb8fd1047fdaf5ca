/** Parking areas, spots and reservations (spec 02 §1 Parking; spec 01 §3 Parking). */
import { z } from 'zod'
import { parkingEquipment, rentableParkingSpotIdSchema, reservationKinds } from '@asukas/domain'
import { wireDateSchema } from './common.ts'

/** Schema of a spot's equipment (`parkingEquipment` of `@asukas/domain`, spec 02 §1). */
export const parkingEquipmentSchema = z.enum(parkingEquipment)

/** Schema of a reservation kind relative to today (`reservationKinds` of `@asukas/domain`). */
export const reservationKindSchema = z.enum(reservationKinds)

/** A monthly price in euros valid from `validFrom` to `validTo` (null: open-ended). */
export const parkingPriceSchema = z.object({
  price: z.number().nonnegative(),
  validFrom: wireDateSchema,
  validTo: wireDateSchema.nullable(),
})
/** A monthly price with validity. */
export type ParkingPrice = z.infer<typeof parkingPriceSchema>

/** One of the signed-in resident's reservations of a spot; `endDate` null is open-ended. */
export const parkingReservationSchema = z.object({
  kind: reservationKindSchema,
  startDate: wireDateSchema,
  endDate: wireDateSchema.nullable(),
})
/** A reservation of the resident. */
export type ParkingReservation = z.infer<typeof parkingReservationSchema>

/** A date range in which a spot is free; `endDate` null means free from `startDate` on. */
export const availableRangeSchema = z.object({
  startDate: wireDateSchema,
  endDate: wireDateSchema.nullable(),
})
/** A free date range. */
export type AvailableRange = z.infer<typeof availableRangeSchema>

/**
 * A rentable parking spot (spec 01 §3). `reservations` are the signed-in resident's own;
 * `availableRanges` tell when anyone may reserve it.
 */
export const parkingSpotSchema = z.object({
  rentableParkingSpotId: rentableParkingSpotIdSchema,
  isInUse: z.boolean(),
  additionalDetails: z.string().nullable(),
  locationDetails: z.string().nullable(),
  equipment: z.array(parkingEquipmentSchema),
  heatingKeyType: z.string().nullable(),
  electricityBillingType: z.string().nullable(),
  prices: z.array(parkingPriceSchema),
  reservations: z.array(parkingReservationSchema),
  availableRanges: z.array(availableRangeSchema),
})
/** A rentable parking spot. */
export type ParkingSpot = z.infer<typeof parkingSpotSchema>

/**
 * The parking rules of an area in each language; an empty text is not written (issue 26 item 7:
 * reserving needs "I accept the parking rules", so the rules are shown beside that checkbox).
 * Plain text; blank lines separate paragraphs.
 */
export const parkingRulesSchema = z.object({ fi: z.string(), sv: z.string(), en: z.string() })
/** The parking rules of an area. */
export type ParkingRules = z.infer<typeof parkingRulesSchema>

/** A parking area with its location, parking rules and spots (spec 01 §3). */
export const parkingAreaSchema = z.object({
  location: z.object({
    parkingAreaType: z.string(),
    locationDetails: z.string(),
    address: z.object({ streetName: z.string(), streetNumber: z.string(), city: z.string() }),
  }),
  parkingRules: parkingRulesSchema,
  parkingSpots: z.array(parkingSpotSchema),
})
/** A parking area. */
export type ParkingArea = z.infer<typeof parkingAreaSchema>

/** The parking list: areas and the last date a reservation may start (spec 02 §1). */
export const parkingListSchema = z.object({
  parkingAreas: z.array(parkingAreaSchema),
  reservationPossibleUntil: wireDateSchema.nullable(),
})
/** The parking list. */
export type ParkingList = z.infer<typeof parkingListSchema>
