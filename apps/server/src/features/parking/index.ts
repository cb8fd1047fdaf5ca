/**
 * The public face of parking for other features (the staff console ends a reservation on a
 * resident's behalf with the same write as the resident's own termination).
 */
export { endReservation as endParkingReservation } from './repository.ts'
