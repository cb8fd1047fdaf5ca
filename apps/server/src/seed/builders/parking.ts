/**
 * Builders of the parking rows (spec 01 §3 "Parking"): area of a real property, spot in an area,
 * reservation of a spot for a contract.
 */
import { newId } from './ids.ts'
import type { ParkingAreasRow, ParkingReservationsRow, ParkingSpotsRow } from './rows.ts'

/** An outdoor parking area of `real_property_id` at the given street address. */
export function parkingArea(
  overrides: Partial<ParkingAreasRow> &
    Pick<ParkingAreasRow, 'real_property_id' | 'street_name' | 'street_number' | 'city'>,
): ParkingAreasRow & { id: string } {
  return {
    id: newId(),
    parking_area_type: 'outdoor',
    location_details: null,
    sort_order: 1,
    ...overrides,
  }
}

/** A spot in `parking_area_id`, in use, with a heating plug. */
export function parkingSpot(
  overrides: Partial<ParkingSpotsRow> &
    Pick<ParkingSpotsRow, 'parking_area_id' | 'rentable_parking_spot_id'>,
): ParkingSpotsRow & { id: string } {
  return {
    id: newId(),
    location_details: null,
    additional_details: null,
    equipment: ['yard', 'heating_outlet'],
    is_in_use: true,
    ...overrides,
  }
}

/** An open-ended reservation of `parking_spot_id` for `contract_id`. */
export function parkingReservation(
  overrides: Partial<ParkingReservationsRow> &
    Pick<ParkingReservationsRow, 'parking_spot_id' | 'contract_id' | 'start_date'>,
): ParkingReservationsRow & { id: string } {
  return { id: newId(), user_id: null, end_date: null, ...overrides }
}
