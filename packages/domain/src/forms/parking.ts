/**
 * Parking reservation and reservation termination forms. Source: spec 02 §3 (payloads), §5
 * Parking ("Start date required, non-empty … End date is always null"; "Termination end date
 * YYYY-MM-DD, not before today, default today").
 */
import { z } from 'zod'
import { isoDateSchema, missingOr, objectField, stringField } from '../fields.ts'
import { todayInHelsinki, type IsoDate } from '../dates.ts'

/** A spot id: a number or a non-empty string on the wire (spec 01 §3). */
export const rentableParkingSpotIdSchema = z.union(
  [z.number().int({ error: 'invalid_number' }), stringField().trim().min(1, { error: 'required' })],
  { error: missingOr('invalid_string') },
)

/**
 * Reservation: `{ rentableParkingSpotId, startDate, endDate: null }`; start date required and,
 * with {@link parkingReservationFormSchema}, not before today.
 */
export const parkingReservationBaseSchema = objectField({
  rentableParkingSpotId: rentableParkingSpotIdSchema,
  startDate: isoDateSchema,
  endDate: z.null({ error: 'invalid_date' }).default(null),
})

/**
 * The reservation form on `today` (default today in Helsinki): start date not in the past
 * (`too_small_date`). Whether it conflicts with a reservation is the server's answer (409).
 */
export function parkingReservationFormSchema(today: IsoDate = todayInHelsinki()) {
  return parkingReservationBaseSchema.superRefine((value, ctx) => {
    if (value.startDate < today) {
      ctx.addIssue({ code: 'custom', message: 'too_small_date', path: ['startDate'] })
    }
  })
}
/** Values of the reservation form. */
export type ParkingReservationForm = z.infer<typeof parkingReservationBaseSchema>

/** Reservation termination: `{ rentableParkingSpotId, endDate }`. */
export const parkingTerminationBaseSchema = objectField({
  rentableParkingSpotId: rentableParkingSpotIdSchema,
  endDate: isoDateSchema,
})

/** The termination form on `today`: end date not before today (`too_small_date`). */
export function parkingTerminationFormSchema(today: IsoDate = todayInHelsinki()) {
  return parkingTerminationBaseSchema.superRefine((value, ctx) => {
    if (value.endDate < today) {
      ctx.addIssue({ code: 'custom', message: 'too_small_date', path: ['endDate'] })
    }
  })
}
/** Values of the reservation termination form. */
export type ParkingTerminationForm = z.infer<typeof parkingTerminationBaseSchema>
